//! The heuristic task: the student writes h in the heuristic lab's formula language, and the
//! worker grades it with the jobs the lab already runs. The check, on all 181,440 8-puzzles
//! against the exact distances: h must be a number on every board and admissible. Then the
//! race: A* with Manhattan and A* with h on the exercise's 120 boards (20 at each of d = 4, 8,
//! …, 24, drawn from the exercise's id). It passes when h generates at most the pass mark's
//! share of Manhattan's nodes. The attempt keeps the formula, never the numbers: a restored
//! attempt is graded again, on the same boards. The boards are the exercise's, not the
//! attempt's: a seed drawn per attempt and kept in the record let a hand-edited record (or a run
//! of retries) pick boards on which a borderline formula passes (23 seeds of 40 for one).

use super::{Exercise, Feedback, Score, score};
use crate::i18n::{Key, Said};
use crate::options::Task;
use crate::state::State;
use crate::state::effect::{Effect, Note};
use crate::state::jobs::{self, Owner};
use crate::state::news::{News, Reply};
use npuzzle_core::experiment::{Contender, Plan, Row};
use npuzzle_core::formula::{Counterexample, HeuristicCheck, NotANumber};
use npuzzle_core::{Algorithm, Board, Goal, Heuristic, Shape};
use npuzzle_protocol::Job;

/// The race's boards: 20 at each of these depths, drawn with the attempt's seed (the
/// experiment's draw, so `npuzzle experiment --depths 4..24:4 --count 20 --seed N` shows the
/// same boards' figures).
const DEPTHS: [u32; 6] = [4, 8, 12, 16, 20, 24];
const BOARDS_PER_DEPTH: usize = 20;
/// The seed of a race with no exercise to draw one from.
pub const FIXED_SEED: u32 = 1;

/// The seed of the exercise `id`'s race (FNV-1a of its id): the same for every attempt, page and
/// record, so a formula's verdict is its own. `npuzzle grade --seed` races on others.
pub fn race_seed_of(id: &str) -> u32 {
    id.bytes().fold(0x811c_9dc5, |h: u32, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}
/// The most nodes A* with Manhattan generates on one 8-puzzle board of depth 24 or less (found
/// by solving each of them: a test does).
pub const MANHATTAN_MOST_ON_ONE: u64 = 5_328;
/// h's budget: past this many nodes on the race's boards (on one, or on those raced so far), h
/// generates more than Manhattan does on all 120 boards of any attempt, which fails any pass
/// mark (at most 100% of Manhattan's nodes). The race stops there: a hopeless grading ends early
/// and no verdict changes, whichever boards the seed draws.
pub const MAX_NODES: u64 = BOARDS as u64 * MANHATTAN_MOST_ON_ONE;

/// Where the grading is.
#[derive(Clone, Debug, PartialEq)]
pub enum Grading {
    /// The formula is being checked (the text as typed: its errors name places in it).
    Checking(String),
    /// It is admissible, and races (its rows so far: Manhattan's, then h's, a depth at a time).
    Racing(Vec<Row>),
}

/// What the grading found.
#[derive(Clone, Debug, PartialEq)]
pub enum Graded {
    /// h overestimates here.
    NotAdmissible(Counterexample),
    /// h is not a number here (NaN, infinite, a division by zero).
    NotANumber(NotANumber),
    /// The race: each depth's boards, with the nodes h and Manhattan generated on them in all
    /// (the totals are [`totals`]).
    Raced(Vec<Depth>),
    /// h's searches went past the budget ([`MAX_NODES`]).
    OverBudget,
}

/// One depth of the race: the depth, then the nodes h and Manhattan generated on its boards.
pub type Depth = (u32, u64, u64);

/// The nodes h and Manhattan generated on all the race's boards.
pub fn totals(by_depth: &[Depth]) -> (u64, u64) {
    by_depth
        .iter()
        .fold((0, 0), |(h, m), &(_, own, theirs)| (h + own, m + theirs))
}

/// h's nodes as a percentage of Manhattan's, rounded.
pub fn percent(own: u64, manhattan: u64) -> u64 {
    (100.0 * own as f64 / manhattan.max(1) as f64).round() as u64
}

/// The race's result in words ("Admissible. On the race's boards h generated …"), as the page
/// and `npuzzle heuristic grade` say it.
pub fn raced_words(by_depth: &[Depth], lang: crate::i18n::Lang) -> Said {
    let (own, manhattan) = totals(by_depth);
    Said::key(Key::ExHRaced)
        .with("own", crate::i18n::group(lang, own))
        .with("manhattan", crate::i18n::group(lang, manhattan))
        .with("percent", percent(own, manhattan))
}

/// The race's boards, in the words of the task.
pub const BOARDS: usize = DEPTHS.len() * BOARDS_PER_DEPTH;

/// The formula as kept: whitespace runs made one space (the meaning is the same, and the record
/// then holds printable ASCII only, each character one in an LMS's count).
pub fn kept(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The goal h is graded against: the 8-puzzle's, blank last (the race's).
pub fn goal() -> Goal {
    Goal::new(Board::blank_last(Shape::new(3, 3).expect("3×3 is a shape")))
}

/// The race on the boards `seed` draws: A* with Manhattan and A* with `formula`, a depth at a
/// time, at most [`MAX_NODES`] on a board.
pub fn plan(formula: &str, seed: u32) -> Plan {
    let astar = |heuristic, own| Contender {
        algorithm: Algorithm::AStar,
        heuristic,
        own,
    };
    Plan {
        depths: DEPTHS.to_vec(),
        count: BOARDS_PER_DEPTH,
        searches: vec![astar(Some(Heuristic::Manhattan), false), astar(None, true)],
        max_nodes: MAX_NODES,
        formula: Some(formula.to_string()),
        ..Plan::textbook(u64::from(seed))
    }
}

/// The grade the check alone decides: a formula that is not a number on a board, or that
/// overestimates, fails with no points (no race).
pub fn after_check(checked: &HeuristicCheck) -> Option<(Graded, Score)> {
    if let Some(x) = &checked.not_a_number {
        return Some((Graded::NotANumber(x.clone()), score::failed()));
    }
    let c = checked
        .counterexample
        .clone()
        .filter(|_| !checked.admissible)?;
    Some((Graded::NotAdmissible(c), score::failed()))
}

/// Whether the race's rows so far end it: h's search went past the budget on a board, or its
/// nodes on the boards so far did (it fails whatever the rest).
pub fn over_budget(rows: &[Row]) -> bool {
    let own = rows.iter().filter(|r| r.search.own);
    own.map(nodes)
        .try_fold(0u64, |sum, n| n.map(|n| sum + n))
        .is_none_or(|sum| sum > MAX_NODES)
}

/// Runs the race natively as the page's worker and state run it together: rows until h is past
/// the budget (the page cancels there), then the rows so far. For `npuzzle heuristic grade`.
pub fn race(plan: &Plan) -> Result<Vec<Row>, npuzzle_core::Error> {
    /// Stops the experiment once h is past the budget.
    struct Over<'a>(&'a std::cell::Cell<bool>);
    impl npuzzle_core::Control for Over<'_> {
        fn cancelled(&mut self) -> bool {
            self.0.get()
        }
    }
    let over = std::cell::Cell::new(false);
    let mut rows = Vec::new();
    npuzzle_core::experiment::run(
        plan,
        &mut npuzzle_core::Solver::new(),
        &mut Over(&over),
        &mut |row, _| {
            rows.push(row.clone());
            over.set(over_budget(&rows));
        },
    )
}

/// The grade of an admissible h from its race's rows (a depth at a time, Manhattan's first), at
/// the pass mark `pass`; past the budget it fails.
pub fn after_race(rows: &[Row], pass: f64) -> (Graded, Score) {
    let by_depth: Option<Vec<Depth>> = rows
        .chunks(2)
        .map(|pair| match pair {
            [m, h] if h.search.own && !m.search.own => Some((h.depth, nodes(h)?, nodes(m)?)),
            _ => None,
        })
        .collect();
    match by_depth.filter(|d| !d.is_empty() && !over_budget(rows)) {
        Some(by_depth) => {
            let (own, manhattan) = totals(&by_depth);
            (
                Graded::Raced(by_depth),
                score::heuristic(own, manhattan, pass),
            )
        }
        None => (Graded::OverBudget, score::failed()),
    }
}

/// Nodes generated on a row's boards in all; `None` if one went past the budget.
fn nodes(row: &Row) -> Option<u64> {
    row.generated_mean
        .map(|m| (m * row.boards as f64).round() as u64)
}

impl State {
    /// The student hands in `text`: it is checked, then raced. Refused while a grading runs or
    /// after the attempt has ended.
    pub(super) fn exercise_submit(&mut self, fx: &mut Vec<Effect>) {
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        let open = ex.attempt.done.is_none() && ex.grading.is_none();
        if !open || !ex.spec.as_ref().is_ok_and(|s| s.task == Task::Heuristic) {
            return;
        }
        let text = ex.draft.clone();
        if text.trim().is_empty() {
            ex.note = Some(Note::error(Key::LabEmpty));
            return;
        }
        ex.note = None;
        ex.feedback = None;
        self.grade(text, fx);
    }

    /// Grades `text` (typed now, or the formula of a restored attempt): the check first.
    pub(super) fn grade(&mut self, text: String, fx: &mut Vec<Effect>) {
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        let goal = goal().board().clone();
        let formula = text.clone();
        self.jobs
            .start(Owner::Exercise, Job::Check { goal, formula }, fx);
        ex.grading = Some(Grading::Checking(text));
        self.voice.say(Key::ExGrading);
    }

    /// The worker's word on a grading's job.
    pub(super) fn heuristic_reply(&mut self, r: News, fx: &mut Vec<Effect>) {
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        let Ok(pass) = ex.spec.as_ref().map(|s| s.pass) else {
            return;
        };
        match (r, ex.grading.take()) {
            (News::Reply(Reply::Checked(Err(e))), Some(Grading::Checking(_))) => {
                ex.attempt.formula = None;
                ex.note = Some(Note::error(crate::i18n::bad_formula(&e)));
            }
            (News::Reply(Reply::Checked(Ok(checked))), Some(Grading::Checking(text))) => {
                self.checked(&checked, &text, fx)
            }
            (News::Reply(Reply::ExperimentRow(row)), Some(Grading::Racing(mut rows))) => {
                rows.push(row);
                if !over_budget(&rows) {
                    ex.grading = Some(Grading::Racing(rows));
                    return;
                }
                self.jobs.cancel(&|o| o == Owner::Exercise, fx);
                self.race_ended(&rows, pass, fx);
            }
            (News::Reply(Reply::ExperimentDone), Some(Grading::Racing(rows))) => {
                self.race_ended(&rows, pass, fx)
            }
            (other, grading) => {
                ex.grading = grading;
                if let Some((note, _)) = jobs::failure(&other) {
                    ex.grading = None;
                    ex.note = Some(Note::error(
                        Said::key(Key::ExNoGrade).with_said("why", note.said),
                    ));
                }
            }
        }
    }

    /// The check's verdicts on `text`: failed at once (not a number, or an overestimate, with
    /// the board that shows it), or on to the race.
    fn checked(&mut self, checked: &HeuristicCheck, text: &str, fx: &mut Vec<Effect>) {
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        let seed = ex.attempt.race_seed();
        let formula = ex.attempt.formula.insert(kept(text));
        let Some((graded, failed)) = after_check(checked) else {
            let plan = plan(formula, seed);
            self.jobs.start(Owner::Exercise, Job::Experiment(plan), fx);
            ex.grading = Some(Grading::Racing(Vec::new()));
            return;
        };
        // The board shows where (the attempt keeps its start).
        let tiles = match &graded {
            Graded::NotAdmissible(c) => Some(&c.tiles),
            Graded::NotANumber(x) => Some(&x.tiles),
            _ => None,
        };
        if let Some(Ok(b)) = tiles.map(|t| Board::new(self.puzzle.shape, t.clone())) {
            self.puzzle.board = b;
        }
        ex.feedback = Some(Feedback::Heuristic(graded));
        self.end_attempt(failed, fx);
    }
}

impl State {
    /// The race is over (done, or cut at the budget): the grade from its rows.
    fn race_ended(&mut self, rows: &[Row], pass: f64, fx: &mut Vec<Effect>) {
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        let (graded, score) = after_race(rows, pass);
        ex.feedback = Some(Feedback::Heuristic(graded));
        self.end_attempt(score, fx);
    }
}

impl Exercise {
    /// Whether a grading runs.
    pub fn grading(&self) -> bool {
        self.grading.is_some()
    }
}
