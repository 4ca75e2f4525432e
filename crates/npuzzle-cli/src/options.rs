//! Solver options shared by `solve` and `bench`.

use clap::Args;
use npuzzle_core::{
    Algorithm, GoalSpec, GoalTest, Heuristic, Move, SearchSettings, SolveOptions, Ties,
};

/// `--algo`'s help: every algorithm's name.
fn algo_help() -> String {
    format!(
        "{}: auto is the fastest optimal solver; fast (any size at once) is not necessarily \
         shortest",
        Algorithm::choices()
    )
}

fn heuristic_help() -> String {
    format!(
        "hamming, manhattan or linear-conflict, for {takers} (default: the algorithm's own); \
         auto and fast pick their own. `expr:FORMULA` is your own (e.g. \
         `expr:manhattan + 2*conflicts`, the language of `npuzzle heuristic check`), for {takers} \
         (with auto it means astar)",
        takers = Algorithm::heuristic_takers()
    )
}

#[derive(Args, Clone, Debug)]
pub struct SolverArgs {
    // The help names every algorithm (`Algorithm::ALL`), so it cannot miss a new one.
    #[arg(long, short, default_value = "auto", help = algo_help())]
    pub algo: Algorithm,
    // The help names the algorithms that take one (`Algorithm::heuristic_takers`).
    #[arg(long, value_parser = heuristic_arg, help = heuristic_help())]
    pub heuristic: Option<HeuristicArg>,
    /// end (blank last), start (blank first), or the goal's tiles, e.g. "1 2 3 8 0 4 7 6 5".
    #[arg(long, short, default_value = "end")]
    pub goal: GoalSpec,
    /// Stop with "limit" after this many generated nodes (a whole number, at least 1).
    #[arg(long, allow_hyphen_values = true, value_parser = node_count)]
    pub max_nodes: Option<u64>,
    /// Stop with "limit" after this many seconds (per board). Like --max-nodes, a stopped `auto`
    /// keeps its best answer and the proved lower bound.
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true, value_parser = crate::watch::seconds)]
    pub time_limit: Option<f64>,
    /// The order in which the blank's moves are tried (every algorithm but auto and fast):
    /// four letters, e.g. udlr (the default) or rdlu, or names (up,left,down,right). It decides
    /// the expansion order and which of several shortest solutions is printed.
    #[arg(long, default_value = "udlr", value_parser = order)]
    pub order: [Move; 4],
    /// Greedy and A*: among frontier nodes of equal priority, expand first the `deeper` one
    /// (smaller h, then oldest: fewest expansions), the `oldest` or the `newest`.
    #[arg(long, default_value = "deeper")]
    pub ties: Ties,
    /// BFS: test for the goal when a node is generated (`generation`: fewer nodes) or when it is
    /// expanded (`expansion`, as some textbooks do).
    #[arg(long, default_value = "generation")]
    pub goal_test: GoalTest,
    /// Threads that share a long search with pattern databases (auto on boards of 10–21 cells;
    /// default: one per core). The answer is the same with any number; the node counts of long
    /// searches vary a little from run to run with more than one.
    #[arg(long, value_parser = thread_count)]
    pub threads: Option<usize>,
}

/// `--heuristic`: one of ours, or a formula of the user's own.
#[derive(Clone, Debug)]
pub enum HeuristicArg {
    /// Hamming, Manhattan, linear conflict.
    Named(Heuristic),
    /// `expr:…`: the formula's text.
    Formula(String),
}

fn heuristic_arg(text: &str) -> Result<HeuristicArg, String> {
    match text.trim_start().strip_prefix("expr:") {
        Some(formula) => Ok(HeuristicArg::Formula(formula.to_string())),
        None => text
            .parse()
            .map(HeuristicArg::Named)
            .map_err(|e: npuzzle_core::Error| {
                format!("{e} (or expr:FORMULA, e.g. \"expr:manhattan + 2*conflicts\")")
            }),
    }
}

impl SolverArgs {
    /// The formula of `--heuristic expr:…`, if that is what was given.
    pub fn formula(&self) -> Option<&str> {
        match &self.heuristic {
            Some(HeuristicArg::Formula(f)) => Some(f),
            _ => None,
        }
    }

    /// `--threads`, or one per core.
    pub fn threads(&self) -> usize {
        threads_or_cores(self.threads)
    }

    pub fn options(&self) -> SolveOptions {
        let formula = self.formula().is_some();
        SolveOptions {
            algorithm: Some(match self.algo {
                Algorithm::Auto if formula => Algorithm::AStar,
                a => a,
            }),
            heuristic: match self.heuristic {
                Some(HeuristicArg::Named(h)) => Some(h),
                _ => None,
            },
            goal: self.goal.clone(),
            max_nodes: self.max_nodes,
            settings: SearchSettings {
                order: self.order,
                ties: self.ties,
                goal_test: self.goal_test,
            },
        }
    }
}

fn order(text: &str) -> Result<[Move; 4], String> {
    SearchSettings::parse_order(text).map_err(|e| e.to_string())
}

/// `--max-nodes`: a whole number of at least 1, with a message that says so (clap's own would
/// suggest `-- -1` for a negative one).
fn node_count(text: &str) -> Result<u64, String> {
    count(text, 1..=u64::MAX, "node count", "of at least 1")
}

/// The threads asked for, or one per core.
pub fn threads_or_cores(asked: Option<usize>) -> usize {
    asked.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    })
}

/// `--threads`: a whole number from 1 to 1,024.
pub fn thread_count(text: &str) -> Result<usize, String> {
    count(text, 1..=1024, "thread count", "from 1 to 1024")
}

/// A whole number in `range`, or a message naming `what` was expected and the `range` in words.
fn count<T>(
    text: &str,
    range: std::ops::RangeInclusive<T>,
    what: &str,
    words: &str,
) -> Result<T, String>
where
    T: std::str::FromStr + PartialOrd,
{
    match text.trim().parse::<T>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(format!(
            "`{text}` is not a {what}: give a whole number {words}"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_counts() {
        assert_eq!(node_count("5000"), Ok(5000));
        for bad in ["-1", "0", "1.5", "", "many"] {
            assert!(
                node_count(bad).unwrap_err().contains("whole number"),
                "{bad}"
            );
        }
    }

    #[test]
    fn thread_counts() {
        assert_eq!(thread_count("4"), Ok(4));
        for bad in ["0", "-2", "1025", "two", ""] {
            assert!(
                thread_count(bad).unwrap_err().contains("thread count"),
                "{bad}"
            );
        }
    }
}
