//! The browser app as a component. Two binaries share this crate: `app` (the page, the
//! `<n-puzzle>` element and `mount()`) and `worker` (the solver, speaking [`protocol`]). All
//! puzzle logic lives in `npuzzle-core`; a component's state and its messages are plain Rust
//! ([`state`]), tested natively; the web layer ([`component`], [`view`]) draws and wires it.

pub mod component;
mod dom;
/// The words, shared with the command line (the `npuzzle-i18n` crate).
pub use npuzzle_i18n as i18n;
pub mod options;
pub mod page;
mod pool;
pub mod protocol;
mod render;
pub mod state;
pub mod tree;
mod view;
mod worker_client;
