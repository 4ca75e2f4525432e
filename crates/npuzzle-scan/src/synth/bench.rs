//! The reader measured on held-out photos: how many boards it reads exactly, how many it reads
//! wrong without flagging a single cell, and how long a photo takes.

use super::{Fonts, HELD_OUT, Photo, corpus_photo};
use std::time::Instant;

/// One photo's outcome.
pub struct Outcome {
    /// The photo's seed.
    pub seed: u64,
    /// Its size.
    pub rows: usize,
    /// Its size.
    pub cols: usize,
    /// How it was made.
    pub style: String,
    /// Read exactly (size and every tile).
    pub exact: bool,
    /// Read wrong and no cell flagged.
    pub silent: bool,
    /// The size read, when a board was read.
    pub read: Option<(usize, usize)>,
    /// The runner-up size the reader offers, if any.
    pub other: Option<(usize, usize)>,
    /// The error, when none was read.
    pub error: Option<crate::ScanError>,
    /// Milliseconds to read it (decoding included).
    pub ms: f64,
}

/// Reads held-out photo `i` (seed [`HELD_OUT`] + `i`); with `known`, the reader is told the
/// board's size, as the page's user confirms it; with `outline`, the board's true corners, as a
/// user who dragged the outline onto them. Gives the photo back with its outcome.
pub fn bench(fonts: &Fonts, i: u64, known: bool, outline: bool) -> (Photo, Outcome) {
    let seed = HELD_OUT + i;
    let photo = corpus_photo(fonts, seed);
    let outcome = measure(&photo, seed, known, outline);
    (photo, outcome)
}

/// Reads `photo` (from this generator or another: a corpus's file and its truth) as [`fn@bench`]
/// does, `seed` naming it in the outcome.
pub fn measure(photo: &Photo, seed: u64, known: bool, outline: bool) -> Outcome {
    let size = known.then_some((photo.rows, photo.cols));
    let t = Instant::now();
    let read = if outline {
        image::load_from_memory(&photo.jpeg)
            .map_err(|_| crate::ScanError::NotAnImage)
            .and_then(|p| crate::read_within(&p.to_rgb8(), photo.corners, size))
    } else {
        crate::read(&photo.jpeg, size)
    };
    let ms = t.elapsed().as_secs_f64() * 1000.0;
    let (exact, silent, error, read, other) = match read {
        Ok(r) => {
            let exact = r.rows == photo.rows && r.cols == photo.cols && r.tiles == photo.tiles;
            let silent = !exact && r.uncertain.is_empty();
            (exact, silent, None, Some((r.rows, r.cols)), r.other_size)
        }
        Err(e) => (false, false, Some(e), None, None),
    };
    Outcome {
        seed,
        rows: photo.rows,
        cols: photo.cols,
        style: photo.style.clone(),
        exact,
        silent,
        read,
        other,
        error,
        ms,
    }
}
