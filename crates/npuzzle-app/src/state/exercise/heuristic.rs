//! The heuristic task: the student writes h in the heuristic lab's formula language, and the
//! worker grades it with the jobs the lab already runs. The check, on all 181,440 8-puzzles
//! against the exact distances: h must be a number on every board and admissible. Then the
//! race: A* with Manhattan, then A* with h, on 120 boards drawn for the attempt (20 at each of
//! d = 4, 8, …, 24, by a seed the attempt draws at its start). It passes when h generates at
//! most the pass mark's share of Manhattan's nodes. The attempt keeps the formula and the seed,
//! never the numbers: a restored attempt is graded again, on the same boards.

use super::{Exercise, Feedback, Score, score};
use crate::i18n::{Key, Said};
use crate::options::Task;
use crate::state::State;
use crate::state::effect::{Effect, Note};
use crate::state::jobs::{self, Owner};
use crate::state::news::{News, Reply};
use npuzzle_core::experiment::{Plan, Row, Search};
use npuzzle_core::formula::{Counterexample, HeuristicCheck, NotANumber};
use npuzzle_core::{Algorithm, Board, Goal, Heuristic, Shape};
use npuzzle_protocol::Job;

/// The race's boards: 20 at each of these depths, drawn with the attempt's seed (the
/// experiment's draw, so `npuzzle experiment --depths 4..24:4 --count 20 --seed N` shows the
/// same boards' figures).
const DEPTHS: [u32; 6] = [4, 8, 12, 16, 20, 24];
const BOARDS_PER_DEPTH: usize = 20;
/// The seed every attempt raced with before attempts drew their own: a record without a seed
/// is graded on its boards, as it was then.
pub const FIXED_SEED: u32 = 1;
/// Nodes Manhattan's search may generate on one board: never reached. On the 8-puzzle's boards
/// of depth 24 or less it generates at most 5,328 on one (found by solving each of them).
pub const MANHATTAN_NODES: u64 = 50_000;

/// Where the grading is.
#[derive(Clone, Debug, PartialEq)]
pub enum Grading {
    /// The formula is being checked (the text as typed: its errors name places in it).
    Checking(String),
    /// It is admissible; Manhattan runs on the race's boards first (its rows so far), since
    /// its nodes on all of them are h's budget on one.
    Pacing(Vec<Row>),
    /// h races: Manhattan's rows, and h's rows so far.
    Racing(Vec<Row>, Vec<Row>),
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
    /// h's search went past this many nodes on one board: Manhattan's on all of them.
    OverBudget(u64),
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

/// The race's first half: A* with Manhattan on the boards `seed` draws.
pub fn manhattan_plan(seed: u32) -> Plan {
    race_plan(
        astar(Some(Heuristic::Manhattan), false),
        seed,
        MANHATTAN_NODES,
    )
}

/// The race's second half: A* with `formula` on the same boards, at most `budget` nodes a
/// board ([`budget`]).
pub fn own_plan(formula: &str, seed: u32, budget: u64) -> Plan {
    Plan {
        formula: Some(formula.to_string()),
        ..race_plan(astar(None, true), seed, budget)
    }
}

fn astar(heuristic: Option<Heuristic>, own: bool) -> Search {
    Search {
        algorithm: Algorithm::AStar,
        heuristic,
        own,
    }
}

fn race_plan(search: Search, seed: u32, max_nodes: u64) -> Plan {
    Plan {
        depths: DEPTHS.to_vec(),
        count: BOARDS_PER_DEPTH,
        searches: vec![search],
        max_nodes,
        formula: None,
        ..Plan::textbook(u64::from(seed))
    }
}

/// h's budget on one board: Manhattan's nodes on all the race's boards (from its rows). A board
/// past it puts h over Manhattan's total, which fails any pass mark (at most 100% of Manhattan's
/// nodes): the budget ends a hopeless grading early and never changes a verdict, whatever the
/// boards. `None` if Manhattan's own search did not finish a row.
pub fn budget(manhattan: &[Row]) -> Option<u64> {
    manhattan.iter().map(nodes).sum()
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

/// Whether a race's row ends it: h's search went past the budget on a board (it fails whatever
/// the rest).
pub fn over_budget(row: &Row) -> bool {
    row.search.own && row.generated_mean.is_none()
}

/// The grade of an admissible h from its race's rows (Manhattan's, then h's, a depth at a time),
/// at the pass mark `pass`; a row past the budget fails it.
pub fn after_race(manhattan: &[Row], own: &[Row], pass: f64) -> (Graded, Score) {
    let over = || Graded::OverBudget(budget(manhattan).unwrap_or(0));
    if own.len() != manhattan.len() || own.is_empty() {
        return (over(), score::failed());
    }
    let by_depth: Option<Vec<Depth>> = manhattan
        .iter()
        .zip(own)
        .map(|(m, h)| Some((h.depth, nodes(h)?, nodes(m)?)))
        .collect();
    match by_depth {
        Some(by_depth) => {
            let (own, manhattan) = totals(&by_depth);
            (
                Graded::Raced(by_depth),
                score::heuristic(own, manhattan, pass),
            )
        }
        None => (over(), score::failed()),
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
        let seed = ex.attempt.race_seed();
        match (r, ex.grading.take()) {
            (News::Reply(Reply::Checked(Err(why))), Some(Grading::Checking(_))) => {
                ex.attempt.formula = None;
                ex.note = Some(Note::error(Said::key(Key::LabBadFormula).with("why", why)));
            }
            (News::Reply(Reply::Checked(Ok(checked))), Some(Grading::Checking(text))) => {
                self.checked(&checked, &text, fx)
            }
            (News::Reply(Reply::ExperimentRow(row)), Some(Grading::Pacing(mut rows))) => {
                rows.push(row);
                ex.grading = Some(Grading::Pacing(rows));
            }
            (News::Reply(Reply::ExperimentDone), Some(Grading::Pacing(rows))) => {
                let formula = ex.attempt.formula.clone().unwrap_or_default();
                let budget = budget(&rows).unwrap_or(MANHATTAN_NODES);
                let plan = own_plan(&formula, seed, budget);
                self.jobs.start(Owner::Exercise, Job::Experiment(plan), fx);
                ex.grading = Some(Grading::Racing(rows, Vec::new()));
            }
            (News::Reply(Reply::ExperimentRow(row)), Some(Grading::Racing(m, mut own))) => {
                let over = over_budget(&row);
                own.push(row);
                if !over {
                    ex.grading = Some(Grading::Racing(m, own));
                    return;
                }
                self.jobs.cancel(&|o| o == Owner::Exercise, fx);
                self.race_ended(&m, &own, pass, fx);
            }
            (News::Reply(Reply::ExperimentDone), Some(Grading::Racing(m, own))) => {
                self.race_ended(&m, &own, pass, fx)
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
    /// the board that shows it), or on to the race, Manhattan first.
    fn checked(&mut self, checked: &HeuristicCheck, text: &str, fx: &mut Vec<Effect>) {
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        ex.attempt.formula = Some(kept(text));
        let Some((graded, failed)) = after_check(checked) else {
            let plan = manhattan_plan(ex.attempt.race_seed());
            self.jobs.start(Owner::Exercise, Job::Experiment(plan), fx);
            ex.grading = Some(Grading::Pacing(Vec::new()));
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
    fn race_ended(&mut self, manhattan: &[Row], own: &[Row], pass: f64, fx: &mut Vec<Effect>) {
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        let (graded, score) = after_race(manhattan, own, pass);
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
