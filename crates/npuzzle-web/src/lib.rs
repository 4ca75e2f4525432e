//! The browser app as a component. Two binaries share this crate: `app` (the page, the
//! `<n-puzzle>` element and `mount()`) and `worker` (the solver, speaking [`protocol`]). All
//! puzzle logic lives in `npuzzle-core`; a component's state and its messages are plain Rust
//! ([`state`], one module per feature), tested natively; the web layer draws and wires it.
//!
//! Imports run one way: [`page`] → [`component`] → {`pool`, `input`, `host`, `words`,
//! `runtime`} →
//! {`view` (one module per panel), `render` (the canvas)} → [`state`] → the core. The
//! `runtime` holds the mounted components and `dispatch`; the solver pool and the views only
//! send messages through it (the views by a sender they are given).

pub mod component;
pub mod dom;
mod exercise_io;
mod frame;
mod host;
/// The words, shared with the command line (the `npuzzle-i18n` crate).
pub use npuzzle_i18n as i18n;
mod input;
pub mod options;
pub mod package;
pub mod page;
mod pool;
pub mod protocol;
mod render;
mod runtime;
mod scan;
pub mod state;
pub mod table_cache;
pub mod tree;
mod view;
mod words;
mod worker_client;
