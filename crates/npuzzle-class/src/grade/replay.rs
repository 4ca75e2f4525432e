//! The page without a browser: the component's own state machine (`npuzzle_app::state`) given
//! the exercise's settings and a student's record, exactly as a page restores a kept attempt,
//! with every job it asks for run here by the core instead of a Web Worker. So the server's
//! score is the page's score by construction: the same replay, the same rules, the same code.

use npuzzle_app::options::Options;
use npuzzle_app::state::exercise::{Msg as ExMsg, Saved};
use npuzzle_app::state::{Effect, Event, Msg, News, Reply, State};
use npuzzle_core::experiment::Plan;
use npuzzle_core::formula::{CheckError, Formula, SAMPLES, check_shape};
use npuzzle_core::{Board, Control, Goal, GoalSpec, SolveOptions, Solver};
use npuzzle_protocol::{Job, Search};
use std::time::Instant;

/// What a record came to.
#[derive(Clone, Debug, PartialEq)]
pub struct Replayed {
    /// The attempt's number.
    pub attempt: u32,
    /// Its end, if it ended: the score the page gives it.
    pub end: Option<End>,
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
    /// The replay asked for more work than a grade may take.
    #[error("grading took longer than {0} s")]
    TooLong(u64),
}

/// The most seconds one record's grading may take (a heuristic's race is the longest: a few
/// seconds); past it the grade is refused rather than a server thread held.
pub const MAX_SECONDS: u64 = 60;
/// The most rounds of jobs a replay may ask for (a restore asks for one or two).
const MAX_ROUNDS: usize = 16;

/// `record` replayed as the page would restore it, on the exercise of `query` (the page's own
/// query: `exercise=play&board=…`).
pub fn replay(query: &str, record: Saved) -> Result<Replayed, Unreplayable> {
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes())
        .into_owned()
        .collect();
    let mut state = State::new(Options::read(&pairs), 1);
    let started = record.started;
    let number = record.attempt;
    {
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
        // The check the restore makes, first, to tell a damaged record from one that replays.
        record
            .clone()
            .check(spec, ex.given.as_ref(), &state.puzzle.goal)
            .map_err(|_| Unreplayable::Record)?;
    }
    state.now = started;
    let deadline = Instant::now();
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
        if jobs.is_empty() {
            return Ok(Replayed {
                attempt: number,
                end,
            });
        }
        for (id, job) in jobs {
            if deadline.elapsed().as_secs() >= MAX_SECONDS {
                return Err(Unreplayable::TooLong(MAX_SECONDS));
            }
            for reply in run(&job, deadline) {
                effects.extend(state.update(Msg::Job(id, News::Reply(reply))));
            }
        }
    }
    Err(Unreplayable::TooLong(MAX_SECONDS))
}

/// A job as the page's worker answers it (`npuzzle-worker`'s `jobs`), here and at once.
fn run(job: &Job, started: Instant) -> Vec<Reply> {
    let mut control = Deadline(started);
    match job {
        Job::Solve(search) => {
            vec![
                match Solver::new().solve(&search.board, &options_of(search), &mut control) {
                    Ok(solution) => Reply::Done(solution),
                    Err(e) => Reply::Failed(e.to_string()),
                },
            ]
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
                    Err(e) => return vec![Reply::Checked(Err(e.into()))],
                },
                None => Solver::new().trace(&search.board, &options, &mut control, budget),
            };
            vec![match trace {
                Ok(trace) => Reply::Traced(Box::new(trace)),
                Err(e) => Reply::Failed(e.to_string()),
            }]
        }
        Job::Check { goal, formula } => vec![check(goal, formula)],
        Job::Experiment(plan) => experiment(plan, &mut control),
        // Nothing else is asked by a restore (setup, tables and helpers are the browser's).
        _ => vec![Reply::Failed("not a job the server runs".into())],
    }
}

/// The core's options for a search, as the worker sets them (the job's node budget).
fn options_of(search: &Search) -> SolveOptions {
    SolveOptions {
        algorithm: Some(search.algorithm),
        heuristic: search.heuristic,
        goal: GoalSpec::Custom(search.goal.clone()),
        max_nodes: search.max_nodes,
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

/// A race (the heuristic exercise's) or the textbook's experiment: its rows, then its end.
fn experiment(plan: &Plan, control: &mut Deadline) -> Vec<Reply> {
    let mut replies = vec![];
    let result = npuzzle_core::experiment::run(plan, &mut Solver::new(), control, &mut |row, _| {
        replies.push(Reply::ExperimentRow(row.clone()))
    });
    replies.push(match result {
        Ok(_) => Reply::ExperimentDone,
        Err(e) => Reply::Failed(e.to_string()),
    });
    replies
}

/// Stops a search once the grade's time is up.
struct Deadline(Instant);

impl Control for Deadline {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }

    fn cancelled(&mut self) -> bool {
        self.0.elapsed().as_secs() >= MAX_SECONDS
    }
}
