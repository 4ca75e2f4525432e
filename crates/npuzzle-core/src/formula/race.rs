//! The race: a student's formula against the textbook's heuristics on the experiment's boards
//! (drawn uniformly at each solution depth from the exact table, so the depth is each board's
//! true distance), by depth: mean nodes generated, the effective branching factor, and how many
//! answers were longer than the shortest (an inadmissible formula's price).

use super::Formula;
use crate::algorithm::Algorithm;
use crate::board::GoalSpec;
use crate::board::{Board, Goal};
use crate::control::Control;
use crate::error::Error;
use crate::heuristic::Heuristic;
use crate::sample::{Draw, effective_branching_factor};
use crate::settings::SolveOptions;
use crate::solution::Status;
use crate::solver::Solver;

/// Who runs: the formula, or one of ours (in serde, `h` or the heuristic's name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entrant {
    /// The student's formula.
    Formula,
    /// A heuristic of ours.
    Ours(Heuristic),
}

impl std::fmt::Display for Entrant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Entrant::Formula => f.write_str("h"),
            Entrant::Ours(h) => f.write_str(h.name()),
        }
    }
}

impl serde::Serialize for Entrant {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// One depth, one algorithm, one entrant.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Lap {
    /// The solution depth (every board's true distance).
    pub depth: u32,
    /// A* or IDA*.
    pub algorithm: Algorithm,
    /// Whose estimate.
    pub entrant: Entrant,
    /// Boards drawn.
    pub boards: usize,
    /// Boards solved within the node budget.
    pub solved: usize,
    /// Of those, answers longer than the depth: not shortest.
    pub longer: usize,
    /// Mean nodes generated over the boards solved, when all were.
    pub generated_mean: Option<f64>,
    /// Its effective branching factor.
    pub ebf: Option<f64>,
}

/// What to race.
#[derive(Clone, Debug, PartialEq)]
pub struct Course {
    /// The depths.
    pub depths: Vec<u32>,
    /// Boards per depth.
    pub count: usize,
    /// The draw's seed.
    pub seed: u64,
    /// The algorithms (A*, IDA*).
    pub algorithms: Vec<Algorithm>,
    /// Nodes one search may generate on one board.
    pub max_nodes: u64,
}

/// Runs the race of `formula` (read for the 3×3 goal blank last, the experiment's) against
/// Hamming, Manhattan and linear conflict; each lap given to `on_lap` as it ends. Stops early
/// (with the laps so far) when `control` cancels.
pub fn race(
    formula: &Formula,
    course: &Course,
    control: &mut dyn Control,
    on_lap: &mut dyn FnMut(&Lap),
) -> Result<Vec<Lap>, Error> {
    let shape = formula.goal().board().shape();
    let goal = Goal::new(Board::blank_last(shape));
    if *formula.goal() != goal {
        return Err(Error::BadSetting {
            setting: "goal for the race",
            value: "another goal".into(),
            expected: "the experiment's goal, blank last",
        });
    }
    let draw = Draw::new(shape)?;
    let entrants = [
        Entrant::Formula,
        Entrant::Ours(Heuristic::Hamming),
        Entrant::Ours(Heuristic::Manhattan),
        Entrant::Ours(Heuristic::LinearConflict),
    ];
    let mut solver = Solver::new();
    let mut laps = Vec::new();
    for &depth in &course.depths {
        let boards = draw.boards(depth, course.count, course.seed);
        for &algorithm in &course.algorithms {
            for entrant in entrants {
                let options = SolveOptions {
                    algorithm: Some(algorithm),
                    heuristic: match entrant {
                        Entrant::Ours(h) => Some(h),
                        Entrant::Formula => None,
                    },
                    goal: GoalSpec::BlankLast,
                    max_nodes: Some(course.max_nodes),
                    ..SolveOptions::default()
                };
                let (mut solved, mut longer, mut generated) = (0, 0, 0u64);
                for board in &boards {
                    let s = match entrant {
                        Entrant::Formula => super::solve(board, &options, formula, false, control)?,
                        Entrant::Ours(_) => solver.solve(board, &options, control)?,
                    };
                    match s.status {
                        Status::Solved => {
                            solved += 1;
                            generated += s.stats.generated;
                            longer += usize::from(s.moves.len() as u32 > depth);
                        }
                        Status::Cancelled => return Ok(laps),
                        _ => {}
                    }
                }
                let all = solved == boards.len() && solved > 0;
                let mean = all.then(|| generated as f64 / solved as f64);
                let lap = Lap {
                    depth,
                    algorithm,
                    entrant,
                    boards: boards.len(),
                    solved,
                    longer,
                    generated_mean: mean,
                    ebf: mean.and_then(|n| effective_branching_factor(n, depth)),
                };
                on_lap(&lap);
                laps.push(lap);
            }
        }
    }
    Ok(laps)
}
