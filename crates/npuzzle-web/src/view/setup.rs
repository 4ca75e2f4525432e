//! The Board panel: size, goal, shuffle, scramble, reset, and the board as text.

use super::kit::{self, Listeners, Send, esc, listen, part};
use crate::i18n::{Key, Lang, Said};
use npuzzle_app::options::GoalKind;
use npuzzle_app::state::{Mode, Msg, State, puzzle};
use web_sys::{Element, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent};

/// The sizes offered in the menu (a pasted board of another size is added to it).
const SIZES: [(usize, usize); 11] = [
    (2, 2),
    (2, 3),
    (3, 3),
    (3, 4),
    (4, 4),
    (3, 5),
    (4, 5),
    (5, 5),
    (6, 6),
    (7, 7),
    (8, 8),
];

/// The panel's markup. The board as text is written left to right in every language, like the
/// board it stands for (in a right-to-left field "8 6 7" showed as "7 6 8"); so are the other
/// fields of code, links and numbers (formulas, depths, snippets, pseudocode).
pub fn template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    let sizes: String = SIZES
        .iter()
        .map(|&(r, c)| {
            // The square ones people know by name: the 8-, 15- and 24-puzzle.
            let name = if r == c && (3..=5).contains(&r) {
                format!(
                    " ({})",
                    Said::key(Key::PuzzleName).with("n", r * c - 1).text(lang)
                )
            } else {
                String::new()
            };
            format!(r#"<option value="{r}x{c}">{r}×{c}{}</option>"#, esc(&name))
        })
        .collect();
    format!(
        r#"<section data-part="setup-panel" class="panel" aria-labelledby="{p}setup-title">
  <h2 id="{p}setup-title">{board_title}</h2>
  <div class="row">
    <label for="{p}size">{size}</label><select id="{p}size" data-part="size">{sizes}</select>
    <label for="{p}goal">{goal}</label><select id="{p}goal" data-part="goal"><option value="end">{goal_end}</option><option value="start">{goal_start}</option></select>
  </div>
  <div class="row buttons">
    <button id="{p}shuffle" data-part="shuffle" type="button">{shuffle}</button>
    <span class="group">
      <button id="{p}scramble" data-part="scramble" type="button">{scramble}</button>
      <label for="{p}scramble-moves" class="sr-only">{scramble_moves}</label>
      <input id="{p}scramble-moves" data-part="scramble-moves" type="text" value="20" inputmode="numeric" dir="ltr" size="4" />
      <span class="muted">{moves_unit}</span>
    </span>
    <button id="{p}reset" data-part="reset" type="button">{reset}</button>
  </div>
  <label for="{p}board-text">{board_text} <span class="muted">{board_text_help}</span></label>
  <textarea id="{p}board-text" data-part="board-text" dir="ltr" rows="4" spellcheck="false" autocomplete="off" aria-describedby="{p}text-error"></textarea>
  <div class="row buttons">
    <button id="{p}apply-text" data-part="apply-text" type="button">{use_board}</button>
    <button id="{p}scan" data-part="scan" type="button">{scan}</button>
    <span id="{p}text-error" data-part="text-error" class="error" role="alert"></span>
  </div>
  <p data-part="board-unsolvable" class="message error" hidden></p>
</section>
"#,
        board_title = t(Key::BoardTitle),
        size = t(Key::Size),
        goal = t(Key::Goal),
        goal_end = t(Key::GoalEndOption),
        goal_start = t(Key::GoalStartOption),
        shuffle = t(Key::Shuffle),
        scramble = t(Key::Scramble),
        scramble_moves = t(Key::ScrambleMoves),
        moves_unit = t(Key::MovesUnit),
        reset = t(Key::Reset),
        board_text = t(Key::BoardText),
        board_text_help = t(Key::BoardTextHelp),
        use_board = t(Key::UseBoard),
        scan = t(Key::ScanPuzzle),
    )
}

/// The panel's parts.
pub struct SetupView {
    panel: Element,
    size: HtmlSelectElement,
    goal: HtmlSelectElement,
    board_text: HtmlTextAreaElement,
    /// The board whose text the box holds (`None`: the user's own text, or none yet).
    shown: std::cell::RefCell<Option<npuzzle_core::Board>>,
    text_error: Element,
    unsolvable: Element,
    /// A big board's text, written in a task of its own.
    later: kit::Later,
}

impl SetupView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> SetupView {
        let v = SetupView {
            panel: part(root, "setup-panel"),
            size: part(root, "size"),
            goal: part(root, "goal"),
            board_text: part(root, "board-text"),
            shown: Default::default(),
            text_error: part(root, "text-error"),
            unsolvable: part(root, "board-unsolvable"),
            later: kit::Later::default(),
        };
        let msg = |m: puzzle::Msg| Msg::Puzzle(m);
        kit::click(out, &part(root, "shuffle"), send, msg(puzzle::Msg::Shuffle));
        kit::click(out, &part(root, "reset"), send, msg(puzzle::Msg::Reset));
        let moves: HtmlInputElement = part(root, "scramble-moves");
        let s = send.clone();
        listen(
            out,
            &part::<Element>(root, "scramble"),
            "click",
            move |_: web_sys::Event| s(msg(puzzle::Msg::Scramble(moves.value()))),
        );
        let (s, text) = (send.clone(), v.board_text.clone());
        listen(
            out,
            &part::<Element>(root, "apply-text"),
            "click",
            move |_: web_sys::Event| s(msg(puzzle::Msg::ApplyText(text.value()))),
        );
        let (s, scan, text): (_, Element, _) =
            (send.clone(), part(root, "scan"), v.board_text.clone());
        listen(out, &scan.clone(), "click", move |_: web_sys::Event| {
            super::scan::open(&scan, &text, &s)
        });
        let s = send.clone();
        listen(out, &v.board_text, "input", move |_: web_sys::Event| {
            s(msg(puzzle::Msg::TextEdited))
        });
        let (s, text) = (send.clone(), v.board_text.clone());
        listen(out, &v.board_text, "keydown", move |e: KeyboardEvent| {
            if e.key() == "Enter" && (e.ctrl_key() || e.meta_key()) {
                e.prevent_default();
                s(msg(apply(&text)));
            }
        });
        let (s, size) = (send.clone(), v.size.clone());
        listen(out, &v.size, "change", move |_: web_sys::Event| {
            if let Ok(shape) = npuzzle_core::parse_shape(&size.value()) {
                s(msg(puzzle::Msg::SetSize(shape)));
            }
        });
        let (s, goal) = (send.clone(), v.goal.clone());
        listen(out, &v.goal, "change", move |_: web_sys::Event| {
            if let Some(g) = GoalKind::from_value(&goal.value()) {
                s(msg(puzzle::Msg::SetGoal(g)));
            }
        });
        v
    }

    /// Draws the panel from `s`.
    pub fn render(&self, s: &State) {
        kit::show(&self.panel, s.controls.play);
        let shape = s.puzzle.shape;
        let value = format!("{}x{}", shape.rows(), shape.cols());
        kit::select(&self.size, &value, &shape.to_string());
        self.goal.set_value(s.puzzle.goal_kind.value());
        self.write_text(s);
        let error = s.puzzle.text_error.as_ref().map(|e| e.text(s.lang));
        kit::text(&self.text_error, &error.unwrap_or_default());
        // Why the board has no solution, here where it was typed too.
        let why = s.puzzle.unsolvable.as_ref().map(|w| w.text(s.lang));
        kit::show(&self.unsolvable, why.is_some());
        kit::text(&self.unsolvable, &why.unwrap_or_default());
    }
}

impl SetupView {
    /// The board as text, when the board differs from the one last written (a 64×64's is 20 KB:
    /// made and compared on every update, it cost milliseconds each): at once for a small
    /// board; for a big one in a task of its own, and not while a solution plays.
    fn write_text(&self, s: &State) {
        let mut shown = self.shown.borrow_mut();
        if s.puzzle.text_dirty {
            self.later.cancel();
            *shown = None;
            return;
        }
        if shown.as_ref() == Some(&s.puzzle.board) {
            return;
        }
        let (area, board) = (self.board_text.clone(), s.puzzle.board.clone());
        let write = move || {
            let text = board.to_string();
            if area.value() != text {
                area.set_value(&text);
            }
        };
        if s.puzzle.board.shape().cells() <= kit::BIG_BOARD {
            self.later.cancel();
            write();
        } else if s.mode == Mode::Playing {
            self.later.cancel();
            return;
        } else {
            self.later.run(write);
        }
        *shown = Some(s.puzzle.board.clone());
    }
}

/// The typed board, or how long it is when longer than any board's text (measured in the
/// browser: 100 MB pasted is never copied into the wasm).
fn apply(text: &HtmlTextAreaElement) -> puzzle::Msg {
    let length = text.text_length() as usize;
    if length > npuzzle_core::MAX_BOARD_TEXT {
        puzzle::Msg::TextTooLong(length)
    } else {
        puzzle::Msg::ApplyText(text.value())
    }
}
