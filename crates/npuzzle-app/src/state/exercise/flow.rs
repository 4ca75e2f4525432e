//! How an exercise runs inside the component: it starts (the optimal length asked of the
//! solver, or the search recorded), takes answers, ends with a score and starts again; how it
//! comes back from saved data is [`super::restore`]. Every rule that touches another feature is
//! here, once.

use super::saved;
use super::score::{self, Report};
use super::{Attempt, Delivery, Exercise, Feedback, Msg, Score, Spec};
use super::{answers, children};
use crate::i18n::{Key, Lang, Said};
use crate::options::{Controls, ExerciseOptions, Task};
use crate::state::effect::{Effect, Event, Note};
use crate::state::jobs::{self, Owner};
use crate::state::news::{News, Reply};
use crate::state::study::predict::{self, Predict};
use crate::state::{Ctx, State, study};
use npuzzle_core::{Algorithm, Board, Move, Status};
use npuzzle_protocol::{Job, Search};

impl State {
    /// The host set (or changed) exercise settings: the exercise is (re)built and started. A
    /// change while an attempt runs starts a new attempt, and says so: nothing of the old one
    /// carries over to other settings.
    pub(crate) fn configure_exercise(
        &mut self,
        o: ExerciseOptions,
        given: Option<Board>,
        fx: &mut Vec<Effect>,
    ) {
        let (merged, given, old) = match self.exercise.take() {
            Some(old) => (
                merge(old.options.clone(), o),
                given.or(old.given.clone()),
                Some(old),
            ),
            None => (o, given, None),
        };
        self.controls = Controls::NONE;
        let mut ex = Exercise::new(merged, given, &self.puzzle, &mut self.search);
        let ready = old.as_ref().is_some_and(|o| o.ready);
        ex.ready = ready;
        if let Some(old) = old.filter(|o| o.ready && o.spec.is_ok()) {
            ex.attempt.number = old.attempt.next_number();
            ex.attempt.started = Some(self.now);
            ex.delivery = old.delivery;
            ex.note = Some(Note::info(Key::ExRestarted));
            self.voice.say(Key::ExRestarted);
        }
        self.exercise = Some(ex);
        // The first start waits for what the browser kept ([`Msg::Restore`], sent at mount).
        if ready {
            self.begin_exercise(fx);
        }
    }

    /// Starts the attempt on its board: play asks the solver for the optimal length, predict
    /// and children record the search.
    pub(crate) fn begin_exercise(&mut self, fx: &mut Vec<Effect>) {
        let Some(Ok(spec)) = self.exercise.as_ref().map(|e| e.spec.clone()) else {
            return;
        };
        let start = self.puzzle.start.clone();
        self.puzzle.set_board(start);
        self.board_changed(fx);
        if let Some(ex) = self.exercise.as_mut() {
            ex.question = None;
            ex.feedback = None;
        }
        match spec.task {
            Task::Play => self.ask_optimal(fx),
            // The student writes h; nothing runs until it is handed in. Its race's boards are
            // the exercise's (drawn from its id), whatever a record says: nothing the student
            // can edit or retry chooses them (`heuristic::race_seed_of`).
            Task::Heuristic => {
                if let Some(a) = self.exercise.as_mut().map(|e| &mut e.attempt) {
                    a.seed = Some(super::heuristic::race_seed_of(&spec.id));
                }
            }
            Task::Predict | Task::Children => {
                self.study.predict = if spec.task == Task::Predict {
                    Predict::On { verdict: None }
                } else {
                    Predict::Off
                };
                let out = self.study.update(study::Msg::Record, &mut cx!(self, fx));
                if let study::Out::Unsolvable(note) = out {
                    self.study.note = Some(note);
                }
            }
        }
    }

    fn ask_optimal(&mut self, fx: &mut Vec<Effect>) {
        if self.exercise.as_ref().is_some_and(|e| e.optimal.is_some()) {
            return self.finish_play(fx);
        }
        let (board, goal) = (&self.puzzle.start, &self.puzzle.goal);
        let search = Search::new(board.clone(), goal.board().clone(), Algorithm::Auto);
        self.jobs.start(Owner::Exercise, Job::Solve(search), fx);
    }

    /// Whether a move by hand is the exercise's to refuse: the board belongs to a predict or
    /// children task, or to an attempt that has ended.
    pub(crate) fn exercise_holds_board(&self) -> bool {
        self.exercise.as_ref().is_some_and(|e| match &e.spec {
            Ok(s) => s.task != Task::Play || e.attempt.done.is_some(),
            Err(_) => true,
        })
    }

    /// Whether the board is the exercise's: no other board or goal may be set up (by the
    /// student, or by a script on the page) while it runs.
    pub fn exercise_fixes_board(&self) -> bool {
        self.exercise.as_ref().is_some_and(|e| e.spec.is_ok())
    }

    /// A move by hand in a play task: the blank's move `way` joins the attempt's path.
    pub(crate) fn exercise_moved(&mut self, way: Move, fx: &mut Vec<Effect>) {
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        ex.attempt.path.push(way);
        if self.puzzle.is_solved() {
            self.finish_play(fx);
        } else {
            self.end_play_at_cap(fx);
        }
    }

    /// Ends a play attempt if the goal is reached and the optimal length known.
    pub(super) fn finish_play(&mut self, fx: &mut Vec<Effect>) {
        let solved = self.puzzle.is_solved();
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        let (Ok(spec), Some(optimal)) = (&ex.spec, ex.optimal) else {
            return;
        };
        if !solved || ex.attempt.done.is_some() {
            return;
        }
        let s = score::play(optimal, ex.attempt.moves(), spec.slack);
        self.end_attempt(s, fx);
    }

    /// Ends the attempt with `s`: the student hears it, the host hears its last score and its
    /// end (again for a restored attempt, so that a result the LMS never took reaches it).
    pub(super) fn end_attempt(&mut self, s: Score, fx: &mut Vec<Effect>) {
        let now = self.now;
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        let Ok(spec) = &ex.spec else { return };
        ex.attempt.done = Some(s);
        // The tasks of one answer have it at the end.
        match spec.task {
            Task::Play => answers::play(&mut ex.attempt, ex.optimal, s.passed, now),
            Task::Heuristic => {
                let graded = match &ex.feedback {
                    Some(Feedback::Heuristic(g)) => Some(g),
                    _ => None,
                };
                answers::heuristic(&mut ex.attempt, graded, s.passed, now);
            }
            Task::Predict | Task::Children => {}
        }
        let (spec, attempt) = (spec.clone(), ex.attempt.clone());
        self.voice.say(ended(&attempt, s));
        emit_end((&spec, &attempt), s, (now, self.lang), fx);
    }

    /// Ends a play attempt that has made the most moves an attempt makes without reaching the
    /// goal: not passed, no points.
    pub(super) fn end_play_at_cap(&mut self, fx: &mut Vec<Effect>) {
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        if ex.spec.is_err() || ex.attempt.done.is_some() || ex.attempt.moves() < saved::MAX_MOVES {
            return;
        }
        ex.note = Some(Note::info(
            Said::key(Key::ExMoveCap).with("n", saved::MAX_MOVES),
        ));
        let none = Score {
            raw: 0,
            max: 100,
            passed: false,
        };
        self.end_attempt(none, fx);
    }

    /// Hints in a play task: `false` if none may be given now (and says why).
    pub(crate) fn exercise_allows_hint(&mut self) -> bool {
        let Some(ex) = self.exercise.as_mut() else {
            return true;
        };
        let Ok(spec) = &ex.spec else { return false };
        if spec.task != Task::Play || ex.attempt.done.is_some() {
            return false;
        }
        if !spec.hints.allows(ex.attempt.hints) || ex.attempt.hints >= saved::MAX_HINTS_COUNTED {
            self.hint.said = Some(Key::ExNoMoreHints.into());
            self.voice.say(Key::ExNoMoreHints);
            return false;
        }
        ex.attempt.hints = ex.attempt.hints.saturating_add(1);
        true
    }

    /// The exercise's messages.
    pub(crate) fn exercise_msg(&mut self, m: Msg, fx: &mut Vec<Effect>) {
        match m {
            Msg::Author(m) => {
                let author = &mut self.author;
                let page = (&self.puzzle, &self.search);
                author.update(m, page, (&self.share, self.lang), fx);
            }
            Msg::TryAgain => {
                let Some(ex) = self.exercise.as_mut() else {
                    return;
                };
                ex.attempt = Attempt {
                    number: ex.attempt.next_number(),
                    started: Some(self.now),
                    ..Attempt::default()
                };
                ex.note = None;
                ex.grading = None;
                self.begin_exercise(fx);
                self.voice.say(Key::ExStarted);
            }
            Msg::Pick(node) => self.exercise_pick(node, fx),
            Msg::Draft(text) => {
                if let Some(ex) = self.exercise.as_mut() {
                    ex.draft = text;
                }
            }
            Msg::Submit => self.exercise_submit(fx),
            Msg::Check(values) => self.exercise_check(&values, fx),
            Msg::Restore(saved) => self.exercise_restore(saved, fx),
            Msg::Delivery(d) => {
                if let Some(ex) = self.exercise.as_mut() {
                    // "Sent" is news only after a wait; a first success says nothing.
                    let news = d != Delivery::Delivered || ex.delivery.is_some();
                    if news && ex.delivery != Some(d) {
                        self.voice.say(d.key());
                        ex.delivery = Some(d);
                    }
                }
            }
            Msg::Unkept => {
                if let Some(ex) = self.exercise.as_mut() {
                    ex.note = Some(Note::info(Key::ExNotKept));
                }
            }
        }
    }

    fn exercise_pick(&mut self, node: u32, fx: &mut Vec<Effect>) {
        let now = self.now;
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        let (Ok(spec), Some(st)) = (&ex.spec, self.study.stepper.as_mut()) else {
            return;
        };
        if spec.task != Task::Predict || ex.attempt.done.is_some() {
            return;
        }
        let Some(verdict) = predict::judge(st, node) else {
            return;
        };
        ex.attempt.picks.push(node);
        ex.attempt.answers.push(verdict.right);
        answers::predict(&mut ex.attempt, node, verdict.next, now);
        self.voice.say(verdict.said.clone());
        ex.feedback = Some(Feedback::Pick(verdict));
        self.answered(fx);
    }

    fn exercise_check(&mut self, values: &[[Option<u32>; 3]], fx: &mut Vec<Effect>) {
        let now = self.now;
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        let (Ok(spec), Some((node, kids)), Some(st)) =
            (&ex.spec, ex.question.clone(), self.study.stepper.as_mut())
        else {
            return;
        };
        if spec.task != Task::Children || ex.attempt.done.is_some() {
            return;
        }
        let verdicts: Vec<_> = kids
            .into_iter()
            .enumerate()
            .map(|(i, child)| {
                let right = child.judge(&values.get(i).copied().unwrap_or([None; 3]));
                (child, right)
            })
            .collect();
        let right = verdicts.iter().filter(|v| v.1).count();
        ex.attempt.picks.push(node);
        ex.attempt
            .values
            .extend((0..verdicts.len()).flat_map(|i| values.get(i).copied().unwrap_or([None; 3])));
        ex.attempt.answers.extend(verdicts.iter().map(|v| v.1));
        answers::children(&mut ex.attempt, node, &verdicts, values, now);
        self.voice.say(
            Said::key(Key::ExChildrenVerdict)
                .with("right", right)
                .with("n", verdicts.len()),
        );
        ex.feedback = Some(Feedback::Children(verdicts));
        ex.question = children::advance(st)
            .then(|| children::question(st))
            .flatten();
        self.answered(fx);
    }

    /// After an answer: the host hears the score so far, or the end.
    fn answered(&mut self, fx: &mut Vec<Effect>) {
        let Some((s, all)) = self.answers_score() else {
            return;
        };
        if all {
            return self.end_attempt(s, fx);
        }
        if let Some(Exercise {
            spec: Ok(spec),
            attempt,
            ..
        }) = &self.exercise
        {
            let report = Report::new(spec, attempt, s, self.now, self.lang);
            fx.push(Effect::Emit(Event::Score(Box::new(report))));
        }
    }

    /// The score of the answers so far, and whether they are all the exercise asks (the count
    /// reached, or the recorded search out of questions).
    pub(super) fn answers_score(&self) -> Option<(Score, bool)> {
        let more = self.questions_left();
        let ex = self.exercise.as_ref()?;
        let spec = ex.spec.as_ref().ok()?;
        let a = &ex.attempt;
        let s = score::answers(a.right(), a.answers.len() as u32, spec.pass);
        Some((s, a.picks.len() as u32 >= spec.count || !more))
    }

    /// Whether the recorded search has another question.
    fn questions_left(&self) -> bool {
        let Some(ex) = self.exercise.as_ref() else {
            return false;
        };
        match (&ex.spec, self.study.stepper.as_ref()) {
            (Ok(s), Some(st)) if s.task == Task::Predict => {
                st.trace().events.get(st.state().step).is_some()
            }
            (Ok(s), Some(_)) if s.task == Task::Children => ex.question.is_some(),
            _ => false,
        }
    }

    /// The solver's word on the optimal length (play), or on a heuristic's grading.
    pub(crate) fn exercise_reply(&mut self, r: News, fx: &mut Vec<Effect>) {
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        if ex.grading() {
            return self.heuristic_reply(r, fx);
        }
        if let Some((note, _)) = jobs::failure(&r) {
            ex.note = Some(Note::error(
                Said::key(Key::ExNoOptimal).with_said("why", note.said),
            ));
            return;
        }
        if let News::Reply(Reply::Done(s)) = r {
            match (s.status, s.optimal, s.length()) {
                (Status::Solved, true, Some(n)) => {
                    ex.optimal = Some(n as u32);
                    self.finish_play(fx);
                }
                _ => ex.note = Some(Note::error(Key::ExNoOptimal)),
            }
        }
    }

    /// After every update: the attempt's start time, and the attempt saved if it changed.
    pub(crate) fn exercise_after(&mut self, fx: &mut Vec<Effect>) {
        let now = self.now;
        let start = &self.puzzle.start;
        let Some(ex) = self.exercise.as_mut() else {
            return;
        };
        if ex.attempt.started.is_none() && now > 0.0 {
            ex.attempt.started = Some(now);
        }
        // Not before the saved attempt has been read (it would be saved over), nor while one
        // waits to be replayed.
        if !ex.ready || ex.replay.is_some() {
            return;
        }
        let snapshot = ex.snapshot(start);
        if snapshot.is_some() && snapshot != ex.saved {
            ex.saved.clone_from(&snapshot);
            if let Some(s) = snapshot {
                fx.push(Effect::Emit(Event::Attempt(Box::new(s))));
            }
        }
    }

    /// Whether an exercise runs: the panels give way to it.
    pub fn in_exercise(&self) -> bool {
        self.exercise.is_some()
    }
}

/// Later settings over earlier ones (an attribute changed after the start).
fn merge(old: ExerciseOptions, new: ExerciseOptions) -> ExerciseOptions {
    ExerciseOptions {
        task: new.task.or(old.task),
        id: new.id.or(old.id),
        count: new.count.or(old.count),
        slack: new.slack.or(old.slack),
        hints: new.hints.or(old.hints),
        pass: new.pass.or(old.pass),
        keep: new.keep.or(old.keep),
        resume: new.resume.or(old.resume),
        errors: new.errors,
    }
}

/// What the student hears at the end.
fn ended(attempt: &Attempt, s: Score) -> Said {
    let key = if s.passed {
        Key::ExPassed
    } else {
        Key::ExFailed
    };
    Said::key(key)
        .with("raw", s.raw)
        .with("max", s.max)
        .with("attempt", attempt.number)
}

/// The end of an attempt: its last score, then its completion.
fn emit_end(
    (spec, a): (&Spec, &Attempt),
    s: Score,
    (now, lang): (f64, Lang),
    fx: &mut Vec<Effect>,
) {
    let r = Report::new(spec, a, s, now, lang);
    fx.push(Effect::Emit(Event::Score(Box::new(r.clone()))));
    fx.push(Effect::Emit(Event::Completed(Box::new(r))));
}
