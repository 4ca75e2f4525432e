//! A graded exercise: a board, a task, the search settings and a pass rule, set by the host.
//! The student sees the task, progress and, at the end, the score and "Try again"; the host
//! hears each answer and the end (`npuzzle-score`, `npuzzle-completed`) and every change of the
//! attempt (`npuzzle-attempt`, which the web layer also keeps in the browser). With no exercise
//! set, none of this exists and the component is as it always was.
//!
//! Tasks: [`Task::Play`] reaches the goal by hand, scored against the optimal length the solver
//! finds; [`Task::Predict`] picks the next expansions in Predict mode; [`Task::Children`] gives
//! g, h and f for the children of the next expansions of A* ([`children`]); [`Task::Heuristic`]
//! writes an admissible h that generates few nodes ([`heuristic`]).

pub mod answers;
pub mod author;
pub mod children;
mod flow;
pub mod heuristic;
mod restore;
pub mod saved;
pub mod score;

pub use saved::{Damage, Saved};
pub use score::{Report, Score};

use crate::i18n::{Key, Said};
use crate::options::{ExerciseOptions, Hints, Keep, Task};
use crate::state::effect::Note;
use crate::state::puzzle::Puzzle;
use crate::state::search::SearchChoice;
use crate::state::study::predict::Verdict;
use children::Child;
use npuzzle_core::{Algorithm, Board, Move, solvability};

/// Boards an exercise may use: the solver finds their optimal length (play) in seconds, and a
/// recorded search's nodes can be drawn and read (predict, children).
pub const MAX_CELLS: usize = 16;
/// Questions when the teacher sets no count.
const DEFAULT_COUNT: [u32; 2] = [5, 3];
/// The fraction of right answers that passes when the teacher sets none.
pub const DEFAULT_PASS: f64 = 0.8;

/// The exercise as the teacher set it (checked).
#[derive(Clone, Debug, PartialEq)]
pub struct Spec {
    /// The id results and saved attempts are filed under.
    pub id: String,
    /// The task.
    pub task: Task,
    /// Questions (predict, children).
    pub count: u32,
    /// Moves over the optimal length that still pass (play).
    pub slack: u32,
    /// Hints (play).
    pub hints: Hints,
    /// The fraction of right answers that passes (predict, children), or of Manhattan's nodes
    /// an admissible h may generate (heuristic).
    pub pass: f64,
    /// Which result the LMS keeps (not part of a made-up id: it does not change the task).
    pub keep: Keep,
}

/// One attempt.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Attempt {
    /// 1 for the first.
    pub number: u32,
    /// When it started (ms since 1970), once known.
    pub started: Option<f64>,
    /// Hints used (play).
    pub hints: u32,
    /// The blank's moves, in order (play).
    pub path: Vec<Move>,
    /// The node of each question answered: the frontier node picked (predict), the node whose
    /// children were valued (children).
    pub picks: Vec<u32>,
    /// Children: g, h and f as typed for every child valued, in order.
    pub values: Vec<Option<u32>>,
    /// Each answer, right or not (predict: per pick; children: per child), judged here: never
    /// read from saved data.
    pub answers: Vec<bool>,
    /// Heuristic: the formula handed in, once it reads (whitespace made single spaces).
    pub formula: Option<String>,
    /// Heuristic: the seed the race's boards are drawn with, the exercise's
    /// ([`heuristic::race_seed_of`], set at the attempt's start, whatever a record said); `None`
    /// for the other tasks.
    pub seed: Option<u32>,
    /// When each answer was given, in milliseconds after `started` (kept with the attempt).
    pub times: Vec<u32>,
    /// Each answer's record, made as it is judged ([`answers`]): never kept, made again on a
    /// restore.
    pub records: Vec<answers::Answer>,
    /// The final score, once it has ended.
    pub done: Option<Score>,
}

impl Attempt {
    fn first() -> Attempt {
        Attempt {
            number: 1,
            ..Attempt::default()
        }
    }

    /// Right answers so far.
    pub fn right(&self) -> u32 {
        self.answers.iter().filter(|&&r| r).count() as u32
    }

    /// Moves made (play).
    pub fn moves(&self) -> u32 {
        u32::try_from(self.path.len()).unwrap_or(u32::MAX)
    }

    /// The seed of its race: the exercise's, or [`heuristic::FIXED_SEED`] before it is set.
    pub fn race_seed(&self) -> u32 {
        self.seed.unwrap_or(heuristic::FIXED_SEED)
    }

    /// The next attempt's number (the count stops at its ceiling rather than wrap to 0).
    fn next_number(&self) -> u32 {
        self.number.saturating_add(1).min(saved::MAX_ATTEMPT)
    }
}

/// Whether the result reached the LMS, as its adapter (`www/lms-sync.js`) says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// All it has been given is in the LMS.
    Delivered,
    /// The LMS refused or failed: the result is kept and will be sent again.
    Pending,
    /// The LMS's session could not be opened (or was closed, as by a reload in some LMSes): the
    /// result is kept in this browser and sent in the next session.
    NoSession,
}

impl Delivery {
    /// The student's line for it.
    pub fn key(self) -> Key {
        match self {
            Delivery::Delivered => Key::ExDelivered,
            Delivery::Pending => Key::ExPending,
            Delivery::NoSession => Key::ExNoSession,
        }
    }
}

/// What the student last heard about an answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Feedback {
    /// A predict pick's verdict.
    Pick(Verdict),
    /// The children's values: each child, and whether its answer was right.
    Children(Vec<(Child, bool)>),
    /// What grading a heuristic found.
    Heuristic(heuristic::Graded),
}

/// The exercise and the attempt at it.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The checked settings, or what is wrong with them (the exercise then does not start).
    pub spec: Result<Spec, Vec<Said>>,
    /// The settings as given (a later attribute changes one of them).
    pub options: ExerciseOptions,
    /// The board the teacher set, if any (else a random one, kept with the attempt).
    pub given: Option<Board>,
    /// The attempt.
    pub attempt: Attempt,
    /// Play: the start board's optimal length, once the solver has said.
    pub optimal: Option<u32>,
    /// Children: the expansion asked about.
    pub question: Option<(u32, Vec<Child>)>,
    /// On the last answer.
    pub feedback: Option<Feedback>,
    /// A line about the attempt (restored, not kept, not scorable).
    pub note: Option<Note>,
    /// A saved attempt waiting for the recorded search to be replayed into.
    replay: Option<Attempt>,
    /// The web layer has said what was saved (until then nothing is saved over it).
    pub ready: bool,
    /// The last attempt saved.
    pub saved: Option<Saved>,
    /// What the LMS adapter last said, once it said something worth a line.
    pub delivery: Option<Delivery>,
    /// Heuristic: the formula as typed (kept while the page redraws).
    pub draft: String,
    /// Heuristic: the grading, while it runs.
    grading: Option<heuristic::Grading>,
}

/// A student's (or the web layer's) message.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// A new attempt.
    TryAgain,
    /// Predict: this frontier node is expanded next.
    Pick(u32),
    /// Children: g, h and f for each child, as typed (`None` where not a number).
    Check(Vec<[Option<u32>; 3]>),
    /// Heuristic: the formula's text, as typed.
    Draft(String),
    /// Heuristic: hand the formula in.
    Submit,
    /// What the LMS and the browser kept of this exercise (the LMS's first), if anything: the
    /// record that replays and got furthest comes back.
    Restore(Vec<Result<Saved, Damage>>),
    /// What the LMS adapter says of the result (a package's page).
    Delivery(Delivery),
    /// Attempts cannot be kept here (storage refused).
    Unkept,
    /// The authoring panel.
    Author(author::Msg),
}

impl Exercise {
    /// The exercise `o` asks for on `puzzle`; the search is set to the task's (A* where the
    /// teacher chose none).
    pub fn new(
        o: ExerciseOptions,
        given: Option<Board>,
        puzzle: &Puzzle,
        search: &mut SearchChoice,
    ) -> Exercise {
        Exercise {
            spec: Spec::check(&o, given.as_ref(), puzzle, search),
            options: o,
            given,
            attempt: Attempt::first(),
            optimal: None,
            question: None,
            feedback: None,
            note: None,
            replay: None,
            ready: false,
            saved: None,
            delivery: None,
            draft: String::new(),
            grading: None,
        }
    }

    /// Questions answered, and in the exercise (play: 1).
    pub fn progress(&self) -> (u32, u32) {
        self.spec
            .as_ref()
            .map_or((0, 0), |s| s.progress(&self.attempt))
    }

    /// The attempt as it is kept.
    pub fn snapshot(&self, start: &Board) -> Option<Saved> {
        let spec = self.spec.as_ref().ok()?;
        let a = &self.attempt;
        Some(Saved {
            v: saved::VERSION,
            exercise: spec.id.clone(),
            task: spec.task.value().into(),
            attempt: a.number,
            start: start.to_flat(),
            moves: a.moves(),
            path: saved::encode_path(&a.path),
            hints: a.hints,
            picks: a.picks.clone(),
            values: a.values.clone(),
            formula: a.formula.clone(),
            // Kept with the formula only: the boards are not known before it is handed in.
            seed: a.formula.as_ref().and(a.seed),
            started: a.started.unwrap_or(0.0),
            times: a.times.clone(),
            score: a.done,
        })
    }
}

impl Spec {
    /// Questions answered in `attempt`, and in the exercise (play: one, answered at the goal).
    pub fn progress(&self, attempt: &Attempt) -> (u32, u32) {
        match self.task {
            Task::Play | Task::Heuristic => (u32::from(attempt.done.is_some()), 1),
            _ => (attempt.picks.len() as u32, self.count),
        }
    }

    /// Checks the settings against the board the attempt starts from and the search; the search
    /// becomes the task's.
    pub fn check(
        o: &ExerciseOptions,
        given: Option<&Board>,
        puzzle: &Puzzle,
        search: &mut SearchChoice,
    ) -> Result<Spec, Vec<Said>> {
        let mut errors = o.errors.clone();
        let Some(task) = o.task else {
            if errors.is_empty() {
                errors.push(Said::key(Key::ExBadTask).with("v", ""));
            }
            return Err(errors);
        };
        errors.extend(board_error(puzzle));
        errors.extend(fit_search(task, search));
        if !errors.is_empty() {
            return Err(errors);
        }
        let mut spec = Spec {
            id: String::new(),
            task,
            count: o
                .count
                .unwrap_or(DEFAULT_COUNT[usize::from(task == Task::Children)]),
            slack: o.slack.unwrap_or(0),
            hints: o.hints.unwrap_or(Hints::On),
            pass: o.pass.unwrap_or(DEFAULT_PASS),
            keep: o.keep.unwrap_or_default(),
        };
        spec.id = match &o.id {
            Some(id) => id.clone(),
            None => spec.made_up_id(given, puzzle, search),
        };
        Ok(spec)
    }

    /// The id of an exercise the teacher did not name: a hash of everything it was set with
    /// (the board given, or its size).
    fn made_up_id(&self, given: Option<&Board>, puzzle: &Puzzle, search: &SearchChoice) -> String {
        let board = given.map_or_else(|| puzzle.start.shape().to_string(), Board::to_flat);
        // Names, not Debug or float printing: neither is otherwise in the page's wasm.
        let settings = &search.settings;
        let text = [
            self.task.value(),
            &board,
            puzzle.goal_kind.value(),
            search.algorithm.name(),
            search.job_heuristic().map_or("", |h| h.name()),
            &crate::options::order_letters(settings.order),
            crate::options::ties_value(settings.ties),
            crate::options::goal_test_value(settings.goal_test),
            &self.count.to_string(),
            &self.slack.to_string(),
            &self.hints.value(),
            &((self.pass * 1000.0).round() as u32).to_string(),
        ]
        .join("|");
        format!("ex-{:08x}", fnv1a(&text))
    }
}

/// What makes the start unfit for an exercise: too large, unsolvable, or already the goal.
fn board_error(puzzle: &Puzzle) -> Option<Said> {
    let board = &puzzle.start;
    if board.shape().cells() > MAX_CELLS {
        Some(
            Said::key(Key::ExTooLarge)
                .with("size", board.shape())
                .with("max", MAX_CELLS),
        )
    } else if !solvability(board, &puzzle.goal).solvable {
        Some(Key::ExUnsolvable.into())
    } else if puzzle.goal.is_reached(board.cells()) {
        Some(Key::ExAlreadyGoal.into())
    } else {
        None
    }
}

/// The task's search: a search the teacher chose that does not fit is an error; one not chosen
/// becomes A*, which fits every task.
fn fit_search(task: Task, search: &mut SearchChoice) -> Option<Said> {
    if fits(task, search.algorithm) {
        return None;
    }
    if !search.chosen {
        search.algorithm = Algorithm::AStar;
        return None;
    }
    let key = if task == Task::Predict {
        Key::ExNeedsPredictable
    } else {
        Key::ExNeedsAStar
    };
    let algo = crate::i18n::algorithm_name(search.algorithm).into();
    Some(Said::key(key).with_said("algo", algo))
}

/// Whether `task` can be set on `algorithm`: predict needs a frontier to pick from, children
/// A*'s g, h and f.
fn fits(task: Task, algorithm: Algorithm) -> bool {
    match task {
        Task::Play | Task::Heuristic => true,
        Task::Predict => algorithm.predictable(),
        Task::Children => algorithm == Algorithm::AStar,
    }
}

/// FNV-1a, 32 bits: a short stable id for an exercise the teacher did not name.
fn fnv1a(text: &str) -> u32 {
    text.bytes().fold(0x811c_9dc5, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}
