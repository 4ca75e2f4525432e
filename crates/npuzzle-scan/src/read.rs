//! Reading a board within its outline: each quarter turn of it read, at the sizes its lines and
//! numbers point to, the turn whose numbers fit best kept. Numbers go to cells by an optimal
//! assignment (each number once), and every cell whose number was not clear is flagged for the
//! user to check. Finding the outline in a whole photo is [`crate::look`]'s.

use crate::find::{self, Quad};
use crate::grid::{self, Flat, Grid, SIDES};
use crate::model::{CLASSES, Model};
use crate::{ScanError, glyph};
use image::RgbImage;
use pathfinding::kuhn_munkres::kuhn_munkres;
use pathfinding::matrix::Matrix;

/// Photos are read at most this many pixels across (a phone's 12 MP photo is scaled down).
pub(crate) const MAX_SIDE: u32 = 1024;

/// Below this probability a cell's number is flagged.
const SURE: f32 = 0.6;

/// Below this probability among all numbers the classifier knows, a cell's number is flagged.
const KNOWN: f32 = 0.3;

/// A board read from a photo.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// The tiles row-major, 0 for the blank; each number once.
    pub tiles: Vec<u8>,
    /// The cells (row-major indices) whose reading is uncertain.
    pub uncertain: Vec<usize>,
    /// The board's outline in the photo: the corners of its top-left, top-right, bottom-right
    /// and bottom-left cells' side, as the board stands upright.
    pub corners: Quad,
    /// The mean probability the classifier gave the numbers chosen, among the board's numbers.
    pub confidence: f32,
    /// The same among all the numbers it knows (1 to 35): how well the numbers fit the size;
    /// cells of a wrong size hold parts of numbers, or none.
    pub fit: f32,
    /// Another size that read nearly as well, when the size was read off the photo (given in
    /// `npuzzle scan --json` and the page's reader's answer; the dialog does not ask yet).
    pub other_size: Option<(usize, usize)>,
}

/// Reads the board inside the four corners the user placed on the photo in `bytes` (in the
/// file's pixels, any order), as [`read_within`] does on a decoded photo.
pub fn read_bytes_within(
    bytes: &[u8],
    corners: Quad,
    size: Option<(usize, usize)>,
) -> Result<Reading, ScanError> {
    check_size(size)?;
    let photo = crate::decode(bytes)?;
    let scale = 1.0 / photo.factor as f32;
    let corners = corners.map(|(x, y)| (x * scale, y * scale));
    read_within(&photo.image, corners, size).map(|r| unshrunk(r, scale))
}

/// Reads the board whose corners the user placed on a decoded photo (in any order, in the
/// photo's pixels): when the outline found was wrong, or none was found.
pub fn read_within(
    photo: &RgbImage,
    corners: Quad,
    size: Option<(usize, usize)>,
) -> Result<Reading, ScanError> {
    check_size(size)?;
    crate::decode::check_pixels(photo.width(), photo.height())?;
    let (photo, shrink) = shrunk(photo, MAX_SIDE);
    let quad = find::order(corners.map(|(x, y)| (x * shrink, y * shrink)));
    // Corners on top of each other, all in a line, or not numbers outline nothing to read.
    let area = find::quad_area(&quad);
    if !area.is_finite() || area < 64.0 * 64.0 {
        return Err(ScanError::NoBoard);
    }
    read_quad(&photo, &quad, size).map(|r| unshrunk(r, shrink))
}

/// The photo at most `side` across, and the scale taken.
pub(crate) fn shrunk(photo: &RgbImage, side: u32) -> (std::borrow::Cow<'_, RgbImage>, f32) {
    let (w, h) = photo.dimensions();
    let shrink = (side as f32 / w.max(h) as f32).min(1.0);
    if shrink < 1.0 {
        let (sw, sh) = (
            ((w as f32 * shrink) as u32).max(1),
            ((h as f32 * shrink) as u32).max(1),
        );
        let small = image::imageops::resize(photo, sw, sh, image::imageops::FilterType::Triangle);
        (std::borrow::Cow::Owned(small), shrink)
    } else {
        (std::borrow::Cow::Borrowed(photo), 1.0)
    }
}

/// A reading of a shrunk photo, its corners in the photo's own pixels.
pub(crate) fn unshrunk(mut r: Reading, shrink: f32) -> Reading {
    r.corners = r.corners.map(|(x, y)| (x / shrink, y / shrink));
    r
}

/// Reads the board inside `quad` of `photo`, trying its four quarter turns.
pub fn read_quad(
    photo: &RgbImage,
    quad: &Quad,
    size: Option<(usize, usize)>,
) -> Result<Reading, ScanError> {
    read_turns(photo, quad, size.map(|(r, c)| Known::Upright(r, c)))
}

/// A board's size when it is known before its numbers are read.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Known {
    /// Rows and columns of the board standing upright (as the user gave them).
    Upright(usize, usize),
    /// Rows and columns as the outline stands in the photo (its first side along a row).
    Seen(usize, usize),
}

/// How many sizes, in the order the grid's lines rank them, are read when the size is not
/// known. The lines often rank the board's own size low (a tile's bevel or shading draws lines
/// of its own: 3×4 boards came 7th and 8th), but it came within the first 12 on both corpora.
const SIZES_TRIED: usize = 12;

/// A runner-up size whose numbers fit within this much of the chosen one's is offered too.
const CLOSE: f32 = 0.1;

/// Numbers that fit their size this well are read clearly: no other size is tried. A wrong
/// size can fit well (a 3×4 board read as a 2×2 fitted 0.93, as a 3×4 0.96), so the
/// bar is high, and most boards still clear it at the first size.
pub(crate) const CLEAR: f32 = 0.97;

/// A reading that fits this well has its numbers upright: the sizes after it are read at its
/// quarter turn only. Below it (a wrong size's cells hold parts of numbers) the turn is not
/// trusted, and the next size is read at all four.
pub(crate) const UPRIGHT: f32 = 0.5;

/// [`read_quad`], the size given either way or read off the board. Not given, the sizes whose
/// lines fit the board best are each read, and the one whose numbers the classifier knows best
/// is kept: lines alone take a 3×3 for a 2×2 when its tiles' edges are faint, or a 5×5 for a
/// 4×5 when a row's lines are lost in shading, but the wrong size's cells then hold parts of
/// numbers, or two, less clear than the right size's.
pub(crate) fn read_turns(
    photo: &RgbImage,
    quad: &Quad,
    known: Option<Known>,
) -> Result<Reading, ScanError> {
    read_turned(photo, quad, known, None).map(|t| t.reading)
}

/// A reading and the quarter turn of its quad (the corners taken from the `turn`-th on) at
/// which its numbers stand upright.
pub(crate) struct Turned {
    pub reading: Reading,
    pub turn: usize,
}

/// [`read_turns`], of a `known` size at quarter turn `upright` only when that is known too (a
/// board read before in the same corners' order, as a lattice widened by a row is): a quarter
/// of the work. (A size read off the board is ranked as the photo stands: every turn is read.)
pub(crate) fn read_turned(
    photo: &RgbImage,
    quad: &Quad,
    known: Option<Known>,
    upright: Option<usize>,
) -> Result<Turned, ScanError> {
    let upright = upright.filter(|_| known.is_some());
    let model = Model::shipped().expect("the crate ships its classifier's weights");
    let turns: Vec<Option<Turn>> = (0..4)
        .map(|turn| {
            upright
                .is_none_or(|u| u == turn)
                .then(|| Turn::of(photo, quad, turn))
        })
        .collect();
    // A size not given is read as the photo stands, and each quarter turn reads it turned, so
    // the turns' confidences compare like with like. A size given is the upright board's.
    let (sizes, seen): (Vec<(usize, usize)>, bool) = match known {
        Some(Known::Upright(r, c)) => (vec![(r, c)], false),
        Some(Known::Seen(r, c)) => (vec![(r, c)], true),
        None => {
            let combs = &turns[0].as_ref().expect("every turn is read").combs;
            let ranked = combs.ranked().into_iter().take(SIZES_TRIED);
            (ranked.map(|g| (g.rows, g.cols)).collect(), true)
        }
    };
    let readings = read_sizes(&turns, &sizes, seen, upright, model);
    chosen(readings)
}

/// The board flattened at one quarter turn (its corners taken from the `turn`-th on), with its
/// combs.
struct Turn {
    corners: Quad,
    flat: Flat,
    combs: grid::Combs,
}

impl Turn {
    fn of(photo: &RgbImage, quad: &Quad, turn: usize) -> Turn {
        let corners: Quad = std::array::from_fn(|i| quad[(i + turn) % 4]);
        let flat = grid::flatten(photo, &corners);
        let combs = grid::Combs::of(&flat);
        Turn {
            corners,
            flat,
            combs,
        }
    }

    fn board<'a>(&'a self, model: &'a Model) -> Board<'a> {
        Board {
            flat: &self.flat,
            model,
            corners: self.corners,
        }
    }
}

/// Each of `sizes` in the order the lines rank them (`seen`: as the photo stands, so turned at
/// the odd turns), until one reads clearly, at every quarter turn of `turns` until one fits well
/// enough to show which way is up; the rest at that turn only (the numbers stand upright at one
/// turn whatever the size).
fn read_sizes(
    turns: &[Option<Turn>],
    sizes: &[(usize, usize)],
    seen: bool,
    upright: Option<usize>,
    model: &Model,
) -> Vec<Turned> {
    let turned = |(r, c): (usize, usize), turn: usize| {
        if seen && turn % 2 == 1 {
            (c, r)
        } else {
            (r, c)
        }
    };
    let mut best: Vec<Turned> = Vec::new();
    let mut upright = upright;
    for &size in sizes {
        if best.iter().any(|b| b.reading.fit >= CLEAR) {
            break;
        }
        // At one turn, a size whose numbers cannot fit within CLOSE of the best so far is
        // neither chosen nor offered: its reading is given up as soon as that shows.
        let (read, bar) = match upright {
            Some(t) => {
                let most = best
                    .iter()
                    .map(|b| b.reading.fit)
                    .fold(f32::NEG_INFINITY, f32::max);
                (t..t + 1, most - CLOSE)
            }
            None => (0..4, f32::NEG_INFINITY),
        };
        let top = best_turn(turns, read, |turn| turned(size, turn), bar, model);
        let reading = top.and_then(|Best { combed, turn, grid }| {
            let at = turns[turn].as_ref().expect("read at a turn flattened");
            let reading = or_outlined(combed, &at.board(model), &grid, bar)?;
            if reading.fit >= UPRIGHT {
                upright.get_or_insert(turn);
            }
            Some(Turned { reading, turn })
        });
        best.extend(reading);
    }
    best
}

/// The turn [`best_turn`] chose and its grid, with the reading of its cells where one fits
/// above the bar (else `None`: the turn is still the one whose whole outline is tried).
struct Best {
    combed: Option<Reading>,
    turn: usize,
    grid: Grid,
}

/// Of `turns` (those in `read`), the one whose numbers fit best at its `size`, with its reading
/// (none where that fits below `bar`: the last turn then) and grid. The turns are read a cell at
/// a time, always the one whose numbers can still fit best, until one read whole fits better
/// than the rest still can: a wrong turn's cells hold numbers on their side, which the
/// classifier knows little of, and a few cells show it, so the upright turn is read whole and
/// the others hardly at all, whichever comes first.
fn best_turn(
    turns: &[Option<Turn>],
    read: std::ops::Range<usize>,
    size: impl Fn(usize) -> (usize, usize),
    bar: f32,
    model: &Model,
) -> Option<Best> {
    let mut live: Vec<(usize, Grid, Partial)> = Vec::new();
    for turn in read {
        let Some(at) = turns[turn].as_ref() else {
            continue;
        };
        let Some(grid) = at.combs.grid(size(turn)) else {
            continue;
        };
        live.push((turn, grid, Partial::new(&at.board(model), &grid)));
    }
    // Where every turn fits below the bar, the last is given (its whole outline may still read).
    let (last, last_grid) = live.last().map(|l| (l.0, l.1))?;
    let mut top: Option<(Reading, usize, Grid)> = None;
    loop {
        let above = top.as_ref().map_or(bar, |t| t.0.fit.max(bar));
        live.retain(|l| !l.2.below(above));
        // The turn that can still fit best is read on (the order changes what is read, not
        // what is kept).
        let Some(next) =
            (0..live.len()).max_by(|&a, &b| live[a].2.most().total_cmp(&live[b].2.most()))
        else {
            break;
        };
        if live[next].2.done() {
            let (turn, grid, partial) = live.swap_remove(next);
            let reading = partial.finish();
            // Of two that fit as well, the later turn (as when they were read in order).
            if top
                .as_ref()
                .is_none_or(|t| (reading.fit, turn) >= (t.0.fit, t.1))
            {
                top = Some((reading, turn, grid));
            }
        } else {
            live[next].2.step();
        }
    }
    Some(match top {
        Some((reading, turn, grid)) => Best {
            combed: Some(reading),
            turn,
            grid,
        },
        None => Best {
            combed: None,
            turn: last,
            grid: last_grid,
        },
    })
}

/// The reading that fits best, with the runner-up size if another reads within CLOSE of it.
fn chosen(mut readings: Vec<Turned>) -> Result<Turned, ScanError> {
    readings.sort_by(|a, b| b.reading.fit.total_cmp(&a.reading.fit));
    let mut readings = readings.into_iter();
    let mut chosen = readings.next().ok_or(ScanError::NoGrid)?;
    // The same size read at another turn is no other size.
    let size = |r: &Reading| (r.rows, r.cols);
    if let Some(next) = readings.find(|t| size(&t.reading) != size(&chosen.reading))
        && next.reading.fit > chosen.reading.fit - CLOSE
    {
        chosen.reading.other_size = Some(size(&next.reading));
    }
    Ok(chosen)
}

/// `combed` (the reading of `grid`), or the same rows and columns read over the whole outline
/// if their numbers read better so: the lines a comb finds can miss a column, as on a frameless
/// board of raised, rounded tiles whose shading draws lines of its own, where the outline is the
/// tiles'. Tried at the turn the comb's grid read best only, as a second reading costs time.
/// Either is none where it fits below `bar`.
fn or_outlined(combed: Option<Reading>, board: &Board, grid: &Grid, bar: f32) -> Option<Reading> {
    let image = &board.flat.image;
    let (w, h) = (image.width() as f32, image.height() as f32);
    let whole = Grid {
        area: (0.0, 0.0, w, h),
        ..*grid
    };
    // Kept only if it fits better than the comb's.
    let above = combed.as_ref().map_or(bar, |c| c.fit.max(bar));
    match (combed, cells_above(board, &whole, above)) {
        (Some(combed), Some(outlined)) if outlined.fit <= combed.fit => Some(combed),
        (combed, outlined) => outlined.or(combed),
    }
}

/// A flattened board being read: its pixels, the classifier, and its corners in the photo.
#[derive(Clone, Copy)]
struct Board<'a> {
    flat: &'a Flat,
    model: &'a Model,
    corners: Quad,
}

/// Reads the cells of `grid`: the numbers by assignment, with the blank that lets them read best
/// among the cells that look most like it.
pub fn cells(flat: &Flat, grid: &Grid, model: &Model, corners: Quad) -> Reading {
    let board = Board {
        flat,
        model,
        corners,
    };
    cells_above(&board, grid, f32::NEG_INFINITY).expect("every reading fits above no bar")
}

/// [`cells`], or none as soon as the cells read so far show that the numbers cannot fit above
/// `bar`: most cells of a wrong size need not be read to know it.
fn cells_above(board: &Board, grid: &Grid, bar: f32) -> Option<Reading> {
    let mut partial = Partial::new(board, grid);
    while !partial.done() {
        partial.step();
        if partial.below(bar) {
            return None;
        }
    }
    Some(partial.finish())
}

/// A grid's cells being read one by one, with the most its numbers can still fit.
struct Partial<'a> {
    board: Board<'a>,
    grid: Grid,
    ink: Vec<f32>,
    faces: Vec<[f32; 3]>,
    polarity: glyph::Ink,
    /// The classifier's probabilities for the cells read so far, and which held no ink.
    raw: Vec<[f32; CLASSES]>,
    empty: Vec<bool>,
    /// The most the fit can still reach, times the numbers: each cell's fit is at most its
    /// likeliest number's probability, and 1 for a cell not read yet.
    reach: f32,
}

impl<'a> Partial<'a> {
    fn new(board: &Board<'a>, grid: &Grid) -> Partial<'a> {
        let middles = grid::middles(board.flat, grid);
        let n = grid.rows * grid.cols;
        Partial {
            board: *board,
            grid: *grid,
            ink: middles.iter().map(|m| m.ink).collect(),
            faces: middles.iter().map(|m| m.face).collect(),
            polarity: glyph::polarity(middles.iter()),
            raw: Vec::with_capacity(n),
            empty: Vec::with_capacity(n),
            reach: n as f32,
        }
    }

    fn done(&self) -> bool {
        self.raw.len() == self.ink.len()
    }

    /// Reads the next cell.
    fn step(&mut self) {
        let numbers = self.ink.len() - 1;
        let cell = self.grid.cell(self.raw.len());
        let glyph = glyph::glyph(&self.board.flat.image, cell, self.polarity);
        let p = self.board.model.probabilities(&glyph);
        self.reach -= 1.0 - p[..numbers].iter().copied().fold(0.0, f32::max);
        self.raw.push(p);
        self.empty.push(glyph.iter().all(|&v| v == 0.0));
    }

    /// The most the numbers can still fit.
    fn most(&self) -> f32 {
        self.reach / (self.ink.len() - 1) as f32
    }

    /// Whether the numbers cannot fit above `bar` (a little below it: the fit is summed
    /// otherwise, and rounds otherwise).
    fn below(&self, bar: f32) -> bool {
        self.most() < bar - 1e-4
    }

    /// The reading, every cell read.
    fn finish(self) -> Reading {
        let Partial {
            board,
            grid,
            ink,
            faces,
            raw,
            empty,
            ..
        } = self;
        let (n, numbers, corners) = (ink.len(), ink.len() - 1, board.corners);
        let (blank, clear) = blank_of(&ink, &faces, &empty, &raw);
        // The numbers themselves by the classifier as it is: where a faint number left no ink, it
        // still knows which numbers that happens to (a thin 1 most).
        let (chosen, _) = assign(&raw, blank);
        let others: Vec<usize> = (0..n).filter(|&i| i != blank).collect();
        let mut tiles = vec![0u8; n];
        let mut uncertain = Vec::new();
        let (mut confidence, mut fit) = (0.0, 0.0);
        for (k, &cell) in others.iter().enumerate() {
            let j = chosen[k];
            tiles[cell] = (j + 1) as u8;
            let probs = among(&raw[cell], numbers);
            let p = probs[j];
            confidence += p / numbers as f32;
            fit += raw[cell][j] / numbers as f32;
            let top = (0..numbers)
                .max_by(|&a, &b| probs[a].total_cmp(&probs[b]))
                .unwrap_or(j);
            // Also when the number is unlike any the classifier knows (a cell of a wrong size,
            // holding parts of numbers, can still look most like one of a small board's few).
            if p < SURE || top != j || raw[cell][j] < KNOWN {
                uncertain.push(cell);
            }
        }
        if !clear {
            uncertain.push(blank);
        }
        uncertain.sort_unstable();
        Reading {
            rows: grid.rows,
            cols: grid.cols,
            tiles,
            uncertain,
            corners,
            confidence,
            fit,
            other_size: None,
        }
    }
}

/// The classifier's probabilities `p` renormalised over the board's `numbers` (1 to `numbers`).
fn among(p: &[f32; CLASSES], numbers: usize) -> Vec<f32> {
    let sum: f32 = p[..numbers].iter().sum::<f32>().max(1e-12);
    p[..numbers].iter().map(|v| v / sum).collect()
}

/// The numbers of every cell but `blank` (each number once; `chosen[k]` is the number − 1 of the
/// k-th other cell) that are likeliest together, and their log-likelihood.
fn assign(raw: &[[f32; CLASSES]], blank: usize) -> (Vec<usize>, f32) {
    let numbers = raw.len() - 1;
    let probs: Vec<Vec<f32>> = (0..raw.len())
        .filter(|&i| i != blank)
        .map(|i| among(&raw[i], numbers))
        .collect();
    let weights = Matrix::from_fn(numbers, numbers, |(i, j)| {
        (probs[i][j].max(1e-6).ln() * 1000.0).round() as i64
    });
    let (total, chosen) = kuhn_munkres(&weights);
    (chosen, total as f32 / 1000.0)
}

/// How much likelier (in nats, over the whole board) the numbers must read with another blank
/// than with the one its colour or ink points at: an empty cell holds no number in particular,
/// but a faint, thin 1 read poorly must not move the blank onto itself.
const TO_MOVE_THE_BLANK: f32 = 2.0;

/// The blank among cells with `ink`, `faces` and `raw` probabilities (`empty` where no number's
/// strokes were found): by its colour, else by its ink. But a number under glare can hold less
/// ink than the tray showing through the blank, and a shadow band across the tray more than a
/// thin 1: unless the two agree clearly, the two emptiest cells and the empty ones are tried
/// too, and the numbers' likelihood decides. Whether colour and ink agreed clearly (if not, the
/// blank is flagged).
fn blank_of(
    ink: &[f32],
    faces: &[[f32; 3]],
    empty: &[bool],
    raw: &[[f32; CLASSES]],
) -> (usize, bool) {
    let n = ink.len();
    let mut by_ink: Vec<usize> = (0..n).collect();
    by_ink.sort_by(|&a, &b| ink[a].total_cmp(&ink[b]));
    let least_ink = by_ink[0];
    // Clear when every tile holds far more ink, and the colour does not say otherwise.
    let first = odd_face(faces).unwrap_or(least_ink);
    if ink[by_ink[1]] >= 2.0 * ink[least_ink].max(10.0) && first == least_ink {
        return (first, true);
    }
    // An empty cell is no number in particular (the classifier still leans to a 1 there).
    let likely: Vec<[f32; CLASSES]> = (0..n)
        .map(|i| {
            if empty[i] {
                [1.0 / CLASSES as f32; CLASSES]
            } else {
                raw[i]
            }
        })
        .collect();
    let mut candidates: Vec<usize> = by_ink.iter().take(2).copied().collect();
    candidates.extend((0..n).filter(|&i| empty[i]));
    candidates.sort_unstable();
    candidates.dedup();
    let blank = candidates
        .into_iter()
        .filter(|&c| c != first)
        .map(|blank| (blank, assign(&likely, blank).1))
        .fold((first, assign(&likely, first).1), |best, next| {
            if next.1 > best.1 + TO_MOVE_THE_BLANK {
                next
            } else {
                best
            }
        })
        .0;
    (blank, false)
}

/// The one cell whose colour stands apart from the tiles' faces (the tray or the table showing
/// through the blank), if one does clearly: the cell with the least ink is then not trusted, as
/// a faint, thin number holds as little.
fn odd_face(faces: &[[f32; 3]]) -> Option<usize> {
    let face: [f32; 3] = std::array::from_fn(|k| {
        let mut v: Vec<f32> = faces.iter().map(|f| f[k]).collect();
        v.sort_by(f32::total_cmp);
        v[v.len() / 2]
    });
    let far = |f: &[f32; 3]| (0..3).map(|k| (f[k] - face[k]).powi(2)).sum::<f32>().sqrt();
    let mut by: Vec<(f32, usize)> = faces.iter().map(far).zip(0..).collect();
    by.sort_by(|a, b| b.0.total_cmp(&a.0));
    match by[..] {
        [(first, i), (second, _), ..] if first >= ODD_FACE && first >= 2.0 * second => Some(i),
        _ => None,
    }
}

/// How far (in RGB levels) the blank's colour must lie from the tiles' faces to be told by it.
const ODD_FACE: f32 = 30.0;

pub(crate) fn check_size(size: Option<(usize, usize)>) -> Result<(), ScanError> {
    match size {
        Some((r, c)) if !SIDES.contains(&r) || !SIDES.contains(&c) || r * c - 1 > CLASSES => {
            Err(ScanError::Size(r, c))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::odd_face;

    #[test]
    fn the_blank_is_the_one_cell_whose_colour_stands_apart() {
        let white = [235.0, 236.0, 240.0];
        let mut faces = vec![white; 9];
        faces[4] = [225.0, 226.0, 231.0]; // a tile in shade: still a tile
        assert_eq!(odd_face(&faces), None, "no cell stands apart");
        faces[7] = [70.0, 90.0, 160.0]; // the blue tray through the blank
        assert_eq!(odd_face(&faces), Some(7));
        faces[2] = [90.0, 100.0, 150.0]; // a second cell as far: neither is told by colour
        assert_eq!(odd_face(&faces), None);
    }
}

#[cfg(all(test, feature = "synth"))]
mod bar_tests {
    use super::{Board, Turn, best_turn, cells, cells_above};
    use crate::grid;
    use crate::model::Model;
    use crate::synth::{self, Fonts, HELD_OUT, Photo};
    use image::RgbImage;

    /// Held-out photos 0 to `n`, each with its pixels, and the classifier.
    fn held_out(n: u64) -> (Vec<(Photo, RgbImage)>, &'static Model) {
        let fonts = Fonts::load().expect("the test fonts are installed");
        let photos = (0..n)
            .map(|i| {
                let photo = synth::corpus_photo(&fonts, HELD_OUT + i);
                let image = image::load_from_memory(&photo.jpeg)
                    .expect("a JPEG")
                    .to_rgb8();
                (photo, image)
            })
            .collect();
        (photos, Model::shipped().expect("the classifier ships"))
    }

    /// Never given up where it fits above the bar, at any size; and wrong sizes are given up
    /// below the right one's fit (as the size search asks), or nothing is saved.
    #[test]
    fn a_reading_is_given_up_only_where_it_fits_below_its_bar() {
        let (photos, model) = held_out(3);
        let mut given_up = 0;
        for (i, (photo, image)) in photos.iter().enumerate() {
            let flat = grid::flatten(image, &photo.corners);
            let combs = grid::Combs::of(&flat);
            let right = combs.grid((photo.rows, photo.cols)).expect("a grid");
            let bar = cells(&flat, &right, model, photo.corners).fit - super::CLOSE;
            for size in grid::SIDES.flat_map(|r| grid::SIDES.map(move |c| (r, c))) {
                let Some(g) = combs.grid(size) else { continue };
                let whole = cells(&flat, &g, model, photo.corners);
                let board = Board {
                    flat: &flat,
                    model,
                    corners: photo.corners,
                };
                let below = cells_above(&board, &g, whole.fit - 1e-3);
                assert_eq!(below.as_ref(), Some(&whole), "photo {i} at {size:?}");
                let at_bar = cells_above(&board, &g, bar);
                if whole.fit >= bar {
                    assert_eq!(at_bar.as_ref(), Some(&whole), "photo {i} at {size:?}");
                }
                given_up += usize::from(at_bar.is_none());
            }
        }
        assert!(given_up > 0, "no wrong size given up");
    }

    /// The turn read with the others given up early is the one whose numbers fit best when all
    /// four are read whole, with the same reading: the upright one.
    #[test]
    fn the_turn_given_up_on_least_is_the_one_that_fits_best() {
        let (photos, model) = held_out(4);
        for (i, (photo, image)) in photos.iter().enumerate() {
            let turns: Vec<Option<Turn>> = (0..4)
                .map(|turn| Some(Turn::of(image, &photo.corners, turn)))
                .collect();
            let size = |turn: usize| {
                if turn.is_multiple_of(2) {
                    (photo.rows, photo.cols)
                } else {
                    (photo.cols, photo.rows)
                }
            };
            let whole = (0..4)
                .map(|turn| {
                    let at = turns[turn].as_ref().expect("every turn");
                    let grid = at.combs.grid(size(turn)).expect("a grid");
                    (cells(&at.flat, &grid, model, at.corners), turn)
                })
                .max_by(|a, b| a.0.fit.total_cmp(&b.0.fit))
                .expect("four turns");
            let super::Best {
                combed: reading,
                turn,
                ..
            } = best_turn(&turns, 0..4, size, f32::NEG_INFINITY, model).expect("a turn");
            assert_eq!(
                (reading.as_ref(), turn),
                (Some(&whole.0), whole.1),
                "photo {i}"
            );
            // The photos' corners are the upright board's: its numbers read there.
            assert_eq!(turn, 0, "photo {i}");
            assert_eq!(whole.0.tiles, photo.tiles, "photo {i}");
        }
    }
}
