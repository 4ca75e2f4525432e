//! The component's state, natively, one module per feature as the state is split: every message
//! a person, a host or the solver can send, and the effects the web layer is asked to carry out.

mod compare;
mod exercise;
mod exercise_heuristic;
mod experiment;
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

use npuzzle_core::{Board, NoControl, SolveOptions, Solver as CoreSolver};
use npuzzle_web::options::Options;
use npuzzle_web::state::{Effect, JobRequest, Msg, Reply, State};

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

/// The job an update started.
pub fn job_of(effects: &[Effect]) -> JobRequest {
    effects
        .iter()
        .find_map(|e| match e {
            Effect::StartJob(j) => Some(j.clone()),
            _ => None,
        })
        .expect("a job was started")
}

/// Every job an update started.
pub fn jobs_of(effects: &[Effect]) -> Vec<JobRequest> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::StartJob(j) => Some(j.clone()),
            _ => None,
        })
        .collect()
}

/// What the worker would answer, with the request's node budget and trace.
pub fn answer(job: &JobRequest) -> Reply {
    let options = SolveOptions {
        heuristic: job.heuristic,
        goal: npuzzle_core::GoalSpec::Custom(job.goal.clone()),
        max_nodes: job.max_nodes,
        settings: job.settings,
        ..SolveOptions::with_algorithm(job.algorithm)
    };
    match job.trace {
        // Traced with a student's formula as h, as the worker does.
        Some(events) if job.formula.is_some() => {
            let goal = npuzzle_core::Goal::new(job.goal.clone());
            let f = npuzzle_core::formula::Formula::new(job.formula.as_deref().unwrap(), &goal)
                .unwrap();
            let trace = npuzzle_core::formula::trace(
                &job.board,
                &options,
                &f,
                &mut NoControl,
                events as usize,
            );
            Reply::Traced(job.id, Box::new(trace.unwrap()))
        }
        Some(events) => Reply::Traced(
            job.id,
            Box::new(
                CoreSolver::new()
                    .trace(&job.board, &options, &mut NoControl, events as usize)
                    .unwrap(),
            ),
        ),
        None => Reply::Done(
            job.id,
            CoreSolver::new()
                .solve(&job.board, &options, &mut NoControl)
                .unwrap(),
        ),
    }
}

/// The solution the worker would find.
pub fn solve(job: &JobRequest) -> npuzzle_core::Solution {
    match answer(job) {
        Reply::Done(_, s) => s,
        other => panic!("{other:?}"),
    }
}

/// Sends `msg` and the solver's answer to the job it starts; returns the job.
pub fn solved(s: &mut State, msg: Msg) -> JobRequest {
    let job = job_of(&s.update(msg));
    s.update(Msg::Reply(answer(&job)));
    job
}
