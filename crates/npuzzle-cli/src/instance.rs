//! One board of a benchmark file, as `bench` reads it and its measures (`improvement`) take it: its
//! own module so that a measure `bench` calls does not import `bench` back.

use npuzzle_core::Board;

/// A board read from a benchmark file's line, with what the line says of it.
pub struct Instance {
    /// The line it was read from (1-based).
    pub line: usize,
    pub id: String,
    /// The optimal length the line gives (`--expect-field`), checked against the solution.
    pub expected: Option<usize>,
    pub board: Board,
}
