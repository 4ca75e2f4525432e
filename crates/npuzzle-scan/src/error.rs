//! What can go wrong reading a photo, each worded for the person holding the phone. The words
//! the command line and the page show are the Fluent files' `scan-<kind>` ([`ScanError::kind`]);
//! these are English for logs and the bench.

/// Why a photo gave no board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScanError {
    /// Refused by its size in bytes before decoding.
    #[error("the file is {0} bytes: photos up to {max} bytes can be read", max = crate::MAX_BYTES)]
    TooLarge(usize),
    /// Refused by its size in pixels (as its header gives it) before decoding.
    #[error("the photo is {width}×{height} pixels: photos up to {max} pixels can be read")]
    TooManyPixels {
        /// Its width in pixels.
        width: u32,
        /// Its height in pixels.
        height: u32,
        /// The most pixels a photo of its kind may have ([`MAX_PIXELS`](crate::MAX_PIXELS), or
        /// fewer for a progressive JPEG: [`jpeg_max_pixels`](crate::jpeg_max_pixels)).
        max: u64,
    },
    /// Not a PNG or JPEG image.
    #[error("this file is not a photo (a JPEG or PNG image)")]
    NotAnImage,
    /// A PNG or JPEG whose file does not hold the whole image: cut short (a download or copy
    /// that stopped), or damaged.
    #[error("this photo is cut short or damaged: its file does not hold the whole image")]
    Damaged,
    /// No four-sided board stands out in the photo.
    #[error("no puzzle found in the photo: take it from above, with the whole board in view")]
    NoBoard,
    /// Two boards of about the same size.
    #[error("two puzzles in the photo: take one at a time")]
    TwoBoards,
    /// A size the reader does not read.
    #[error("a {0}×{1} board cannot be scanned: sizes from 2×2 to 6×6")]
    Size(usize, usize),
    /// Tiles go on past the photo's edge.
    #[error("part of the board is outside the photo: step back or turn the phone")]
    CutOff,
    /// The board was found but its tiles could not be told apart.
    #[error("the board was found but its tiles could not be told apart: more light, less glare")]
    NoGrid,
}

impl ScanError {
    /// The kind, as the page's reader throws it and as the words name it (`scan-` + kind is
    /// its Fluent id, which the command line and the Scan dialog both show).
    pub fn kind(&self) -> &'static str {
        match self {
            ScanError::TooLarge(_) => "too-large",
            ScanError::TooManyPixels { .. } => "too-many-pixels",
            ScanError::NotAnImage => "not-an-image",
            ScanError::Damaged => "damaged",
            ScanError::NoBoard => "no-board",
            ScanError::TwoBoards => "two-boards",
            ScanError::Size(..) => "size-unsupported",
            ScanError::NoGrid => "no-grid",
            ScanError::CutOff => "cut-off",
        }
    }
}
