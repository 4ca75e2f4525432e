//! One puzzle's state and everything that can happen to it, in plain Rust (no web types, so
//! `cargo test` covers it natively), composed by feature as iced composes its children: each
//! feature has its own state, message and update ([`puzzle`] the board and play, [`search`] the
//! chosen search, [`solve`], [`playback`], [`share`], [`study`] (step-through with predict),
//! [`compare`], [`hint`]); this module routes messages to them and keeps, once, the rules that
//! cross features:
//! - a new board or goal ends every search and clears every result, and whether the board can be
//!   solved is said at once;
//! - playback and stepping stop before a search starts, and a move by hand leaves them;
//! - a change of search cancels the Solve or recording it makes stale;
//! - nothing moves on the board while a search holds it.
//!
//! Updates return [`Effect`]s for the web layer; timers follow from the state ([`State::timer`]).

/// A [`Ctx`] from `State` `$s`'s fields (disjoint from the feature being updated).
macro_rules! cx {
    ($s:ident, $fx:expr) => {
        Ctx {
            lang: $s.lang,
            puzzle: &$s.puzzle,
            search: &$s.search,
            jobs: &mut $s.jobs,
            voice: &mut $s.voice,
            fx: $fx,
        }
    };
}

pub mod compare;
mod effect;
pub mod exercise;
pub mod experiment;
pub mod hint;
pub mod jobs;
pub mod lab;
pub mod news;
pub mod playback;
pub mod puzzle;
pub mod records;
mod rules;
pub mod search;
pub mod share;
pub mod solve;
pub mod study;
pub mod tabs;

pub use compare::{COMPARE_NODES, Compare, CompareRow, RowOutcome, compare_pairs};
pub use effect::{Effect, Event, HostSolution, Note, Tone, Voice, board_text};
pub use jobs::{Followed, Jobs, Owner};
pub use news::{News, Reply, Unstartable, Waiting};
pub use share::ShareKind;
pub use study::TRACE_EVENTS;
pub use study::predict::{Predict, Verdict};
pub use tabs::Tab;

use crate::i18n::{Key, Lang, Said};
use crate::options::{Controls, GoalKind, Options};
use npuzzle_core::{Algorithm, Board, Shape};

/// One puzzle.
#[derive(Clone, Debug)]
pub struct State {
    /// Words in this language.
    pub lang: Lang,
    /// Whether the component offers a menu of every language (the page does; an embedded
    /// component when its host asks, with `lang-menu`).
    pub lang_menu: bool,
    /// Panels shown.
    pub controls: Controls,
    /// The board, its goal, and play by hand.
    pub puzzle: puzzle::Puzzle,
    /// The search Solve runs.
    pub search: search::SearchChoice,
    /// The last search's outcome.
    pub solve: solve::Solve,
    /// The solution on show.
    pub playback: playback::Playback,
    /// Where the site is, for Share.
    pub share: share::Share,
    /// A recorded search being stepped through.
    pub study: study::Study,
    /// Every search on one board.
    pub compare: Option<Compare>,
    /// The hint and the heuristics overlay.
    pub hint: hint::Hint,
    /// The solver jobs out.
    pub jobs: Jobs,
    /// What moves by itself.
    pub mode: Mode,
    /// For screen readers.
    pub voice: Voice,
    /// Settings that were ignored, in words.
    pub notices: Vec<Said>,
    /// The panel a narrow component shows (see [`State::tab`]).
    pub tab: Tab,
    /// The textbook's experiment.
    pub experiment: experiment::Experiment,
    /// The heuristic lab.
    pub lab: lab::Lab,
    /// A graded exercise, if the host set one.
    pub exercise: Option<exercise::Exercise>,
    /// The Exercise panel beside Share (a teacher's).
    pub author: exercise::author::Author,
    /// The time (ms since 1970), set by the web layer before each update.
    pub now: f64,
}

/// What moves by itself (one thing at a time; the timer follows).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Nothing.
    #[default]
    Idle,
    /// The solution plays.
    Playing,
    /// The recorded search steps.
    Stepping,
}

/// Everything that can happen to a component.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// The board and play.
    Puzzle(puzzle::Msg),
    /// The chosen search.
    Search(search::Msg),
    /// Solve.
    Solve(solve::Msg),
    /// Playback.
    Playback(playback::Msg),
    /// Share.
    Share(share::Msg),
    /// Step-through and predict.
    Study(study::Msg),
    /// Compare.
    Compare(compare::Msg),
    /// Hint and overlay.
    Hint(hint::Msg),
    /// The textbook's experiment.
    Experiment(experiment::Msg),
    /// The heuristic lab.
    Lab(lab::Msg),
    /// Put a board from the lab (a counterexample, row-major) on the puzzle.
    LabLoad(Vec<npuzzle_core::Tile>),
    /// A graded exercise, and the panel that makes one.
    Exercise(exercise::Msg),
    /// News of a solver job of this component (its id).
    Job(u32, News),
    /// Panels to show.
    SetControls(Controls),
    /// Words in another language.
    SetLang(Lang),
    /// Settings the host changed (problems included, to show).
    Configure(Box<Options>),
    /// The timer.
    Tick,
    /// The clipboard took the copy (`true`) or refused.
    Copied(bool),
    /// Nothing changed: draw again.
    Refresh,
    /// The words of the component's language arrived: build the views again in them.
    Relabel,
    /// A narrow component's panel, chosen by its tab.
    Tab(Tab),
}

/// What a feature's update may read and do beyond its own state.
pub struct Ctx<'a> {
    /// The component's language.
    pub lang: Lang,
    /// The board.
    pub puzzle: &'a puzzle::Puzzle,
    /// The chosen search.
    pub search: &'a search::SearchChoice,
    /// The jobs out.
    pub jobs: &'a mut Jobs,
    /// For screen readers.
    pub voice: &'a mut Voice,
    /// The effects of this update.
    pub fx: &'a mut Vec<Effect>,
}

impl State {
    /// A component with these settings; `seed` makes its shuffles (any value). With `autoplay`
    /// set, the host sends a solve once the component is up.
    pub fn new(mut options: Options, seed: u64) -> State {
        // Not `expect`: its message would print the core's error with `Debug`, whose code the
        // page's wasm otherwise does without.
        let Some(shape) = options
            .board
            .as_ref()
            .map(Board::shape)
            .or(options.shape)
            .or_else(|| Shape::new(3, 3).ok())
        else {
            unreachable!("3×3 is a shape")
        };
        let goal_kind = options.goal.unwrap_or(GoalKind::End);
        let mut s = State {
            lang: options.lang.unwrap_or_default(),
            lang_menu: false,
            controls: Controls::FULL,
            puzzle: puzzle::Puzzle::new(shape, goal_kind, seed),
            search: search::SearchChoice::new(shape),
            solve: solve::Solve::default(),
            playback: playback::Playback::default(),
            share: share::Share::default(),
            study: study::Study::default(),
            compare: None,
            hint: hint::Hint::default(),
            jobs: Jobs::default(),
            mode: Mode::Idle,
            voice: Voice::default(),
            notices: vec![],
            tab: Tab::default(),
            experiment: experiment::Experiment::default(),
            lab: lab::Lab::default(),
            exercise: None,
            author: exercise::author::Author::default(),
            now: 0.0,
        };
        if options.board.is_none() {
            s.puzzle.shuffle();
            s.board_changed(&mut Vec::new());
        }
        let autoplay = std::mem::take(&mut options.autoplay);
        // Nothing runs yet, so the effects (a relabel at most) have nothing to do.
        s.configure(options, &mut Vec::new());
        s.solve.autoplay = autoplay;
        s.voice = Voice::default();
        s
    }

    /// How often the timer ticks, while something moves by itself.
    pub fn timer(&self) -> Option<u32> {
        (self.mode != Mode::Idle).then(|| self.playback.period_ms())
    }

    /// The panel a narrow component shows: the chosen tab, or the first whose panel is shown.
    pub fn tab_shown(&self) -> Option<Tab> {
        self.tab.or_offered(self.controls)
    }

    /// Whether the board on screen is the goal.
    pub fn is_solved(&self) -> bool {
        self.puzzle.is_solved()
    }

    /// The board to draw: the node being expanded while stepping through a search (the goal
    /// once it is found), else the board.
    pub fn shown_board(&self) -> Board {
        self.study
            .shown_board(self.puzzle.goal.board())
            .unwrap_or_else(|| self.puzzle.board.clone())
    }

    /// A link, an iframe or an element that shows this puzzle.
    pub fn share(&self, kind: ShareKind) -> String {
        // The lab's formula, when the student wrote one, travels too.
        let formula = self.lab.formula.trim();
        let mut more = vec![];
        if !formula.is_empty() && formula != lab::EXAMPLE {
            more.push(("formula", formula.to_string()));
        }
        // A language chosen over the browser's travels: a teacher working in Arabic in an
        // English browser hands out an Arabic page.
        if self.share.browser.is_some_and(|b| b != self.lang) {
            more.push(("lang", self.lang.tag().to_string()));
        }
        let mut search = self.search.clone();
        if self.share_drops_algorithm() {
            search.algorithm = Algorithm::Auto;
        }
        self.share.text_with(kind, &self.puzzle, &search, &more)
    }

    /// Whether Share leaves out the algorithm chosen, for Auto: above the 8-puzzle's size only
    /// Auto finishes every board within a page's limits (A* on a 15-puzzle ran 14 s on a phone
    /// and stopped at the node limit). The Share panel says so.
    pub fn share_drops_algorithm(&self) -> bool {
        self.search.algorithm != Algorithm::Auto && self.puzzle.start.shape().cells() > 9
    }

    /// Applies a message; returns what the web layer must do.
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        let mut fx = Vec::new();
        match msg {
            Msg::Puzzle(m) => self.puzzle_msg(m, &mut fx),
            Msg::Search(m) => self.search_msg(m, &mut fx),
            Msg::Solve(m) => self.solve_msg(m, &mut fx),
            Msg::Playback(m) => self.playback_msg(m, &mut fx),
            Msg::Share(share::Msg::Copy(kind)) => fx.push(Effect::Copy(self.share(kind))),
            Msg::Study(m) => self.study_msg(m, &mut fx),
            Msg::Compare(m) => self.compare_msg(m, &mut fx),
            Msg::Hint(m) => {
                // An exercise counts its hints, and may allow none (or no more).
                if m != hint::Msg::Ask || !self.in_exercise() || self.exercise_allows_hint() {
                    self.hint.update(m, &mut cx!(self, &mut fx));
                }
            }
            Msg::Exercise(m) => self.exercise_msg(m, &mut fx),
            Msg::Experiment(m) => {
                self.experiment.formula.clone_from(&self.lab.formula);
                self.experiment.update(m, &mut cx!(self, &mut fx))
            }
            Msg::Lab(m) => self.lab_msg(m, &mut fx),
            Msg::LabLoad(tiles) => {
                if let Ok(b) = npuzzle_core::Board::new(self.puzzle.shape, tiles) {
                    self.apply_puzzle(puzzle::Msg::SetBoard(b), &mut fx);
                }
            }
            Msg::Job(id, news) => self.job_news(id, news, &mut fx),
            Msg::SetControls(c) => self.controls = c,
            Msg::SetLang(l) => self.set_lang(l, &mut fx),
            Msg::Configure(o) => self.configure(*o, &mut fx),
            Msg::Tick => self.tick(&mut fx),
            Msg::Copied(ok) => self
                .voice
                .say(if ok { Key::Copied } else { Key::CopyFailed }),
            Msg::Refresh => {}
            Msg::Relabel => fx.push(Effect::Relabel),
            Msg::Tab(t) => self.tab = t,
        }
        // Playback and stepping stop before a search.
        if fx.iter().any(|e| matches!(e, Effect::StartJob(..))) {
            self.mode = Mode::Idle;
        }
        self.exercise_after(&mut fx);
        fx
    }

    /// The search Solve runs: picking an algorithm answers "Pick a search".
    fn search_msg(&mut self, m: search::Msg, fx: &mut Vec<Effect>) {
        let algorithm = matches!(m, search::Msg::Algorithm(_));
        let settings = matches!(m, search::Msg::Settings(_));
        if algorithm {
            self.study.note = None;
        }
        if self.search.update(m) {
            self.search_changed(settings, fx);
        }
    }

    /// Stepping through a recorded search: Run steps by itself or stops; every other control
    /// but the tree's checkbox takes the stepper in hand.
    fn study_msg(&mut self, m: study::Msg, fx: &mut Vec<Effect>) {
        if m == study::Msg::Run {
            self.mode = match self.mode {
                Mode::Stepping => Mode::Idle,
                _ if self.study.stepper.is_some() => Mode::Stepping,
                other => other,
            };
            return;
        }
        if !matches!(m, study::Msg::TreeCollapse(_)) {
            self.mode = Mode::Idle;
        }
        if let study::Out::Unsolvable(note) = self.study.update(m, &mut cx!(self, fx)) {
            self.solve.result = None;
            self.solve.note = Some(note);
        }
    }

    /// Every search on one board; a row played is shown as Solve's result.
    fn compare_msg(&mut self, m: compare::Msg, fx: &mut Vec<Effect>) {
        match compare::update(&mut self.compare, m, &mut cx!(self, fx)) {
            compare::Out::Done => {}
            compare::Out::Unsolvable(note) => self.solve.note = Some(note),
            compare::Out::Play(board, solution) => self.play_row(board, solution),
        }
    }

    /// The heuristic lab: its race and its Step reach into the experiment and the stepper.
    fn lab_msg(&mut self, m: lab::Msg, fx: &mut Vec<Effect>) {
        match m {
            lab::Msg::Race => self.lab_race(fx),
            lab::Msg::Step => self.lab_step(fx),
            m => self.lab.update(m, &mut cx!(self, fx)),
        }
    }

    /// The race: the experiment with the lab's formula beside the textbook's heuristics.
    fn lab_race(&mut self, fx: &mut Vec<Effect>) {
        self.experiment.chosen = experiment::RACE;
        self.experiment.formula.clone_from(&self.lab.formula);
        let start = experiment::Msg::Start;
        self.experiment.update(start, &mut cx!(self, fx));
        self.lab.update(lab::Msg::Race, &mut cx!(self, fx));
    }

    /// Step, the tree and Predict with the lab's formula as h.
    fn lab_step(&mut self, fx: &mut Vec<Effect>) {
        let formula = Some(self.lab.formula.clone());
        let before = self.jobs.current.as_ref().map(|j| j.id);
        if let study::Out::Unsolvable(note) = self.study.record_with(formula, &mut cx!(self, fx)) {
            self.solve.note = Some(note);
        }
        // Said in the lab, where the person is: a refusal, or where the recording goes.
        let started = self.jobs.current.as_ref().map(|j| j.id) != before;
        self.lab.note = match &self.study.note {
            Some(n) if n.is_error() => self.study.note.take(),
            _ => started.then(|| effect::Note::info(Key::LabStepping)),
        };
    }
}
