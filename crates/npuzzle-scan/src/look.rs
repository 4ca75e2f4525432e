//! Finding the board in a whole photo and reading it: the photo looked at in turn (at 640 and
//! 800 pixels across, then, where neither found a board, with thinner edges, at 480, and with
//! fainter edges), in each the board's outline or its tiles' lattice, and the best reading kept.

use crate::ScanError;
use crate::find::{self, Quad};
use crate::lattice;
use crate::read::{
    CLEAR, Known, MAX_SIDE, Reading, Turned, UPRIGHT, check_size, read_quad, read_turned, shrunk,
    unshrunk,
};
use image::RgbImage;

/// Reads the photo in `bytes` (JPEG or PNG), of `size` (rows, columns) if known; its corners
/// in the file's pixels. Decoded within bounds ([`decode`](crate::decode)).
pub fn read(bytes: &[u8], size: Option<(usize, usize)>) -> Result<Reading, ScanError> {
    check_size(size)?;
    let photo = crate::decode(bytes)?;
    read_image(&photo.image, size).map(|r| unshrunk(r, 1.0 / photo.factor as f32))
}

/// Reads a decoded photo (of at most [`MAX_PIXELS`](crate::MAX_PIXELS)).
pub fn read_image(photo: &RgbImage, size: Option<(usize, usize)>) -> Result<Reading, ScanError> {
    check_size(size)?;
    crate::decode::check_pixels(photo.width(), photo.height())?;
    let (photo, shrink) = shrunk(photo, MAX_SIDE);
    // A second look, at more pixels, only when the first did not read every number clearly:
    // small tiles' edges merge with their numbers', and a frame's edge can break, at 640.
    let mut best: Option<Result<Reading, ScanError>> = None;
    // A size the first look read well is the only one the second reads (the other sizes would
    // cost as much again), and the first's runner-up is still offered.
    let mut sized = size;
    let mut offered = None;
    let across = photo.width().max(photo.height());
    let mut views = Views {
        photo: &photo,
        seen: Vec::new(),
    };
    for (i, look) in LOOKS.into_iter().enumerate() {
        // A small photo is seen whole at once: a second look would see the same pixels.
        if i > 0 && across <= LOOKS[i - 1].side {
            break;
        }
        let reading = look_for(&mut views, sized, look);
        let clear = reading.as_ref().is_ok_and(|r| r.uncertain.is_empty());
        if clear || best.as_ref().is_none_or(|b| better(&reading, b)) {
            best = Some(reading);
        }
        if clear {
            break;
        }
        // Learnt once, from the first look (a later, sized reading offers no other size).
        if let (None, Some(Ok(r))) = (sized, &best)
            && r.fit >= LOOKED_WELL
        {
            sized = Some((r.rows, r.cols));
            offered = r.other_size;
        }
    }
    if let (Some(other), Some(Ok(r))) = (offered, &mut best) {
        r.other_size.get_or_insert(other);
    }
    // Where neither look found a board, other edges: one pixel thin at 640 (tiles close
    // together, whose thickened edges run into each other), then at 480 (a frame whose thin
    // edge the table's grain or checks run into at more pixels).
    for look in LAST_LOOKS {
        // Only where nothing was found: a board said to be cut off, or two, stays so.
        if !matches!(best, None | Some(Err(ScanError::NoBoard))) {
            break;
        }
        let reading = look_for(&mut views, size, look);
        if best.as_ref().is_none_or(|b| better(&reading, b)) {
            best = Some(reading);
        }
    }
    let reading = best.unwrap_or(Err(ScanError::NoBoard));
    reading.map(|r| unshrunk(r, shrink))
}

/// How the board is looked for: the photo at most `side` pixels across, its edges found by
/// Canny's `thresholds` and thickened by `thick`.
#[derive(Clone, Copy, Debug)]
struct Look {
    side: u32,
    thick: u8,
    thresholds: (f32, f32),
}

/// A first look whose numbers fit their size this well, a cell or two unclear, has read the
/// size: the second look, for the unclear cells, reads that size only. (Measured in
/// docs/benchmarks.md, "Scan": the outcomes of 2,700 photos as with every size read again
/// but one, which gained a runner-up; below it, a 3×2 read off a 4×4 fitted 0.05.)
const LOOKED_WELL: f32 = 0.9;

/// The looks tried in turn until one reads every number clearly. Thinner edges (one pixel)
/// found other boards again, but lost as many: not kept.
const LOOKS: [Look; 2] = [
    Look {
        side: 640,
        thick: 2,
        thresholds: find::STRONG,
    },
    Look {
        side: 800,
        thick: 2,
        thresholds: find::STRONG,
    },
];

/// The looks tried in turn when none of [`LOOKS`] found a board. The last two find fainter
/// edges than a board's usual ones: a white frame on a white and blue check, a board's inner
/// edge where the blank's floor meets a frame of its colour (3 of the second renderer's 6
/// photos where no board was found are found so, 2 read exactly; a board found first by
/// stronger edges is never looked for so, as the table's own faint edges would run into it).
const LAST_LOOKS: [Look; 4] = [
    Look {
        side: 640,
        thick: 1,
        thresholds: find::STRONG,
    },
    Look {
        side: 480,
        thick: 2,
        thresholds: find::STRONG,
    },
    Look {
        side: 640,
        thick: 2,
        thresholds: (10.0, 30.0),
    },
    Look {
        side: 640,
        thick: 2,
        thresholds: (6.0, 18.0),
    },
];

/// Whether reading `a` is better than `b`: any reading over none, then fewer unclear cells,
/// then numbers that fit their size better.
fn better(a: &Result<Reading, ScanError>, b: &Result<Reading, ScanError>) -> bool {
    match (a, b) {
        (Ok(a), Ok(b)) => (a.uncertain.len(), -a.fit) < (b.uncertain.len(), -b.fit),
        (Ok(_), Err(_)) => true,
        _ => false,
    }
}

/// [`read_image`] by one look, on a photo already at most [`MAX_SIDE`] across.
fn look_for(
    views: &mut Views,
    size: Option<(usize, usize)>,
    look: Look,
) -> Result<Reading, ScanError> {
    let photo = views.photo;
    let (small, less, gradients) = views.at(look.side);
    let seen = Seen {
        photo,
        small,
        less,
        size,
    };
    let (w, h) = small.dimensions();
    let contours = find::contours(&gradients.edges(look.thick, look.thresholds));
    // The tiles' own lattice: the board when no outline stands out (no frame, a frame cut off
    // or lost in the table's pattern; close up, tiles are outlines as large as boards and look
    // like several), and when the outline found is a small part of it (a frameless board's
    // blank among its neighbours outlines a small board of its own), and when the outline's
    // reading is unclear (it may have run on into something of the frame's colour). It gives
    // the size as the photo shows it too.
    let tiles = || lattice::find(&contours, w, h);
    match find::outline(&contours, w, h) {
        Ok(quad) => match tiles() {
            Ok(found) if holds(&found.quad, &quad) => seen.by_tiles(found),
            found => seen.by_outline(quad, found.ok()),
        },
        Err(e @ (ScanError::NoBoard | ScanError::TwoBoards)) => match tiles() {
            // Two outlines are one board only when its tiles span both (close up, tiles are
            // as large as boards); a small board beside a large one stays two.
            Ok(found) if e == ScanError::NoBoard || spans(&found.quad, &contours, w, h) => {
                seen.by_tiles(found)
            }
            Ok(_) => Err(e),
            // No board by the tiles keeps the outline's word; two boards by them are two.
            Err(ScanError::NoBoard) => Err(e),
            Err(two) => Err(two),
        },
        Err(e) => Err(e),
    }
}

/// The photo, and the smaller copies the looks found the board on: the outline is found on a
/// smaller copy (its edges are long and straight; the tiles need the pixels), then read from the
/// photo. A copy and its gradients are made once for the looks that share its size.
struct Views<'a> {
    photo: &'a RgbImage,
    seen: Vec<View<'a>>,
}

/// One smaller copy of the photo.
struct View<'a> {
    /// The longest side it was asked for.
    side: u32,
    small: std::borrow::Cow<'a, RgbImage>,
    /// How much smaller than the photo it is.
    less: f32,
    gradients: find::Gradients,
}

impl<'a> Views<'a> {
    /// The copy at most `side` across, its scale, and its gradients.
    fn at(&mut self, side: u32) -> (&RgbImage, f32, &find::Gradients) {
        let i = match self.seen.iter().position(|v| v.side == side) {
            Some(i) => i,
            None => {
                let (small, less) = shrunk(self.photo, side);
                let gradients = find::Gradients::of(&small);
                self.seen.push(View {
                    side,
                    small,
                    less,
                    gradients,
                });
                self.seen.len() - 1
            }
        };
        let view = &self.seen[i];
        (&view.small, view.less, &view.gradients)
    }
}

/// A photo as one look sees it: the board is found on `small` (`less` times its size) and read
/// from `photo`, of `size` if known.
struct Seen<'a> {
    photo: &'a RgbImage,
    small: &'a RgbImage,
    less: f32,
    size: Option<(usize, usize)>,
}

impl Seen<'_> {
    /// A quad found on the small copy, in the photo's pixels.
    fn grown(&self, q: &Quad) -> Quad {
        q.map(|(x, y)| (x / self.less, y / self.less))
    }

    /// The board read over the lattice of tiles `found`.
    fn by_tiles(&self, found: lattice::Lattice) -> Result<Reading, ScanError> {
        let (w, h) = self.small.dimensions();
        let read_at = |l: &lattice::Lattice, upright: Option<usize>| {
            let known = match self.size {
                Some((r, c)) => Known::Upright(r, c),
                None => Known::Seen(l.rows, l.cols),
            };
            read_turned(self.photo, &self.grown(&l.quad), Some(known), upright)
        };
        // A lattice widened keeps its corners' order: its numbers stand upright at the same
        // quarter turn as the narrower one's, once a reading fitted well enough to tell it.
        let upright_of = |t: &Result<Turned, ScanError>| match t {
            Ok(t) if t.reading.fit >= UPRIGHT => Some(t.turn),
            _ => None,
        };
        let mut at = found;
        let first = read_at(&at, None);
        let mut upright = upright_of(&first);
        let mut reading = first.map(|t| t.reading);
        // A row or column more on one side, up to twice, while that reads better: the lattice
        // does not count a row whose tiles' faces were all missed.
        for _ in 0..2 {
            if reading.as_ref().is_ok_and(|r| r.uncertain.is_empty()) {
                break;
            }
            let wider = (0..4)
                .filter(|&side| lattice::tiled_beyond(self.small, &at, side))
                .filter_map(|side| lattice::widened(&at, side, w, h))
                .map(|l| {
                    let t = read_at(&l, upright);
                    let turn = upright_of(&t);
                    (l, t.map(|t| t.reading), turn)
                })
                .reduce(|a, b| if better(&b.1, &a.1) { b } else { a });
            match wider {
                Some((l, r, turn)) if better(&r, &reading) => {
                    (at, reading) = (l, r);
                    upright = upright.or(turn);
                }
                _ => break,
            }
        }
        // Tiles' colour past the lattice's side is a row cut off, or a frame in the tiles'
        // colour: the numbers tell which. A board missing a row has numbers its size cannot
        // hold, and reads unclearly.
        match reading {
            Ok(r) if r.uncertain.is_empty() && r.fit >= CLEAR => Ok(r),
            _ if lattice::cut_off(self.small, &found) => Err(ScanError::CutOff),
            other => other,
        }
    }

    /// The board read within the outline `quad`; where that reads unclearly (the outline may
    /// have run on into a note of the frame's colour under the board), the lattice of tiles
    /// `found` within it is read too, and kept with fewer cells unclear (not only a better fit:
    /// the outline's cells hold the numbers whole where the lattice, the tiles' faces, may cut
    /// them).
    fn by_outline(
        &self,
        quad: Quad,
        found: Option<lattice::Lattice>,
    ) -> Result<Reading, ScanError> {
        let outlined = read_quad(self.photo, &self.grown(&quad), self.size);
        let unclear =
            |r: &Result<Reading, ScanError>| r.as_ref().map_or(usize::MAX, |r| r.uncertain.len());
        match found {
            Some(found)
                if unclear(&outlined) > 0 && find::inside(find::centre(&found.quad), &quad) =>
            {
                let tiled = self.by_tiles(found);
                if unclear(&tiled) < unclear(&outlined) {
                    tiled
                } else {
                    outlined
                }
            }
            _ => outlined,
        }
    }
}

/// Whether `quad` holds the middle of every outline about as large as the largest (the ones
/// that made two boards).
fn spans(quad: &Quad, contours: &[imageproc::contours::Contour<i32>], w: u32, h: u32) -> bool {
    let outlines = find::outlines(contours, w, h);
    let largest = outlines.first().map_or(0.0, |o| o.0);
    outlines
        .iter()
        .filter(|o| o.0 > 0.5 * largest)
        .all(|(_, q)| find::inside(find::centre(q), quad))
}

/// Whether `outer` is well over half as large again as `inner` and holds its middle.
fn holds(outer: &Quad, inner: &Quad) -> bool {
    find::quad_area(outer) > 1.6 * find::quad_area(inner)
        && find::inside(find::centre(inner), outer)
}
