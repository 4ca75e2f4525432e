//! Solver options shared by `solve` and `bench`.

use clap::Args;
use npuzzle_core::{Algorithm, GoalSpec, Heuristic, SolveOptions};

#[derive(Args, Clone, Debug)]
pub struct SolverArgs {
    /// bfs, dfs, iddfs, greedy, astar, idastar, or auto (the fastest optimal solver).
    #[arg(long, short, default_value = "auto")]
    pub algo: Algorithm,
    /// hamming, manhattan or linear-conflict (for greedy, astar, idastar; default: the algorithm's own).
    #[arg(long)]
    pub heuristic: Option<Heuristic>,
    /// end (blank last), start (blank first), or the goal's tiles, e.g. "1 2 3 8 0 4 7 6 5".
    #[arg(long, short, default_value = "end")]
    pub goal: GoalSpec,
    /// Stop with "limit" after this many generated nodes.
    #[arg(long)]
    pub max_nodes: Option<u64>,
}

impl SolverArgs {
    pub fn options(&self) -> SolveOptions {
        SolveOptions {
            algorithm: Some(self.algo),
            heuristic: self.heuristic,
            goal: self.goal.clone(),
            max_nodes: self.max_nodes,
        }
    }
}
