//! Reads a sliding puzzle from a photo: the board found (the largest four-sided outline), its
//! perspective corrected, its grid and blank found, each tile's number read by a small classifier
//! shipped in the crate, and numbers assigned to cells so that each appears once.
//!
//! Used by the command line (`npuzzle scan`) and, compiled to wasm, by the page's Scan dialog.

mod canny;
mod decode;
mod error;
pub mod find;
pub mod glyph;
pub mod grid;
pub mod lattice;
mod look;
pub mod model;
mod read;
#[cfg(feature = "synth")]
pub mod synth;
#[cfg(feature = "synth")]
pub mod train;

pub use decode::{Decoded, MAX_BYTES, MAX_PIXELS, check_pixels, decode, jpeg_max_pixels};
pub use error::ScanError;
/// The image crate the reader takes its photos in (`read_image`).
pub use image;
pub use look::{read, read_image};
pub use read::{Reading, cells, read_bytes_within, read_quad, read_within};
