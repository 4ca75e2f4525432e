//! The puzzle component in the browser: the DOM, the canvas and the views of the component's
//! state (`npuzzle-app`, platform-free), the solver pool that carries its jobs to the solver
//! worker (`npuzzle-worker`, over `npuzzle-protocol`), the host page's events, the page itself
//! and `mount()` (the `app` binary). No puzzle logic lives here.
//!
//! How a job travels: a person's click becomes a message (`input`, the views) → the
//! component's state updates and asks for a job (an effect) → `pool` gives it a page-wide id
//! and posts it to the worker → the worker runs it with the core and replies → `pool` hands
//! the reply back to the component that asked (`runtime::dispatch`) → its state updates → the
//! views and `render` draw it.
//!
//! Imports run one way: [`page`] → [`component`] → {`pool`, `input`, `host`, `words`,
//! `iframe`, `runtime`} → {`view` (one module per panel), `render` (the canvas)} → the state
//! (`npuzzle-app`) → the core. The `runtime` holds the mounted components and `dispatch`; the
//! solver pool and the views only send messages through it (the views by a sender they are
//! given).

pub mod component;
pub mod dom;
mod exercise_io;
mod focus;
mod host;
/// The words, shared with the command line (the `npuzzle-i18n` crate).
pub use npuzzle_i18n as i18n;
mod iframe;
mod input;
pub mod page;
mod pool;
mod render;
mod runtime;
mod view;
mod words;
mod worker_client;
