//! A formula checked against the exact distance of every board of a small shape (at most 9
//! cells: all 181,440 8-puzzles): admissible or not with its worst board, consistent or not with
//! its worst pair of neighbours, how close it comes (the mean of h/h*), and how often it is at
//! least Manhattan.

use super::{Formula, FormulaError};
use crate::board::{Board, Goal, Move, Tile};
use crate::heuristic::{Estimator, Heuristic};
use crate::tables::perfect::{self, PerfectTable};

/// A board where h is above the true distance.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Counterexample {
    /// The board, row-major, 0 for the blank.
    pub tiles: Vec<Tile>,
    /// The formula's value.
    pub h: f64,
    /// The true distance.
    pub h_star: u32,
}

/// Two neighbours whose values differ by more than the one move between them (or the goal
/// with a value other than 0: then `a` and `b` are both the goal).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Inconsistency {
    /// One board.
    pub a: Vec<Tile>,
    /// Its neighbour.
    pub b: Vec<Tile>,
    /// The formula at `a`.
    pub ha: f64,
    /// The formula at `b`.
    pub hb: f64,
}

/// The verdicts.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HeuristicCheck {
    /// Never above the true distance.
    pub admissible: bool,
    /// 0 at the goal, and changing by at most 1 per move.
    pub consistent: bool,
    /// Boards checked.
    pub states: usize,
    /// Whether those were a sample ([`check_sample`]) rather than every board.
    pub sampled: bool,
    /// The board where h exceeds the distance most, if any does.
    pub counterexample: Option<Counterexample>,
    /// The pair of neighbours whose values differ most beyond 1, if any.
    pub consistency_counterexample: Option<Inconsistency>,
    /// The mean of h/h* over the boards other than the goal.
    pub mean_ratio: f64,
    /// The share of boards where h is at least Manhattan.
    pub dominates_manhattan: f64,
}

/// The verdicts as the boards come: each board's h against its distance, each pair of
/// neighbours' values, the goal's value.
struct Tally {
    manhattan: Estimator,
    states: usize,
    ratio: f64,
    dominates: usize,
    worst: Option<Counterexample>,
    gap: f64,
    inconsistency: Option<Inconsistency>,
}

impl Tally {
    fn new(goal: &Goal) -> Tally {
        Tally {
            manhattan: Estimator::new(Some(Heuristic::Manhattan), goal),
            states: 0,
            ratio: 0.0,
            dominates: 0,
            worst: None,
            gap: 1.0 + 1e-9,
            inconsistency: None,
        }
    }

    /// A board, its value `h` and its distance `d`.
    fn board(&mut self, cells: &[Tile], h: f64, d: u32) {
        self.states += 1;
        if d > 0 {
            self.ratio += h / f64::from(d);
        }
        if h >= f64::from(self.manhattan.estimate(cells)) {
            self.dominates += 1;
        }
        let over = h - f64::from(d);
        let worse = |w: &Counterexample| over > w.h - f64::from(w.h_star);
        if over > 1e-9 && self.worst.as_ref().is_none_or(worse) {
            self.worst = Some(Counterexample {
                tiles: cells.to_vec(),
                h,
                h_star: d,
            });
        }
    }

    /// Two neighbours' values (the goal given twice: its own value, which must be 0).
    fn pair(&mut self, a: &[Tile], ha: f64, b: &[Tile], hb: f64) {
        let gap = if a == b {
            ha.abs() + 1.0
        } else {
            (ha - hb).abs()
        };
        if gap > self.gap {
            self.gap = gap;
            self.inconsistency = Some(Inconsistency {
                a: a.to_vec(),
                b: b.to_vec(),
                ha,
                hb,
            });
        }
    }

    fn verdicts(self, sampled: bool) -> HeuristicCheck {
        let asked = self.states.max(1) as f64;
        HeuristicCheck {
            admissible: self.worst.is_none(),
            consistent: self.inconsistency.is_none(),
            states: self.states,
            sampled,
            counterexample: self.worst,
            consistency_counterexample: self.inconsistency,
            // Every board but the goal (d = 0) has a ratio; a sample may not hold the goal.
            mean_ratio: self.ratio
                / if sampled {
                    asked
                } else {
                    (asked - 1.0).max(1.0)
                },
            dominates_manhattan: self.dominates as f64 / asked,
        }
    }
}

/// Checks `formula` on every board that reaches `goal` (at most 9 cells); an error if it fails
/// on one (a division by zero, say), or if the shape is larger.
pub fn check(formula: &Formula, goal: &Goal) -> Result<HeuristicCheck, CheckError> {
    let cells = goal.board().cells().len();
    if cells > perfect::MAX_CELLS {
        return Err(CheckError::TooLarge(cells));
    }
    let table = PerfectTable::build(goal, &mut |_| {});
    let mut tally = Tally::new(goal);
    // Every solvable board's value, by rank.
    let mut h = vec![f64::NAN; (1..=cells).product()];
    let mut failure = None;
    table.each(|rank, board, d| {
        if failure.is_some() {
            return;
        }
        match formula.eval_cells(board) {
            Ok(v) => {
                h[rank] = v;
                tally.board(board, v, u32::from(d));
            }
            Err(e) => failure = Some(CheckError::Formula(e, board.to_vec())),
        }
    });
    if let Some(f) = failure {
        return Err(f);
    }
    // Consistency: the goal's value, then every move.
    let goal_cells = goal.board().cells();
    let hg = h[perfect::rank(goal_cells)];
    tally.pair(goal_cells, hg, goal_cells, hg);
    table.each(|rank, cells, _| {
        let board = Board::new(goal.board().shape(), cells.to_vec())
            .unwrap_or_else(|_| unreachable!("a board of the table"));
        for nb in Move::ALL.iter().filter_map(|&m| board.moved(m)) {
            tally.pair(cells, h[rank], nb.cells(), h[perfect::rank(nb.cells())]);
        }
    });
    Ok(tally.verdicts(false))
}

/// Boards a sampled check draws by default.
pub const SAMPLES: usize = 100;
/// The longest scramble a sampled board is drawn from (their optimal lengths stay below it, so
/// each is solved at once).
const SAMPLE_DEPTH: usize = 40;

/// The verdicts on the goal's shape: every board of one of at most 9 cells ([`check`]), else
/// `count` boards drawn by `seed` ([`check_sample`]). What the page, the wasm API and the CLI
/// each ask.
pub fn check_shape(
    formula: &Formula,
    goal: &Goal,
    count: usize,
    seed: u64,
) -> Result<HeuristicCheck, CheckError> {
    if goal.board().cells().len() <= perfect::MAX_CELLS {
        check(formula, goal)
    } else {
        check_sample(formula, goal, count, seed)
    }
}

/// Checks `formula` on `count` boards of a larger shape drawn by `seed` (each a scramble of up to
/// 40 random moves from the goal, solved optimally), and on each one's neighbours for
/// consistency: the same verdicts as [`check`], labelled as a sample. A property held on the
/// sample may still fail elsewhere; a counterexample found is a real one.
pub fn check_sample(
    formula: &Formula,
    goal: &Goal,
    count: usize,
    seed: u64,
) -> Result<HeuristicCheck, CheckError> {
    let mut solver = crate::Solver::one_shot();
    let h = |cells: &[Tile]| {
        formula
            .eval_cells(cells)
            .map_err(|e| CheckError::Formula(e, cells.to_vec()))
    };
    let mut tally = Tally::new(goal);
    let goal_cells = goal.board().cells();
    let hg = h(goal_cells)?;
    tally.pair(goal_cells, hg, goal_cells, hg);
    let options = crate::SolveOptions {
        goal: crate::GoalSpec::Custom(goal.board().clone()),
        ..Default::default()
    };
    for i in 0..count {
        let mix = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(i as u64);
        let depth = 1 + (mix % SAMPLE_DEPTH as u64) as usize;
        let board =
            crate::scramble(goal, depth, mix).unwrap_or_else(|_| unreachable!("a short scramble"));
        let solved = solver
            .solve(&board, &options, &mut crate::NoControl)
            .unwrap_or_else(|_| unreachable!("a board of the goal's shape"));
        let d = solved.length().expect("a scramble reaches the goal") as u32;
        let v = h(board.cells())?;
        tally.board(board.cells(), v, d);
        for nb in Move::ALL.iter().filter_map(|&m| board.moved(m)) {
            tally.pair(board.cells(), v, nb.cells(), h(nb.cells())?);
        }
    }
    Ok(tally.verdicts(true))
}

/// Why a check could not be made.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckError {
    /// The formula failed on this board.
    Formula(FormulaError, Vec<Tile>),
    /// Boards of this many cells are too many to check each (at most 9).
    TooLarge(usize),
}

impl std::fmt::Display for CheckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CheckError::Formula(e, tiles) => {
                let board: Vec<String> = tiles.iter().map(u16::to_string).collect();
                write!(f, "{e} (on the board {})", board.join(" "))
            }
            CheckError::TooLarge(n) => write!(
                f,
                "a board of {n} cells has too many states to check each: at most {} cells",
                perfect::MAX_CELLS
            ),
        }
    }
}

impl std::error::Error for CheckError {}
