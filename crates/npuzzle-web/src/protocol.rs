//! The one request and one response type that cross between the page and the solver worker.

use npuzzle_core::Progress;
use serde::{Deserialize, Serialize};

/// A solve job, sent by the page.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    /// Identifies the job in the responses (a cancelled job's late messages are ignored).
    pub id: u32,
    /// Board size.
    pub rows: usize,
    /// Board size.
    pub cols: usize,
    /// The board, row-major, 0 = blank.
    pub cells: Vec<u16>,
    /// The goal board, row-major.
    pub goal: Vec<u16>,
    /// Algorithm name.
    pub algorithm: String,
    /// Heuristic name, for algorithms that take one.
    pub heuristic: Option<String>,
}

/// What the worker says.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Response {
    /// Loaded and listening (messages sent before this are lost).
    Ready,
    /// A running job's progress.
    Progress {
        /// Job id.
        id: u32,
        /// Counters so far.
        progress: Progress,
    },
    /// `auto` is building a table it needs (first solve of a size only).
    Building {
        /// Job id.
        id: u32,
        /// What is built.
        what: String,
        /// Fraction done, 0 to 1.
        fraction: f64,
    },
    /// A job's result.
    Done {
        /// Job id.
        id: u32,
        /// The result.
        result: SolveResult,
    },
    /// A job that could not start (bad request).
    Failed {
        /// Job id.
        id: u32,
        /// What was wrong.
        message: String,
    },
}

/// A finished search, as the page shows it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SolveResult {
    /// `solved`, `unsolvable`, `limit` or `cancelled`.
    pub status: String,
    /// Blank moves, as indices into `Move::ALL` (up, down, left, right).
    pub moves: Vec<u8>,
    /// Tile moved at each step.
    pub tiles: Vec<u16>,
    /// Guaranteed shortest.
    pub optimal: bool,
    /// Algorithm that ran.
    pub algorithm: String,
    /// Heuristic used.
    pub heuristic: Option<String>,
    /// How it was solved, in words (for `auto` and `fast`).
    pub method: String,
    /// Nodes expanded.
    pub expanded: f64,
    /// Nodes generated.
    pub generated: f64,
    /// Largest frontier.
    pub max_frontier: f64,
    /// Deepest depth or last bound.
    pub depth: u32,
    /// Milliseconds.
    pub ms: f64,
    /// Milliseconds of that spent building tables.
    pub table_ms: f64,
}
