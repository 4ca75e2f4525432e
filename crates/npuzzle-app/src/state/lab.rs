//! The heuristic lab, in Study: a student writes h in the core's formula language, and the
//! worker checks it on every board of the goal's shape against the exact distances (all 181,440
//! 8-puzzles; a sample of a larger shape): admissible and consistent or not, each broken
//! property with a board that breaks it, which loads with one click; a formula that is not a
//! number on some board (NaN, infinite, a division by zero) is neither, with that board.

use super::Ctx;
use super::effect::Note;
use super::jobs;
use super::news::{News, Reply};
use crate::i18n::{Key, bad_formula, not_a_number};
use npuzzle_core::formula::HeuristicCheck;
use npuzzle_protocol::Job;

/// The formula, its check and what came back.
#[derive(Clone, Debug, PartialEq)]
pub struct Lab {
    /// The formula as typed.
    pub formula: String,
    /// The check, while it runs.
    pub job: Option<u32>,
    /// The verdicts of the last check, and the formula they are about.
    pub checked: Option<(String, HeuristicCheck)>,
    /// The formula's error (with its place) or the solver's failure.
    pub note: Option<Note>,
}

/// The formula the lab starts with (a link carries the lab's formula only when it is another).
pub const EXAMPLE: &str = "manhattan + 2*conflicts";

impl Default for Lab {
    fn default() -> Lab {
        Lab {
            formula: EXAMPLE.into(),
            job: None,
            checked: None,
            note: None,
        }
    }
}

/// A person's request.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// The formula's text.
    Edit(String),
    /// Check it.
    Check,
    /// Race it against the textbook's heuristics (the experiment, with it ticked).
    Race,
    /// Record the chosen search with it as the heuristic, to step through, see as a tree and
    /// predict (Study's recorder runs it: `State::update`).
    Step,
}

impl Lab {
    /// Applies a request.
    pub fn update(&mut self, msg: Msg, cx: &mut Ctx) {
        match msg {
            Msg::Edit(text) => self.formula = text,
            // The experiment runs it (`State::update`).
            Msg::Race => self.note = Some(Note::info(Key::LabRacing)),
            Msg::Step => {} // the Study's recorder runs it (`State::update`)
            Msg::Check => {
                if self.job.is_some() {
                    return;
                }
                if self.formula.trim().is_empty() {
                    self.note = Some(Note::error(Key::LabEmpty));
                    return;
                }
                self.note = None;
                let goal = cx.puzzle.goal.board().clone();
                let formula = self.formula.clone();
                let job = Job::Check { goal, formula };
                self.job = Some(cx.jobs.start(jobs::Owner::Lab, job, cx.fx));
                cx.voice.say(Key::LabChecking);
            }
        }
    }

    /// The solver's word on the check.
    pub fn reply(&mut self, reply: News, cx: &mut Ctx) {
        self.job = None;
        match reply {
            News::Reply(Reply::Checked(Ok(checked))) => {
                self.note = None;
                cx.voice.say(match &checked.not_a_number {
                    Some(x) => not_a_number(x.value),
                    None if checked.admissible => Key::LabAdmissible.into(),
                    None => Key::LabNotAdmissible.into(),
                });
                self.checked = Some((self.formula.clone(), checked));
            }
            News::Reply(Reply::Checked(Err(e))) => {
                self.checked = None;
                self.note = Some(Note::error(bad_formula(&e)));
            }
            other => {
                if let Some((note, _)) = jobs::failure(&other) {
                    self.note = Some(note);
                }
            }
        }
    }

    /// Whether a check runs.
    pub fn running(&self) -> bool {
        self.job.is_some()
    }
}
