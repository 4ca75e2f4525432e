//! How a search is set: the tie-breaks and goal test course exercises fix ([`SearchSettings`]),
//! and what to solve for ([`SolveOptions`]).

use crate::algorithm::Algorithm;
use crate::board::{GoalSpec, Move};
use crate::error::Error;
use crate::heuristic::Heuristic;

/// They apply to the algorithms that can be stepped ([`Algorithm::steppable`]); `auto` and
/// `fast` ignore them.
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
    /// [`DEFAULT_MAX_NODES`](crate::DEFAULT_MAX_NODES) for searches that store nodes (lowered so
    /// they fit [`MEMORY_BUDGET_BYTES`](crate::MEMORY_BUDGET_BYTES) on large boards),
    /// [`DEFAULT_MAX_NODES_ITERATIVE`](crate::DEFAULT_MAX_NODES_ITERATIVE) otherwise.
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
