//! A formula checked against the exact distance of every board of a small shape (at most 9
//! cells: all 181,440 8-puzzles): admissible or not with its worst board, consistent or not with
//! its worst pair of neighbours, how close it comes (the mean of h/h*), and how often it is at
//! least Manhattan. A formula that is not a number on some board (NaN, infinite, a division by
//! zero) is neither admissible nor consistent, and the check names that board.

use super::{Formula, FormulaError, Problem};
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

/// A board where the formula's value is not a number.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NotANumber {
    /// The board, row-major, 0 for the blank.
    pub tiles: Vec<Tile>,
    /// What the value is instead.
    pub value: Undefined,
}

/// What a formula's value is where it is not a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Undefined {
    /// NaN: infinity minus infinity, zero times infinity.
    #[serde(rename = "nan")]
    NaN,
    /// Infinite (past the largest number, about 1.8 × 10^308).
    Infinity,
    /// Minus infinity.
    MinusInfinity,
    /// A division by zero.
    DivisionByZero {
        /// The division's character (0-based).
        at: usize,
    },
}

impl Undefined {
    /// What `v` is if it is not a number (`None` for a finite value).
    pub fn of(v: f64) -> Option<Undefined> {
        if v.is_nan() {
            Some(Undefined::NaN)
        } else if v == f64::INFINITY {
            Some(Undefined::Infinity)
        } else if v == f64::NEG_INFINITY {
            Some(Undefined::MinusInfinity)
        } else {
            None
        }
    }

    /// Its name, as the words' selects pick it: `not-a-number`, `infinite`, `minus-infinite`,
    /// `division` (not `nan` or `infinity`, which would read as numbers).
    pub fn name(self) -> &'static str {
        match self {
            Undefined::NaN => "not-a-number",
            Undefined::Infinity => "infinite",
            Undefined::MinusInfinity => "minus-infinite",
            Undefined::DivisionByZero { .. } => "division",
        }
    }
}

impl std::fmt::Display for Undefined {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Undefined::NaN => f.write_str("NaN"),
            Undefined::Infinity => f.write_str("infinite"),
            Undefined::MinusInfinity => f.write_str("minus infinity"),
            Undefined::DivisionByZero { at } => {
                write!(f, "a division by zero (at character {})", at + 1)
            }
        }
    }
}

/// The verdicts.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HeuristicCheck {
    /// Never above the true distance (and a number on every board).
    pub admissible: bool,
    /// 0 at the goal, and changing by at most 1 per move (and a number on every board).
    pub consistent: bool,
    /// The first board found where the formula is not a number, if any: then it is neither
    /// admissible nor consistent, whatever the other boards say.
    #[serde(default)]
    pub not_a_number: Option<NotANumber>,
    /// Boards checked.
    pub states: usize,
    /// Whether those were a sample ([`check_sample`]) rather than every board.
    pub sampled: bool,
    /// The board where h exceeds the distance most, if any does.
    pub counterexample: Option<Counterexample>,
    /// The pair of neighbours whose values differ most beyond 1, if any.
    pub consistency_counterexample: Option<Inconsistency>,
    /// The mean of h/h* over the boards other than the goal (where h is a number).
    pub mean_ratio: f64,
    /// The share of boards where h is at least Manhattan.
    pub dominates_manhattan: f64,
}

/// The verdicts as the boards come: each board's h against its distance, each pair of
/// neighbours' values, the goal's value.
struct Tally {
    manhattan: Estimator,
    states: usize,
    /// Boards where h is a number; of those, boards other than the goal (h/h* has a value).
    numbers: usize,
    ratios: usize,
    ratio: f64,
    dominates: usize,
    worst: Option<Counterexample>,
    gap: f64,
    inconsistency: Option<Inconsistency>,
    undefined: Option<NotANumber>,
}

impl Tally {
    fn new(goal: &Goal) -> Tally {
        Tally {
            manhattan: Estimator::new(Some(Heuristic::Manhattan), goal),
            states: 0,
            numbers: 0,
            ratios: 0,
            ratio: 0.0,
            dominates: 0,
            worst: None,
            gap: 1.0 + 1e-9,
            inconsistency: None,
            undefined: None,
        }
    }

    /// The formula's value on a board as the check reads it: a number, or `None` where it is
    /// not one (the first such board kept); an error the check cannot go on with.
    fn value(
        &mut self,
        cells: &[Tile],
        value: Result<f64, FormulaError>,
    ) -> Result<Option<f64>, CheckError> {
        let undefined = match value {
            Ok(v) => match Undefined::of(v) {
                None => return Ok(Some(v)),
                Some(u) => u,
            },
            Err(FormulaError {
                at,
                problem: Problem::DivisionByZero,
            }) => Undefined::DivisionByZero { at },
            Err(e) => return Err(CheckError::Formula(e, cells.to_vec())),
        };
        self.undefined.get_or_insert_with(|| NotANumber {
            tiles: cells.to_vec(),
            value: undefined,
        });
        Ok(None)
    }

    /// A board, its value `h` (`None`: not a number) and its distance `d`.
    fn board(&mut self, cells: &[Tile], h: Option<f64>, d: u32) {
        self.states += 1;
        let Some(h) = h else { return };
        self.numbers += 1;
        if d > 0 {
            self.ratio += h / f64::from(d);
            self.ratios += 1;
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

    /// Two neighbours' values (the goal given twice: its own value, which must be 0); a pair
    /// with a value that is not a number is the verdict's already.
    fn pair(&mut self, a: &[Tile], ha: Option<f64>, b: &[Tile], hb: Option<f64>) {
        let (Some(ha), Some(hb)) = (ha, hb) else {
            return;
        };
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
        let number = self.undefined.is_none();
        HeuristicCheck {
            admissible: number && self.worst.is_none(),
            consistent: number && self.inconsistency.is_none(),
            not_a_number: self.undefined,
            states: self.states,
            sampled,
            counterexample: self.worst,
            consistency_counterexample: self.inconsistency,
            // Over the boards where h is a number (and, for h/h*, other than the goal).
            mean_ratio: self.ratio / self.ratios.max(1) as f64,
            dominates_manhattan: self.dominates as f64 / self.numbers.max(1) as f64,
        }
    }
}

/// Checks `formula` on every board that reaches `goal` (at most 9 cells): a value that is not a
/// number (NaN, infinite, a division by zero) is a verdict with its board; an error if it fails
/// on one otherwise (`row(0)`, say), or if the shape is larger.
pub fn check(formula: &Formula, goal: &Goal) -> Result<HeuristicCheck, CheckError> {
    let cells = goal.board().cells().len();
    if cells > perfect::MAX_CELLS {
        return Err(CheckError::TooLarge(cells));
    }
    let table = PerfectTable::build(goal, &mut |_| {});
    let mut tally = Tally::new(goal);
    // Every solvable board's value, by rank (NaN where it is not a number).
    let mut h = vec![f64::NAN; (1..=cells).product()];
    let mut failure = None;
    table.each(|rank, board, d| {
        if failure.is_some() {
            return;
        }
        match tally.value(board, formula.eval_cells(board)) {
            Ok(v) => {
                h[rank] = v.unwrap_or(f64::NAN);
                tally.board(board, v, u32::from(d));
            }
            Err(e) => failure = Some(e),
        }
    });
    if let Some(f) = failure {
        return Err(f);
    }
    let number = |v: f64| (!v.is_nan()).then_some(v);
    // Consistency: the goal's value, then every move.
    let goal_cells = goal.board().cells();
    let hg = number(h[perfect::rank(goal_cells)]);
    tally.pair(goal_cells, hg, goal_cells, hg);
    table.each(|rank, cells, _| {
        let board = Board::new(goal.board().shape(), cells.to_vec())
            .unwrap_or_else(|_| unreachable!("a board of the table"));
        for nb in Move::ALL.iter().filter_map(|&m| board.moved(m)) {
            let hb = number(h[perfect::rank(nb.cells())]);
            tally.pair(cells, number(h[rank]), nb.cells(), hb);
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
    let mut tally = Tally::new(goal);
    let h = |tally: &mut Tally, cells: &[Tile]| tally.value(cells, formula.eval_cells(cells));
    let goal_cells = goal.board().cells();
    let hg = h(&mut tally, goal_cells)?;
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
        let v = h(&mut tally, board.cells())?;
        tally.board(board.cells(), v, d);
        for nb in Move::ALL.iter().filter_map(|&m| board.moved(m)) {
            let hb = h(&mut tally, nb.cells())?;
            tally.pair(board.cells(), v, nb.cells(), hb);
        }
    }
    Ok(tally.verdicts(true))
}

/// The most cells of a shape [`check`] checks board by board (a larger one is sampled).
pub const MAX_CHECKED_CELLS: usize = perfect::MAX_CELLS;

/// Why a check could not be made.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum CheckError {
    /// The formula failed on this board (no board: it did not read, see the `From`).
    Formula(FormulaError, Vec<Tile>),
    /// Boards of this many cells are too many to check each (at most 9).
    TooLarge(usize),
}

impl std::fmt::Display for CheckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CheckError::Formula(e, tiles) if tiles.is_empty() => write!(f, "{e}"),
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

/// A formula that does not read, where a check's error is said (the page's worker answers a
/// check, a recording and a race with one kind of error).
impl From<FormulaError> for CheckError {
    fn from(e: FormulaError) -> CheckError {
        CheckError::Formula(e, Vec::new())
    }
}
