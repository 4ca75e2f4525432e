//! A formula checked against the exact distance of every board of a small shape (at most 9
//! cells: all 181,440 8-puzzles): admissible or not with its worst board, consistent or not with
//! its worst pair of neighbours, how close it comes (the mean of h/h*), and how often it is at
//! least Manhattan.

use super::{Formula, FormulaError};
use crate::board::{Board, Goal, Move, Tile};
use crate::heuristic::{Estimator, Heuristic};
use crate::tables::perfect::{self, PerfectTable};

/// A board where h is above the true distance.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
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
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
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
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Checked {
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

/// Checks `formula` on every board that reaches `goal` (at most 9 cells); an error if it fails
/// on one (a division by zero, say), or if the shape is larger.
pub fn check(formula: &Formula, goal: &Goal) -> Result<Checked, CheckError> {
    let cells = goal.board().cells().len();
    if cells > perfect::MAX_CELLS {
        return Err(CheckError::TooLarge(cells));
    }
    let table = PerfectTable::build(goal, &mut |_| {});
    let manhattan = Estimator::new(Some(Heuristic::Manhattan), goal);
    // Every solvable board's value, by rank.
    let mut h = vec![f64::NAN; (1..=cells).product()];
    let mut states = 0;
    let (mut worst, mut ratio, mut dominates) = (None::<Counterexample>, 0.0, 0usize);
    let mut failure = None;
    table.each(|rank, board, d| {
        if failure.is_some() {
            return;
        }
        let v = match formula.eval_cells(board) {
            Ok(v) => v,
            Err(e) => {
                failure = Some(CheckError::Formula(e, board.to_vec()));
                return;
            }
        };
        h[rank] = v;
        states += 1;
        if d > 0 {
            ratio += v / f64::from(d);
        }
        if v >= f64::from(manhattan.estimate(board)) {
            dominates += 1;
        }
        let over = v - f64::from(d);
        if over > 1e-9
            && worst
                .as_ref()
                .is_none_or(|w| over > w.h - f64::from(w.h_star))
        {
            worst = Some(Counterexample {
                tiles: board.to_vec(),
                h: v,
                h_star: u32::from(d),
            });
        }
    });
    if let Some(f) = failure {
        return Err(f);
    }
    // Consistency: the goal's value, then every move.
    let goal_cells = goal.board().cells().to_vec();
    let hg = h[perfect::rank(&goal_cells)];
    let mut inconsistency = (hg.abs() > 1e-9).then(|| Inconsistency {
        a: goal_cells.clone(),
        b: goal_cells.clone(),
        ha: hg,
        hb: hg,
    });
    let mut gap = 1.0 + 1e-9;
    table.each(|rank, cells, _| {
        let ha = h[rank];
        let board = Board::new(goal.board().shape(), cells.to_vec()).expect("a board of the table");
        for m in Move::ALL {
            if let Some(nb) = board.moved(m) {
                let hb = h[perfect::rank(nb.cells())];
                let d = (ha - hb).abs();
                if d > gap {
                    gap = d;
                    inconsistency = Some(Inconsistency {
                        a: cells.to_vec(),
                        b: nb.cells().to_vec(),
                        ha,
                        hb,
                    });
                }
            }
        }
    });
    Ok(Checked {
        admissible: worst.is_none(),
        consistent: inconsistency.is_none(),
        states,
        sampled: false,
        counterexample: worst,
        consistency_counterexample: inconsistency,
        mean_ratio: ratio / (states - 1).max(1) as f64,
        dominates_manhattan: dominates as f64 / states as f64,
    })
}

/// Boards a sampled check draws by default.
pub const SAMPLES: usize = 100;
/// The longest scramble a sampled board is drawn from (their optimal lengths stay below it, so
/// each is solved at once).
const SAMPLE_DEPTH: usize = 40;

/// Checks `formula` on `count` boards of a larger shape drawn by `seed` (each a scramble of up to
/// 40 random moves from the goal, solved optimally), and on each one's neighbours for
/// consistency: the same verdicts as [`check`], labelled as a sample. A property held on the
/// sample may still fail elsewhere; a counterexample found is a real one.
pub fn check_sample(
    formula: &Formula,
    goal: &Goal,
    count: usize,
    seed: u64,
) -> Result<Checked, CheckError> {
    let manhattan = Estimator::new(Some(Heuristic::Manhattan), goal);
    let mut solver = crate::Solver::one_shot();
    let h = |cells: &[Tile]| {
        formula
            .eval_cells(cells)
            .map_err(|e| CheckError::Formula(e, cells.to_vec()))
    };
    let hg = h(goal.board().cells())?;
    let goal_cells = goal.board().cells().to_vec();
    let mut inconsistency = (hg.abs() > 1e-9).then(|| Inconsistency {
        a: goal_cells.clone(),
        b: goal_cells.clone(),
        ha: hg,
        hb: hg,
    });
    let (mut worst, mut ratio, mut dominates, mut gap) =
        (None::<Counterexample>, 0.0, 0usize, 1.0 + 1e-9);
    let options = crate::SolveOptions {
        goal: crate::GoalSpec::Custom(goal.board().clone()),
        ..Default::default()
    };
    for i in 0..count {
        let mix = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(i as u64);
        let depth = 1 + (mix % SAMPLE_DEPTH as u64) as usize;
        let board = crate::scramble(goal, depth, mix).expect("a short scramble");
        let solved = solver
            .solve(&board, &options, &mut crate::NoControl)
            .expect("a board of the goal's shape");
        let d = solved.length().expect("a scramble reaches the goal") as u32;
        let v = h(board.cells())?;
        if d > 0 {
            ratio += v / f64::from(d);
        }
        if v >= f64::from(manhattan.estimate(board.cells())) {
            dominates += 1;
        }
        let over = v - f64::from(d);
        if over > 1e-9
            && worst
                .as_ref()
                .is_none_or(|w| over > w.h - f64::from(w.h_star))
        {
            worst = Some(Counterexample {
                tiles: board.cells().to_vec(),
                h: v,
                h_star: d,
            });
        }
        for m in Move::ALL {
            if let Some(nb) = board.moved(m) {
                let hb = h(nb.cells())?;
                if (v - hb).abs() > gap {
                    gap = (v - hb).abs();
                    inconsistency = Some(Inconsistency {
                        a: board.cells().to_vec(),
                        b: nb.cells().to_vec(),
                        ha: v,
                        hb,
                    });
                }
            }
        }
    }
    Ok(Checked {
        admissible: worst.is_none(),
        consistent: inconsistency.is_none(),
        states: count,
        sampled: true,
        counterexample: worst,
        consistency_counterexample: inconsistency,
        mean_ratio: ratio / count.max(1) as f64,
        dominates_manhattan: dominates as f64 / count.max(1) as f64,
    })
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
