//! The puzzle component's logic, platform-free: one puzzle's [`state`] and everything that can
//! happen to it (one module per feature, in the Elm architecture's shape: state, message,
//! update, effects as data), its [`options`] (attributes, the page's address, an exercise's
//! settings), the graded exercises' rules and records, the LMS packages' plans ([`package`]) and
//! the search tree's layout ([`tree`]). No web types: `cargo test` covers it natively, the
//! browser crate (`npuzzle-web`) carries its effects out and draws it, and the command line
//! (`npuzzle package`, `npuzzle heuristic grade`) runs the same rules.
//!
//! Imports run one way: [`authored`] → [`state`] → [`options`] → the core and the words; [`package`] and
//! [`tree`] stand apart. Jobs for the solver are the protocol's own [`npuzzle_protocol::Job`].

/// The words, shared with the command line (the `npuzzle-i18n` crate).
pub use npuzzle_i18n as i18n;
pub mod authored;
pub mod options;
pub mod package;
pub mod state;
pub mod tree;
