//! The marks of a compact template ([`crate::compile`] writes them, [`crate::message`] reads
//! them): control characters no Fluent file's text holds.

/// A placeholder starts.
pub const VAR: char = '\u{1}';
/// A placeholder's name ends.
pub const VAR_END: char = '\u{2}';
/// A select starts.
pub const SELECT: char = '\u{3}';
/// A select's variable's name ends.
pub const SELECT_ON: char = '\u{4}';
/// A variant's key ends.
pub const KEY_END: char = '\u{5}';
/// A variant's pattern ends.
pub const VARIANT_END: char = '\u{6}';
/// A select ends.
pub const SELECT_END: char = '\u{7}';
