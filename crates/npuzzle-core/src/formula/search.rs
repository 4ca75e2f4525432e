//! A student's formula as the estimate of greedy search, A* and IDA*: `npuzzle solve --heuristic
//! 'expr:…'`, the race against the textbook's heuristics. Its value is rounded up (an admissible
//! formula stays admissible on whole-move costs) and read as 0 where it is negative; a board
//! where it cannot be evaluated, or where its value is not a number (NaN, infinite), stops the
//! search with the formula's own error and that board.

use super::{Formula, FormulaError, Problem as Why, Undefined};
use crate::algorithm::Algorithm;
use crate::board::replay_tiles;
use crate::board::{Board, Tile};
use crate::control::Control;
use crate::error::Error;
use crate::heuristic::{Estimate, Estimator};
use crate::method::Method;
use crate::search::best_first::{self, Order};
use crate::search::trace::{Observer, Recorder, Silent, Trace};
use crate::search::{Meter, Outcome, Problem, idastar};
use crate::settings::SolveOptions;
use crate::solution::{Solution, Stats, Status};
use crate::solvable::is_solvable;
use std::cell::RefCell;

/// The formula as an estimate; the first error it met, if any, and its board.
struct FormulaEstimate<'f> {
    formula: &'f Formula,
    error: RefCell<Option<(FormulaError, Vec<Tile>)>>,
}

/// Values past this are read as this: a search's f must not overflow.
const MAX_H: f64 = 1e9;

impl Estimate for FormulaEstimate<'_> {
    fn estimate(&self, cells: &[Tile]) -> u32 {
        let value = self
            .formula
            .eval_cells(cells)
            .and_then(|v| match Undefined::of(v) {
                None => Ok(v),
                Some(u) => Err(FormulaError::at(0, Why::NotANumber(u))),
            });
        match value {
            Ok(v) if v > 0.0 => v.ceil().min(MAX_H) as u32,
            Ok(_) => 0, // negative
            Err(e) => {
                // The search runs on to its end with 0 here, then says this.
                self.error
                    .borrow_mut()
                    .get_or_insert_with(|| (e, cells.to_vec()));
                0
            }
        }
    }

    fn after_move(&self, cells: &[Tile], _h: u32, _from: usize, _to: usize) -> u32 {
        self.estimate(cells)
    }

    fn zero_at_goal(&self) -> bool {
        false
    }
}

/// The caller's control, and a stop as soon as the formula has failed on a board (the search
/// would only go on with a 0 there, to no use).
struct StopAtError<'a, 'f> {
    control: &'a mut dyn Control,
    error: &'f RefCell<Option<(FormulaError, Vec<Tile>)>>,
}

impl Control for StopAtError<'_, '_> {
    fn now_ms(&self) -> f64 {
        self.control.now_ms()
    }

    fn cancelled(&mut self) -> bool {
        self.error.borrow().is_some() || self.control.cancelled()
    }

    fn progress(&mut self, progress: &crate::control::Progress) {
        self.control.progress(progress);
    }
}

/// Solves `board` with `options`' algorithm (greedy, astar or idastar) and `formula` as its
/// heuristic. `optimal` is claimed only for A* and IDA* with a formula proved admissible and
/// consistent on every board (`proved`, e.g. by [`fn@super::check`] on a 3×3): otherwise the
/// answer is a path, not a proved shortest one.
pub fn solve(
    board: &Board,
    options: &SolveOptions,
    formula: &Formula,
    proved: bool,
    control: &mut dyn Control,
) -> Result<Solution, Error> {
    solve_observed(board, options, formula, proved, control, &mut Silent)
}

/// Solves as [`solve`] does (not claimed optimal), recording every step of the search, as
/// [`crate::Solver::trace`] records ours: at most `budget` events, past which the run ends with
/// status `limit`. The page steps through it, draws its tree, and lets a student predict it.
pub fn trace(
    board: &Board,
    options: &SolveOptions,
    formula: &Formula,
    control: &mut dyn Control,
    budget: usize,
) -> Result<Trace, Error> {
    let mut recorder = Recorder {
        events: Vec::new(),
        budget,
    };
    let solution = solve_observed(board, options, formula, false, control, &mut recorder)?;
    Ok(Trace {
        algorithm: solution.algorithm,
        ties: options.settings.ties,
        events: recorder.events,
        solution,
    })
}

fn solve_observed<O: Observer>(
    board: &Board,
    options: &SolveOptions,
    formula: &Formula,
    proved: bool,
    control: &mut dyn Control,
    obs: &mut O,
) -> Result<Solution, Error> {
    let goal = options.goal.resolve(board.shape())?;
    if goal != *formula.goal() {
        return Err(Error::BadSetting {
            setting: "heuristic formula",
            value: "a formula read for another goal".into(),
            expected: "the formula read for this board's goal",
        });
    }
    let algorithm = options.algorithm.unwrap_or(Algorithm::AStar);
    algorithm.refuse_heuristic(true)?;
    let max_nodes = options.budget(algorithm, board);
    let problem = Problem {
        start: board,
        goal: &goal,
        estimator: Estimator::new(None, &goal),
        settings: options.settings,
    };
    let estimate = FormulaEstimate {
        formula,
        error: RefCell::new(None),
    };
    let h_start = estimate.estimate(board.cells());
    let mut stop = StopAtError {
        control,
        error: &estimate.error,
    };
    let mut meter = Meter::new(&mut stop, max_nodes);
    let outcome = if !is_solvable(board, &goal) {
        Outcome::stopped(Status::Unsolvable)
    } else {
        match algorithm {
            Algorithm::Greedy => {
                best_first::run_with(&problem, &estimate, &mut meter, Order::Greedy, false, obs)
            }
            Algorithm::AStar => {
                best_first::run_with(&problem, &estimate, &mut meter, Order::AStar, false, obs)
            }
            _ => idastar::run_with(&problem, &estimate, &mut meter, obs),
        }
    };
    let stats = Stats {
        h_start,
        ..meter.finish()
    };
    if let Some((e, tiles)) = estimate.error.take() {
        return Err(Error::BadSetting {
            setting: "heuristic formula",
            value: super::CheckError::Formula(e, tiles).to_string(),
            expected: "a formula with a number for a value on every board",
        });
    }
    let solved = outcome.status == Status::Solved;
    let optimal = solved && proved && algorithm != Algorithm::Greedy;
    let tiles = replay_tiles(board, &outcome.moves);
    Ok(Solution {
        status: outcome.status,
        algorithm,
        heuristic: None,
        method: Method::Search,
        optimal,
        lower_bound: optimal.then_some(outcome.moves.len() as u32),
        moves: outcome.moves,
        tiles,
        stats,
    })
}
