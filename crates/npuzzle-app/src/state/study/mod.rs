//! Step through a search: record it with the chosen algorithm, then step forward and truly back
//! through every expansion and generation, or let it run; draw its tree. [`predict`] lives here.

pub mod predict;
pub mod pseudocode;

use super::Ctx;
use super::effect::Note;
use super::jobs::{self, Owner};
use super::news::{News, Reply};
use super::solve::unsolvable;
use crate::i18n::{Key, Said};
use npuzzle_core::{Board, Status, Stepper, solvability};
use npuzzle_protocol::{Job, Search};
use predict::{Predict, can_predict};

/// Events a recorded search keeps for stepping (past them the recording ends with `limit`).
pub const TRACE_EVENTS: u32 = 10_000;

/// The recorded search and how it is shown.
#[derive(Clone, Debug, Default)]
pub struct Study {
    /// The recorded search being stepped through.
    pub stepper: Option<Stepper>,
    /// Predict mode.
    pub predict: Predict,
    /// The tree drawn collapsed; `None`: collapsed past a few hundred nodes.
    pub tree_collapsed: Option<bool>,
    /// The line under "Record the search", where the person who clicked it is looking.
    pub note: Option<Note>,
}

/// A person's request.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Record the search with the chosen algorithm.
    Record,
    /// One event forward.
    Step,
    /// One event back (a true rewind).
    Back,
    /// Step by itself, or stop.
    Run,
    /// To the first event (`false`) or the last.
    End(bool),
    /// Leave the stepper.
    Close,
    /// Predict mode on or off.
    Predict(bool),
    /// The student's pick: this frontier node is expanded next.
    Pick(u32),
    /// Draw only the way to the frontier and the goal (`true`), or the whole tree.
    TreeCollapse(bool),
}

/// What the parent must do next.
#[derive(Clone, Debug, PartialEq)]
pub enum Out {
    /// Nothing more.
    Done,
    /// The board cannot be solved: say so under Solve.
    Unsolvable(Note),
}

impl Study {
    /// Applies a message (`Run` is the parent's: it owns the timer's mode).
    pub fn update(&mut self, msg: Msg, cx: &mut Ctx) -> Out {
        match msg {
            Msg::Record => return self.record(cx),
            Msg::Step => {
                // Predicting, Step passes a question: said, never silently.
                if let (Predict::On { verdict }, Some(st)) =
                    (&mut self.predict, self.stepper.as_mut())
                    && let Some(v) = predict::skip(st)
                {
                    cx.voice.say(v.said.clone());
                    *verdict = Some(v);
                } else {
                    self.step();
                }
            }
            Msg::Back => {
                if let Some(st) = self.stepper.as_mut() {
                    st.back();
                }
            }
            Msg::End(end) => {
                if let Some(st) = self.stepper.as_mut() {
                    st.seek(if end { usize::MAX } else { 0 });
                }
            }
            Msg::Close => {
                *self = Study {
                    tree_collapsed: self.tree_collapsed,
                    ..Study::default()
                }
            }
            Msg::Predict(on) => {
                self.predict = if on && self.can_predict() {
                    Predict::On { verdict: None }
                } else {
                    Predict::Off
                };
                self.advance();
            }
            Msg::Pick(node) => {
                if let (Predict::On { verdict }, Some(st)) =
                    (&mut self.predict, self.stepper.as_mut())
                    && let Some(v) = predict::judge(st, node)
                {
                    cx.voice.say(v.said.clone());
                    *verdict = Some(v);
                }
            }
            Msg::TreeCollapse(on) => self.tree_collapsed = Some(on),
            Msg::Run => {}
        }
        Out::Done
    }

    fn record(&mut self, cx: &mut Ctx) -> Out {
        self.record_with(None, cx)
    }

    /// Records the search with the chosen algorithm, and `formula` (the heuristic lab's) as its
    /// heuristic if given: greedy, A* and IDA* take one.
    pub fn record_with(&mut self, formula: Option<String>, cx: &mut Ctx) -> Out {
        if cx.jobs.busy() {
            return Out::Done;
        }
        let algorithm = cx.search.algorithm;
        let informed = algorithm.takes_heuristic();
        let refused = match () {
            _ if !algorithm.steppable() => Some(Key::TraceNeedsAlgorithm),
            _ if formula.is_some() && !informed => Some(Key::LabStepNeedsInformed),
            _ => None,
        };
        if let Some(key) = refused {
            self.note = Some(Note::error(key));
            cx.voice.say(key);
            return Out::Done;
        }
        let (board, goal) = (&cx.puzzle.board, &cx.puzzle.goal);
        let s = solvability(board, goal);
        if !s.solvable {
            // Said under Solve, as a Solve of this board would; nothing is searched.
            cx.voice.say(Key::NoSolution);
            return Out::Unsolvable(Note::error(unsolvable(&s, Key::NoSolutionSearched)));
        }
        self.stepper = None;
        let search = Search {
            heuristic: cx.search.job_heuristic().filter(|_| formula.is_none()),
            settings: cx.search.settings,
            ..Search::new(board.clone(), goal.board().clone(), algorithm)
        };
        let events = TRACE_EVENTS;
        let job = Job::Trace {
            search,
            events,
            formula,
        };
        cx.jobs.start(Owner::Trace, job, cx.fx);
        self.note = None; // "Recording…" shows while the job runs
        Out::Done
    }

    /// The solver's last word on the recording.
    pub fn reply(&mut self, reply: News, cx: &mut Ctx) {
        if let Some((note, say)) = jobs::failure(&reply) {
            self.note = Some(note);
            if let Some(key) = say {
                cx.voice.say(key);
            }
            return;
        }
        let News::Reply(Reply::Traced(trace)) = reply else {
            return;
        };
        let limited = trace.solution.status == Status::Limit;
        self.stepper = Some(Stepper::new(*trace));
        if self.predict.is_on() && self.can_predict() {
            self.predict = Predict::On { verdict: None };
        } else {
            self.predict = Predict::Off;
        }
        self.advance();
        self.note = Some(Note::info(if limited {
            Said::key(Key::TraceLimited).with("n", TRACE_EVENTS)
        } else {
            Key::TraceReady.into()
        }));
        cx.voice.say(Key::TraceReady);
    }

    /// One event forward; `false` at the end (or with nothing recorded).
    pub fn step(&mut self) -> bool {
        self.stepper.as_mut().is_some_and(Stepper::step)
    }

    /// Whether the stepped search has a frontier to guess from.
    pub fn can_predict(&self) -> bool {
        can_predict(self.stepper.as_ref())
    }

    /// In predict mode, steps to the next question.
    fn advance(&mut self) {
        if let (true, Some(st)) = (self.predict.is_on(), self.stepper.as_mut()) {
            predict::advance_to_next_expansion(st);
        }
    }

    /// The board the stepper shows: the node being expanded (the goal once it is found).
    pub fn shown_board(&self, goal: &Board) -> Option<Board> {
        let st = self.stepper.as_ref()?;
        if st.state().goal.is_some() {
            return Some(goal.clone());
        }
        let (_, cells) = st.state().current.as_ref()?;
        Board::new(goal.shape(), cells.clone()).ok()
    }
}
