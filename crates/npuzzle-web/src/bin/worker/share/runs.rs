//! The runs of subtrees of the iteration being shared: who has each, and what came back.

use npuzzle_core::split::Searched;
use npuzzle_core::{Board, Move};
use std::cell::RefCell;

pub(super) enum Run {
    Todo(Vec<Vec<Move>>),
    /// Handed to a helper (its index) or searched here (`None`).
    Busy(Option<usize>, Vec<Vec<Move>>),
    Done(Searched),
}

/// The iteration being shared.
#[derive(Default)]
pub(super) struct Round {
    pub serial: u32,
    pub board: Option<Board>,
    pub goal: Option<Board>,
    pub bound: u32,
    pub runs: Vec<Run>,
    pub expanded: u64,
    pub generated: u64,
}

thread_local! {
    pub(super) static ROUND: RefCell<Round> = RefCell::new(Round::default());
}

/// The iteration's outcome once it is known: the answer of the first run in order that has one
/// (every run before it searched), or with none, the smallest next bound of all.
pub(super) fn decided() -> Option<Result<Vec<Move>, u32>> {
    ROUND.with(|r| {
        let r = r.borrow();
        let mut next = u32::MAX;
        for run in &r.runs {
            match run {
                Run::Done(s) => match &s.found {
                    Some((_, moves)) => return Some(Ok(moves.clone())),
                    None => next = next.min(s.next),
                },
                _ => return None,
            }
        }
        Some(Err(next))
    })
}

/// The first run left to search, marked as `who`'s.
pub(super) fn take(who: Option<usize>) -> Option<(usize, Vec<Vec<Move>>)> {
    ROUND.with(|r| {
        let mut r = r.borrow_mut();
        // Runs after one that holds an answer are not searched: the answer is its or earlier.
        let found = r
            .runs
            .iter()
            .position(|run| matches!(run, Run::Done(s) if s.found.is_some()))
            .unwrap_or(usize::MAX);
        let i = r.runs.iter().position(|run| matches!(run, Run::Todo(_)))?;
        if i > found {
            return None;
        }
        let subtrees = match &r.runs[i] {
            Run::Todo(subtrees) => subtrees.clone(),
            _ => return None,
        };
        r.runs[i] = Run::Busy(who, subtrees.clone());
        Some((i, subtrees))
    })
}

/// A run's answer, if it belongs to the iteration in hand.
pub(super) fn ran(i: usize, searched: Searched, expanded: u64, generated: u64) {
    ROUND.with(|r| {
        let mut r = r.borrow_mut();
        r.expanded += expanded;
        r.generated += generated;
        if let Some(run) = r.runs.get_mut(i) {
            *run = Run::Done(searched);
        }
    });
}

/// The runs `who` had and did not answer go back to be searched by another.
pub(super) fn put_back(who: Option<usize>) {
    ROUND.with(|r| {
        for run in r.borrow_mut().runs.iter_mut() {
            if let Run::Busy(w, subtrees) = run
                && *w == who
            {
                *run = Run::Todo(std::mem::take(subtrees));
            }
        }
    });
}
