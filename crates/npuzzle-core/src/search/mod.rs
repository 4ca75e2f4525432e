//! The search algorithms, one module each, behind one entry point: [`solve`](crate::solve).

mod astar;
pub(crate) mod beam;
pub(crate) mod best_first;
mod bfs;
mod bibfs;
mod dfs;
pub(crate) mod fast;
pub(crate) mod fsm;
mod graph;
mod greedy;
pub(crate) mod idastar;
mod iddfs;
mod meter;
pub(crate) mod pdb_idastar;
mod placement;
pub(crate) mod shorten;
pub(crate) mod trace;

pub(crate) use crate::algorithm::Algorithm;
use crate::board::{Board, Goal, Move};
use crate::heuristic::Estimator;
pub(crate) use crate::settings::{GoalTest, SearchSettings, SolveOptions, Ties};
use crate::solution::Status;
pub(crate) use meter::Meter;

/// Node budget of searches that keep every node in memory (BFS, DFS, greedy, A*): a few hundred MB
/// at most, well inside a browser tab. Large boards get a smaller budget (see [`SolveOptions`]).
pub const DEFAULT_MAX_NODES: u64 = 5_000_000;
/// Node budget of depth-first iterative searches (IDDFS, IDA*) and fast mode, whose memory does
/// not grow with it.
pub const DEFAULT_MAX_NODES_ITERATIVE: u64 = 2_000_000_000;
/// Memory the stored nodes of one search may take; caps the node budget on large boards.
pub const MEMORY_BUDGET_BYTES: u64 = 512 << 20;

/// What a search engine is handed.
pub(crate) struct Problem<'a> {
    pub start: &'a Board,
    pub goal: &'a Goal,
    pub estimator: Estimator,
    pub settings: SearchSettings,
}

impl<'a> Problem<'a> {
    /// The board searched with linear conflict and the default settings (the searches a solver
    /// runs for its own ends: a region, a stretch, a finish).
    pub(crate) fn linear_conflict(start: &'a Board, goal: &'a Goal) -> Problem<'a> {
        Problem {
            start,
            goal,
            estimator: Estimator::new(Some(crate::heuristic::Heuristic::LinearConflict), goal),
            settings: SearchSettings::default(),
        }
    }
}

/// What a search engine gives back; `solve` turns it into a [`Solution`](crate::Solution).
pub(crate) struct Outcome {
    pub status: Status,
    pub moves: Vec<Move>,
}

impl Outcome {
    pub fn solved(moves: Vec<Move>) -> Outcome {
        Outcome {
            status: Status::Solved,
            moves,
        }
    }

    pub fn stopped(status: Status) -> Outcome {
        Outcome {
            status,
            moves: Vec::new(),
        }
    }
}

/// Runs one algorithm, reporting each step to `obs` (`auto` and `fast` report nothing).
pub(crate) fn run_observed<O: trace::Observer>(
    algorithm: Algorithm,
    problem: &Problem,
    meter: &mut Meter,
    obs: &mut O,
) -> Outcome {
    match algorithm {
        Algorithm::Bfs => bfs::run(problem, meter, obs),
        Algorithm::Dfs => dfs::run(problem, meter, obs),
        Algorithm::Iddfs => iddfs::run(problem, meter, obs),
        Algorithm::Bibfs => bibfs::run(problem, meter, obs),
        Algorithm::Greedy => greedy::run(problem, meter, obs),
        Algorithm::AStar => astar::run(problem, meter, obs),
        Algorithm::IdaStar | Algorithm::Auto => idastar::run(problem, meter, obs),
        // Fast mode with no tables to finish on (`Solver` offers its own).
        Algorithm::Fast => fast::run(problem, meter, None, &mut |_, _, _| None).0,
    }
}

pub(crate) fn default_budget(algorithm: Algorithm, board: &Board) -> u64 {
    algorithm.node_budget(board.shape(), MEMORY_BUDGET_BYTES)
}

impl SolveOptions {
    /// The node budget of `algorithm` on `board`: the one given, else the algorithm's own.
    pub(crate) fn budget(&self, algorithm: Algorithm, board: &Board) -> u64 {
        self.max_nodes
            .unwrap_or_else(|| default_budget(algorithm, board))
    }
}

impl Algorithm {
    /// A heuristic given (`given`) to an algorithm that takes none is an error that says so.
    pub(crate) fn refuse_heuristic(self, given: bool) -> Result<(), crate::error::Error> {
        if given && !self.takes_heuristic() {
            return Err(crate::error::Error::NoHeuristic {
                algorithm: self.name(),
                takers: Algorithm::heuristic_takers(),
            });
        }
        Ok(())
    }
}

impl Algorithm {
    /// The node budget under which this algorithm's stored nodes fit in `memory_bytes` on boards
    /// of `shape` (at most [`DEFAULT_MAX_NODES`]); for searches that store no nodes,
    /// [`DEFAULT_MAX_NODES_ITERATIVE`]. A browser tab or a phone passes less than the default.
    pub fn node_budget(self, shape: crate::board::Shape, memory_bytes: u64) -> u64 {
        if !self.keeps_nodes() {
            return DEFAULT_MAX_NODES_ITERATIVE;
        }
        DEFAULT_MAX_NODES.min(memory_bytes / graph::bytes_per_node(shape.cells()))
    }
}
