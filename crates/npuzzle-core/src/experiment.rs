//! The AI textbooks' experiment: the cost of a search by the depth of the solution. For each
//! depth d, boards whose optimal solution takes exactly d moves are drawn uniformly from all such
//! boards (the exact table of a board of at most 9 cells knows every distance); each search
//! solves each of them; a row reports the mean nodes generated and expanded, and the effective
//! branching factor b* of the mean generated, the b with N + 1 = 1 + b + b² + … + b^d.
//!
//! The CLI's `npuzzle experiment` and the page's Experiment view both run this, so a fixed seed
//! gives the same numbers in both.

use crate::algorithm::Algorithm;
use crate::board::{Board, Goal, Shape};
use crate::control::{Control, Progress};
use crate::error::Error;
use crate::print::fixed;
use crate::sample::{Draw, effective_branching_factor};
use crate::settings::{SearchSettings, SolveOptions};
use crate::solution::{Solution, Status};
use crate::solver::Solver;
use crate::{GoalSpec, Heuristic};

/// One contender of the experiment, a search the others are compared with: an algorithm and, for
/// the informed ones, its heuristic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Contender {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its heuristic (`None`: uninformed, or the algorithm's own).
    pub heuristic: Option<Heuristic>,
    /// The plan's formula (a student's h) is its heuristic instead (`astar:expr`).
    #[serde(default)]
    pub own: bool,
}

impl std::str::FromStr for Contender {
    type Err = Error;
    /// `astar:manhattan`, `iddfs`, …
    fn from_str(s: &str) -> Result<Contender, Error> {
        let (a, h) = match s.split_once(':') {
            Some((a, h)) => (a, Some(h)),
            None => (s, None),
        };
        let algorithm: Algorithm = a.trim().parse()?;
        let own = h.is_some_and(|h| h.trim() == "expr");
        let heuristic = h.filter(|_| !own).map(|h| h.trim().parse()).transpose()?;
        Ok(Contender {
            algorithm,
            heuristic,
            own,
        })
    }
}

impl std::fmt::Display for Contender {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.heuristic {
            _ if self.own => write!(f, "{}:expr", self.algorithm.name()),
            Some(h) => write!(f, "{}:{}", self.algorithm.name(), h.name()),
            None => f.write_str(self.algorithm.name()),
        }
    }
}

/// What to run.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Plan {
    /// The board's rows and columns (at most 9 cells).
    pub rows: usize,
    /// See `rows`.
    pub cols: usize,
    /// The solution depths, in order.
    pub depths: Vec<u32>,
    /// Boards per depth.
    pub count: usize,
    /// Draws the same boards every time.
    pub seed: u64,
    /// The searches, each run on every board.
    pub searches: Vec<Contender>,
    /// Nodes one search may generate on one board; past it the row says "–".
    pub max_nodes: u64,
    /// The heuristic of the searches marked `own`: a formula (`npuzzle heuristic check`).
    #[serde(default)]
    pub formula: Option<String>,
}

impl Plan {
    /// The shape, if `rows`×`cols` is one.
    pub fn shape(&self) -> Result<Shape, Error> {
        Shape::new(self.rows, self.cols)
    }

    /// The textbook's defaults: the 8-puzzle, d = 2, 4, …, 24, 100 boards each, iterative
    /// deepening and A* with both heuristics, at most a million nodes a board.
    pub fn textbook(seed: u64) -> Plan {
        let search = |algorithm, heuristic| Contender {
            algorithm,
            heuristic,
            own: false,
        };
        Plan {
            rows: 3,
            cols: 3,
            depths: (1..=12).map(|i| i * 2).collect(),
            count: 100,
            seed,
            searches: vec![
                search(Algorithm::Iddfs, None),
                search(Algorithm::AStar, Some(Heuristic::Hamming)),
                search(Algorithm::AStar, Some(Heuristic::Manhattan)),
            ],
            max_nodes: 1_000_000,
            formula: None,
        }
    }
}

/// One depth and one search.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Row {
    /// The solution depth.
    pub depth: u32,
    /// The search.
    pub search: Contender,
    /// Boards drawn.
    pub boards: usize,
    /// Boards solved within the node budget.
    pub solved: usize,
    /// Mean nodes generated, when every board was solved (else the textbook's "–").
    pub generated_mean: Option<f64>,
    /// Mean nodes expanded, likewise.
    pub expanded_mean: Option<f64>,
    /// The effective branching factor of `generated_mean` at this depth.
    pub ebf: Option<f64>,
    /// Answers longer than the depth (every board's true distance): not shortest, as an
    /// inadmissible heuristic may give.
    #[serde(default)]
    pub longer: usize,
}

/// Depths given as `from..to:step` (`2..24:2`; the step defaults to 1) or a comma list (`2,4,8`).
pub fn parse_depths(s: &str) -> Result<Vec<u32>, Error> {
    let bad = || Error::BadSetting {
        setting: "list of depths",
        value: s.chars().take(40).collect(),
        expected: "from..to:step (such as 2..24:2) or a comma list (such as 2,4,8), each 0 to 31",
    };
    let number = |t: &str| t.trim().parse::<u32>().ok().filter(|&d| d <= 31);
    // Digits of any script (`٢..٢٤:٢`), and the Arabic comma between depths.
    let folded = crate::fold_digits(s);
    let s = folded.as_ref();
    let depths: Vec<u32> = if let Some((from, rest)) = s.split_once("..") {
        let (to, step) = rest.split_once(':').unwrap_or((rest, "1"));
        let (from, to, step) = (
            number(from).ok_or_else(bad)?,
            number(to).ok_or_else(bad)?,
            number(step).filter(|&s| s > 0).ok_or_else(bad)?,
        );
        (from..=to).step_by(step as usize).collect()
    } else {
        s.split(',')
            .map(|t| number(t).ok_or_else(bad))
            .collect::<Result<_, _>>()?
    };
    if depths.is_empty() {
        return Err(bad());
    }
    Ok(depths)
}

/// Runs `plan`: one row per depth and search, in that order, each given to `on_row` with the
/// fraction done as it is finished. The searches marked `own` take the plan's formula as their
/// heuristic. Stops early (returning the rows so far) if `control` cancels.
pub fn run(
    plan: &Plan,
    solver: &mut Solver,
    control: &mut dyn Control,
    on_row: &mut dyn FnMut(&Row, f64),
) -> Result<Vec<Row>, Error> {
    let goal = Goal::new(Board::blank_last(plan.shape()?));
    // The formula is read before any search: an error in it is said at once.
    let formula = match &plan.formula {
        Some(text) => {
            Some(
                crate::formula::Formula::new(text, &goal).map_err(|e| Error::BadSetting {
                    setting: "heuristic formula",
                    value: e.to_string(),
                    expected: "a formula in the language of `npuzzle heuristic check`",
                })?,
            )
        }
        None => None,
    };
    if formula.is_none() && plan.searches.iter().any(|s| s.own) {
        return Err(Error::BadSetting {
            setting: "heuristic formula",
            value: String::new(),
            expected: "a formula for the searches with your own h",
        });
    }
    run_by(plan, control, on_row, &mut |k, board, options, control| {
        match &formula {
            // Not claimed optimal: the row counts answers longer than the depth instead.
            Some(f) if plan.searches[k].own => {
                crate::formula::solve(board, options, f, false, control)
            }
            _ => solver.solve(board, options, control),
        }
    })
}

/// Solves a board for search `k` of a plan (see [`run_by`]).
pub type SolveBy<'a, E> =
    dyn FnMut(usize, &Board, &SolveOptions, &mut dyn Control) -> Result<Solution, E> + 'a;

/// [`run`] with each board of search `k` (its place in `plan.searches`) solved by `solve(k,
/// board, options, control)`: the command line's searches with a student's formula.
pub fn run_by<E: From<Error>>(
    plan: &Plan,
    control: &mut dyn Control,
    on_row: &mut dyn FnMut(&Row, f64),
    solve: &mut SolveBy<'_, E>,
) -> Result<Vec<Row>, E> {
    let shape = plan.shape()?;
    let draw = Draw::new(shape)?;
    let goal = Goal::new(Board::blank_last(shape));
    let total = (plan.depths.len() * plan.searches.len()).max(1);
    let mut rows = Vec::new();
    for &depth in &plan.depths {
        let boards = draw.boards(depth, plan.count, plan.seed);
        for (k, &search) in plan.searches.iter().enumerate() {
            let options = SolveOptions {
                algorithm: Some(search.algorithm),
                heuristic: search.heuristic,
                goal: GoalSpec::Custom(goal.board().clone()),
                max_nodes: Some(plan.max_nodes),
                settings: SearchSettings::default(),
            };
            let (mut solved, mut generated, mut expanded, mut longer) = (0usize, 0u64, 0u64, 0);
            for board in &boards {
                let solution = solve(k, board, &options, control)?;
                match solution.status {
                    Status::Solved => {
                        solved += 1;
                        longer += usize::from(solution.moves.len() > depth as usize);
                        generated += solution.stats.generated;
                        expanded += solution.stats.expanded;
                    }
                    Status::Cancelled => return Ok(rows),
                    _ => {}
                }
            }
            let all = solved == boards.len() && solved > 0;
            let mean = |n: u64| all.then(|| n as f64 / solved as f64);
            let row = Row {
                depth,
                search,
                boards: boards.len(),
                solved,
                generated_mean: mean(generated),
                expanded_mean: mean(expanded),
                ebf: mean(generated).and_then(|n| effective_branching_factor(n, depth)),
                longer,
            };
            rows.push(row);
            on_row(
                rows.last().expect("just pushed"),
                rows.len() as f64 / total as f64,
            );
            control.progress(&Progress::default());
        }
    }
    Ok(rows)
}

/// A row as the textbooks print it: mean nodes generated and b* ("1,325 (1.26)" without the
/// grouping: "1325 (1.26)"), or "–" past the node budget.
pub fn cell(row: &Row) -> String {
    match (row.generated_mean, row.ebf) {
        (Some(n), Some(b)) => format!("{} ({})", fixed(n, 0), fixed(b, 2)),
        (Some(n), None) => fixed(n, 0),
        _ => "–".into(),
    }
}

/// The rows as CSV: `depth,algorithm,heuristic,boards,solved,generated_mean,expanded_mean,ebf`,
/// an empty field where the row has no figure.
pub fn csv(rows: &[Row]) -> String {
    csv_with(rows, &|_, r| {
        r.search.heuristic.map_or("", |h| h.name()).to_string()
    })
}

/// [`csv`] with row `i`'s heuristic field written by `heuristic(i, row)` (a student's formula,
/// quoted as CSV quotes a field with commas).
pub fn csv_with(rows: &[Row], heuristic: &dyn Fn(usize, &Row) -> String) -> String {
    let opt = |v: Option<f64>, places: u32| v.map_or_else(String::new, |v| fixed(v, places));
    let mut out =
        String::from("depth,algorithm,heuristic,boards,solved,generated_mean,expanded_mean,ebf\n");
    for (i, r) in rows.iter().enumerate() {
        out.push_str(&format!(
            "{},{},{},{},{},{},{},{}\n",
            r.depth,
            r.search.algorithm.name(),
            heuristic(i, r),
            r.boards,
            r.solved,
            opt(r.generated_mean, 1),
            opt(r.expanded_mean, 1),
            opt(r.ebf, 3),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ebf_solves_the_defining_sum() {
        // 1 + b + … + b^d with b = 2, d = 5 is 63: N = 62.
        assert!((effective_branching_factor(62.0, 5).unwrap() - 2.0).abs() < 1e-9);
        // The textbook's example: 52 nodes at depth 5 give b* = 1.92.
        assert!((effective_branching_factor(52.0, 5).unwrap() - 1.92).abs() < 0.005);
        // b = 1: N = d.
        assert!((effective_branching_factor(7.0, 7).unwrap() - 1.0).abs() < 1e-9);
        assert_eq!(effective_branching_factor(10.0, 0), None);
        assert_eq!(effective_branching_factor(0.0, 3), None);
    }

    #[test]
    fn depths_parse_as_ranges_and_lists() {
        assert_eq!(
            parse_depths("2..24:2").unwrap(),
            (1..=12).map(|i| i * 2).collect::<Vec<_>>()
        );
        assert_eq!(parse_depths("2..5").unwrap(), vec![2, 3, 4, 5]);
        assert_eq!(parse_depths("2, 4,8").unwrap(), vec![2, 4, 8]);
        for bad in ["", "2..", "a,b", "2..24:0", "40", "2..99"] {
            assert_eq!(
                parse_depths(bad).unwrap_err().code(),
                "bad-setting",
                "{bad}"
            );
        }
    }

    #[test]
    fn searches_parse_with_an_optional_heuristic() {
        let s: Contender = "astar:manhattan".parse().unwrap();
        assert_eq!(
            (s.algorithm, s.heuristic),
            (Algorithm::AStar, Some(Heuristic::Manhattan))
        );
        assert_eq!(s.to_string(), "astar:manhattan");
        assert_eq!("iddfs".parse::<Contender>().unwrap().heuristic, None);
        assert_eq!(
            "astar:nope".parse::<Contender>().unwrap_err().code(),
            "unknown-heuristic"
        );
        assert_eq!(
            "nope".parse::<Contender>().unwrap_err().code(),
            "unknown-algorithm"
        );
    }
}
