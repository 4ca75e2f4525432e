//! How a caller watches and stops a search: a clock, a cancel check and a progress callback.
//!
//! The core has no clock of its own (wasm has no `std::time::Instant`), so the caller lends one.

use crate::board::Move;

/// What a running search reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// Nodes expanded so far.
    pub expanded: u64,
    /// Nodes generated (enqueued) so far.
    pub generated: u64,
    /// Nodes waiting in the frontier now (for depth-first searches, the current path length).
    pub frontier: u64,
    /// Current depth (breadth-first), depth limit (iterative deepening) or f-bound (IDA*).
    pub depth: u32,
    /// Milliseconds since the search started, by the caller's clock.
    pub ms: f64,
}

/// The caller's side of a search. Every method has a do-nothing default.
pub trait Control {
    /// Milliseconds from any fixed origin (e.g. `performance.now()`); `0.0` if there is no clock.
    fn now_ms(&self) -> f64 {
        0.0
    }

    /// Asked every few thousand nodes; `true` stops the search with status `cancelled`.
    fn cancelled(&mut self) -> bool {
        false
    }

    /// Called at most every [`PROGRESS_INTERVAL_MS`] (by the caller's clock) while a search runs,
    /// and at every check when there is no clock.
    fn progress(&mut self, _progress: &Progress) {}

    /// Called while `auto` builds a table it needs (once per table, then kept by the
    /// [`crate::Solver`]): what is built, and the fraction done (0 to 1).
    fn building(&mut self, _what: &str, _fraction: f64) {}

    /// Called while `auto` searches for a shortest solution of a board of more than 9 cells:
    /// with a first answer at once, then whenever a shorter answer is found or the proved lower
    /// bound rises. A stop (cancel or budget) keeps the best answer and the bound.
    fn improved(&mut self, _best: &Improvement) {}

    /// Asked by `auto`'s search with pattern databases before an iteration long enough to hand
    /// over to workers (the one before generated a million nodes or more), with its bound: `true`
    /// stops the search there, with status `limit`, the best answer and the bound proved, for
    /// the caller to finish with workers of its own ([`crate::handover::HandedOver`]).
    fn hand_over(&mut self, _bound: u32) -> bool {
        false
    }
}

/// The best answer known while an optimal search goes on, and how good it is proved to be: one
/// type from the search to the page's `npuzzle-improved` event (the worker's reply carries it).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Improvement {
    /// The blank's moves of the best answer so far (valid, not necessarily shortest).
    pub moves: Vec<Move>,
    /// The shortest solution takes at least this many moves (proved).
    pub lower_bound: u32,
    /// Milliseconds since the search started, by the caller's clock.
    pub ms: f64,
}

impl Improvement {
    /// Whether the answer is proved shortest (its length is the proved bound).
    pub fn proved_shortest(&self) -> bool {
        self.moves.len() as u32 <= self.lower_bound
    }
}

/// An improvement as hosts read it, one shape for the JS API's `solveAnytime` callback and the
/// element's `npuzzle-improved` (`Improvement` in both `.d.ts`): its fields, and whether the
/// answer is proved shortest. Serialize only: the worker's replies carry the [`Improvement`].
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ImprovementReport {
    /// The improvement.
    #[serde(flatten)]
    pub improvement: Improvement,
    /// Whether its answer is proved shortest.
    pub proved_shortest: bool,
}

impl From<Improvement> for ImprovementReport {
    fn from(improvement: Improvement) -> ImprovementReport {
        ImprovementReport {
            proved_shortest: improvement.proved_shortest(),
            improvement,
        }
    }
}

/// Least time between two progress reports.
pub const PROGRESS_INTERVAL_MS: f64 = 100.0;

/// No clock, no cancel, no progress.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoControl;

impl Control for NoControl {}

/// A native clock and nothing else (not on wasm, which has no `Instant`).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug)]
pub struct Clock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl Default for Clock {
    fn default() -> Clock {
        Clock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Control for Clock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}
