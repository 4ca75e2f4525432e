//! Grades, computed here and never taken from the student's browser: a record is replayed by
//! the page's own rules ([`mod@replay`]). Which result stands (the teacher's `keep`) is decided by
//! the database on the grade's row (`store::grades::record`). No HTTP and no database here.

pub mod replay;

pub use replay::{End, Replayed, Unreplayable, replay};

#[cfg(test)]
mod tests;
