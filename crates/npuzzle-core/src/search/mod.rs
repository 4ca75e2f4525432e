//! The search algorithms, one module each, behind one entry point: [`solve`](crate::solve).

mod astar;
pub(crate) mod beam;
pub(crate) mod best_first;
mod bfs;
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

use crate::board::{Board, Goal, GoalSpec, Move, Tile};
use crate::error::Error;
use crate::heuristic::{Estimator, Heuristic};
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

/// A search algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// Breadth-first graph search: shortest solutions, exponential memory.
    Bfs,
    /// Depth-first graph search with a visited set and no depth bound: finds *a* path, often very long.
    Dfs,
    /// Iterative deepening depth-first search: shortest solutions, memory linear in depth.
    Iddfs,
    /// Greedy best-first search on the heuristic alone: fast, not shortest.
    Greedy,
    /// A*: best-first on g + h; shortest with an admissible heuristic.
    AStar,
    /// Iterative deepening A*: shortest, memory linear in depth.
    IdaStar,
    /// The fastest optimal method available for the board.
    Auto,
    /// A valid solution for any size in milliseconds, not necessarily shortest (constructive:
    /// outer rows and columns first, the last 3×3 optimally).
    Fast,
}

impl Algorithm {
    /// Every algorithm, in the order a course teaches them.
    pub const ALL: [Algorithm; 8] = [
        Algorithm::Bfs,
        Algorithm::Dfs,
        Algorithm::Iddfs,
        Algorithm::Greedy,
        Algorithm::AStar,
        Algorithm::IdaStar,
        Algorithm::Auto,
        Algorithm::Fast,
    ];

    /// The stable name (`bfs`, `dfs`, `iddfs`, `greedy`, `astar`, `idastar`, `auto`).
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Bfs => "bfs",
            Algorithm::Dfs => "dfs",
            Algorithm::Iddfs => "iddfs",
            Algorithm::Greedy => "greedy",
            Algorithm::AStar => "astar",
            Algorithm::IdaStar => "idastar",
            Algorithm::Auto => "auto",
            Algorithm::Fast => "fast",
        }
    }

    /// Whether it takes a heuristic, and which one it uses when none is given.
    pub fn default_heuristic(self) -> Option<Heuristic> {
        match self {
            Algorithm::Bfs | Algorithm::Dfs | Algorithm::Iddfs | Algorithm::Fast => None,
            Algorithm::Greedy | Algorithm::AStar => Some(Heuristic::Manhattan),
            Algorithm::IdaStar | Algorithm::Auto => Some(Heuristic::LinearConflict),
        }
    }

    /// Whether the caller may choose its heuristic: greedy, A* and IDA*. Uninformed searches use
    /// none; `auto` and `fast` pick their own per board.
    pub fn takes_heuristic(self) -> bool {
        matches!(
            self,
            Algorithm::Greedy | Algorithm::AStar | Algorithm::IdaStar
        )
    }

    /// The algorithm to offer first for a board of this shape: `auto` while it has pattern
    /// databases for it (up to 21 cells: a second for the 15-puzzle, seconds to minutes for the
    /// 20-cell shapes), `fast` beyond, where an optimal search can take hours.
    pub fn default_for(shape: crate::board::Shape) -> Algorithm {
        if shape.cells() <= crate::tables::pattern::AUTO_MAX_CELLS {
            Algorithm::Auto
        } else {
            Algorithm::Fast
        }
    }

    /// Whether its solutions are shortest (given an admissible heuristic, which all ours are).
    pub fn is_optimal(self) -> bool {
        !matches!(self, Algorithm::Dfs | Algorithm::Greedy | Algorithm::Fast)
    }

    /// Whether its memory grows with the nodes it generates (fast mode bounds its own searches).
    pub(crate) fn keeps_nodes(self) -> bool {
        !matches!(
            self,
            Algorithm::Iddfs | Algorithm::IdaStar | Algorithm::Auto | Algorithm::Fast
        )
    }
}

impl std::fmt::Display for Algorithm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Algorithm {
    type Err = Error;

    fn from_str(s: &str) -> Result<Algorithm, Error> {
        match s
            .trim()
            .to_ascii_lowercase()
            .replace(['-', '_', ' '], "")
            .as_str()
        {
            "bfs" | "breadthfirst" => Ok(Algorithm::Bfs),
            "dfs" | "depthfirst" => Ok(Algorithm::Dfs),
            "iddfs" | "ids" => Ok(Algorithm::Iddfs),
            "greedy" | "bestfirst" | "gbfs" => Ok(Algorithm::Greedy),
            "astar" | "a*" => Ok(Algorithm::AStar),
            "idastar" | "ida*" | "ida" => Ok(Algorithm::IdaStar),
            "auto" | "" => Ok(Algorithm::Auto),
            "fast" | "constructive" => Ok(Algorithm::Fast),
            _ => Err(Error::UnknownAlgorithm(s.to_string())),
        }
    }
}

/// Choices that decide which of several equally good nodes a search takes first, and so the order
/// of expansions and which of several shortest solutions comes back. Course exercises fix them.
/// They apply to bfs, dfs, iddfs, greedy, astar and idastar; `auto` and `fast` ignore them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SearchSettings {
    /// The order in which the blank's moves are tried (default: up, down, left, right). DFS
    /// expands the first of them first (it pushes them in reverse).
    pub order: [Move; 4],
    /// Greedy and A*: which node of equal priority is expanded first.
    pub ties: Ties,
    /// BFS: test for the goal when a node is generated (default: fewer expansions) or when it is
    /// expanded (as some textbooks do; the same length, more nodes).
    pub goal_test: GoalTest,
}

impl Default for SearchSettings {
    fn default() -> SearchSettings {
        SearchSettings {
            order: Move::ALL,
            ties: Ties::Deeper,
            goal_test: GoalTest::Generation,
        }
    }
}

/// Tie-breaking among frontier nodes of equal priority (greedy and A*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ties {
    /// The node with the smaller h (the deeper one, for A*), then the oldest: fewest expansions.
    #[default]
    Deeper,
    /// The node generated first (first in, first out).
    Oldest,
    /// The node generated last (last in, first out).
    Newest,
}

/// When breadth-first search tests for the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GoalTest {
    /// When a node is generated.
    #[default]
    Generation,
    /// When a node is taken from the queue to be expanded.
    Expansion,
}

impl SearchSettings {
    /// Reads an order: four letters (`udlr`, `rdlu`) or names (`up,down,left,right`).
    pub fn parse_order(text: &str) -> Result<[Move; 4], Error> {
        let bad = || Error::BadSetting {
            setting: "order",
            value: text.trim().chars().take(40).collect(),
            expected: "the four moves once each, e.g. udlr or up,left,down,right",
        };
        let words: Vec<&str> = text
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .collect();
        let names: Vec<String> = match words[..] {
            [one] if one.len() == 4 => one.chars().map(String::from).collect(),
            _ => words.iter().map(|w| w.to_string()).collect(),
        };
        let moves: Vec<Move> = names
            .iter()
            .map(|n| match n.to_ascii_lowercase().as_str() {
                "u" | "up" => Ok(Move::Up),
                "d" | "down" => Ok(Move::Down),
                "l" | "left" => Ok(Move::Left),
                "r" | "right" => Ok(Move::Right),
                _ => Err(bad()),
            })
            .collect::<Result<_, _>>()?;
        let order: [Move; 4] = moves.try_into().map_err(|_| bad())?;
        if Move::ALL.iter().all(|m| order.contains(m)) {
            Ok(order)
        } else {
            Err(bad())
        }
    }
}

impl std::str::FromStr for Ties {
    type Err = Error;
    fn from_str(s: &str) -> Result<Ties, Error> {
        match s.trim().to_ascii_lowercase().as_str() {
            "deeper" | "default" => Ok(Ties::Deeper),
            "oldest" | "fifo" => Ok(Ties::Oldest),
            "newest" | "lifo" => Ok(Ties::Newest),
            _ => Err(Error::BadSetting {
                setting: "ties",
                value: s.trim().chars().take(40).collect(),
                expected: "deeper, oldest or newest",
            }),
        }
    }
}

impl std::str::FromStr for GoalTest {
    type Err = Error;
    fn from_str(s: &str) -> Result<GoalTest, Error> {
        match s.trim().to_ascii_lowercase().as_str() {
            "generation" | "generated" | "generate" => Ok(GoalTest::Generation),
            "expansion" | "expanded" | "expand" => Ok(GoalTest::Expansion),
            _ => Err(Error::BadSetting {
                setting: "goal-test",
                value: s.trim().chars().take(40).collect(),
                expected: "generation or expansion",
            }),
        }
    }
}

/// What to solve for and how.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SolveOptions {
    /// The algorithm (default `auto`).
    pub algorithm: Option<Algorithm>,
    /// The heuristic, for algorithms that take one (default: the algorithm's own).
    pub heuristic: Option<Heuristic>,
    /// The goal (default: blank last).
    pub goal: GoalSpec,
    /// Node budget: stop with `limit` once more nodes than this were generated. Default:
    /// [`DEFAULT_MAX_NODES`] for searches that store nodes (lowered so they fit
    /// [`MEMORY_BUDGET_BYTES`] on large boards), [`DEFAULT_MAX_NODES_ITERATIVE`] otherwise.
    pub max_nodes: Option<u64>,
    /// Successor order, tie-breaking, BFS's goal test.
    pub settings: SearchSettings,
}

impl SolveOptions {
    /// Options for one algorithm, everything else default.
    pub fn with_algorithm(algorithm: Algorithm) -> SolveOptions {
        SolveOptions {
            algorithm: Some(algorithm),
            ..SolveOptions::default()
        }
    }
}

/// What a search engine is handed.
pub(crate) struct Problem<'a> {
    pub start: &'a Board,
    pub goal: &'a Goal,
    pub estimator: Estimator,
    pub settings: SearchSettings,
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

/// Runs one of the plain engines (everything but `auto`'s table-based methods).
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

/// The tile that slides at each move.
pub(crate) fn replay_tiles(start: &Board, moves: &[Move]) -> Vec<Tile> {
    let mut b = start.clone();
    moves
        .iter()
        .map(|&m| b.apply(m).expect("search engines return legal moves"))
        .collect()
}
