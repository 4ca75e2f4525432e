//! `auto`'s long IDA* iterations shared among workers that share no memory (a page's web
//! workers), in messages: a solve whose [`Control::share`](crate::Control::share) says yes stops
//! before such an iteration with its bound proved; the caller then has one solver cut the
//! iteration ([`Solver::cut`](crate::Solver::cut)), hands runs of the subtrees to workers
//! ([`Solver::search_subtrees`](crate::Solver::search_subtrees)), and keeps the answer of the
//! first subtree in order that has one: the answer a single worker gives. With none, the
//! smallest next bound of all is the next iteration's, and a proved lower bound.

use crate::board::Move;
use crate::solution::Status;
use serde::{Deserialize, Serialize};

/// Subtrees to cut an iteration into per worker (or thread): enough that one long subtree does
/// not leave the others idle (`npuzzle bench --packets` measures the idle share).
pub const SUBTREES_PER_WORKER: usize = 64;

/// An iteration cut into subtrees, or what ended it above the cut.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Cut {
    /// The iteration holds this answer above the cut (the blank's moves): shortest.
    Solved(Vec<Move>),
    /// No node within the bound: the next bound to search (`u32::MAX`: none, no solution).
    Next(u32),
    /// The subtrees, in the order a single search takes them, each named by the moves from
    /// the start to its root (in the tables' frame: give them back as they are); and the smallest
    /// f above the bound seen above them.
    Subtrees {
        /// The subtrees' names.
        subtrees: Vec<Vec<Move>>,
        /// The smallest f above the bound seen while cutting (`u32::MAX`: none).
        next: u32,
    },
    /// The caller's stop (cancel or budget).
    Stopped(Status),
}

/// What a worker found in a run of subtrees.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Searched {
    /// The first subtree of the run holding an answer (its place in the run) and the answer
    /// (the blank's moves from the start); the subtrees after it were not searched.
    pub found: Option<(u32, Vec<Move>)>,
    /// The smallest f above the bound in the subtrees searched (`u32::MAX`: none).
    pub next: u32,
    /// Set if the caller stopped the run (cancel or budget) before its end.
    pub stopped: Option<Status>,
}

/// The solution of a solve handed over at [`Control::share`](crate::Control::share), once
/// workers found `moves` (the first answer in order of the first iteration that had one):
/// shortest, proved; `work` is what the workers did after the hand-over (nodes added, `ms` the
/// time since the solve began).
pub fn finished(
    handed: &crate::Solution,
    board: &crate::Board,
    moves: Vec<Move>,
    work: &crate::Stats,
) -> crate::Solution {
    let length = moves.len() as u32;
    crate::Solution {
        status: Status::Solved,
        optimal: true,
        lower_bound: Some(length),
        tiles: crate::search::replay_tiles(board, &moves),
        moves,
        stats: crate::Stats {
            expanded: handed.stats.expanded + work.expanded,
            generated: handed.stats.generated + work.generated,
            depth: length,
            ms: work.ms,
            ..handed.stats
        },
        ..handed.clone()
    }
}
