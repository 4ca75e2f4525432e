//! The reader measured on held-out photos: how many boards it reads exactly, how many it reads
//! wrong without flagging a single cell, and how long a photo takes.

use super::{Fonts, HELD_OUT, corpus_photo};
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
    /// The error, when none was read.
    pub error: Option<crate::ScanError>,
    /// Milliseconds to read it (decoding included).
    pub ms: f64,
}

/// Reads held-out photos `first..first + count` (`first` counted from [`HELD_OUT`]); with
/// `known`, the reader is told each board's size, as the page's user confirms it.
pub fn bench(fonts: &Fonts, first: u64, count: u64, known: bool) -> Vec<Outcome> {
    (first..first + count)
        .map(|i| {
            let seed = HELD_OUT + i;
            let photo = corpus_photo(fonts, seed);
            let size = known.then_some((photo.rows, photo.cols));
            let t = Instant::now();
            let read = crate::read(&photo.jpeg, size);
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            let (exact, silent, error) = match read {
                Ok(r) => {
                    let exact =
                        r.rows == photo.rows && r.cols == photo.cols && r.tiles == photo.tiles;
                    (exact, !exact && r.uncertain.is_empty(), None)
                }
                Err(e) => (false, false, Some(e)),
            };
            Outcome {
                seed,
                rows: photo.rows,
                cols: photo.cols,
                style: photo.style,
                exact,
                silent,
                error,
                ms,
            }
        })
        .collect()
}
