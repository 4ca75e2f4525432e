//! The rules that cross features, each written once: what a new board, a move by hand, a change
//! of search, a solver's reply, a tick or the host's settings do to every feature.

use super::effect::{Effect, Event, Note};
use super::jobs::Owner;
use super::news::{News, Reply};
use super::{Ctx, Mode, State, playback, puzzle, solve};
use crate::i18n::{self, Key, Lang, Said};
use crate::options::Options;
use npuzzle_core::{Board, Solution, solvability};

impl State {
    /// The board and play.
    pub(super) fn puzzle_msg(&mut self, m: puzzle::Msg, fx: &mut Vec<Effect>) {
        let play = matches!(m, puzzle::Msg::Play(_) | puzzle::Msg::PlayCell(_));
        if play && self.jobs.busy() {
            self.voice.say(Key::Busy);
            return;
        }
        if play && self.exercise_holds_board() {
            self.voice.say(Key::ExBoardHeld);
            return;
        }
        if !play && m.sets_up() && self.exercise_fixes_board() {
            self.voice.say(Key::ExBoardFixed);
            return;
        }
        self.apply_puzzle(m, fx);
    }

    /// A puzzle message the caller has allowed (the host's settings may change an exercise's
    /// board: the exercise then starts a new attempt).
    pub(super) fn apply_puzzle(&mut self, m: puzzle::Msg, fx: &mut Vec<Effect>) {
        let shape = self.puzzle.shape;
        match self.puzzle.update(m) {
            puzzle::Change::Nothing => {}
            puzzle::Change::Said(said) => self.voice.say(said),
            puzzle::Change::Moved {
                tile,
                way,
                from,
                to,
            } => self.moved(tile, way, from, to, fx),
            puzzle::Change::Board(said) => {
                if self.puzzle.shape != shape {
                    self.search.follow_shape(self.puzzle.shape);
                }
                self.board_changed(fx);
                // An unsolvable board has said so (board_changed): that is what to hear.
                if self.solve.note.is_none() {
                    self.voice.say(said);
                }
            }
            puzzle::Change::Goal => self.board_changed(fx),
        }
    }

    /// A tile slid by hand: playback and stepping end, results go, the host hears of it.
    fn moved(
        &mut self,
        tile: npuzzle_core::Tile,
        way: npuzzle_core::Move,
        from: usize,
        to: usize,
        fx: &mut Vec<Effect>,
    ) {
        fx.push(Effect::Slide { tile, from, to });
        self.mode = Mode::Idle;
        self.playback.show = None;
        self.solve.result = None;
        self.hint.said = None;
        self.study.stepper = None;
        let solved = self.puzzle.is_solved();
        let moves = self.puzzle.moves;
        let key = if solved {
            Key::SolvedByHand
        } else {
            Key::Moved
        };
        self.voice.say(
            Said::key(key)
                .with("tile", tile)
                .with_said("way", i18n::way(way).into())
                .with("n", moves),
        );
        let board = self.puzzle.text();
        fx.push(Effect::Emit(Event::Move {
            tile,
            direction: way.opposite(),
            moves,
            board: board.clone(),
            solved,
        }));
        if solved {
            fx.push(Effect::Emit(Event::Solved { moves, board }));
        }
        self.exercise_moved(way, fx);
    }

    /// A new board or goal: every search ends and every result goes (they belong to another
    /// problem); whether this one can be solved is known at once, so it is said at once.
    pub(super) fn board_changed(&mut self, fx: &mut Vec<Effect>) {
        self.mode = Mode::Idle;
        // The experiment is not about this board: it runs on.
        let others = |o: Owner| !matches!(o, Owner::Experiment | Owner::Lab);
        self.solve.stop(&others, &mut self.jobs, fx);
        self.compare = None;
        self.study.stepper = None;
        self.playback.show = None;
        self.solve.result = None;
        self.hint.said = None;
        let s = solvability(&self.puzzle.board, &self.puzzle.goal);
        self.puzzle.unsolvable = (!s.solvable).then(|| solve::unsolvable(&s, Key::NoSolution));
        if s.solvable {
            self.solve.note = None;
        } else {
            self.solve.note = self.puzzle.unsolvable.clone().map(Note::error);
            self.voice.say(Key::NoSolution);
        }
    }

    /// Another algorithm, heuristic or settings: a Solve or recording of the old one is stale,
    /// and so is a Compare run under other settings.
    pub(super) fn search_changed(&mut self, settings: bool, fx: &mut Vec<Effect>) {
        let stale = |o: Owner| matches!(o, Owner::Solve | Owner::Trace);
        if self.solve.stop(&stale, &mut self.jobs, fx) {
            self.solve.note = Some(Note::info(Key::Cancelled));
            self.voice.say(Key::CancelledAnnounce);
        }
        if settings {
            let compared = |o: Owner| matches!(o, Owner::CompareRow(_));
            if self.jobs.cancel(&compared, fx) {
                self.compare = None;
            }
        }
    }

    /// Playback: a step pauses it; Toggle plays from the start once at the end.
    pub(super) fn playback_msg(&mut self, m: playback::Msg, fx: &mut Vec<Effect>) {
        match m {
            playback::Msg::Toggle => {
                if self.mode == Mode::Playing {
                    self.mode = Mode::Idle;
                } else if self.playback.show.is_some() {
                    if self.playback.at_end() {
                        self.step_to(0, false, fx);
                    }
                    self.mode = Mode::Playing;
                }
            }
            playback::Msg::Speed(speed) => self.playback.speed = speed.clamp(1, 10),
            m => {
                if let Some(step) = self.playback.target(&m) {
                    self.mode = Mode::Idle;
                    self.step_to(step, false, fx);
                }
            }
        }
    }

    fn step_to(&mut self, step: usize, quiet: bool, fx: &mut Vec<Effect>) {
        let said = self
            .playback
            .step_to(step, &mut self.puzzle.board, quiet, fx);
        if let Some((said, end)) = said {
            if end {
                self.mode = Mode::Idle;
            }
            self.voice.say(said);
        }
    }

    /// A solution to show (Solve's, or a Compare row's) from `board`.
    fn show(&mut self, board: Board, solution: &Solution) {
        self.study.stepper = None;
        self.puzzle.board = board.clone();
        // A solved search's moves end on the goal.
        let end = (solution.status == npuzzle_core::Status::Solved)
            .then(|| self.puzzle.goal.board().clone());
        self.playback.show(board, solution, end);
    }

    /// Plays a Compare row's solution.
    pub(super) fn play_row(&mut self, board: Board, solution: Solution) {
        self.show(board.clone(), &solution);
        let name = i18n::algorithm_name(solution.algorithm);
        self.solve.result = Some((board, solution));
        self.voice
            .say(Said::key(Key::PlayingRow).with_said("algo", name.into()));
        self.mode = Mode::Playing;
    }

    /// The solver spoke: to the feature that asked, if its job is still out.
    pub(super) fn job_news(&mut self, id: u32, r: News, fx: &mut Vec<Effect>) {
        let Some((owner, ended)) = self.jobs.receive(id, &r) else {
            return; // a cancelled job's late message
        };
        match owner {
            Owner::CompareRow(i) => {
                super::compare::reply(&mut self.compare, i, r, &mut cx!(self, fx))
            }
            Owner::Experiment => self.experiment.reply(r, &mut cx!(self, fx)),
            Owner::Lab => self.lab.reply(r, &mut cx!(self, fx)),
            Owner::Exercise => self.exercise_reply(r, fx),
            Owner::Solve if ended.is_none() => {
                // A better answer while auto searches on: shown (and playable) at once.
                let News::Reply(Reply::Improved(improvement)) = r else {
                    return;
                };
                let Some(board) = self.jobs.current.as_ref().map(|j| j.board.clone()) else {
                    return;
                };
                if let solve::Out::Show(board, solution) =
                    self.solve.improved(board, improvement, &mut cx!(self, fx))
                {
                    self.show(board, &solution); // a playback under way goes on with it
                }
            }
            _ => {
                let Some(job) = ended else { return };
                match owner {
                    Owner::Solve => {
                        let out = self.solve.reply(job, r, &mut cx!(self, fx));
                        if let solve::Out::Show(board, solution) = out {
                            self.show(board, &solution);
                            if std::mem::take(&mut self.solve.autoplay) {
                                self.mode = Mode::Playing;
                            }
                        }
                    }
                    Owner::Hint => self.hint.reply(r, &mut cx!(self, fx)),
                    Owner::Trace => {
                        self.study.reply(r, &mut cx!(self, fx));
                        self.exercise_traced(fx);
                    }
                    Owner::CompareRow(_) | Owner::Experiment | Owner::Exercise | Owner::Lab => {}
                }
            }
        }
    }

    /// The timer: the next move of the solution, or the next event of the search.
    pub(super) fn tick(&mut self, fx: &mut Vec<Effect>) {
        match self.mode {
            Mode::Idle => {}
            Mode::Stepping => {
                if !self.study.step() {
                    self.mode = Mode::Idle;
                }
            }
            Mode::Playing => match self.playback.show.as_ref() {
                Some(p) => {
                    let next = p.step + 1;
                    self.step_to(next, true, fx);
                }
                None => self.mode = Mode::Idle,
            },
        }
    }

    pub(super) fn set_lang(&mut self, lang: Lang, fx: &mut Vec<Effect>) {
        if lang != self.lang {
            self.lang = lang;
            fx.push(Effect::Relabel);
        }
    }

    /// Settings from the host (attributes, URL, `mount()`), through the same rules as a person's.
    pub(super) fn configure(&mut self, o: Options, fx: &mut Vec<Effect>) {
        self.notices = o.problems;
        if let Some(l) = o.lang {
            self.set_lang(l, fx);
        }
        if let Some(menu) = o.lang_menu {
            self.lang_menu = menu;
        }
        if let Some(c) = o.controls {
            self.controls = c;
        }
        if let Some(f) = o.formula {
            self.lab.formula = f;
        }
        let before = self.search.clone();
        if let Some(h) = o.heuristic {
            self.search.heuristic = h;
        }
        if let Some(a) = o.algorithm {
            self.search.algorithm = a;
            self.search.chosen = true;
        }
        if let Some(order) = o.order {
            self.search.settings.order = order;
        }
        if let Some(t) = o.ties {
            self.search.settings.ties = t;
        }
        if let Some(g) = o.goal_test {
            self.search.settings.goal_test = g;
        }
        if self.search != before {
            let settings = self.search.settings != before.settings;
            self.search_changed(settings, fx);
        }
        let goal_before = self.puzzle.goal_kind;
        let shape_before = self.puzzle.shape;
        if let Some(g) = o.goal {
            self.apply_puzzle(puzzle::Msg::SetGoal(g), fx);
        }
        let given = o.board.clone();
        match (o.board, o.shape) {
            (Some(b), _) => self.apply_puzzle(puzzle::Msg::SetBoard(b), fx),
            (None, Some(s)) if s != self.puzzle.shape => {
                self.apply_puzzle(puzzle::Msg::SetSize(s), fx);
            }
            _ => {}
        }
        let moved = given.is_some()
            || self.puzzle.goal_kind != goal_before
            || self.puzzle.shape != shape_before;
        let mut exercise = o.exercise;
        // A running attempt is not replaced by a record handed in later: only the one there at
        // the start is read (and replayed).
        if self.exercise.as_ref().is_some_and(|e| e.ready) && exercise.resume.take().is_some() {
            self.notices.push(Key::ExResumeIgnored.into());
        }
        // An exercise asked for, or one whose settings, board or goal the host changed.
        let changed = exercise != crate::options::ExerciseOptions::default();
        if changed || (self.exercise.is_some() && moved) {
            self.configure_exercise(exercise, given, fx);
        } else if o.autoplay {
            self.solve.autoplay = true;
            self.solve_msg(solve::Msg::Start, fx);
        }
    }

    /// Solve: a search about to start ends playback and hides the last solution first.
    pub(super) fn solve_msg(&mut self, m: solve::Msg, fx: &mut Vec<Effect>) {
        if m == solve::Msg::Start && !self.jobs.busy() {
            self.mode = Mode::Idle;
            self.playback.show = None;
        }
        self.solve.update(m, &mut cx!(self, fx));
    }
}
