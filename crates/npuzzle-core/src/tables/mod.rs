//! Precomputed tables that make `auto` fast: exact distances for boards of up to 9 cells, and
//! additive pattern databases for boards of up to 21 cells. They are built on first need and kept
//! by a [`crate::Solver`]; nothing here is global.

mod bfs;
pub(crate) mod frame;
pub(crate) mod grid;
mod group;
pub(crate) mod lookup;
#[cfg(not(target_arch = "wasm32"))]
mod parallel_build;
pub(crate) mod pattern;
pub(crate) mod perfect;
pub(crate) mod store;
