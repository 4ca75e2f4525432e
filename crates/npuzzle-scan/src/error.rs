//! What can go wrong reading a photo, each worded for the person holding the phone.

/// Why a photo gave no board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScanError {
    /// Refused by its size before decoding.
    #[error("the file is {mb} MB: photos up to {max} MB can be read", mb = .0 / 1_000_000, max = crate::MAX_BYTES / 1_000_000)]
    TooLarge(usize),
    /// Not a PNG or JPEG image.
    #[error("this file is not a photo (a JPEG or PNG image)")]
    NotAnImage,
    /// No four-sided board stands out in the photo.
    #[error("no puzzle found in the photo: take it from above, with the whole board in view")]
    NoBoard,
    /// Two boards of about the same size.
    #[error("two puzzles in the photo: take one at a time")]
    TwoBoards,
    /// A size the reader does not read.
    #[error("a {0}×{1} board cannot be scanned: sizes from 2×2 to 6×6")]
    Size(usize, usize),
    /// The board was found but its tiles could not be told apart.
    #[error("the board was found but its tiles could not be told apart: more light, less glare")]
    NoGrid,
}
