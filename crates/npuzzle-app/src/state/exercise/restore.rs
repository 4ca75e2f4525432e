//! How an exercise comes back from what the LMS and the browser kept: the record that replays
//! and got furthest returns where it was (play: its moves replayed from the exercise's start;
//! predict and children: its answers judged again once the search is recorded; heuristic: its
//! formula graded again). Nothing in a
//! record is believed; what does not replay is set aside with a notice.

use super::saved::{Damage, Replayed};
use super::{Attempt, Saved};
use super::{answers, children};
use crate::i18n::Key;
use crate::options::Task;
use crate::state::State;
use crate::state::effect::{Effect, Note};
use crate::state::study::predict;

impl State {
    /// What the LMS and the browser kept: the record that replays and got furthest comes back
    /// where it was (play: its moves replayed from the start; predict and children: its answers
    /// judged again once the search is recorded). Anything else is set aside with a notice.
    pub(super) fn exercise_restore(
        &mut self,
        saved: Vec<Result<Saved, Damage>>,
        fx: &mut Vec<Effect>,
    ) {
        let goal = self.puzzle.goal.clone();
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        ex.ready = true;
        let Ok(spec) = &ex.spec else { return };
        let mut best: Option<Replayed> = None;
        let mut damage = None;
        for record in saved {
            match record.and_then(|s| s.check(spec, ex.given.as_ref(), &goal)) {
                Ok(c) => {
                    if best.as_ref().is_none_or(|b| c.progress() > b.progress()) {
                        best = Some(c);
                    }
                }
                Err(d) => damage = damage.or(Some(d)),
            }
        }
        let Some(c) = best else {
            if let Some(d) = damage {
                ex.note = Some(Note::info(match d {
                    Damage::Version => Key::ExSavedVersion,
                    Damage::Unreadable | Damage::Mismatch => Key::ExSavedDamaged,
                }));
            }
            return self.begin_exercise(fx);
        };
        let task = spec.task;
        if c.start != self.puzzle.start {
            ex.optimal = None;
        }
        self.puzzle.set_board(c.start.clone());
        match task {
            Task::Play => {
                let moves = c.attempt.moves();
                if let Some(ex) = self.exercise.as_mut() {
                    ex.attempt = c.attempt;
                    ex.note = Some(Note::info(Key::ExRestored));
                }
                self.begin_exercise(fx);
                self.puzzle.board = c.board;
                self.puzzle.moves = moves;
                // At the goal: scored again once the optimal length is known (at once if it is);
                // at the most moves an attempt makes: ended.
                if self.exercise.as_ref().is_some_and(|e| e.optimal.is_some()) {
                    self.finish_play(fx);
                }
                self.end_play_at_cap(fx);
            }
            // The formula handed in is graded again (the record's score is never read).
            Task::Heuristic => {
                let formula = c.attempt.formula.clone();
                if let Some(ex) = self.exercise.as_mut() {
                    ex.draft = formula.clone().unwrap_or_default();
                    ex.attempt = c.attempt;
                    ex.note = Some(Note::info(Key::ExRestored));
                }
                self.begin_exercise(fx);
                if let Some(text) = formula {
                    self.grade(text, fx);
                }
            }
            Task::Predict | Task::Children => {
                if let Some(ex) = self.exercise.as_mut() {
                    ex.attempt = Attempt {
                        picks: vec![],
                        values: vec![],
                        ..c.attempt.clone()
                    };
                    ex.replay = Some(c.attempt);
                }
                self.begin_exercise(fx);
            }
        }
    }

    /// The recorded search arrived: the first question, and a saved attempt replayed into it:
    /// every answer judged again against this search, never read from the record.
    pub(crate) fn exercise_traced(&mut self, fx: &mut Vec<Effect>) {
        let now = self.now;
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        let (Ok(spec), Some(st)) = (&ex.spec, self.study.stepper.as_mut()) else {
            return;
        };
        if spec.task == Task::Children {
            ex.question = children::advance(st)
                .then(|| children::question(st))
                .flatten();
        }
        let Some(saved) = ex.replay.take() else {
            return;
        };
        // The answers are judged, and recorded, into a fresh attempt that keeps the saved times.
        let mut fresh = Attempt {
            picks: vec![],
            values: vec![],
            ..saved.clone()
        };
        let answers = match spec.task {
            Task::Predict => replay_picks(st, &saved.picks, &mut fresh, now),
            _ => replay_children(st, &saved, &mut ex.question, (&mut fresh, now)),
        };
        let fits = answers.is_some() && (saved.picks.len() as u32) <= spec.count;
        let Some(answers) = answers.filter(|_| fits) else {
            // Not answers to this search: set aside, and a fresh attempt.
            ex.note = Some(Note::info(Key::ExSavedDamaged));
            ex.attempt = Attempt {
                number: saved.number,
                started: Some(now),
                ..Attempt::default()
            };
            return self.begin_exercise(fx);
        };
        ex.attempt = Attempt {
            answers,
            records: fresh.records,
            times: fresh.times,
            ..saved
        };
        ex.note = Some(Note::info(Key::ExRestored));
        // A finished attempt: scored again from its answers, and its end said again.
        if let Some((s, true)) = self.answers_score() {
            self.end_attempt(s, fx);
        }
    }
}

/// Judges saved predict picks again against the recorded search: the answers, or `None` if
/// the search has fewer expansions than picks.
fn replay_picks(
    st: &mut npuzzle_core::Stepper,
    picks: &[u32],
    into: &mut Attempt,
    now: f64,
) -> Option<Vec<bool>> {
    picks
        .iter()
        .map(|&node| {
            let v = predict::judge(st, node)?;
            answers::predict(into, node, v.next, now);
            Some(v.right)
        })
        .collect()
}

/// Judges saved children values again against the recorded search: an answer per child, or
/// `None` if the questions or the number of values do not fit it.
fn replay_children(
    st: &mut npuzzle_core::Stepper,
    saved: &Attempt,
    question: &mut Option<(u32, Vec<children::Child>)>,
    (into, now): (&mut Attempt, f64),
) -> Option<Vec<bool>> {
    let mut values = saved.values.iter().copied();
    let mut answers = vec![];
    for &node in &saved.picks {
        let (asked, kids) = question.take()?;
        if asked != node || values.len() < 3 * kids.len() {
            return None;
        }
        let (mut judged, mut given) = (vec![], vec![]);
        for kid in kids {
            let typed = [values.next()?, values.next()?, values.next()?];
            let right = kid.judge(&typed);
            answers.push(right);
            judged.push((kid, right));
            given.push(typed);
        }
        answers::children(into, node, &judged, &given, now);
        *question = children::advance(st)
            .then(|| children::question(st))
            .flatten();
    }
    (values.len() == 0).then_some(answers)
}
