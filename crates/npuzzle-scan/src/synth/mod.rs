//! Synthetic photos of sliding puzzles, seeded: the corpus the digit classifier is trained on
//! and the reader is measured on. One seed gives one photo on every platform.
//!
//! A photo is a board drawn flat (a frame, tiles with gaps, one blank cell) in one of several
//! tile styles and fonts, then put on a cluttered table in perspective, rotated up to ±20°, lit
//! unevenly with a shadow, blurred, noised and saved as a JPEG of quality 55–90.

mod bench;
mod draw;
mod fonts;
mod rng;

pub use bench::{Outcome, bench, measure};
pub use fonts::{FontError, Fonts};
use image::RgbImage;
pub use rng::Dice;

/// Seeds from here on are never used for training ([`crate::synth`]'s held-out part).
pub const HELD_OUT: u64 = 1 << 40;

/// The sizes the corpus holds; training adds the other sizes the page offers.
pub const CORPUS_SIZES: [(usize, usize); 4] = [(3, 3), (3, 4), (4, 4), (5, 5)];

/// One synthetic photo and what it shows.
pub struct Photo {
    /// The photo as a JPEG file's bytes.
    pub jpeg: Vec<u8>,
    /// Rows and columns of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// The tiles row-major as the board stands upright, 0 for the blank.
    pub tiles: Vec<u8>,
    /// Where the board's outline lies in the photo: top-left, top-right, bottom-right,
    /// bottom-left of the upright board.
    pub corners: [(f32, f32); 4],
    /// How the photo was made, for a reader of the corpus.
    pub style: String,
}

/// The photo of seed `seed`, of a `rows`×`cols` board.
pub fn photo(fonts: &Fonts, rows: usize, cols: usize, seed: u64) -> Photo {
    photo_as(fonts, rows, cols, seed, draw::Taken::Fair)
}

/// A training photo of seed `seed`: [`photo`]'s, or where `harder`, on one seed in three one
/// taken harder (strong perspective, a lamp's glare, low light and its noise), as phones take
/// them and the second corpus renders them. The held-out corpus keeps [`photo`]'s.
pub fn training_photo(fonts: &Fonts, rows: usize, cols: usize, seed: u64, harder: bool) -> Photo {
    let taken = if harder && seed % 3 == 2 {
        draw::Taken::Hard
    } else {
        draw::Taken::Fair
    };
    photo_as(fonts, rows, cols, seed, taken)
}

fn photo_as(fonts: &Fonts, rows: usize, cols: usize, seed: u64, taken: draw::Taken) -> Photo {
    let mut dice = Dice::new(seed);
    let tiles = shuffled(rows * cols, &mut dice);
    let look = draw::Look::roll(&mut dice, fonts);
    let flat = draw::board(rows, cols, &tiles, &look, fonts, &mut dice);
    let (image, corners) = draw::scene(&flat, &mut dice, taken);
    let quality = dice.range(55, 91) as u8;
    let jpeg = encode(&image, quality);
    Photo {
        jpeg,
        rows,
        cols,
        tiles,
        corners,
        style: format!("{} q{quality}", look.name(fonts)),
    }
}

/// The photo of seed `seed` in a size of the corpus chosen by the seed.
pub fn corpus_photo(fonts: &Fonts, seed: u64) -> Photo {
    let (rows, cols) = CORPUS_SIZES[(seed % CORPUS_SIZES.len() as u64) as usize];
    photo(fonts, rows, cols, seed)
}

fn shuffled(n: usize, dice: &mut Dice) -> Vec<u8> {
    let mut tiles: Vec<u8> = (0..n as u8).collect();
    for i in (1..n).rev() {
        tiles.swap(i, dice.range(0, i as u32 + 1) as usize);
    }
    tiles
}

fn encode(image: &RgbImage, quality: u8) -> Vec<u8> {
    let mut out = Vec::new();
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, quality);
    image
        .write_with_encoder(encoder)
        .expect("an RGB image encodes as JPEG in memory");
    out
}

#[cfg(test)]
mod tests {
    use super::{Fonts, photo, training_photo};

    #[test]
    fn harder_training_photos_leave_the_others_as_they_were() {
        let fonts = Fonts::load().expect("the test fonts are installed");
        for seed in 0..6 {
            let fair = photo(&fonts, 3, 3, seed).jpeg;
            assert!(
                training_photo(&fonts, 3, 3, seed, false).jpeg == fair,
                "seed {seed}"
            );
            let harder = training_photo(&fonts, 3, 3, seed, true).jpeg;
            assert_eq!(
                harder == fair,
                seed % 3 != 2,
                "seed {seed}: harder one in three"
            );
        }
    }
}
