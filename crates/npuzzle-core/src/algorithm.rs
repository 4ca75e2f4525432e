//! The algorithms and what each one is: one descriptor ([`Spec`]) per algorithm, from which the
//! rest of the product reads its name, the names it accepts, its frontier, whether it is
//! informed, optimal, steppable, and what its progress's depth means. A new algorithm is a new
//! variant, its [`Spec`], and its engine (`search::run_observed` does not compile without it);
//! lists of algorithms elsewhere derive from [`Algorithm::ALL`] (docs/adding.md).

use crate::error::Error;
use crate::heuristic::Heuristic;

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
    /// Bidirectional breadth-first search: one search from the start, one from the goal, level
    /// by level, until they meet; shortest solutions with about the square root of BFS's nodes.
    Bibfs,
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

/// How an algorithm keeps the nodes it has yet to expand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frontier {
    /// First in, first out: the oldest node next (BFS).
    Queue,
    /// Last in, first out: the newest node next (DFS).
    Stack,
    /// Two queues, one from the start and one from the goal; a whole level of the smaller one
    /// at a time (bidirectional BFS).
    TwoQueues,
    /// The node of least priority next (greedy: h; A*: g + h).
    Priority(Priority),
    /// No frontier: depth-first under a bound raised at each iteration (IDDFS: the depth; IDA*:
    /// f = g + h).
    Deepening(Bound),
    /// Its own methods (pattern databases, a construction): not stepped.
    Own,
}

/// What a best-first search orders its frontier by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Priority {
    /// The estimate h alone (greedy).
    H,
    /// f = g + h (A*).
    GPlusH,
}

/// What bounds an iteration of a deepening search, and what its progress's depth is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The number of moves (IDDFS's "Tree Depth").
    Depth,
    /// f = g + h (IDA*, and `auto`, which runs it).
    F,
}

/// Which heuristic an algorithm uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heuristics {
    /// None: an uninformed search.
    None,
    /// The one the caller chooses, this one by default.
    Chosen(Heuristic),
    /// Its own, chosen per board (starting from this one).
    Own(Heuristic),
}

/// What an algorithm is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    /// The stable name (`--algo`, the JS API, URLs, saved records).
    pub name: &'static str,
    /// Other names it is accepted by (compared lower-case, without `-`, `_` and spaces).
    pub aliases: &'static [&'static str],
    /// How it keeps what it has yet to expand.
    pub frontier: Frontier,
    /// Its heuristic.
    pub heuristics: Heuristics,
    /// Whether its solutions are shortest (given an admissible heuristic, which all ours are).
    pub optimal: bool,
    /// What its progress's depth is, where it is not the moves from the start.
    pub bound: Option<Bound>,
}

impl Algorithm {
    /// Every algorithm, in the order a course teaches them (the menus' order, after the default).
    pub const ALL: [Algorithm; 9] = [
        Algorithm::Bfs,
        Algorithm::Dfs,
        Algorithm::Iddfs,
        Algorithm::Bibfs,
        Algorithm::Greedy,
        Algorithm::AStar,
        Algorithm::IdaStar,
        Algorithm::Auto,
        Algorithm::Fast,
    ];

    /// What it is: the one place each algorithm is described (a table built at compile time
    /// by one exhaustive `match`, so the page's wasm carries data, not the code that makes it).
    pub fn spec(self) -> &'static Spec {
        &SPECS[self as usize]
    }

    /// The stable name (`bfs`, `astar`, …).
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// Every stable name, in [`Algorithm::ALL`]'s order, joined for a message: `bfs, dfs, … or fast`.
    pub fn choices() -> String {
        listed(Algorithm::ALL.into_iter(), "or")
    }

    /// The names of those that take a heuristic, as a list to read ("greedy, astar and
    /// idastar").
    pub fn heuristic_takers() -> String {
        let takers = Algorithm::ALL.into_iter().filter(|a| a.takes_heuristic());
        listed(takers, "and")
    }

    /// The menus' order: the default (`auto`) first, then [`Algorithm::ALL`]'s.
    pub fn menu() -> impl Iterator<Item = Algorithm> {
        std::iter::once(Algorithm::Auto)
            .chain(Algorithm::ALL.into_iter().filter(|&a| a != Algorithm::Auto))
    }

    /// How it keeps what it has yet to expand.
    pub fn frontier(self) -> Frontier {
        self.spec().frontier
    }

    /// Whether it takes a heuristic, and which one it uses when none is given.
    pub fn default_heuristic(self) -> Option<Heuristic> {
        match self.spec().heuristics {
            Heuristics::None => None,
            Heuristics::Chosen(h) | Heuristics::Own(h) => Some(h),
        }
    }

    /// Whether the caller may choose its heuristic (an informed search). Uninformed searches use
    /// none; `auto` picks its own per board.
    pub fn takes_heuristic(self) -> bool {
        matches!(self.spec().heuristics, Heuristics::Chosen(_))
    }

    /// Whether its solutions are shortest (given an admissible heuristic, which all ours are).
    pub fn is_optimal(self) -> bool {
        self.spec().optimal
    }

    /// Whether it can be stepped (a trace, the step view, the tree, the pseudocode, Compare).
    pub fn steppable(self) -> bool {
        self.frontier() != Frontier::Own
    }

    /// Whether the next node it expands follows from one frontier by a rule a student can apply
    /// (Predict): a queue, a stack or a priority.
    pub fn predictable(self) -> bool {
        matches!(
            self.frontier(),
            Frontier::Queue | Frontier::Stack | Frontier::Priority(_)
        )
    }

    /// Whether it searches depth-first under a bound raised at each iteration (no frontier kept).
    pub fn deepening(self) -> bool {
        matches!(self.frontier(), Frontier::Deepening(_))
    }

    /// Whether its memory grows with the nodes it generates (deepening searches keep a path;
    /// `auto` and `fast` bound their own).
    pub(crate) fn keeps_nodes(self) -> bool {
        match self.frontier() {
            Frontier::Queue | Frontier::Stack | Frontier::TwoQueues | Frontier::Priority(_) => true,
            Frontier::Deepening(_) | Frontier::Own => false,
        }
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
}

/// Every algorithm's [`Spec`], in [`Algorithm::ALL`]'s order (checked at compile time).
static SPECS: [Spec; Algorithm::ALL.len()] = {
    let mut specs = [describe(Algorithm::Bfs); Algorithm::ALL.len()];
    let mut i = 0;
    while i < specs.len() {
        assert!(
            Algorithm::ALL[i] as usize == i,
            "ALL lists the variants in order"
        );
        specs[i] = describe(Algorithm::ALL[i]);
        i += 1;
    }
    specs
};

/// What `a` is: one exhaustive `match`, so a new variant does not compile without its [`Spec`].
const fn describe(a: Algorithm) -> Spec {
    use Heuristic::{LinearConflict, Manhattan};
    match a {
        Algorithm::Bfs => spec(
            "bfs",
            &["breadthfirst"],
            Frontier::Queue,
            Heuristics::None,
            true,
        ),
        Algorithm::Dfs => spec(
            "dfs",
            &["depthfirst"],
            Frontier::Stack,
            Heuristics::None,
            false,
        ),
        Algorithm::Iddfs => spec(
            "iddfs",
            &["ids"],
            Frontier::Deepening(Bound::Depth),
            Heuristics::None,
            true,
        ),
        Algorithm::Bibfs => spec(
            "bibfs",
            &["bidirectional", "bidirectionalbfs", "bidir", "bdbfs"],
            Frontier::TwoQueues,
            Heuristics::None,
            true,
        ),
        Algorithm::Greedy => spec(
            "greedy",
            &["bestfirst", "gbfs"],
            Frontier::Priority(Priority::H),
            Heuristics::Chosen(Manhattan),
            false,
        ),
        Algorithm::AStar => spec(
            "astar",
            &["a*"],
            Frontier::Priority(Priority::GPlusH),
            Heuristics::Chosen(Manhattan),
            true,
        ),
        Algorithm::IdaStar => spec(
            "idastar",
            &["ida*", "ida"],
            Frontier::Deepening(Bound::F),
            Heuristics::Chosen(LinearConflict),
            true,
        ),
        // It runs IDA* on pattern databases: its progress is an f bound.
        Algorithm::Auto => Spec {
            bound: Some(Bound::F),
            ..spec(
                "auto",
                &[""],
                Frontier::Own,
                Heuristics::Own(LinearConflict),
                true,
            )
        },
        Algorithm::Fast => spec(
            "fast",
            &["constructive"],
            Frontier::Own,
            Heuristics::None,
            false,
        ),
    }
}

/// A [`Spec`] whose bound is its deepening frontier's, if any.
const fn spec(
    name: &'static str,
    aliases: &'static [&'static str],
    frontier: Frontier,
    heuristics: Heuristics,
    optimal: bool,
) -> Spec {
    Spec {
        name,
        aliases,
        frontier,
        heuristics,
        optimal,
        bound: match frontier {
            Frontier::Deepening(b) => Some(b),
            _ => None,
        },
    }
}

impl std::fmt::Display for Algorithm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Algorithm {
    type Err = Error;

    /// Its name or an alias, in any case, with or without `-`, `_` and spaces.
    fn from_str(s: &str) -> Result<Algorithm, Error> {
        let key = s.trim().to_ascii_lowercase().replace(['-', '_', ' '], "");
        Algorithm::ALL
            .into_iter()
            .find(|a| {
                let spec = a.spec();
                spec.name == key || spec.aliases.contains(&key.as_str())
            })
            .ok_or_else(|| Error::UnknownAlgorithm {
                name: s.to_string(),
                choices: Algorithm::choices(),
            })
    }
}

/// Names as a list to read: "bfs, dfs or auto" (`conjunction` "or").
fn listed(algorithms: impl Iterator<Item = Algorithm>, conjunction: &str) -> String {
    let names: Vec<&str> = algorithms.map(Algorithm::name).collect();
    let (last, rest) = names
        .split_last()
        .expect("a list of algorithms is never empty");
    format!("{} {conjunction} {last}", rest.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases_read_back_and_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for a in Algorithm::ALL {
            assert_eq!(a.name().parse::<Algorithm>().unwrap(), a);
            assert_eq!(a.name().to_uppercase().parse::<Algorithm>().unwrap(), a);
            for alias in a.spec().aliases {
                assert!(seen.insert(*alias), "{alias} names two algorithms");
                assert_eq!(alias.parse::<Algorithm>().unwrap(), a);
            }
            assert!(seen.insert(a.name()), "{a} named twice");
            // serde and the stable name agree (saved records and the JS API use serde).
            let json = serde_json::to_string(&a).unwrap();
            assert_eq!(json, format!("\"{}\"", a.name()));
        }
        assert_eq!("IDA-star".parse::<Algorithm>().unwrap(), Algorithm::IdaStar);
        assert_eq!(
            "bidirectional BFS".parse::<Algorithm>().unwrap(),
            Algorithm::Bibfs
        );
        let e = "bogo".parse::<Algorithm>().unwrap_err();
        assert_eq!(e.code(), "unknown-algorithm");
        for a in Algorithm::ALL {
            assert!(e.to_string().contains(a.name()), "{e} lacks {a}");
        }
    }

    #[test]
    fn the_menu_lists_each_algorithm_once_default_first() {
        let menu: Vec<Algorithm> = Algorithm::menu().collect();
        assert_eq!(menu[0], Algorithm::Auto);
        assert_eq!(menu.len(), Algorithm::ALL.len());
        assert!(Algorithm::ALL.iter().all(|a| menu.contains(a)));
    }

    #[test]
    fn kinds_agree() {
        for a in Algorithm::ALL {
            // A search that stores its nodes can be stepped; only `auto` and `fast` cannot.
            assert_eq!(
                a.steppable(),
                !matches!(a, Algorithm::Auto | Algorithm::Fast)
            );
            assert!(!a.predictable() || a.steppable());
            assert!(!a.takes_heuristic() || a.default_heuristic().is_some());
        }
        assert_eq!(Algorithm::IdaStar.spec().bound, Some(Bound::F));
        assert_eq!(Algorithm::Iddfs.spec().bound, Some(Bound::Depth));
        assert_eq!(Algorithm::Bfs.spec().bound, None);
    }
}
