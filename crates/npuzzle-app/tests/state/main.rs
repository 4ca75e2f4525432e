//! The component's state, natively, one module per feature as the state is split: every message
//! a person, a host or the solver can send, and the effects the web layer is asked to carry out.

mod answers;
mod compare;
mod exercise;
mod exercise_heuristic;
mod experiment;
// The heavy tests' switch, shared with the core's tests.
#[path = "../../../npuzzle-core/tests/common/heavy.rs"]
mod heavy;
mod hint;
mod host;
mod lab;
mod playback;
mod predict;
mod puzzle;
mod rules;
mod search;
mod share;
mod solve;
mod study;
mod trust;

use npuzzle_app::options::Options;
use npuzzle_app::state::{Effect, Msg, News, Reply, State};
use npuzzle_core::experiment::Plan;
use npuzzle_core::{Board, NoControl, SolveOptions, Solver as CoreSolver};
use npuzzle_protocol::{Job, Search};

/// A board from text.
pub fn board(text: &str) -> Board {
    text.parse().unwrap()
}

/// A component showing this board.
pub fn with_board(text: &str) -> State {
    State::new(
        Options {
            board: Some(board(text)),
            ..Options::default()
        },
        1,
    )
}

/// The line under Solve.
pub fn message(s: &State) -> String {
    s.solve
        .note
        .as_ref()
        .map(|n| n.said.text(s.lang))
        .unwrap_or_default()
}

/// The line under "Record the search".
pub fn study_message(s: &State) -> String {
    s.study
        .note
        .as_ref()
        .map(|n| n.said.text(s.lang))
        .unwrap_or_default()
}

/// Whether the line under "Record the search" is an error.
pub fn study_error(s: &State) -> bool {
    s.study.note.as_ref().is_some_and(|n| n.is_error())
}

/// What screen readers heard last.
pub fn announced(s: &State) -> String {
    s.voice
        .said
        .as_ref()
        .map(|m| m.text(s.lang))
        .unwrap_or_default()
}

/// A job a component started: its id and what it asks.
#[derive(Clone, Debug, PartialEq)]
pub struct Sent {
    /// The component's id for it.
    pub id: u32,
    /// The job.
    pub job: Job,
}

impl Sent {
    /// The search it asks for (a solve or a recording).
    pub fn search(&self) -> &Search {
        match &self.job {
            Job::Solve(search) | Job::Trace { search, .. } => search,
            other => panic!("not a search: {other:?}"),
        }
    }

    /// The goal it searches, or checks a formula toward.
    pub fn goal(&self) -> &Board {
        match &self.job {
            Job::Check { goal, .. } => goal,
            _ => &self.search().goal,
        }
    }

    /// The experiment it runs, if it is one.
    pub fn plan(&self) -> Option<&Plan> {
        match &self.job {
            Job::Experiment(plan) => Some(plan),
            _ => None,
        }
    }

    /// The formula it checks, or traces with.
    pub fn formula(&self) -> Option<&str> {
        match &self.job {
            Job::Check { formula, .. } => Some(formula),
            Job::Trace { formula, .. } => formula.as_deref(),
            _ => None,
        }
    }

    /// The events it records, if it is a recording.
    pub fn events(&self) -> Option<u32> {
        match &self.job {
            Job::Trace { events, .. } => Some(*events),
            _ => None,
        }
    }
}

/// The worker's reply to job `id`, as the component hears it.
pub fn reply(id: u32, reply: Reply) -> Msg {
    Msg::Job(id, News::Reply(reply))
}

/// The pool's word on job `id`.
pub fn news(id: u32, news: News) -> Msg {
    Msg::Job(id, news)
}

/// The job an update started.
pub fn job_of(effects: &[Effect]) -> Sent {
    jobs_of(effects)
        .into_iter()
        .next()
        .expect("a job was started")
}

/// Every job an update started.
pub fn jobs_of(effects: &[Effect]) -> Vec<Sent> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::StartJob(id, job) => Some(Sent {
                id: *id,
                job: job.clone(),
            }),
            _ => None,
        })
        .collect()
}

/// What the worker would answer a search or a recording (with its node budget and events).
pub fn worker_reply(sent: &Sent) -> Reply {
    let job = sent.search();
    let options = SolveOptions {
        heuristic: job.heuristic,
        goal: npuzzle_core::GoalSpec::Custom(job.goal.clone()),
        max_nodes: job.max_nodes,
        settings: job.settings,
        ..SolveOptions::with_algorithm(job.algorithm)
    };
    match (sent.events(), sent.formula()) {
        // Traced with a student's formula as h, as the worker does.
        (Some(events), Some(formula)) => {
            let goal = npuzzle_core::Goal::new(job.goal.clone());
            // A formula that does not read is answered typed, as the worker does.
            let f = match npuzzle_core::formula::Formula::new(formula, &goal) {
                Ok(f) => f,
                Err(e) => return Reply::Checked(Err(e.into())),
            };
            let trace = npuzzle_core::formula::trace(
                &job.board,
                &options,
                &f,
                &mut NoControl,
                events as usize,
            );
            Reply::Traced(Box::new(trace.unwrap()))
        }
        (Some(events), None) => Reply::Traced(Box::new(
            CoreSolver::new()
                .trace(&job.board, &options, &mut NoControl, events as usize)
                .unwrap(),
        )),
        (None, _) => Reply::Done(
            CoreSolver::new()
                .solve(&job.board, &options, &mut NoControl)
                .unwrap(),
        ),
    }
}

/// The worker's answer to a search or a recording, as the component hears it.
pub fn answer(sent: &Sent) -> Msg {
    reply(sent.id, worker_reply(sent))
}

/// The solution the worker would find.
pub fn solve(job: &Sent) -> npuzzle_core::Solution {
    match worker_reply(job) {
        Reply::Done(s) => s,
        other => panic!("{other:?}"),
    }
}

/// Sends `msg` and the solver's answer to the job it starts; returns the job.
pub fn solved(s: &mut State, msg: Msg) -> Sent {
    let job = job_of(&s.update(msg));
    s.update(answer(&job));
    job
}
