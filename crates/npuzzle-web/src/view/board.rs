//! The board's own lines: moves played, "Solved!", the goal, the board in words for screen
//! readers, the live region, and the notice of settings that were ignored. (The canvas is
//! drawn by the `render` module; taps, swipes and keys on it are the `input` module's.)

use super::kit::{self, esc, part, rows_in_words};
use crate::i18n::{Fixed, Key, Lang, Said, group};
use npuzzle_app::options::GoalKind;
use npuzzle_app::state::{Mode, State};
use web_sys::{Element, HtmlCanvasElement};

/// The notice above everything (outside the layout).
pub fn notice_template() -> &'static str {
    r#"<p data-part="notice" class="notice" role="alert" hidden></p>"#
}

/// The status line and the canvas, at the top of the board panel. The canvas is an application
/// (a "puzzle board"), not an image: a screen reader in browse mode keeps the arrow keys for
/// itself on an image, and hands them to an application; its description says what they do.
pub fn template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <div class="board-status">
    <span>{moves_label} <strong id="{p}move-count" data-part="move-count">0</strong></span>
    <span data-part="solved-badge" class="badge" hidden>{solved}</span>
    <span data-part="unsolvable-badge" class="badge unsolvable" hidden>{unsolvable}</span>
    <span data-part="goal-label" class="muted"></span>
  </div>
  <div data-part="canvas-box" class="canvas-box"><canvas id="{p}board" data-part="board" tabindex="0" role="application" aria-roledescription="{board_role}" aria-label="{board_region}" aria-describedby="{p}board-keys"></canvas><p id="{p}board-keys" class="sr-only">{board_keys}</p></div>
"#,
        board_role = t(Key::BoardRole),
        board_keys = t(Key::BoardKeys),
        moves_label = t(Key::MovesLabel),
        solved = t(Key::SolvedBadge),
        unsolvable = t(Key::NoSolution),
        board_region = t(Key::BoardRegion),
    )
}

/// The help line under the board.
pub fn help_template(lang: Lang) -> String {
    format!(
        "  <p data-part=\"board-help\" class=\"hint muted\">{}</p>\n",
        esc(Key::BoardHint.text(lang))
    )
}

/// The live region, last in the board panel.
pub fn live_template() -> &'static str {
    "  <div data-part=\"live\" class=\"sr-only\" aria-live=\"polite\" role=\"status\"></div>\n"
}

/// The board's parts.
pub struct BoardView {
    /// The canvas the board is drawn on.
    pub canvas: HtmlCanvasElement,
    canvas_box: web_sys::HtmlElement,
    /// The shape the box was sized for.
    sized: std::cell::Cell<Option<npuzzle_core::Shape>>,
    notice: Element,
    move_count: Element,
    solved_badge: Element,
    unsolvable_badge: Element,
    goal_label: Element,
    live: Element,
    /// The board and language the canvas's words were last written for.
    labelled: std::cell::RefCell<Option<(npuzzle_core::Board, Lang)>>,
    /// A big board's words, written in a task of their own.
    later: kit::Later,
}

impl BoardView {
    /// Finds the parts in `root`.
    pub fn new(root: &Element) -> BoardView {
        BoardView {
            canvas: part(root, "board"),
            canvas_box: part(root, "canvas-box"),
            sized: std::cell::Cell::new(None),
            notice: part(root, "notice"),
            move_count: part(root, "move-count"),
            solved_badge: part(root, "solved-badge"),
            unsolvable_badge: part(root, "unsolvable-badge"),
            goal_label: part(root, "goal-label"),
            live: part(root, "live"),
            labelled: std::cell::RefCell::new(None),
            later: kit::Later::default(),
        }
    }

    /// Draws the lines from `s`.
    pub fn render(&self, s: &State) {
        let lang = s.lang;
        let shape = s.puzzle.shape;
        if self.sized.replace(Some(shape)) != Some(shape) {
            // For the narrow layout's CSS: the board's width for a given height, and the width
            // at which its tiles are 44 px, the smallest a finger hits safely.
            let style = self.canvas_box.style();
            let aspect = shape.cols() as f64 / shape.rows() as f64;
            let _ = style.set_property("--npz-aspect", &Fixed(aspect, 3).to_string());
            let _ = style.set_property("--npz-min-board", &format!("{}px", shape.cols() * 44 + 12));
        }
        let notices: Vec<String> = s.notices.iter().map(|n| n.text(lang)).collect();
        kit::text(&self.notice, &notices.join(" "));
        kit::show(&self.notice, !notices.is_empty());
        // A solution played from a board already played by hand goes on counting from its
        // moves: Solve does not take back what the student did.
        let shown_moves = s.puzzle.moves as usize + s.playback.show.as_ref().map_or(0, |p| p.step);
        kit::text(&self.move_count, &group(lang, shown_moves as u64));
        kit::show(&self.solved_badge, s.is_solved());
        kit::show(&self.unsolvable_badge, s.puzzle.unsolvable.is_some());
        let kind = match s.puzzle.goal_kind {
            GoalKind::End => Key::BlankLast,
            GoalKind::Start => Key::BlankFirst,
        };
        let label = Said::key(Key::GoalLabel)
            .with("size", s.puzzle.shape)
            .with_said("kind", kind.into());
        kit::text(&self.goal_label, &label.text(lang));
        self.label(s);
        if let Some(a) = &s.voice.said {
            // Said again when the same words come twice: the count changes the node.
            let n = s.voice.count.to_string();
            if self.live.get_attribute("data-n").as_deref() != Some(&n) {
                self.live.set_text_content(Some(&a.text(lang)));
                let _ = self.live.set_attribute("data-n", &n);
            }
        }
    }
}

impl BoardView {
    /// The canvas's words for screen readers, when the board on show or the language changed: at
    /// once for a small board; for a big one in a task of its own, and not while a solution
    /// plays (each step would write them; they are written when it stops).
    fn label(&self, s: &State) {
        let key = (s.shown_board(), s.lang);
        if self.labelled.borrow().as_ref() == Some(&key) {
            return;
        }
        if key.0.shape().cells() <= kit::BIG_BOARD {
            self.later.cancel();
            kit::attr(&self.canvas, "aria-label", &describe(&key.0, key.1));
        } else if s.mode == Mode::Playing {
            self.later.cancel();
            return;
        } else {
            let canvas = self.canvas.clone();
            let (board, lang) = key.clone();
            self.later
                .run(move || kit::attr(&canvas, "aria-label", &describe(&board, lang)));
        }
        *self.labelled.borrow_mut() = Some(key);
    }
}

/// The board in words, for screen readers.
fn describe(board: &npuzzle_core::Board, lang: Lang) -> String {
    let shape = board.shape();
    let rows = rows_in_words(board.cells(), shape.cols(), Key::Blank.text(lang));
    Said::key(Key::Describe)
        .with("size", shape)
        .with("rows", rows.join("; "))
        .text(lang)
}
