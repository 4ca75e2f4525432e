//! The page's state and every action a person can take, each followed by one `refresh` of what
//! is shown. Event handlers reach the state through [`with_app`].

use crate::dom::{self, el, on, set_disabled, set_text, show};
use crate::params::{self, Config, GoalKind};
use crate::protocol::{Request, Response, SolveResult};
use crate::render::{self, Renderer};
use crate::worker_client::WorkerClient;
use npuzzle_core::{
    Algorithm, Board, Goal, MAX_SCRAMBLE_MOVES, Move, Shape, Tile, parse_board, random_solvable,
    scramble, solvability,
};
use std::cell::RefCell;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// Runs `f` on the app state (no-op before start).
pub(crate) fn with_app<R>(f: impl FnOnce(&mut App) -> R) -> Option<R> {
    APP.with(|a| a.borrow_mut().as_mut().map(f))
}

/// Entry point of the `app` binary.
pub fn start() {
    console_error_panic_hook::set_once();
    let config = params::from_location();
    // The solver worker starts on the first Solve, so it is not part of the page's initial load.
    if !js_sys::Reflect::has(&js_sys::global(), &"Worker".into()).unwrap_or(false) {
        set_text(
            "loading",
            "This browser cannot run the solver (Web Workers are needed).",
        );
        return;
    }
    let mut seed = [0u8; 8];
    let _ = getrandom::getrandom(&mut seed);
    let shape = config
        .shape
        .unwrap_or_else(|| Shape::new(3, 3).expect("3×3 is valid"));
    let goal_kind = config.goal.unwrap_or(GoalKind::End);
    let goal = Goal::new(goal_kind.board(shape));
    let app = App {
        rng: u64::from_le_bytes(seed),
        board: goal.board().clone(),
        start: goal.board().clone(),
        shape,
        goal_kind,
        goal,
        moves: 0,
        text_dirty: false,
        playback: None,
        job: None,
        next_job: 1,
        worker: None,
        renderer: Renderer::new(el("board")),
        play_timer: None,
        autoplay: config.autoplay,
    };
    APP.with(|a| *a.borrow_mut() = Some(app));
    wire_controls();
    crate::input::wire_board();
    with_app(|a| a.configure(config));
    if web_sys::window().is_some_and(|w| w.top().ok().flatten().is_some_and(|t| t != w)) {
        let _ = dom::document()
            .body()
            .map(|b| b.class_list().add_1("embedded"));
    }
    show("loading", false);
    let _ = el::<web_sys::Element>("app").set_attribute("aria-busy", "false");
}

struct Playback {
    start: Board,
    moves: Vec<Move>,
    tiles: Vec<Tile>,
    step: usize,
}

struct Job {
    id: u32,
    board: Board,
    algorithm: String,
}

pub(crate) struct App {
    rng: u64,
    shape: Shape,
    goal_kind: GoalKind,
    goal: Goal,
    /// What is on the canvas.
    board: Board,
    /// Where Reset returns to: the last shuffled, scrambled or typed board.
    start: Board,
    /// Moves played by hand since `start`.
    moves: u32,
    /// The text box holds typing not yet applied: never overwrite it.
    text_dirty: bool,
    playback: Option<Playback>,
    job: Option<Job>,
    next_job: u32,
    /// Started on the first solve.
    worker: Option<WorkerClient>,
    renderer: Renderer,
    play_timer: Option<i32>,
    autoplay: bool,
}

impl App {
    fn configure(&mut self, c: Config) {
        let explicit_algorithm = c.algorithm;
        if let Some(h) = c.heuristic {
            el::<HtmlSelectElement>("heuristic").set_value(h.name());
        }
        if let Some(v) = c.show_setup {
            show("setup-panel", v);
        }
        if let Some(v) = c.show_solve {
            show("solve-panel", v);
        }
        if !c.problems.is_empty() {
            set_text("notice", &c.problems.join(" "));
            show("notice", true);
        }
        el::<HtmlSelectElement>("goal").set_value(self.goal_kind.value());
        default_algorithm(self.shape);
        match c.board {
            Some(b) => self.set_board(b),
            None => self.shuffle(),
        }
        if let Some(a) = explicit_algorithm {
            el::<HtmlSelectElement>("algo").set_value(a.name());
        }
        self.algorithm_changed();
        if self.autoplay {
            self.solve();
        }
    }

    // ----- board actions -----

    /// Slides the blank by `m` as a person's move.
    pub(crate) fn play(&mut self, m: Move) {
        if self.job.is_some() {
            self.announce("Solving… press Cancel to play again.");
            return;
        }
        let from_blank = self.board.blank();
        let Some(tile) = self.board.apply(m) else {
            return;
        };
        self.renderer.slide(tile, self.board.blank(), from_blank);
        self.stop_playing();
        self.playback = None;
        self.moves += 1;
        let done = self.goal.is_reached(self.board.cells());
        let way = m.opposite().name();
        if done {
            self.announce(&format!(
                "Moved {tile} {way}. Solved in {} moves!",
                self.moves
            ));
        } else {
            self.announce(&format!("Moved {tile} {way}. {} moves.", self.moves));
        }
        self.refresh();
    }

    /// The tile at `cell` slides into the blank, if it is beside it.
    pub(crate) fn play_cell(&mut self, cell: usize) {
        if let Some(m) = self.board.move_for_cell(cell) {
            self.play(m);
        }
    }

    fn set_board(&mut self, b: Board) {
        self.stop_playing();
        if b.shape() != self.shape {
            self.shape = b.shape();
            self.goal = Goal::new(self.goal_kind.board(self.shape));
            select_size(self.shape);
            default_algorithm(self.shape);
        }
        self.start = b.clone();
        self.board = b;
        self.moves = 0;
        self.playback = None;
        self.text_dirty = false;
        set_text("text-error", "");
        self.board_changed();
    }

    /// A new board or goal: the last result belongs to another problem, so it goes; and whether
    /// this one can be solved is known at once, so it is said at once, with the numbers.
    fn board_changed(&mut self) {
        show("result", false);
        let s = solvability(&self.board, &self.goal);
        if s.solvable {
            self.message("", false);
        } else {
            self.message(&format!("No solution possible. {}", s.explain()), true);
            self.announce("No solution possible for this board.");
        }
        self.refresh();
    }

    pub(crate) fn shuffle(&mut self) {
        let seed = self.next_seed();
        let b = random_solvable(self.shape, &self.goal, seed);
        self.set_board(b);
        self.announce("Shuffled: a random solvable board.");
    }

    pub(crate) fn scramble(&mut self) {
        let input = el::<HtmlInputElement>("scramble-moves");
        // The core owns the limit (MAX_SCRAMBLE_MOVES) and says it in its error.
        let scrambled = match input.value().trim().parse::<usize>() {
            Ok(k) if k >= 1 => {
                let seed = self.next_seed();
                scramble(&self.goal, k, seed)
                    .map(|b| (k, b))
                    .map_err(|e| format!("Scramble: {e}."))
            }
            _ => Err(format!(
                "Scramble needs a whole number of moves from 1 to {MAX_SCRAMBLE_MOVES}."
            )),
        };
        match scrambled {
            Ok((k, b)) => {
                self.set_board(b);
                self.announce(&format!("Scrambled by {k} random moves."));
            }
            Err(message) => set_text("text-error", &message),
        }
    }

    pub(crate) fn reset(&mut self) {
        let b = self.start.clone();
        self.set_board(b);
        self.announce("Back to the starting position.");
    }

    pub(crate) fn apply_text(&mut self) {
        let text = el::<HtmlTextAreaElement>("board-text").value();
        match parse_board(&text) {
            Ok(b) => {
                self.set_board(b);
                self.announce("Board set from the text box.");
            }
            Err(e) => {
                // The typed text stays as it is, so it can be corrected.
                set_text("text-error", &format!("Not a board: {e}."));
                self.announce(&format!("Not a board: {e}."));
            }
        }
    }

    pub(crate) fn text_edited(&mut self) {
        self.text_dirty = true;
    }

    pub(crate) fn size_changed(&mut self) {
        let value = el::<HtmlSelectElement>("size").value();
        let Ok(shape) = npuzzle_core::parse_shape(&value) else {
            return;
        };
        self.shape = shape;
        default_algorithm(shape);
        self.algorithm_changed();
        self.goal = Goal::new(self.goal_kind.board(shape));
        self.text_dirty = false;
        self.shuffle();
    }

    pub(crate) fn goal_changed(&mut self) {
        let value = el::<HtmlSelectElement>("goal").value();
        self.goal_kind = GoalKind::from_value(&value).unwrap_or(GoalKind::End);
        self.goal = Goal::new(self.goal_kind.board(self.shape));
        self.playback = None;
        self.board_changed();
    }

    pub(crate) fn algorithm_changed(&mut self) {
        let algo: Algorithm = el::<HtmlSelectElement>("algo")
            .value()
            .parse()
            .unwrap_or(Algorithm::Auto);
        set_disabled("heuristic", !algo.takes_heuristic());
    }

    // ----- solving -----

    pub(crate) fn solve(&mut self) {
        if self.job.is_some() {
            return;
        }
        self.stop_playing();
        let s = solvability(&self.board, &self.goal);
        if !s.solvable {
            show("result", false);
            let msg = format!(
                "No solution possible, so nothing was searched. {}",
                s.explain()
            );
            self.message(&msg, true);
            self.announce("No solution possible.");
            return;
        }
        let algorithm = el::<HtmlSelectElement>("algo").value();
        let heuristic = el::<HtmlSelectElement>("heuristic");
        let heuristic = (!heuristic.disabled()).then(|| heuristic.value());
        let id = self.next_job;
        self.next_job += 1;
        let worker = match self.worker.take().map_or_else(
            || WorkerClient::spawn(on_worker_response, on_worker_error),
            Ok,
        ) {
            Ok(w) => self.worker.insert(w),
            Err(_) => {
                self.message("The solver could not be started in this browser.", true);
                return;
            }
        };
        worker.send(Request {
            id,
            rows: self.shape.rows(),
            cols: self.shape.cols(),
            cells: self.board.cells().to_vec(),
            goal: self.goal.board().cells().to_vec(),
            algorithm: algorithm.clone(),
            heuristic,
        });
        self.job = Some(Job {
            id,
            board: self.board.clone(),
            algorithm,
        });
        self.playback = None;
        show("result", false);
        show("p-building", false);
        self.show_progress(&npuzzle_core::Progress::default());
        show("progress", true);
        self.message("Searching…", false);
        self.announce("Searching for a solution.");
        self.refresh();
    }

    pub(crate) fn cancel(&mut self) {
        if self.job.take().is_none() {
            return;
        }
        if let Some(w) = self.worker.as_mut() {
            w.restart(on_worker_error);
        }
        show("progress", false);
        self.message("Cancelled. The board is as it was.", false);
        self.announce("Search cancelled.");
        self.refresh();
    }

    fn on_response(&mut self, r: Response) {
        match r {
            Response::Ready => {
                if let Some(w) = self.worker.as_mut() {
                    w.mark_ready();
                }
            }
            Response::Progress { id, progress } if self.job_is(id) => {
                show("p-building", false);
                self.show_progress(&progress)
            }
            Response::Building { id, what, fraction } if self.job_is(id) => {
                let pct = (fraction * 100.0).floor();
                set_text(
                    "p-building",
                    &format!("First solve of this size: {what}… {pct:.0}%"),
                );
                show("p-building", true);
            }
            Response::Done { id, result } if self.job_is(id) => self.finished(result),
            Response::Failed { id, message } if self.job_is(id) => {
                self.job = None;
                show("progress", false);
                self.message(&format!("The solver refused the job: {message}"), true);
                self.refresh();
            }
            _ => {} // a cancelled job's late message
        }
    }

    fn job_is(&self, id: u32) -> bool {
        self.job.as_ref().is_some_and(|j| j.id == id)
    }

    fn show_progress(&self, p: &npuzzle_core::Progress) {
        let label = match self.job.as_ref().map(|j| j.algorithm.as_str()) {
            Some("iddfs") => "Tree Depth",
            Some("idastar" | "auto") => "f-bound",
            _ => "Depth",
        };
        set_text("p-depth", &format!("{label}: {}", p.depth));
        set_text("p-expanded", &group(p.expanded as f64));
        set_text("p-frontier", &group(p.frontier as f64));
        set_text("p-time", &format!("{:.1}", p.ms / 1000.0));
    }

    fn finished(&mut self, r: SolveResult) {
        let Some(job) = self.job.take() else { return };
        show("progress", false);
        set_text(
            "r-length",
            &if r.status == "solved" {
                r.moves.len().to_string()
            } else {
                "–".into()
            },
        );
        set_text(
            "r-optimal",
            if r.optimal { "yes" } else { "not guaranteed" },
        );
        set_text("r-expanded", &group(r.expanded));
        set_text("r-generated", &group(r.generated));
        set_text("r-frontier", &group(r.max_frontier));
        // Table time (download and load) apart, so the search's own time can be read.
        let time = if r.table_ms > 0.0 {
            format!("{:.1} ms ({:.1} ms tables)", r.ms, r.table_ms)
        } else {
            format!("{:.1} ms", r.ms)
        };
        set_text("r-time", &time);
        show("result", true);
        let stats = format!(
            "{} nodes expanded, {} enqueued",
            group(r.expanded),
            group(r.generated)
        );
        match r.status.as_str() {
            "solved" => {
                let n = r.moves.len();
                let moves = if n == 1 {
                    "1 move".to_string()
                } else {
                    format!("{n} moves")
                };
                let optimal = if r.optimal {
                    "optimal"
                } else {
                    "not necessarily shortest"
                };
                let how = match (&r.heuristic, r.method.is_empty()) {
                    (_, false) => format!(" ({})", r.method),
                    (Some(h), true) => format!(" with {}", crate::labels::heuristic(h)),
                    (None, true) => String::new(),
                };
                let tables = if r.table_ms > 0.0 {
                    format!(
                        " Tables ready in {:.1} s, kept for the next solves.",
                        r.table_ms / 1000.0
                    )
                } else {
                    String::new()
                };
                let text = format!(
                    "Solved by {}{how}: {moves}, {optimal}.{tables}",
                    crate::labels::algorithm(&r.algorithm)
                );
                self.message(&text, false);
                self.announce(&format!("Solved: {moves}, {optimal}."));
                self.board = job.board.clone();
                self.playback = Some(Playback {
                    start: job.board,
                    moves: r
                        .moves
                        .iter()
                        .map(|&i| Move::ALL[usize::from(i & 3)])
                        .collect(),
                    tiles: r.tiles,
                    step: 0,
                });
                self.fill_move_list();
                if self.autoplay {
                    self.autoplay = false;
                    self.toggle_play();
                }
            }
            "limit" => {
                let msg = format!(
                    "Stopped at the node limit: {stats}, depth {} reached, {:.1} s. This board needs a \
                     stronger method: try A* or IDA* with linear conflict, or Auto.",
                    r.depth,
                    r.ms / 1000.0
                );
                self.message(&msg, true);
                self.announce("The search hit its node limit.");
            }
            "unsolvable" => self.message("No solution possible for this board.", true),
            other => self.message(&format!("Search ended: {other}."), true),
        }
        self.refresh();
    }

    // ----- playback -----

    pub(crate) fn step_to(&mut self, step: usize) {
        let Some(p) = self.playback.as_mut() else {
            return;
        };
        let step = step.min(p.moves.len());
        if step == p.step + 1 {
            let from_blank = self.board.blank();
            if let Some(tile) = self.board.apply(p.moves[p.step]) {
                self.renderer.slide(tile, self.board.blank(), from_blank);
            }
        } else if step + 1 == p.step {
            let from_blank = self.board.blank();
            if let Some(tile) = self.board.apply(p.moves[step].opposite()) {
                self.renderer.slide(tile, self.board.blank(), from_blank);
            }
        } else {
            let mut b = p.start.clone();
            p.moves[..step].iter().for_each(|&m| {
                b.apply(m);
            });
            self.board = b;
        }
        p.step = step;
        let total = p.moves.len();
        if step == total {
            self.stop_playing();
            self.announce(&format!("Step {step} of {total}: goal reached."));
        } else if self.play_timer.is_none() {
            self.announce(&format!("Step {step} of {total}."));
        }
        self.refresh();
    }

    pub(crate) fn step_by(&mut self, delta: isize) {
        if let Some(p) = &self.playback {
            let target = (p.step as isize + delta).max(0) as usize;
            self.stop_playing();
            self.step_to(target);
        }
    }

    pub(crate) fn step_end(&mut self, end: bool) {
        let Some(p) = &self.playback else { return };
        let target = if end { p.moves.len() } else { 0 };
        self.stop_playing();
        self.step_to(target);
    }

    pub(crate) fn toggle_play(&mut self) {
        if self.play_timer.is_some() {
            self.stop_playing();
            self.refresh();
            return;
        }
        let Some(p) = &self.playback else { return };
        if p.step == p.moves.len() {
            self.step_to(0);
        }
        let speed = el::<HtmlInputElement>("pb-speed")
            .value()
            .parse::<usize>()
            .unwrap_or(5)
            .clamp(1, 10);
        let period = [1200, 900, 700, 500, 350, 250, 170, 110, 70, 40][speed - 1];
        thread_local! {
            static TICK: wasm_bindgen::closure::Closure<dyn FnMut()> =
                wasm_bindgen::closure::Closure::new(|| { with_app(|a| a.tick()); });
        }
        let id = TICK.with(|t| {
            use wasm_bindgen::JsCast;
            web_sys::window().and_then(|w| {
                w.set_interval_with_callback_and_timeout_and_arguments_0(
                    t.as_ref().unchecked_ref(),
                    period,
                )
                .ok()
            })
        });
        self.play_timer = id;
        self.refresh();
    }

    fn tick(&mut self) {
        if let Some(p) = &self.playback {
            let next = p.step + 1;
            self.step_to(next);
        } else {
            self.stop_playing();
        }
    }

    fn stop_playing(&mut self) {
        if let (Some(id), Some(w)) = (self.play_timer.take(), web_sys::window()) {
            w.clear_interval_with_handle(id);
        }
    }

    fn fill_move_list(&self) {
        let list = el::<web_sys::Element>("moves-list");
        list.set_text_content(None);
        let Some(p) = &self.playback else { return };
        let doc = dom::document();
        for (i, (&m, &t)) in p.moves.iter().zip(&p.tiles).enumerate() {
            let (Ok(li), Ok(button)) = (doc.create_element("li"), doc.create_element("button"))
            else {
                continue;
            };
            let way = m.opposite();
            button.set_text_content(Some(&format!("{t}{}", way.arrow())));
            let _ = button.set_attribute("type", "button");
            let _ = button.set_attribute(
                "aria-label",
                &format!("Move {}: tile {t} {}", i + 1, way.name()),
            );
            let _ = button.set_attribute("data-step", &(i + 1).to_string());
            let _ = li.append_child(&button);
            let _ = list.append_child(&li);
        }
    }

    // ----- showing -----

    fn refresh(&mut self) {
        set_text("move-count", &self.moves.to_string());
        show("solved-badge", self.goal.is_reached(self.board.cells()));
        let kind = if self.goal_kind == GoalKind::End {
            "blank last"
        } else {
            "blank first"
        };
        set_text("goal-label", &format!("{} board, goal: {kind}", self.shape));
        let busy = self.job.is_some();
        set_disabled("solve", busy);
        set_disabled("cancel", !busy);
        let _ = el::<web_sys::Element>("board").set_attribute("aria-label", &self.describe());
        if !self.text_dirty {
            el::<HtmlTextAreaElement>("board-text").set_value(&self.board.to_string());
        }
        show("playback", self.playback.is_some());
        if let Some(p) = &self.playback {
            set_text("pb-step", &p.step.to_string());
            set_text("pb-total", &p.moves.len().to_string());
            set_text("move-count", &p.step.to_string());
            set_text(
                "pb-play",
                if self.play_timer.is_some() {
                    "⏸ Pause"
                } else {
                    "▶ Play"
                },
            );
            let _ = el::<web_sys::Element>("pb-play").set_attribute(
                "aria-label",
                if self.play_timer.is_some() {
                    "Pause"
                } else {
                    "Play"
                },
            );
            let items = el::<web_sys::Element>("moves-list").children();
            for i in 0..items.length() {
                let Some(li) = items.item(i) else { continue };
                let _ = li
                    .class_list()
                    .toggle_with_force("done", (i as usize) < p.step);
                if let Some(b) = li.first_element_child() {
                    if i as usize + 1 == p.step {
                        let _ = b.set_attribute("aria-current", "step");
                        b.scroll_into_view_with_bool(false);
                    } else {
                        let _ = b.remove_attribute("aria-current");
                    }
                }
            }
        }
        self.renderer.fit(&self.board);
        render::request_frame(draw_frame);
    }

    /// The board in words, for screen readers.
    fn describe(&self) -> String {
        let rows: Vec<String> = self
            .board
            .cells()
            .chunks(self.shape.cols())
            .map(|r| {
                r.iter()
                    .map(|&t| {
                        if t == 0 {
                            "blank".into()
                        } else {
                            t.to_string()
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        format!("Puzzle board, {}: {}", self.shape, rows.join("; "))
    }

    fn message(&self, text: &str, error: bool) {
        set_text("solve-message", text);
        dom::set_class("solve-message", "error", error);
    }

    fn announce(&self, text: &str) {
        set_text("live", text);
    }

    fn next_seed(&mut self) -> u64 {
        // A Weyl sequence over the random seed taken at start; the board generator mixes each
        // seed (SplitMix64 in `seed_from_u64`), so consecutive seeds give unrelated boards.
        self.rng = self.rng.wrapping_add(0x9E37_79B9_7F4A_7C15);
        self.rng
    }

    pub(crate) fn refit(&mut self) {
        self.renderer.fit(&self.board);
        render::request_frame(draw_frame);
    }

    pub(crate) fn cell_at(&self, x: f64, y: f64) -> Option<usize> {
        self.renderer.cell_at(&self.board, x, y)
    }
}

fn draw_frame() -> bool {
    with_app(|a| a.renderer.draw(&a.board, &a.goal)).unwrap_or(false)
}

fn on_worker_response(r: Response) {
    with_app(|a| a.on_response(r));
}

/// The worker died (out of memory, a crash) or could not load. A dead wasm module cannot be
/// trusted again: a worker that had started is replaced at once (its tables are lost); one that
/// never loaded is dropped, and the next Solve tries again.
fn on_worker_error(message: String) {
    with_app(|a| {
        if a.job.take().is_some() {
            show("progress", false);
        }
        let restarted = match a.worker.take() {
            Some(mut w) if w.is_ready() => {
                w.restart(on_worker_error);
                a.worker = Some(w);
                true
            }
            Some(w) => {
                w.terminate();
                false
            }
            None => false,
        };
        let next = if restarted {
            "A fresh solver has been started: solve again, or pick a search that stores fewer \
             nodes (A* or IDA* instead of BFS)."
        } else {
            "The next Solve tries to start it again."
        };
        a.message(
            &format!("The solver stopped ({message}). Your board is as it was. {next}"),
            true,
        );
        a.announce("The solver stopped.");
        a.refresh();
    });
}

/// Above 4×4 an optimal search can take hours: switch between `auto` and `fast` by size (a
/// person's explicit choice of another algorithm is kept).
fn default_algorithm(shape: Shape) {
    let select = el::<HtmlSelectElement>("algo");
    let large = shape.cells() > 16;
    match select.value().as_str() {
        "auto" if large => select.set_value("fast"),
        "fast" if !large => select.set_value("auto"),
        _ => {}
    }
    set_text(
        "algo-note",
        if large {
            "Large board: Fast finds a solution at once but not necessarily the shortest."
        } else {
            ""
        },
    );
}

/// Makes the size menu show `shape`, adding it if the menu lacks it (e.g. a pasted 2×7 board).
fn select_size(shape: Shape) {
    let select = el::<HtmlSelectElement>("size");
    let value = format!("{}x{}", shape.rows(), shape.cols());
    select.set_value(&value);
    if select.value() != value
        && let Ok(option) = dom::document().create_element("option")
    {
        let _ = option.set_attribute("value", &value);
        option.set_text_content(Some(&shape.to_string()));
        let _ = select.append_child(&option);
        select.set_value(&value);
    }
}

/// 1234567 → "1,234,567".
fn group(n: f64) -> String {
    let digits = format!("{:.0}", n.max(0.0));
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

fn wire_controls() {
    let act = |f: fn(&mut App)| {
        move |_: web_sys::Event| {
            with_app(f);
        }
    };
    on("shuffle", "click", act(App::shuffle));
    on("scramble", "click", act(App::scramble));
    on("reset", "click", act(App::reset));
    on("apply-text", "click", act(App::apply_text));
    on("board-text", "input", act(App::text_edited));
    on("board-text", "keydown", |e: web_sys::KeyboardEvent| {
        if e.key() == "Enter" && (e.ctrl_key() || e.meta_key()) {
            e.prevent_default();
            with_app(App::apply_text);
        }
    });
    on("size", "change", act(App::size_changed));
    on("goal", "change", act(App::goal_changed));
    on("algo", "change", act(App::algorithm_changed));
    on("solve", "click", act(App::solve));
    on("cancel", "click", act(App::cancel));
    on("pb-first", "click", act(|a| a.step_end(false)));
    on("pb-last", "click", act(|a| a.step_end(true)));
    on("pb-back", "click", act(|a| a.step_by(-1)));
    on("pb-fwd", "click", act(|a| a.step_by(1)));
    on("pb-play", "click", act(App::toggle_play));
    on("moves-list", "click", |e: web_sys::Event| {
        let step = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .and_then(|t| t.closest("button").ok().flatten())
            .and_then(|b| b.get_attribute("data-step"))
            .and_then(|s| s.parse::<usize>().ok());
        if let Some(step) = step {
            with_app(|a| {
                a.stop_playing();
                a.step_to(step)
            });
        }
    });
}
