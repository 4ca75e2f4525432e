//! The whole reading: the board found, each quarter turn of it read, the turn whose digits the
//! classifier is surest of kept. Numbers go to cells by an optimal assignment (each number once),
//! and every cell whose number was not clear is flagged for the user to check.

use crate::find::{self, Quad};
use crate::grid::{self, Flat, Grid, SIDES};
use crate::model::{CLASSES, Model};
use crate::{ScanError, glyph};
use image::RgbImage;
use pathfinding::kuhn_munkres::kuhn_munkres;
use pathfinding::matrix::Matrix;

/// Photos are read at most this many pixels across (a phone's 12 MP photo is scaled down).
const MAX_SIDE: u32 = 1024;

/// The board's outline is looked for at most this many pixels across.
const FIND_SIDE: u32 = 640;

/// Below this probability a cell's number is flagged.
const SURE: f32 = 0.6;

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
    /// The mean probability the classifier gave the numbers chosen.
    pub confidence: f32,
}

/// Reads the photo in `bytes` (JPEG or PNG), of `size` (rows, columns) if known; its corners
/// in the file's pixels. Decoded within bounds ([`decode`](crate::decode)).
pub fn read(bytes: &[u8], size: Option<(usize, usize)>) -> Result<Reading, ScanError> {
    check_size(size)?;
    let photo = crate::decode(bytes)?;
    read_image(&photo.image, size).map(|r| unshrunk(r, 1.0 / photo.factor as f32))
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

/// Reads a decoded photo (of at most [`MAX_PIXELS`](crate::MAX_PIXELS)).
pub fn read_image(photo: &RgbImage, size: Option<(usize, usize)>) -> Result<Reading, ScanError> {
    check_size(size)?;
    crate::decode::check_pixels(photo.width(), photo.height())?;
    let (photo, shrink) = shrunk(photo, MAX_SIDE);
    // The outline is found on a smaller copy (its edges are long and straight; the tiles need the
    // pixels), then read from the photo.
    let (small, less) = shrunk(&photo, FIND_SIDE);
    let quad = find::board(&small)?.map(|(x, y)| (x / less, y / less));
    read_quad(&photo, &quad, size).map(|r| unshrunk(r, shrink))
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
fn shrunk(photo: &RgbImage, side: u32) -> (std::borrow::Cow<'_, RgbImage>, f32) {
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
fn unshrunk(mut r: Reading, shrink: f32) -> Reading {
    r.corners = r.corners.map(|(x, y)| (x / shrink, y / shrink));
    r
}

/// Reads the board inside `quad` of `photo`, trying its four quarter turns.
pub fn read_quad(
    photo: &RgbImage,
    quad: &Quad,
    size: Option<(usize, usize)>,
) -> Result<Reading, ScanError> {
    let model = Model::shipped().expect("the crate ships its classifier's weights");
    // A size not given is read once, as the photo stands, and each quarter turn reads it turned,
    // so the turns' confidences compare like with like. A size given is the upright board's.
    let upright = grid::flatten(photo, quad);
    let (size, seen) = match size {
        Some(s) => (s, false),
        None => {
            let g = grid::grid(&upright, None).ok_or(ScanError::NoGrid)?;
            ((g.rows, g.cols), true)
        }
    };
    let mut upright = Some(upright);
    let mut best: Option<Reading> = None;
    for turn in 0..4 {
        let q: Quad = std::array::from_fn(|i| quad[(i + turn) % 4]);
        // The photo as it stands was flattened above; the other turns are flattened here.
        let flat = match upright.take() {
            Some(flat) => flat,
            None => grid::flatten(photo, &q),
        };
        let turned = if seen && turn % 2 == 1 {
            (size.1, size.0)
        } else {
            size
        };
        let Some(grid) = grid::grid(&flat, Some(turned)) else {
            continue;
        };
        let reading = cells(&flat, &grid, model, q);
        if best
            .as_ref()
            .is_none_or(|b| reading.confidence > b.confidence)
        {
            best = Some(reading);
        }
    }
    best.ok_or(ScanError::NoGrid)
}

/// Reads the cells of `grid`: the blank, then the numbers by assignment.
pub fn cells(flat: &Flat, grid: &Grid, model: &Model, corners: Quad) -> Reading {
    let n = grid.rows * grid.cols;
    let ink = grid::ink(flat, grid);
    let blank = (0..n)
        .min_by(|&a, &b| ink[a].total_cmp(&ink[b]))
        .unwrap_or(0);
    let others: Vec<usize> = (0..n).filter(|&i| i != blank).collect();
    let numbers = n - 1;
    let probs: Vec<Vec<f32>> = others
        .iter()
        .map(|&i| {
            let p = model.probabilities(&glyph::glyph(&flat.image, grid.cell(i)));
            let sum: f32 = p[..numbers].iter().sum::<f32>().max(1e-12);
            p[..numbers].iter().map(|v| v / sum).collect()
        })
        .collect();
    let weights = Matrix::from_fn(numbers, numbers, |(i, j)| {
        (probs[i][j].max(1e-6).ln() * 1000.0).round() as i64
    });
    let (_, chosen) = kuhn_munkres(&weights);
    let mut tiles = vec![0u8; n];
    let mut uncertain = Vec::new();
    let mut confidence = 0.0;
    for (k, &cell) in others.iter().enumerate() {
        let j = chosen[k];
        tiles[cell] = (j + 1) as u8;
        let p = probs[k][j];
        confidence += p / numbers as f32;
        let top = (0..numbers)
            .max_by(|&a, &b| probs[k][a].total_cmp(&probs[k][b]))
            .unwrap_or(j);
        if p < SURE || top != j {
            uncertain.push(cell);
        }
    }
    // The blank is clear when every tile holds far more ink.
    let mut sorted = ink.clone();
    sorted.sort_by(f32::total_cmp);
    if sorted.len() > 1 && sorted[1] < 2.0 * sorted[0].max(10.0) {
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
    }
}

fn check_size(size: Option<(usize, usize)>) -> Result<(), ScanError> {
    match size {
        Some((r, c)) if !SIDES.contains(&r) || !SIDES.contains(&c) || r * c - 1 > CLASSES => {
            Err(ScanError::Size(r, c))
        }
        _ => Ok(()),
    }
}
