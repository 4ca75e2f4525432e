//! From the board's outline to its cells: the perspective corrected, the grid found where the
//! tiles' edges run as straight lines across the board, the blank found as the cell with no ink.

use crate::find::Quad;
use image::RgbImage;

/// The long side of the corrected board, in pixels.
const LONG: f32 = 360.0;

/// The sizes a board can have, per side.
pub const SIDES: std::ops::RangeInclusive<usize> = 2..=6;

/// The board square-on.
pub struct Flat {
    /// The board's pixels, its outline at the image's edges.
    pub image: RgbImage,
}

/// The board of `photo` inside `quad`, square-on.
pub fn flatten(photo: &RgbImage, quad: &Quad) -> Flat {
    let d = |a: (f32, f32), b: (f32, f32)| ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
    let across = d(quad[0], quad[1]) + d(quad[3], quad[2]);
    let down = d(quad[0], quad[3]) + d(quad[1], quad[2]);
    let (w, h) = if across >= down {
        (LONG, (LONG * down / across).max(24.0))
    } else {
        ((LONG * across / down).max(24.0), LONG)
    };
    let mut image = RgbImage::new(w as u32, h as u32);
    if let Some(map) = SquareToQuad::of(quad) {
        warp(
            photo,
            &map,
            (1.0 / f64::from(w), 1.0 / f64::from(h)),
            &mut image,
        );
    }
    Flat { image }
}

/// The projective map of the unit square onto a quad, its corners in order from (0, 0) by
/// (1, 0), (1, 1) and (0, 1): x = (a s + b t + c) / (g s + h t + 1), y likewise with d, e, f
/// (Heckbert, "Fundamentals of Texture Mapping", 1989). In closed form, as its rows are walked
/// a step at a time: a general solver's matrix and a division per coordinate were a tenth of a
/// photo's reading, as every quarter turn is flattened.
struct SquareToQuad {
    x: [f64; 3],
    y: [f64; 3],
    w: [f64; 3],
}

impl SquareToQuad {
    /// None for a quad whose corners lie in a line.
    fn of(quad: &Quad) -> Option<SquareToQuad> {
        let [(x0, y0), (x1, y1), (x2, y2), (x3, y3)] =
            quad.map(|(x, y)| (f64::from(x), f64::from(y)));
        let (sx, sy) = (x0 - x1 + x2 - x3, y0 - y1 + y2 - y3);
        let (dx1, dx2, dy1, dy2) = (x1 - x2, x3 - x2, y1 - y2, y3 - y2);
        let den = dx1 * dy2 - dx2 * dy1;
        if den.abs() < 1e-9 {
            return None;
        }
        let g = (sx * dy2 - dx2 * sy) / den;
        let h = (dx1 * sy - sx * dy1) / den;
        Some(SquareToQuad {
            x: [x1 - x0 + g * x1, x3 - x0 + h * x3, x0],
            y: [y1 - y0 + g * y1, y3 - y0 + h * y3, y0],
            w: [g, h, 1.0],
        })
    }
}

/// Each pixel of `out` (at `scale` of the unit square per pixel) sampled bilinearly in `photo`
/// where `map` takes it (black outside), as imageproc's `warp_into` samples: each row of the
/// four pixels blended and cut to a level, then the two rows.
fn warp(photo: &RgbImage, map: &SquareToQuad, scale: (f64, f64), out: &mut RgbImage) {
    let (pw, ph) = (i64::from(photo.width()), i64::from(photo.height()));
    let src = photo.as_raw();
    let at = |x: i64, y: i64| -> [f32; 3] {
        if x < 0 || x >= pw || y < 0 || y >= ph {
            [0.0; 3]
        } else {
            let i = 3 * (y * pw + x) as usize;
            [src[i], src[i + 1], src[i + 2]].map(f32::from)
        }
    };
    // As imageproc's `Clamp<f32> for u8`: cut, not rounded.
    let level = crate::canny::byte;
    let mix = |a: f32, b: f32, t: f32| (1.0 - t) * a + t * b;
    let width = out.width() as usize;
    if width == 0 {
        return;
    }
    let (ds, dt) = scale;
    let along = |m: &[f64; 3]| m[0] * ds;
    let (ax, ay, aw) = (along(&map.x), along(&map.y), along(&map.w));
    for (row, line) in out.chunks_mut(3 * width).enumerate() {
        let t = row as f64 * dt;
        let start = |m: &[f64; 3]| m[1] * t + m[2];
        let (mut nx, mut ny, mut nw) = (start(&map.x), start(&map.y), start(&map.w));
        for pixel in line.chunks_exact_mut(3) {
            let (px, py) = ((nx / nw) as f32, (ny / nw) as f32);
            (nx, ny, nw) = (nx + ax, ny + ay, nw + aw);
            let (left, top) = (px.floor() as i64, py.floor() as i64);
            let (right, bottom) = (px - left as f32, py - top as f32);
            let (tl, tr) = (at(left, top), at(left + 1, top));
            let (bl, br) = (at(left, top + 1), at(left + 1, top + 1));
            for k in 0..3 {
                let upper = f32::from(level(mix(tl[k], tr[k], right)));
                let lower = f32::from(level(mix(bl[k], br[k], right)));
                pixel[k] = level(mix(upper, lower, bottom));
            }
        }
    }
}

/// Where the grid lies: its extent and its rows and columns.
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    /// Left, top, right, bottom of the tiles, in the flat image.
    pub area: (f32, f32, f32, f32),
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
}

impl Grid {
    /// Cell `i`'s rectangle (row-major): left, top, width, height.
    pub fn cell(&self, i: usize) -> (f32, f32, f32, f32) {
        let (l, t, r, b) = self.area;
        let (cw, ch) = ((r - l) / self.cols as f32, (b - t) / self.rows as f32);
        (
            l + (i % self.cols) as f32 * cw,
            t + (i / self.cols) as f32 * ch,
            cw,
            ch,
        )
    }
}

/// The best comb of `n` cells on one axis: its score, first line and last line.
#[derive(Clone, Copy, Debug)]
struct Comb {
    score: f32,
    first: usize,
    last: usize,
}

/// The grid of `flat`: of `size` if given, else the rows and columns whose lines the tiles'
/// edges follow best (and whose cells are nearest square).
pub fn grid(flat: &Flat, size: Option<(usize, usize)>) -> Option<Grid> {
    let combs = Combs::of(flat);
    match size {
        Some((rn, cn)) => combs.pick(rn, cn).map(|(_, g)| g),
        None => combs.ranked().into_iter().next(),
    }
}

/// The best comb of each count of cells across and down: every size's grid of one board. Each
/// count's comb is found when first asked for: a board of known size asks for one of five.
pub struct Combs {
    xs: Axis,
    ys: Axis,
}

/// One axis's lines (none where it is too short to hold a board) and its combs found so far.
struct Axis {
    lines: Option<Lines>,
    combs: [std::cell::OnceCell<Option<Comb>>; *SIDES.end() + 1],
}

impl Axis {
    fn of(profile: &[f32]) -> Axis {
        Axis {
            lines: Lines::of(profile),
            combs: Default::default(),
        }
    }

    /// The best comb of `n` cells.
    fn comb(&self, n: usize) -> Option<Comb> {
        let (lines, cell) = (self.lines.as_ref()?, self.combs.get(n)?);
        *cell.get_or_init(|| SIDES.contains(&n).then(|| lines.comb(n)))
    }
}

impl Combs {
    /// The combs of `flat`.
    pub fn of(flat: &Flat) -> Combs {
        let (down, across) = lines(&flat.image);
        Combs {
            xs: Axis::of(&down),
            ys: Axis::of(&across),
        }
    }

    /// The grid of `rn` rows and `cn` columns, and how well it fits.
    fn pick(&self, rn: usize, cn: usize) -> Option<(f32, Grid)> {
        let (x, y) = (self.xs.comb(cn)?, self.ys.comb(rn)?);
        let cell_w = (x.last - x.first) as f32 / cn as f32;
        let cell_h = (y.last - y.first) as f32 / rn as f32;
        let score = x.score + y.score - 0.3 * (cell_w / cell_h).ln().abs();
        let area = (x.first as f32, y.first as f32, x.last as f32, y.last as f32);
        Some((
            score,
            Grid {
                area,
                rows: rn,
                cols: cn,
            },
        ))
    }

    /// The grid of `size` (rows, columns).
    pub fn grid(&self, (rn, cn): (usize, usize)) -> Option<Grid> {
        self.pick(rn, cn).map(|(_, g)| g)
    }

    /// Every size's grid, the one whose lines fit best first.
    pub fn ranked(&self) -> Vec<Grid> {
        let mut all: Vec<(f32, Grid)> = SIDES
            .flat_map(|rn| SIDES.map(move |cn| (rn, cn)))
            .filter_map(|(rn, cn)| self.pick(rn, cn))
            .collect();
        all.sort_by(|a, b| b.0.total_cmp(&a.0));
        all.into_iter().map(|(_, g)| g).collect()
    }
}

/// How much each column is a line running down the board (the share of rows where the colour
/// changes sharply across it), and each row a line running across.
fn lines(image: &RgbImage) -> (Vec<f32>, Vec<f32>) {
    let (w, h) = image.dimensions();
    let (mut down, mut across) = (vec![0f32; w as usize], vec![0f32; h as usize]);
    // Whether two pixels' colours differ sharply in any channel.
    let sharp = |a: &[u8], b: &[u8]| (0..3).any(|k| a[k].abs_diff(b[k]) > 24);
    let (stride, raw) = (3 * w as usize, image.as_raw());
    let pixel = |x: usize, y: usize| &raw[y * stride + 3 * x..][..3];
    let (inner_w, inner_h) = (
        (w as usize).saturating_sub(1),
        (h as usize).saturating_sub(1),
    );
    for (y, line) in across.iter_mut().enumerate().take(inner_h).skip(1) {
        for (x, column) in down.iter_mut().enumerate().take(inner_w).skip(1) {
            if sharp(pixel(x + 1, y), pixel(x - 1, y)) {
                *column += 1.0 / h as f32;
            }
            if sharp(pixel(x, y + 1), pixel(x, y - 1)) {
                *line += 1.0 / w as f32;
            }
        }
    }
    (down, across)
}

/// A profile of lines as every comb looks at it (one count of cells after another).
struct Lines {
    /// How far from a comb's tooth a line still counts.
    reach: usize,
    /// The strongest line within `reach` of each place.
    peaks: Vec<f32>,
    /// The strongest line before each place, and from each place on.
    before: Vec<f32>,
    after: Vec<f32>,
}

impl Lines {
    /// `profile`'s lines, none if it is too short to hold a board.
    fn of(profile: &[f32]) -> Option<Lines> {
        let len = profile.len();
        if len < 16 {
            return None;
        }
        let reach = (len / 90).max(2);
        // The outline's own edge runs along the image's rim: never a line between tiles.
        let rim = len / 60 + 1;
        let profile: Vec<f32> = (0..len)
            .map(|i| {
                if i < rim || i + rim >= len {
                    0.0
                } else {
                    profile[i]
                }
            })
            .collect();
        let peaks = (0..len)
            .map(|i| {
                profile[i.saturating_sub(reach)..(i + reach + 1).min(len)]
                    .iter()
                    .fold(0.0, |m: f32, &v| m.max(v))
            })
            .collect();
        let mut before = vec![0f32; len + 1];
        for i in 0..len {
            before[i + 1] = before[i].max(profile[i]);
        }
        let mut after = vec![0f32; len + 1];
        for i in (0..len).rev() {
            after[i] = after[i + 1].max(profile[i]);
        }
        Some(Lines {
            reach,
            peaks,
            before,
            after,
        })
    }

    /// The strongest line near `x`.
    fn peak(&self, x: f32) -> f32 {
        // Rounded half away from zero, as `f32::round` does, without its library call (a comb
        // looks at every place thousands of times): a fraction is exact in a float. A place
        // rounding below zero has no line; above -0.5 the cast saturates to 0, as rounding would.
        if x <= -0.5 {
            return 0.0;
        }
        let whole = x as usize;
        let i = whole + usize::from(x - whole as f32 >= 0.5);
        self.peaks.get(i).copied().unwrap_or(0.0)
    }

    /// The comb of `n` cells that best fits: lines high where it puts them, low in the cells'
    /// middles (which rules out halving or doubling the count).
    fn comb(&self, n: usize) -> Comb {
        let (len, reach) = (self.peaks.len(), self.reach);
        let mut best = Comb {
            score: f32::NEG_INFINITY,
            first: 0,
            last: len - 1,
        };
        // The tiles fill the board but for the frame's margin (at most a third of a cell): the
        // comb spans most of it, and no strong line runs outside it (past the outline's edge).
        for first in 0..len / 5 {
            for last in len * 4 / 5..len {
                let pitch = (last - first) as f32 / n as f32;
                // Lines between tiles count fully; the outer two (which a frame's own edge or
                // the table's can imitate) half.
                let inner = (1..n)
                    .map(|k| self.peak(first as f32 + k as f32 * pitch))
                    .sum::<f32>();
                let outer = self.peak(first as f32) + self.peak(last as f32);
                let lines = (inner + 0.5 * outer) / n as f32;
                let middles = (0..n)
                    .map(|k| self.peak(first as f32 + (k as f32 + 0.5) * pitch))
                    .sum::<f32>()
                    / n as f32;
                let outside = self.before[first.saturating_sub(reach)]
                    .max(self.after[(last + reach + 1).min(len)]);
                let score = lines - middles - 0.25 * outside;
                if score > best.score {
                    best = Comb { score, first, last };
                }
            }
        }
        best
    }
}

/// Each cell's middle, row-major.
pub fn middles(flat: &Flat, grid: &Grid) -> Vec<crate::glyph::Middle> {
    (0..grid.rows * grid.cols)
        .map(|i| crate::glyph::middle(&flat.image, grid.cell(i)))
        .collect()
}
