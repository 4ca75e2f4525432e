//! The browser app. Two binaries share this crate: `app` (the page: [`app::start`]) and
//! `worker` (the solver, speaking [`protocol`]). All puzzle logic lives in `npuzzle-core`.

pub mod app;
mod dom;
mod input;
mod labels;
mod params;
pub mod protocol;
mod render;
mod worker_client;
