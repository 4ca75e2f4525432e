//! The page without a browser: the component's own state machine (`npuzzle_app::state`) given
//! the exercise's settings and a student's record, exactly as a page restores a kept attempt,
//! with every job it asks for run here by the core instead of a Web Worker. So the server's
//! score is the page's score by construction: the same replay, the same rules, the same code.

use npuzzle_app::options::{Options, Task};
use npuzzle_app::state::exercise::{Msg as ExMsg, Saved};
use npuzzle_app::state::{Effect, Event, Msg, News, Reply, State};
use npuzzle_core::formula::{CheckError, Formula, SAMPLES, check_shape};
use npuzzle_core::{Board, Control, Goal, GoalSpec, SolveOptions, Solver};
use npuzzle_protocol::{Job, Search};
use std::cell::Cell;
use std::sync::Mutex;
use std::time::Instant;

/// What a record came to.
#[derive(Clone, Debug, PartialEq)]
pub struct Replayed {
    /// The attempt's number.
    pub attempt: u32,
    /// Its end, if it ended: the score the page gives it.
    pub end: Option<End>,
    /// Its answers so far, as the replay judged them (JSON: the app's `Answer`s).
    pub answers: String,
}

/// An ended attempt's result.
#[derive(Clone, Debug, PartialEq)]
pub struct End {
    /// Points.
    pub raw: u32,
    /// Points possible.
    pub max: u32,
    /// Whether it passed.
    pub passed: bool,
    /// The teacher's rule for which result stands: `best` or `last`.
    pub keep: String,
    /// The page's report of it (what an LMS plugin hears), as JSON.
    pub report: String,
}

/// Why a record was not graded.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Unreplayable {
    /// The link's settings do not make an exercise (the page would say so too).
    #[error("the link's exercise settings are not an exercise: {0}")]
    Settings(String),
    /// The record is not an attempt at this exercise, or does not replay.
    #[error("the record is not an attempt at this exercise, or does not replay")]
    Record,
    /// The replay needed more time than a grade may take (the server is busy, or the search
    /// is long): put off, not refused.
    #[error("grading took longer than {0} s")]
    TooLong(u64),
}

/// The most seconds one record's grading may take (a heuristic's race is the longest: a few
/// seconds in a release build); past it the grade is put off (the page sends it again later)
/// rather than a server thread held.
pub const MAX_SECONDS: u64 = 60;
/// The most rounds of jobs a replay may ask for (a restore asks for one or two).
const MAX_ROUNDS: usize = 16;
/// Memory for the nodes one search stores, as the page's worker allows (its budget, not the
/// server's: a board the page gives up on is not scored here either).
const NODE_BYTES: u64 = 80 << 20;

/// Solvers kept between replays: each holds the tables it built (a 4×4's pattern databases
/// take seconds), so a grade does not build them again.
static SOLVERS: Mutex<Vec<Solver>> = Mutex::new(Vec::new());

/// A solver with its tables, kept again when dropped.
struct Kept(Option<Solver>);

impl Kept {
    fn take() -> Kept {
        let kept = SOLVERS.lock().ok().and_then(|mut v| v.pop());
        Kept(Some(kept.unwrap_or_default()))
    }

    fn solver(&mut self) -> &mut Solver {
        self.0.as_mut().expect("kept until dropped")
    }
}

impl Drop for Kept {
    fn drop(&mut self) {
        // At most one per core (as many as replay at once); none from a replay that panicked.
        let most = std::thread::available_parallelism().map_or(2, |n| n.get());
        if std::thread::panicking() {
            return;
        }
        if let (Some(solver), Ok(mut v)) = (self.0.take(), SOLVERS.lock())
            && v.len() < most
        {
            v.push(solver);
        }
    }
}

/// `record` replayed as the page would restore it, on the exercise of `query` (the page's own
/// query: `exercise=play&board=…`). A record that has not ended is only checked (its moves or
/// answers fit the exercise); one that has is scored by the page's state machine, its
/// searches run here.
pub fn replay(query: &str, record: Saved) -> Result<Replayed, Unreplayable> {
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes())
        .into_owned()
        .collect();
    let mut state = State::new(Options::read(&pairs), 1);
    let started = record.started;
    let number = record.attempt;
    if !needs_replay(&state, &record)? {
        return Ok(Replayed {
            attempt: number,
            end: None,
            answers: "[]".into(),
        });
    }
    state.now = started;
    let clock = Deadline::new();
    let mut solver = Kept::take();
    let mut effects = state.update(Msg::Exercise(ExMsg::Restore(vec![Ok(record)])));
    let mut end = None;
    for _ in 0..MAX_ROUNDS {
        let mut jobs = vec![];
        for effect in effects.drain(..) {
            match effect {
                Effect::StartJob(id, job) => jobs.push((id, job)),
                Effect::Emit(Event::Completed(report)) if report.attempt == number => {
                    end = Some(End {
                        raw: report.score.raw,
                        max: report.score.max,
                        passed: report.passed == Some(true),
                        keep: report.keep.to_string(),
                        report: serde_json::to_string(&report).unwrap_or_default(),
                    });
                }
                _ => {}
            }
        }
        // Once the attempt's end is heard, nothing more decides it.
        if jobs.is_empty() || end.is_some() {
            return Ok(Replayed {
                attempt: number,
                end,
                answers: answers_of(&state),
            });
        }
        for (id, job) in jobs {
            if let Job::Experiment(plan) = &job {
                race(&mut state, id, plan, solver.solver(), &clock, &mut effects);
                clock.check()?;
                continue;
            }
            let reply = run(&job, solver.solver(), &clock);
            clock.check()?;
            effects.extend(state.update(Msg::Job(id, News::Reply(reply))));
        }
    }
    Err(Unreplayable::TooLong(MAX_SECONDS))
}

/// The answers of the attempt `state` holds, as JSON.
fn answers_of(state: &State) -> String {
    let records = state.exercise.as_ref().map(|e| &e.attempt.records);
    serde_json::to_string(&records.cloned().unwrap_or_default()).unwrap_or_else(|_| "[]".into())
}

/// Whether `record`, checked against the exercise `state` holds, needs the page's replay: the
/// settings must make an exercise with a board of the teacher's, the record must fit it, and
/// it must have ended or be one of questions (which may end before their count).
fn needs_replay(state: &State, record: &Saved) -> Result<bool, Unreplayable> {
    let ex = state
        .exercise
        .as_ref()
        .ok_or_else(|| Unreplayable::Settings("no exercise=".into()))?;
    let spec = match &ex.spec {
        Ok(spec) => spec,
        Err(said) => {
            let words: Vec<String> = said
                .iter()
                .map(|s| s.text(npuzzle_app::i18n::Lang::En))
                .collect();
            return Err(Unreplayable::Settings(words.join("; ")));
        }
    };
    // Without a board of the teacher's, each student's page draws its own, and any board
    // would be believed: a one-move board would earn full marks.
    if ex.given.is_none() {
        return Err(Unreplayable::Settings(
            "the link's exercise sets no board (board=…): each student would choose their own"
                .into(),
        ));
    }
    // The check the restore makes, first, to tell a damaged record from one that replays.
    let checked = record
        .clone()
        .check(spec, ex.given.as_ref(), &state.puzzle.goal)
        .map_err(|_| Unreplayable::Record)?;
    // Play and a heuristic end where the record says (at the goal or the most moves; a
    // formula handed in): one that has not ended is not searched. Questions may end
    // before their count, where the recorded search has no more: the page's replay decides.
    let questions = matches!(spec.task, Task::Predict | Task::Children);
    Ok(checked.ended || questions)
}

/// A race (the heuristic exercise's) run row by row into `state`, as the page hears it: it
/// stops once the state machine cancels the job (the formula is over its budget).
fn race(
    state: &mut State,
    id: u32,
    plan: &npuzzle_core::experiment::Plan,
    solver: &mut Solver,
    clock: &Deadline,
    effects: &mut Vec<Effect>,
) {
    // Row by row, as the page hears them: it stops the race once the formula is
    // over its budget (a `CancelJob`), and so does this.
    let stop = Cell::new(false);
    let mut control = Stoppable { clock, stop: &stop };
    let result = npuzzle_core::experiment::run(plan, solver, &mut control, &mut |row, _| {
        let heard = state.update(Msg::Job(id, News::Reply(Reply::ExperimentRow(row.clone()))));
        if heard
            .iter()
            .any(|e| matches!(e, Effect::CancelJob(j) if *j == id))
        {
            stop.set(true);
        }
        effects.extend(heard);
    });
    if !stop.get() {
        let last = match result {
            Ok(_) => Reply::ExperimentDone,
            Err(e) => Reply::Failed(e.to_string()),
        };
        effects.extend(state.update(Msg::Job(id, News::Reply(last))));
    }
}

/// A job as the page's worker answers it (`npuzzle-worker`'s `jobs`), here and at once.
pub(super) fn run(job: &Job, solver: &mut Solver, clock: &Deadline) -> Reply {
    let stop = Cell::new(false);
    let mut control = Stoppable { clock, stop: &stop };
    match job {
        Job::Solve(search) => {
            match solver.solve(&search.board, &options_of(search), &mut control) {
                Ok(solution) => Reply::Done(solution),
                Err(e) => Reply::Failed(e.to_string()),
            }
        }
        Job::Trace {
            search,
            events,
            formula,
        } => {
            let options = options_of(search);
            let budget = *events as usize;
            let trace = match formula {
                Some(text) => match Formula::new(text, &Goal::new(search.goal.clone())) {
                    Ok(f) => npuzzle_core::formula::trace(
                        &search.board,
                        &options,
                        &f,
                        &mut control,
                        budget,
                    ),
                    Err(e) => return Reply::Checked(Err(e.into())),
                },
                None => solver.trace(&search.board, &options, &mut control, budget),
            };
            match trace {
                Ok(trace) => Reply::Traced(Box::new(trace)),
                Err(e) => Reply::Failed(e.to_string()),
            }
        }
        Job::Check { goal, formula } => check(goal, formula),
        // Nothing else is asked by a restore (setup, tables and helpers are the browser's).
        _ => Reply::Failed("not a job the server runs".into()),
    }
}

/// The core's options for a search, as the worker sets them (its node budget, and the job's).
fn options_of(search: &Search) -> SolveOptions {
    let budget = search
        .algorithm
        .node_budget(search.board.shape(), NODE_BYTES);
    SolveOptions {
        algorithm: Some(search.algorithm),
        heuristic: search.heuristic,
        goal: GoalSpec::Custom(search.goal.clone()),
        max_nodes: Some(search.max_nodes.map_or(budget, |n| n.min(budget))),
        settings: search.settings,
    }
}

/// A formula checked on every board of the goal's shape, as the worker checks it.
fn check(goal: &Board, text: &str) -> Reply {
    let goal = Goal::new(goal.clone());
    Reply::Checked(
        Formula::new(text, &goal)
            .map_err(CheckError::from)
            .and_then(|f| check_shape(&f, &goal, SAMPLES, 1)),
    )
}

/// The grade's time: once it is up, every search stops, and the replay is put off.
pub(super) struct Deadline {
    started: Instant,
    out: Cell<bool>,
}

impl Deadline {
    pub(super) fn new() -> Deadline {
        Deadline {
            started: Instant::now(),
            out: Cell::new(false),
        }
    }

    fn is_out(&self) -> bool {
        if self.started.elapsed().as_secs() >= MAX_SECONDS {
            self.out.set(true);
        }
        self.out.get()
    }

    /// `TooLong` once a search was stopped by the time: its answer is not the page's.
    fn check(&self) -> Result<(), Unreplayable> {
        if self.is_out() {
            return Err(Unreplayable::TooLong(MAX_SECONDS));
        }
        Ok(())
    }
}

/// Stops a search once the grade's time is up, or when the state machine cancels its job.
struct Stoppable<'a> {
    clock: &'a Deadline,
    stop: &'a Cell<bool>,
}

impl Control for Stoppable<'_> {
    fn now_ms(&self) -> f64 {
        self.clock.started.elapsed().as_secs_f64() * 1000.0
    }

    fn cancelled(&mut self) -> bool {
        self.stop.get() || self.clock.is_out()
    }
}
