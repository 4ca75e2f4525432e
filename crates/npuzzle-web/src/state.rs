//! One puzzle's state and everything that can happen to it, in plain Rust (no web types, so
//! `cargo test` covers it natively): the Elm architecture's `State`, `Msg` and `update`, which
//! returns [`Effect`]s (start a job, start a timer, tell the host page) for the web layer to carry
//! out. Views only draw a `State` and turn DOM events into `Msg`s.

use crate::i18n::{self, Key, Lang, Said};
use crate::options::{Controls, GoalKind, Options};
use npuzzle_core::{
    Algorithm, Board, Goal, Heuristic, MAX_SCRAMBLE_MOVES, Move, Progress, SearchSettings, Shape,
    Solution, Status, Stepper, Ties, Tile, Trace, parse_board, random_solvable, scramble,
    solvability,
};

/// Events a recorded search keeps for stepping (past them the recording ends with `limit`).
pub const TRACE_EVENTS: u32 = 10_000;
/// Nodes each run of Compare may expand, so BFS, DFS or IDDFS on a hard board end in `limit`
/// without holding up the rest.
pub const COMPARE_NODES: u64 = 1_000_000;

/// The searches Compare runs: every algorithm, with each heuristic where it takes one.
pub fn compare_pairs() -> Vec<(Algorithm, Option<Heuristic>)> {
    let heuristics = [
        Heuristic::Hamming,
        Heuristic::Manhattan,
        Heuristic::LinearConflict,
    ];
    let mut pairs = vec![
        (Algorithm::Bfs, None),
        (Algorithm::Dfs, None),
        (Algorithm::Iddfs, None),
    ];
    for a in [Algorithm::Greedy, Algorithm::AStar, Algorithm::IdaStar] {
        pairs.extend(heuristics.iter().map(|&h| (a, Some(h))));
    }
    pairs
}

/// What a job is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Solve and play the solution.
    Solve,
    /// The next move of a shortest solution, for a person playing by hand.
    Hint,
    /// Record the search to step through it.
    Trace,
}

/// One run of Compare.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareRow {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its heuristic.
    pub heuristic: Option<Heuristic>,
    /// The job.
    pub job: u32,
    /// How far it got.
    pub outcome: RowOutcome,
}

/// Where a run of Compare stands.
#[derive(Clone, Debug, PartialEq)]
pub enum RowOutcome {
    /// Queued behind the others.
    Waiting,
    /// Searching, with its counters.
    Running(Progress),
    /// Finished (solved, or at its node limit).
    Done(Box<Solution>),
    /// Stopped by Cancel.
    Cancelled,
    /// The solver refused it or died.
    Failed(String),
}

/// Every search on one board, side by side.
#[derive(Clone, Debug, PartialEq)]
pub struct Compare {
    /// The board compared.
    pub board: Board,
    /// One row per algorithm and heuristic.
    pub rows: Vec<CompareRow>,
}

impl Compare {
    /// Whether every run has ended.
    pub fn finished(&self) -> bool {
        self.rows
            .iter()
            .all(|r| !matches!(r.outcome, RowOutcome::Waiting | RowOutcome::Running(_)))
    }

    /// The table as CSV (`markdown = false`) or a Markdown table.
    pub fn table(&self, markdown: bool) -> String {
        let head = [
            "algorithm",
            "heuristic",
            "status",
            "length",
            "optimal",
            "expanded",
            "enqueued",
            "largest frontier",
            "ms",
        ];
        let row = |cells: &[String]| {
            if markdown {
                format!("| {} |", cells.join(" | "))
            } else {
                cells.join(",")
            }
        };
        let mut lines = vec![row(&head.map(String::from))];
        if markdown {
            lines.push(row(&head.map(|_| "---".to_string())));
        }
        for r in &self.rows {
            let mut cells = vec![
                r.algorithm.name().to_string(),
                r.heuristic.map_or(String::new(), |h| h.name().to_string()),
            ];
            match &r.outcome {
                RowOutcome::Done(s) => cells.extend([
                    s.status.name().to_string(),
                    s.length().map_or(String::new(), |n| n.to_string()),
                    s.optimal.to_string(),
                    s.stats.expanded.to_string(),
                    s.stats.generated.to_string(),
                    s.stats.max_frontier.to_string(),
                    crate::i18n::Fixed(s.stats.ms, 1).to_string(),
                ]),
                other => {
                    cells.push(
                        match other {
                            RowOutcome::Waiting => "waiting",
                            RowOutcome::Running(_) => "running",
                            RowOutcome::Cancelled => "cancelled",
                            _ => "failed",
                        }
                        .into(),
                    );
                    cells.extend(std::iter::repeat_n(String::new(), 6));
                }
            }
            lines.push(row(&cells));
        }
        lines.join("\n") + "\n"
    }
}

/// Playback speeds 1 to 10: milliseconds per move.
const PERIODS_MS: [u32; 10] = [1200, 900, 700, 500, 350, 250, 170, 110, 70, 40];

/// A solution being shown move by move.
#[derive(Clone, Debug, PartialEq)]
pub struct Playback {
    /// The board the solution starts from.
    pub start: Board,
    /// The blank's moves.
    pub moves: Vec<Move>,
    /// The tile that slides at each move.
    pub tiles: Vec<Tile>,
    /// Moves shown so far.
    pub step: usize,
}

/// A search sent to the solver.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    /// Unique within this component; the web layer keys it by component too.
    pub id: u32,
    /// The board searched (the one on screen when Solve was pressed).
    pub board: Board,
    /// What runs.
    /// The algorithm Solve runs.
    pub algorithm: Algorithm,
    /// Counters so far.
    pub progress: Progress,
    /// Tables being prepared (first solve of a size): the fraction done.
    pub preparing: Option<f64>,
    /// Waiting while the shared solver runs another component's job.
    pub queued: bool,
    /// What it is for.
    pub purpose: Purpose,
}

/// What a component asks the solver for.
#[derive(Clone, Debug, PartialEq)]
pub struct JobRequest {
    /// The job's id.
    pub id: u32,
    /// The board.
    pub board: Board,
    /// The goal.
    pub goal: Board,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The heuristic, for algorithms that take one.
    pub heuristic: Option<Heuristic>,
    /// A node budget of its own (Compare).
    pub max_nodes: Option<u64>,
    /// Record the search, up to this many events.
    pub trace: Option<u32>,
    /// Successor order, tie-break, goal test.
    pub settings: SearchSettings,
}

/// What the solver says about a job (or about itself).
#[derive(Clone, Debug, PartialEq)]
pub enum Solver {
    /// The job is now running (it may have waited for another component's).
    Started(u32),
    /// Counters of the running job.
    Progress(u32, Progress),
    /// Tables for this size are being fetched or built.
    Preparing(u32, f64),
    /// The job's result.
    Done(u32, Solution),
    /// A recorded job's trace.
    Traced(u32, Box<Trace>),
    /// The solver refused the job (a bad request).
    Failed(u32, String),
    /// The solver died during the job; `restarted` when a fresh one is already up.
    Died {
        /// The job that was running.
        id: u32,
        /// What the browser said.
        message: String,
        /// Whether a new solver has been started.
        restarted: bool,
    },
    /// The solver cannot be started at all.
    Unavailable(u32),
}

/// Everything that can happen to a component.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// A person slides a tile (by the blank's move).
    Play(Move),
    /// A person taps a cell.
    PlayCell(usize),
    /// A random solvable board.
    Shuffle,
    /// A board this many random moves from the goal (as typed).
    Scramble(String),
    /// Back to the last board set.
    Reset,
    /// The board typed in the text box.
    ApplyText(String),
    /// The text box was edited (never overwrite it until applied).
    TextEdited,
    /// The host sets the board (attribute, method, link).
    SetBoard(Board),
    /// A new size: a random board of it.
    SetSize(Shape),
    /// A new goal.
    SetGoal(GoalKind),
    /// A new algorithm (the person's choice: kept across sizes).
    SetAlgorithm(Algorithm),
    /// A new heuristic.
    SetHeuristic(Heuristic),
    /// New search settings (order, ties, goal test).
    SetSettings(SearchSettings),
    /// Panels to show.
    SetControls(Controls),
    /// Words in another language.
    SetLang(Lang),
    /// Settings the host changed (problems included, to show).
    Configure(Box<Options>),
    /// Start a search.
    Solve,
    /// Stop the search.
    Cancel,
    /// The solver spoke.
    Solver(Solver),
    /// Show the solution at this step.
    StepTo(usize),
    /// Forward or back by this many steps.
    StepBy(isize),
    /// To the end (`true`) or the start.
    StepEnd(bool),
    /// Play or pause the solution.
    TogglePlay,
    /// The playback timer.
    Tick,
    /// Playback speed, 1 (slow) to 10.
    SetSpeed(u8),
    /// Nothing changed: draw again.
    Refresh,
    /// Copy a link or snippet that restores this board.
    Copy(ShareKind),
    /// The clipboard took it (`true`) or refused.
    Copied(bool),
    /// Record the search with the chosen algorithm, to step through it.
    Trace,
    /// One event forward.
    TraceStep,
    /// One event back (a true rewind).
    TraceBack,
    /// Step by itself, or stop.
    TraceRun,
    /// To the first event (`false`) or the last.
    TraceEnd(bool),
    /// Leave the stepper.
    TraceClose,
    /// Run every search on this board.
    Compare,
    /// Stop the runs still to come.
    CompareCancel,
    /// Play the solution of this row.
    ComparePlay(usize),
    /// Copy the table as Markdown (`true`) or CSV.
    CompareCopy(bool),
    /// Predict mode on or off: guess which frontier node is expanded next.
    PredictMode(bool),
    /// The student's guess: this frontier node is expanded next.
    Predict(u32),
    /// Draw only the way to the frontier and the goal (`true`), or the whole tree.
    TreeCollapse(bool),
    /// The next move of a shortest solution.
    Hint,
    /// Show each tile's part of the heuristics on the board.
    Overlay(bool),
    /// Copy the solution as the classic assignment prints it.
    CopyAssignment,
}

/// What Share offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareKind {
    /// A link to the page.
    Link,
    /// An iframe for a course page.
    Iframe,
    /// The `<n-puzzle>` element and its script.
    Element,
}

/// What the web layer must do after an update.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Send a job to the (shared) solver.
    StartJob(JobRequest),
    /// Stop a job (queued or running).
    CancelJob(u32),
    /// Tick every this many milliseconds.
    StartTimer(u32),
    /// No more ticks.
    StopTimer,
    /// Animate a tile sliding from `from` to `to` (cells).
    Slide {
        /// The tile.
        tile: Tile,
        /// Cell it leaves.
        from: usize,
        /// Cell it reaches.
        to: usize,
    },
    /// Tell the host page.
    Emit(Event),
    /// Put this text on the clipboard (then send [`Msg::Copied`]).
    Copy(String),
    /// The words changed language: rebuild the view.
    Relabel,
}

/// What the host page hears (as `npuzzle-*` DOM events, or messages to an iframe's parent).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Event {
    /// A tile moved by the person's hand.
    #[serde(rename = "npuzzle-move", rename_all = "camelCase")]
    Move {
        /// The tile.
        tile: Tile,
        /// The way it slid.
        direction: Move,
        /// Moves played since the board was set.
        moves: u32,
        /// The board now.
        board: String,
        /// Whether the goal is reached.
        solved: bool,
    },
    /// The person reached the goal by hand.
    #[serde(rename = "npuzzle-solved", rename_all = "camelCase")]
    Solved {
        /// Moves it took.
        moves: u32,
        /// The board.
        board: String,
    },
    /// A search finished.
    #[serde(rename = "npuzzle-result", rename_all = "camelCase")]
    Result {
        /// The board searched.
        board: String,
        /// The search's result.
        solution: Solution,
    },
}

impl Event {
    /// The DOM event's name.
    pub fn name(&self) -> &'static str {
        match self {
            Event::Move { .. } => "npuzzle-move",
            Event::Solved { .. } => "npuzzle-solved",
            Event::Result { .. } => "npuzzle-result",
        }
    }
}

/// One puzzle.
#[derive(Clone, Debug)]
pub struct State {
    /// Words in this language.
    pub lang: Lang,
    /// Panels shown.
    pub controls: Controls,
    /// The board's size.
    pub shape: Shape,
    /// Which goal.
    pub goal_kind: GoalKind,
    /// The goal.
    pub goal: Goal,
    /// What is on the board.
    pub board: Board,
    /// Where Reset returns to: the last shuffled, scrambled, typed or given board.
    pub start: Board,
    /// Moves played by hand since `start`.
    pub moves: u32,
    /// The algorithm Solve runs.
    pub algorithm: Algorithm,
    /// Whether the person picked the algorithm (else it follows the size).
    pub algorithm_chosen: bool,
    /// The heuristic, for algorithms that take one.
    pub heuristic: Heuristic,
    /// Successor order, tie-break and BFS's goal test (course exercises fix them).
    pub settings: SearchSettings,
    /// Playback speed, 1 to 10.
    pub speed: u8,
    /// The solution on show.
    pub playback: Option<Playback>,
    /// Whether it plays by itself.
    pub playing: bool,
    /// The search running or queued.
    pub job: Option<Job>,
    next_job: u32,
    /// The last search's result, for the board on screen.
    pub result: Option<Solution>,
    /// The line under Solve.
    pub message: Option<(Said, bool)>,
    /// Under the text box.
    pub text_error: Option<Said>,
    /// The line under "Record the search", where the person who clicked it is looking.
    pub study_message: Option<(Said, bool)>,
    /// For screen readers; `announced` counts, so the same words are said again.
    pub announcement: Option<Said>,
    /// How many announcements were made.
    pub announced: u32,
    /// Settings that were ignored.
    pub notices: Vec<Said>,
    /// The text box holds typing not yet applied.
    pub text_dirty: bool,
    /// Play the solution as soon as it comes.
    pub autoplay: bool,
    /// The site's address (where the page, the script and the tables are), for Share.
    pub site: String,
    /// A recorded search being stepped through.
    pub stepper: Option<Stepper>,
    /// The stepper steps by itself.
    pub stepping: bool,
    /// Every search on one board.
    pub compare: Option<Compare>,
    /// The last hint.
    pub hint: Option<Said>,
    /// Heuristics drawn on the board.
    pub overlay: bool,
    /// Predict mode: the student guesses each expansion before it happens.
    pub predicting: bool,
    /// The verdict on the last guess (right or not, and why).
    pub verdict: Option<(Said, bool)>,
    /// The tree drawn collapsed; `None`: collapsed past a few hundred nodes.
    pub tree_collapsed: Option<bool>,
    rng: u64,
}

impl State {
    /// A component with these settings; `seed` makes its shuffles (any value). With `autoplay`
    /// set, the host sends [`Msg::Solve`] once the component is up.
    pub fn new(mut options: Options, seed: u64) -> State {
        let shape = options
            .board
            .as_ref()
            .map(Board::shape)
            .or(options.shape)
            .unwrap_or_else(|| Shape::new(3, 3).expect("3×3 is a shape"));
        let goal_kind = options.goal.unwrap_or(GoalKind::End);
        let goal = Goal::new(goal_kind.board(shape));
        let mut s = State {
            lang: Lang::En,
            controls: Controls::FULL,
            shape,
            goal_kind,
            board: goal.board().clone(),
            start: goal.board().clone(),
            goal,
            moves: 0,
            algorithm: Algorithm::default_for(shape),
            algorithm_chosen: false,
            heuristic: Heuristic::Manhattan,
            settings: SearchSettings::default(),
            speed: 5,
            playback: None,
            playing: false,
            job: None,
            next_job: 1,
            result: None,
            message: None,
            text_error: None,
            study_message: None,
            announcement: None,
            announced: 0,
            notices: vec![],
            text_dirty: false,
            autoplay: false,
            site: String::new(),
            stepper: None,
            stepping: false,
            compare: None,
            hint: None,
            overlay: false,
            predicting: false,
            verdict: None,
            tree_collapsed: None,
            rng: seed,
        };
        if options.board.is_none() {
            s.shuffle();
            s.announcement = None;
        }
        let autoplay = std::mem::take(&mut options.autoplay);
        s.lang = options.lang.unwrap_or_default();
        // Nothing runs yet, so the effects (a relabel at most) have nothing to do.
        s.configure(options, &mut Vec::new());
        s.autoplay = autoplay;
        s
    }

    /// The settings that restore this puzzle, as a URL query (`board=…&goal=…&algo=…`).
    pub fn share_query(&self) -> String {
        let rows: Vec<String> = self
            .start
            .to_string()
            .lines()
            .map(|r| r.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect();
        let mut q = vec![
            ("board", rows.join("/")),
            ("goal", self.goal_kind.value().to_string()),
            ("algo", self.algorithm.name().to_string()),
        ];
        if self.heuristic_applies() {
            q.push(("heuristic", self.heuristic.name().to_string()));
        }
        q.extend(self.settings_shared());
        q.iter()
            .map(|(k, v)| format!("{k}={}", encode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }

    /// A link, an iframe or an element that shows this puzzle (its starting board).
    pub fn share(&self, kind: ShareKind) -> String {
        let site = &self.site;
        match kind {
            ShareKind::Link => format!("{site}?{}", self.share_query()),
            ShareKind::Iframe => format!(
                "<iframe src=\"{site}?{}\" title=\"N-puzzle\" style=\"width:100%;border:0\" height=\"720\"></iframe>",
                self.share_query().replace('&', "&amp;")
            ),
            ShareKind::Element => {
                let mut attributes = format!(
                    "board=\"{}\"",
                    self.share_query()
                        .split('&')
                        .next()
                        .and_then(|b| b.strip_prefix("board="))
                        .map(decode)
                        .unwrap_or_default()
                );
                if self.goal_kind != GoalKind::End {
                    attributes.push_str(" goal=\"start\"");
                }
                attributes.push_str(&format!(" algo=\"{}\"", self.algorithm.name()));
                if self.heuristic_applies() {
                    attributes.push_str(&format!(" heuristic=\"{}\"", self.heuristic.name()));
                }
                for (k, v) in self.settings_shared() {
                    attributes.push_str(&format!(" {k}=\"{v}\""));
                }
                format!(
                    "<script type=\"module\" src=\"{site}n-puzzle.js\"></script>\n<n-puzzle {attributes}></n-puzzle>"
                )
            }
        }
    }

    /// The search settings a link or element must carry: those that differ from the default.
    fn settings_shared(&self) -> Vec<(&'static str, String)> {
        let d = SearchSettings::default();
        let mut out = Vec::new();
        if self.settings.order != d.order {
            out.push(("order", crate::options::order_letters(self.settings.order)));
        }
        if self.settings.ties != d.ties {
            out.push((
                "ties",
                crate::options::ties_value(self.settings.ties).into(),
            ));
        }
        if self.settings.goal_test != d.goal_test {
            let v = crate::options::goal_test_value(self.settings.goal_test);
            out.push(("goal-test", v.into()));
        }
        out
    }

    /// The period of a playback tick.
    pub fn period_ms(&self) -> u32 {
        PERIODS_MS[usize::from(self.speed.clamp(1, 10)) - 1]
    }

    /// Whether the board on screen is the goal.
    pub fn is_solved(&self) -> bool {
        self.goal.is_reached(self.board.cells())
    }

    /// Whether a heuristic applies to the chosen algorithm (the core decides).
    pub fn heuristic_applies(&self) -> bool {
        self.algorithm.takes_heuristic()
    }

    /// The board's size note: large boards default to fast mode.
    pub fn large_note(&self) -> Option<Key> {
        (Algorithm::default_for(self.shape) == Algorithm::Fast).then_some(Key::LargeNote)
    }

    /// The label of the running search's depth: course material says "Tree Depth" for IDDFS.
    pub fn depth_label(&self) -> Key {
        match self.job.as_ref().map(|j| j.algorithm) {
            Some(Algorithm::Iddfs) => Key::TreeDepth,
            Some(Algorithm::IdaStar | Algorithm::Auto) => Key::FBound,
            _ => Key::Depth,
        }
    }

    /// Applies a message; returns what the web layer must do.
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        let mut fx = Vec::new();
        match msg {
            Msg::Play(m) => self.play(m, &mut fx),
            Msg::PlayCell(cell) => {
                if let Some(m) = self.board.move_for_cell(cell) {
                    self.play(m, &mut fx);
                }
            }
            Msg::Shuffle => {
                self.stop(&mut fx);
                self.shuffle();
            }
            Msg::Scramble(text) => self.scramble(&text, &mut fx),
            Msg::Reset => {
                let b = self.start.clone();
                self.set_board(b, &mut fx);
                self.say(Key::BackToStart);
            }
            Msg::ApplyText(text) => match parse_board(&text) {
                Ok(b) => {
                    self.set_board(b, &mut fx);
                    self.say(Key::BoardFromText);
                }
                Err(e) => {
                    // The typed text stays as it is, so it can be corrected.
                    let said = Said::key(Key::NotABoard).with_said("why", i18n::error(&e));
                    self.text_error = Some(said.clone());
                    self.announce(said);
                }
            },
            Msg::TextEdited => self.text_dirty = true,
            Msg::SetBoard(b) => {
                self.set_board(b, &mut fx);
                self.say(Key::BoardFromHost);
            }
            Msg::SetSize(shape) => {
                if shape != self.shape {
                    self.stop(&mut fx);
                    self.reshape(shape);
                    self.shuffle();
                }
            }
            Msg::SetGoal(kind) => {
                if kind != self.goal_kind {
                    self.stop(&mut fx);
                    self.goal_kind = kind;
                    self.goal = Goal::new(kind.board(self.shape));
                    self.board_changed();
                }
            }
            Msg::SetAlgorithm(a) => {
                self.algorithm = a;
                self.algorithm_chosen = true;
                // "Pick a search" is answered.
                self.study_message = None;
            }
            Msg::SetHeuristic(h) => self.heuristic = h,
            Msg::SetSettings(s) => self.settings = s,
            Msg::SetControls(c) => self.controls = c,
            Msg::SetLang(l) => {
                if l != self.lang {
                    self.lang = l;
                    fx.push(Effect::Relabel);
                }
            }
            Msg::Configure(o) => self.configure(*o, &mut fx),
            Msg::Solve => self.solve(&mut fx),
            Msg::Cancel => {
                if let Some(job) = self.job.take() {
                    fx.push(Effect::CancelJob(job.id));
                    self.message = Some((Key::Cancelled.into(), false));
                    self.say(Key::CancelledAnnounce);
                }
            }
            Msg::Solver(s) => self.solver(s, &mut fx),
            Msg::StepTo(step) => {
                self.pause(&mut fx);
                self.step_to(step, &mut fx);
            }
            Msg::StepBy(delta) => {
                if let Some(p) = &self.playback {
                    let target = p.step.saturating_add_signed(delta);
                    self.pause(&mut fx);
                    self.step_to(target, &mut fx);
                }
            }
            Msg::StepEnd(end) => {
                if let Some(p) = &self.playback {
                    let target = if end { p.moves.len() } else { 0 };
                    self.pause(&mut fx);
                    self.step_to(target, &mut fx);
                }
            }
            Msg::TogglePlay => self.toggle_play(&mut fx),
            Msg::Tick if self.stepping => {
                if !self.trace_step() {
                    self.pause(&mut fx);
                }
            }
            Msg::Tick => match &self.playback {
                Some(p) if self.playing => {
                    let next = p.step + 1;
                    self.step_to(next, &mut fx);
                }
                _ => self.pause(&mut fx),
            },
            Msg::Refresh => {}
            Msg::Copy(kind) => fx.push(Effect::Copy(self.share(kind))),
            Msg::Copied(ok) => self.say(if ok { Key::Copied } else { Key::CopyFailed }),
            Msg::Trace => self.start_trace(&mut fx),
            Msg::TraceStep => {
                self.pause(&mut fx);
                self.trace_step();
            }
            Msg::TraceBack => {
                self.pause(&mut fx);
                if let Some(st) = self.stepper.as_mut() {
                    st.back();
                }
            }
            Msg::TraceRun => {
                if self.stepping {
                    self.pause(&mut fx);
                } else if self.stepper.is_some() {
                    self.pause(&mut fx);
                    self.stepping = true;
                    fx.push(Effect::StartTimer(self.period_ms()));
                }
            }
            Msg::TraceEnd(end) => {
                self.pause(&mut fx);
                if let Some(st) = self.stepper.as_mut() {
                    st.seek(if end { usize::MAX } else { 0 });
                }
            }
            Msg::TraceClose => {
                self.pause(&mut fx);
                self.stepper = None;
                self.study_message = None;
                self.predicting = false;
                self.verdict = None;
            }
            Msg::Compare => self.start_compare(&mut fx),
            Msg::CompareCancel => {
                if let Some(c) = self.compare.as_mut() {
                    for r in &mut c.rows {
                        if matches!(r.outcome, RowOutcome::Waiting | RowOutcome::Running(_)) {
                            r.outcome = RowOutcome::Cancelled;
                            fx.push(Effect::CancelJob(r.job));
                        }
                    }
                    self.say(Key::CompareCancelled);
                }
            }
            Msg::ComparePlay(i) => self.compare_play(i, &mut fx),
            Msg::CompareCopy(markdown) => {
                if let Some(c) = &self.compare {
                    fx.push(Effect::Copy(c.table(markdown)));
                }
            }
            Msg::PredictMode(on) => {
                self.pause(&mut fx);
                self.predicting = on && self.can_predict();
                self.verdict = None;
                if self.predicting {
                    self.advance_to_next_expansion();
                }
            }
            Msg::Predict(node) => self.predict(node),
            Msg::TreeCollapse(on) => self.tree_collapsed = Some(on),
            Msg::Hint => self.start_hint(&mut fx),
            Msg::Overlay(on) => self.overlay = on,
            Msg::CopyAssignment => {
                if let (Some(r), Some(p)) = (&self.result, &self.playback) {
                    fx.push(Effect::Copy(i18n::assignment_text(self.lang, &p.start, r)));
                }
            }
            Msg::SetSpeed(speed) => {
                self.speed = speed.clamp(1, 10);
                if self.playing || self.stepping {
                    fx.push(Effect::StartTimer(self.period_ms()));
                }
            }
        }
        fx
    }

    fn configure(&mut self, o: Options, fx: &mut Vec<Effect>) {
        self.notices = o.problems;
        if let Some(l) = o.lang
            && l != self.lang
        {
            self.lang = l;
            fx.push(Effect::Relabel);
        }
        if let Some(c) = o.controls {
            self.controls = c;
        }
        if let Some(h) = o.heuristic {
            self.heuristic = h;
        }
        if let Some(a) = o.algorithm {
            self.algorithm = a;
            self.algorithm_chosen = true;
        }
        if let Some(order) = o.order {
            self.settings.order = order;
        }
        if let Some(t) = o.ties {
            self.settings.ties = t;
        }
        if let Some(g) = o.goal_test {
            self.settings.goal_test = g;
        }
        if let Some(g) = o.goal
            && g != self.goal_kind
        {
            self.goal_kind = g;
            self.goal = Goal::new(g.board(self.shape));
            self.board_changed();
        }
        match (o.board, o.shape) {
            (Some(b), _) => self.set_board(b, fx),
            (None, Some(s)) if s != self.shape => {
                self.stop(fx);
                self.reshape(s);
                self.shuffle();
                self.announcement = None;
            }
            _ => {}
        }
        if o.autoplay {
            self.autoplay = true;
            self.solve(fx);
        }
    }

    fn play(&mut self, m: Move, fx: &mut Vec<Effect>) {
        if self.job.is_some() {
            self.say(Key::Busy);
            return;
        }
        let from = self.board.blank();
        let Some(tile) = self.board.apply(m) else {
            return;
        };
        fx.push(Effect::Slide {
            tile,
            from: self.board.blank(),
            to: from,
        });
        self.pause(fx);
        self.playback = None;
        self.result = None;
        self.hint = None;
        self.stepper = None;
        self.moves += 1;
        let solved = self.is_solved();
        let way = i18n::way(m);
        let key = if solved {
            Key::SolvedByHand
        } else {
            Key::Moved
        };
        self.announce(
            Said::key(key)
                .with("tile", tile)
                .with_said("way", way.into())
                .with("n", self.moves),
        );
        fx.push(Effect::Emit(Event::Move {
            tile,
            direction: m.opposite(),
            moves: self.moves,
            board: board_text(&self.board),
            solved,
        }));
        if solved {
            fx.push(Effect::Emit(Event::Solved {
                moves: self.moves,
                board: board_text(&self.board),
            }));
        }
    }

    fn set_board(&mut self, b: Board, fx: &mut Vec<Effect>) {
        self.stop(fx);
        if b.shape() != self.shape {
            self.reshape(b.shape());
        }
        self.start = b.clone();
        self.board = b;
        self.moves = 0;
        self.text_dirty = false;
        self.text_error = None;
        self.board_changed();
    }

    fn reshape(&mut self, shape: Shape) {
        self.shape = shape;
        self.goal = Goal::new(self.goal_kind.board(shape));
        // Above the 15-puzzle an optimal search can take hours: the size picks auto or fast,
        // unless the person chose an algorithm.
        if !self.algorithm_chosen || matches!(self.algorithm, Algorithm::Auto | Algorithm::Fast) {
            self.algorithm = Algorithm::default_for(shape);
        }
        self.text_dirty = false;
    }

    /// A new board or goal: the last result belongs to another problem, so it goes; and whether
    /// this one can be solved is known at once, so it is said at once, with the numbers.
    fn board_changed(&mut self) {
        self.playback = None;
        self.result = None;
        self.hint = None;
        let s = solvability(&self.board, &self.goal);
        if s.solvable {
            self.message = None;
        } else {
            self.message = Some((unsolvable(&s, Key::NoSolution), true));
            self.say(Key::NoSolution);
        }
    }

    fn shuffle(&mut self) {
        let seed = self.next_seed();
        let b = random_solvable(self.shape, &self.goal, seed);
        self.set_board_quietly(b);
        self.say(Key::Shuffled);
    }

    fn set_board_quietly(&mut self, b: Board) {
        self.start = b.clone();
        self.board = b;
        self.moves = 0;
        self.text_dirty = false;
        self.text_error = None;
        self.board_changed();
    }

    fn scramble(&mut self, text: &str, fx: &mut Vec<Effect>) {
        // The core owns the limit (MAX_SCRAMBLE_MOVES) and says it in its error.
        let k = match text.trim().parse::<u64>() {
            Ok(k) if k >= 1 => k,
            _ => {
                let said = Said::key(Key::ScrambleBad).with("max", MAX_SCRAMBLE_MOVES);
                self.text_error = Some(said.clone());
                self.announce(said);
                return;
            }
        };
        let seed = self.next_seed();
        match scramble(&self.goal, usize::try_from(k).unwrap_or(usize::MAX), seed) {
            Ok(b) => {
                self.set_board(b, fx);
                self.announce(Said::key(Key::Scrambled).with("n", k));
            }
            Err(e) => {
                let said = i18n::error(&e);
                self.text_error = Some(said.clone());
                self.announce(said);
            }
        }
    }

    /// Asks the solver to search the current board; returns the new job's id.
    fn request(
        &mut self,
        fx: &mut Vec<Effect>,
        algorithm: Algorithm,
        heuristic: Option<Heuristic>,
        max_nodes: Option<u64>,
        trace: Option<u32>,
    ) -> u32 {
        let id = self.next_job;
        self.next_job += 1;
        fx.push(Effect::StartJob(JobRequest {
            id,
            board: self.board.clone(),
            goal: self.goal.board().clone(),
            algorithm,
            heuristic,
            max_nodes,
            trace,
            settings: self.settings,
        }));
        id
    }

    /// The job the views follow (Compare's rows follow their own).
    fn follow(&mut self, id: u32, algorithm: Algorithm, purpose: Purpose) {
        self.job = Some(Job {
            id,
            board: self.board.clone(),
            algorithm,
            progress: Progress::default(),
            preparing: None,
            queued: true,
            purpose,
        });
    }

    fn solve(&mut self, fx: &mut Vec<Effect>) {
        if self.job.is_some() {
            return;
        }
        self.pause(fx);
        let s = solvability(&self.board, &self.goal);
        if !s.solvable {
            self.result = None;
            self.message = Some((unsolvable(&s, Key::NoSolutionSearched), true));
            self.say(Key::NoSolution);
            return;
        }
        let heuristic = self.heuristic_applies().then_some(self.heuristic);
        let id = self.request(fx, self.algorithm, heuristic, None, None);
        self.follow(id, self.algorithm, Purpose::Solve);
        self.playback = None;
        self.result = None;
        self.message = Some((Key::Searching.into(), false));
        self.say(Key::SearchingAnnounce);
    }

    fn solver(&mut self, s: Solver, fx: &mut Vec<Effect>) {
        let id = match &s {
            Solver::Started(id)
            | Solver::Progress(id, _)
            | Solver::Preparing(id, _)
            | Solver::Done(id, _)
            | Solver::Traced(id, _)
            | Solver::Failed(id, _)
            | Solver::Unavailable(id)
            | Solver::Died { id, .. } => *id,
        };
        if self.compare_row(id, &s) {
            return;
        }
        let Some(job) = self.job.as_mut().filter(|j| j.id == id) else {
            return; // a cancelled job's late message
        };
        match s {
            Solver::Started(_) => job.queued = false,
            Solver::Progress(_, p) => {
                job.queued = false;
                job.preparing = None;
                job.progress = p;
            }
            Solver::Preparing(_, f) => {
                job.queued = false;
                job.preparing = Some(f);
            }
            Solver::Done(_, solution) => {
                let job = self.job.take().expect("matched above");
                match job.purpose {
                    Purpose::Hint => self.hinted(&solution),
                    _ => self.finished(job, solution, fx),
                }
            }
            Solver::Traced(_, trace) => {
                self.job = None;
                let limited = trace.solution.status == Status::Limit;
                self.stepper = Some(Stepper::new(*trace));
                self.verdict = None;
                self.predicting = self.predicting && self.can_predict();
                if self.predicting {
                    self.advance_to_next_expansion();
                }
                self.study_message = Some((
                    if limited {
                        Said::key(Key::TraceLimited).with("n", TRACE_EVENTS)
                    } else {
                        Key::TraceReady.into()
                    },
                    false,
                ));
                self.say(Key::TraceReady);
            }
            Solver::Failed(_, why) => {
                self.job = None;
                self.message = Some((Said::key(Key::Refused).with("why", why), true));
            }
            Solver::Died {
                message, restarted, ..
            } => {
                self.job = None;
                let next = if restarted {
                    Key::WorkerRestarted
                } else {
                    Key::WorkerRetry
                };
                self.message = Some((
                    Said::key(Key::WorkerStopped)
                        .with("why", message)
                        .with_said("next", next.into()),
                    true,
                ));
                self.say(Key::WorkerStoppedAnnounce);
            }
            Solver::Unavailable(_) => {
                self.job = None;
                self.message = Some((Key::NoWorkers.into(), true));
            }
        }
    }

    fn finished(&mut self, job: Job, r: Solution, fx: &mut Vec<Effect>) {
        fx.push(Effect::Emit(Event::Result {
            board: board_text(&job.board),
            solution: r.clone(),
        }));
        match r.status {
            Status::Solved => {
                let n = r.moves.len();
                let moves = if n == 1 {
                    Said::key(Key::OneMove)
                } else {
                    Said::key(Key::NMoves).with("n", n)
                };
                let optimal: Said = if r.optimal {
                    Key::OptimalWord
                } else {
                    Key::NotShortest
                }
                .into();
                let algo: Said = algorithm_name(r.algorithm).into();
                let mut said = match (r.method.is_empty(), r.heuristic) {
                    (false, _) => Said::key(Key::SolvedByHow).with_method("how", &r.method),
                    (_, Some(h)) => {
                        Said::key(Key::SolvedByWith).with_said("h", heuristic_name(h).into())
                    }
                    _ => Said::key(Key::SolvedBy),
                };
                said = said
                    .with_said("algo", algo)
                    .with_said("moves", moves.clone())
                    .with_said("optimal", optimal.clone());
                if r.stats.table_ms > 0.0 {
                    let tables = Said::key(Key::TablesKept)
                        .with("t", i18n::duration(self.lang, r.stats.table_ms));
                    said = Said::key(Key::Join)
                        .with_said("a", said)
                        .with_said("b", tables);
                }
                self.message = Some((said, false));
                self.announce(
                    Said::key(Key::SolvedAnnounce)
                        .with_said("moves", moves)
                        .with_said("optimal", optimal),
                );
                self.board = job.board.clone();
                self.playback = Some(Playback {
                    start: job.board,
                    moves: r.moves.clone(),
                    tiles: r.tiles.clone(),
                    step: 0,
                });
                if std::mem::take(&mut self.autoplay) {
                    self.toggle_play(fx);
                }
            }
            Status::Limit => {
                self.message = Some((
                    Said::key(Key::Limit)
                        .with("expanded", i18n::group(self.lang, r.stats.expanded))
                        .with("enqueued", i18n::group(self.lang, r.stats.generated))
                        .with("depth", r.stats.depth)
                        .with("s", i18n::decimal(self.lang, r.stats.ms / 1000.0)),
                    true,
                ));
                self.say(Key::LimitAnnounce);
            }
            Status::Unsolvable => {
                self.message = Some((Key::NoSolution.into(), true));
                self.say(Key::NoSolution);
            }
            other => {
                self.message = Some((
                    Said::key(Key::SearchEnded).with("status", other.name()),
                    true,
                ));
            }
        }
        self.result = Some(r);
    }

    /// The board to draw: the node being expanded while stepping through a search (the goal
    /// once it is found).
    pub fn shown_board(&self) -> Board {
        if self
            .stepper
            .as_ref()
            .is_some_and(|st| st.state().goal.is_some())
        {
            return self.goal.board().clone();
        }
        self.stepper
            .as_ref()
            .and_then(|st| st.state().current.as_ref())
            .and_then(|(_, cells)| Board::new(self.shape, cells.clone()).ok())
            .unwrap_or_else(|| self.board.clone())
    }

    fn start_trace(&mut self, fx: &mut Vec<Effect>) {
        if self.job.is_some() {
            return;
        }
        if matches!(self.algorithm, Algorithm::Auto | Algorithm::Fast) {
            self.study_message = Some((Key::TraceNeedsAlgorithm.into(), true));
            self.say(Key::TraceNeedsAlgorithm);
            return;
        }
        if !solvability(&self.board, &self.goal).solvable {
            return self.solve(fx); // says why, searches nothing
        }
        self.pause(fx);
        self.stepper = None;
        let heuristic = self.heuristic_applies().then_some(self.heuristic);
        let id = self.request(fx, self.algorithm, heuristic, None, Some(TRACE_EVENTS));
        self.follow(id, self.algorithm, Purpose::Trace);
        self.study_message = None; // "Recording…" shows while the job runs (see `recording`)
    }

    /// Whether a search is being recorded to step through.
    pub fn recording(&self) -> bool {
        self.job
            .as_ref()
            .is_some_and(|j| j.purpose == Purpose::Trace)
    }

    /// One event forward; `false` at the end.
    fn trace_step(&mut self) -> bool {
        self.stepper.as_mut().is_some_and(Stepper::step)
    }

    /// Whether the stepped search has a frontier to guess from (BFS, DFS, greedy, A*).
    pub fn can_predict(&self) -> bool {
        self.stepper.as_ref().is_some_and(|st| {
            matches!(
                st.trace().algorithm,
                Algorithm::Bfs | Algorithm::Dfs | Algorithm::Greedy | Algorithm::AStar
            )
        })
    }

    /// Steps until the next event is an expansion (the moment to guess it).
    fn advance_to_next_expansion(&mut self) {
        let Some(st) = self.stepper.as_mut() else {
            return;
        };
        // An expansion of a node not in the shown frontier (the start) is no question.
        while let Some(e) = st.trace().events.get(st.state().step) {
            if let npuzzle_core::TraceEvent::Expand { node, .. } = e
                && st.state().frontier.iter().any(|o| o.node == *node)
            {
                break;
            }
            st.step();
        }
    }

    /// Judges a guess of the next expansion, says why, and makes the expansion.
    fn predict(&mut self, guess: u32) {
        if !self.predicting {
            return;
        }
        self.advance_to_next_expansion();
        let Some(st) = self.stepper.as_mut() else {
            return;
        };
        let step = st.state().step;
        let Some(npuzzle_core::TraceEvent::Expand { node, .. }) = st.trace().events.get(step)
        else {
            return;
        };
        let next = *node;
        let find = |n: u32| st.state().frontier.iter().find(|o| o.node == n).cloned();
        let (algorithm, ties) = (st.trace().algorithm, st.trace().ties);
        type Value = fn(&npuzzle_core::Open) -> u32;
        let (rule, value): (Key, Option<Value>) = match (algorithm, ties) {
            (Algorithm::Bfs, _) => (Key::RuleBfs, None),
            (Algorithm::Dfs, _) => (Key::RuleDfs, None),
            (Algorithm::Greedy, Ties::Newest) => (Key::RuleGreedyNewest, Some(|o| o.h)),
            (Algorithm::Greedy, _) => (Key::RuleGreedy, Some(|o| o.h)),
            (_, Ties::Oldest) => (Key::RuleAStarOldest, Some(|o| o.g + o.h)),
            (_, Ties::Newest) => (Key::RuleAStarNewest, Some(|o| o.g + o.h)),
            _ => (Key::RuleAStar, Some(|o| o.g + o.h)),
        };
        let describe = |o: Option<npuzzle_core::Open>| {
            let o = o?;
            Some(match value {
                Some(v) => Said::key(Key::NodeValue)
                    .with("node", o.node)
                    .with("v", v(&o))
                    .with(
                        "what",
                        if algorithm == Algorithm::Greedy {
                            "h"
                        } else {
                            "f"
                        },
                    ),
                None => Said::key(Key::NodeAge).with("node", o.node),
            })
        };
        let right = guess == next;
        let said = if right {
            Said::key(Key::PredictRight)
                .with_said("rule", rule.into())
                .with_said("why", describe(find(next)).unwrap_or(Key::Verbatim.into()))
        } else {
            Said::key(Key::PredictWrong)
                .with("next", next)
                .with_said("rule", rule.into())
                .with_said("why", describe(find(next)).unwrap_or(Key::Verbatim.into()))
                .with_said(
                    "yours",
                    describe(find(guess)).unwrap_or(Key::Verbatim.into()),
                )
        };
        st.step();
        self.verdict = Some((said.clone(), right));
        self.announce(said);
        self.advance_to_next_expansion();
    }

    fn start_compare(&mut self, fx: &mut Vec<Effect>) {
        if self.job.is_some() || self.compare.as_ref().is_some_and(|c| !c.finished()) {
            return;
        }
        self.pause(fx);
        let s = solvability(&self.board, &self.goal);
        if !s.solvable {
            self.message = Some((unsolvable(&s, Key::NoSolutionSearched), true));
            return;
        }
        let mut rows = Vec::new();
        for (algorithm, heuristic) in compare_pairs() {
            let id = self.request(fx, algorithm, heuristic, Some(COMPARE_NODES), None);
            rows.push(CompareRow {
                algorithm,
                heuristic,
                job: id,
                outcome: RowOutcome::Waiting,
            });
        }
        self.say(Key::Comparing);
        self.compare = Some(Compare {
            board: self.board.clone(),
            rows,
        });
    }

    /// Routes a solver message to its Compare row; whether it was one.
    fn compare_row(&mut self, id: u32, s: &Solver) -> bool {
        let Some(c) = self.compare.as_mut() else {
            return false;
        };
        let Some(row) = c.rows.iter_mut().find(|r| r.job == id) else {
            return false;
        };
        if matches!(row.outcome, RowOutcome::Cancelled) {
            return true;
        }
        row.outcome = match s {
            Solver::Started(_) | Solver::Preparing(..) => RowOutcome::Running(Progress::default()),
            Solver::Progress(_, p) => RowOutcome::Running(*p),
            Solver::Done(_, solution) => RowOutcome::Done(Box::new(solution.clone())),
            Solver::Traced(_, t) => RowOutcome::Done(Box::new(t.solution.clone())),
            Solver::Failed(_, why) | Solver::Died { message: why, .. } => {
                RowOutcome::Failed(why.clone())
            }
            Solver::Unavailable(_) => RowOutcome::Failed("no Web Workers".into()),
        };
        if c.finished() {
            let n = c.rows.len();
            self.say_said(Said::key(Key::Compared).with("n", n));
        }
        true
    }

    fn compare_play(&mut self, i: usize, fx: &mut Vec<Effect>) {
        let Some(c) = &self.compare else { return };
        let Some(RowOutcome::Done(s)) = c.rows.get(i).map(|r| &r.outcome) else {
            return;
        };
        if s.status != Status::Solved {
            return;
        }
        let (board, solution) = (c.board.clone(), (**s).clone());
        self.pause(fx);
        self.stepper = None;
        self.board = board.clone();
        self.playback = Some(Playback {
            start: board,
            moves: solution.moves.clone(),
            tiles: solution.tiles.clone(),
            step: 0,
        });
        let name = algorithm_name(solution.algorithm);
        self.result = Some(solution);
        self.announce(Said::key(Key::PlayingRow).with_said("algo", name.into()));
        self.toggle_play(fx);
    }

    fn start_hint(&mut self, fx: &mut Vec<Effect>) {
        if self.job.is_some() {
            return;
        }
        if self.is_solved() {
            self.hint = Some(Key::AlreadySolved.into());
            self.say(Key::AlreadySolved);
            return;
        }
        let s = solvability(&self.board, &self.goal);
        if !s.solvable {
            self.hint = Some(unsolvable(&s, Key::NoSolution));
            return;
        }
        let algorithm = Algorithm::default_for(self.shape);
        let id = self.request(fx, algorithm, None, None, None);
        self.follow(id, algorithm, Purpose::Hint);
        self.hint = Some(Key::Thinking.into());
    }

    fn hinted(&mut self, r: &Solution) {
        let said = match (r.status, r.moves.first(), r.tiles.first()) {
            (Status::Solved, Some(&m), Some(&tile)) => Said::key(if r.optimal {
                Key::HintNext
            } else {
                Key::HintNextAbout
            })
            .with("tile", tile)
            .with_said("way", i18n::way(m).into())
            .with("n", r.moves.len()),
            _ => Key::HintNone.into(),
        };
        self.hint = Some(said.clone());
        self.announce(said);
    }

    fn say_said(&mut self, said: Said) {
        self.announce(said);
    }

    fn step_to(&mut self, step: usize, fx: &mut Vec<Effect>) {
        let Some(p) = self.playback.as_mut() else {
            return;
        };
        let step = step.min(p.moves.len());
        let from = self.board.blank();
        if step == p.step + 1 {
            if let Some(tile) = self.board.apply(p.moves[p.step]) {
                fx.push(Effect::Slide {
                    tile,
                    from: self.board.blank(),
                    to: from,
                });
            }
        } else if step + 1 == p.step {
            if let Some(tile) = self.board.apply(p.moves[step].opposite()) {
                fx.push(Effect::Slide {
                    tile,
                    from: self.board.blank(),
                    to: from,
                });
            }
        } else if step != p.step {
            let mut b = p.start.clone();
            for &m in &p.moves[..step] {
                b.apply(m);
            }
            self.board = b;
        }
        p.step = step;
        let total = p.moves.len();
        if step == total {
            self.pause(fx);
            self.announce(
                Said::key(Key::StepOfDone)
                    .with("step", step)
                    .with("total", total),
            );
        } else if !self.playing {
            self.announce(
                Said::key(Key::StepOf)
                    .with("step", step)
                    .with("total", total),
            );
        }
    }

    fn toggle_play(&mut self, fx: &mut Vec<Effect>) {
        if self.playing {
            self.pause(fx);
            return;
        }
        let Some(p) = &self.playback else { return };
        if p.step == p.moves.len() {
            self.step_to(0, fx);
        }
        self.playing = true;
        fx.push(Effect::StartTimer(self.period_ms()));
    }

    fn pause(&mut self, fx: &mut Vec<Effect>) {
        let playing = std::mem::take(&mut self.playing);
        let stepping = std::mem::take(&mut self.stepping);
        if playing || stepping {
            fx.push(Effect::StopTimer);
        }
    }

    /// Stops playback and any search: the board is about to change.
    fn stop(&mut self, fx: &mut Vec<Effect>) {
        self.pause(fx);
        if let Some(job) = self.job.take() {
            fx.push(Effect::CancelJob(job.id));
        }
        if let Some(c) = self.compare.take() {
            for r in c.rows {
                if matches!(r.outcome, RowOutcome::Waiting | RowOutcome::Running(_)) {
                    fx.push(Effect::CancelJob(r.job));
                }
            }
        }
        self.stepper = None;
    }

    fn say(&mut self, key: Key) {
        self.announce(key.into());
    }

    fn announce(&mut self, said: Said) {
        self.announcement = Some(said);
        self.announced = self.announced.wrapping_add(1);
    }

    fn next_seed(&mut self) -> u64 {
        // A Weyl sequence over the random seed taken at start; the board generator mixes each
        // seed (SplitMix64 in `seed_from_u64`), so consecutive seeds give unrelated boards.
        self.rng = self.rng.wrapping_add(0x9E37_79B9_7F4A_7C15);
        self.rng
    }
}

/// "No solution possible." and why, in numbers.
fn unsolvable(s: &npuzzle_core::Solvability, lead: Key) -> Said {
    Said::key(Key::Join)
        .with_said("a", lead.into())
        .with_said("b", i18n::explain(s))
}

pub use crate::i18n::{algorithm_name, heuristic_name};

/// A board as hosts receive it: rows on lines, blank as `_`, no trailing newline.
pub fn board_text(b: &Board) -> String {
    b.to_string().trim_end().to_string()
}

/// Percent-encodes a query value (letters, digits, `-_.~/` stay).
fn encode(v: &str) -> String {
    let mut out = String::new();
    for b in v.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~/".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Undoes [`encode`].
fn decode(v: &str) -> String {
    let bytes = v.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(b) = v
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
        {
            out.push(b);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}
