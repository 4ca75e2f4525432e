//! Hint and the heuristics overlay: the Hint button and its line, the overlay's checkbox and
//! legend in the Study panel, and the totals under the board, where the eye is.

use super::kit::{self, Listeners, Send, esc, part};
use crate::i18n::{Key, Lang, Said, heuristic_name};
use npuzzle_app::state::{Msg, State, hint};
use npuzzle_core::Heuristic;
use web_sys::{Element, HtmlInputElement};

/// The totals line, in the board panel.
pub fn totals_template() -> &'static str {
    "  <p data-part=\"board-totals\" class=\"board-totals\" hidden></p>\n"
}

/// The controls, first in the Study panel.
pub fn template(lang: Lang) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <div class="row buttons">
    <button data-part="hint" type="button">{hint_button}</button>
    <label class="check"><input data-part="overlay" type="checkbox" /> {show_heuristics}</label>
  </div>
  <p data-part="hint-text" class="message"></p>
  <p data-part="heuristics" class="muted" hidden>{overlay_help}</p>
"#,
        hint_button = t(Key::HintButton),
        show_heuristics = t(Key::ShowHeuristics),
        overlay_help = t(Key::OverlayHelp),
    )
}

/// The parts.
pub struct HintView {
    button: Element,
    text: Element,
    overlay: HtmlInputElement,
    legend: Element,
    totals: Element,
}

impl HintView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> HintView {
        let v = HintView {
            button: part(root, "hint"),
            text: part(root, "hint-text"),
            overlay: part(root, "overlay"),
            legend: part(root, "heuristics"),
            totals: part(root, "board-totals"),
        };
        kit::click(out, &v.button, send, Msg::Hint(hint::Msg::Ask));
        kit::toggle(out, &v.overlay, send, |on| {
            Msg::Hint(hint::Msg::Overlay(on))
        });
        v
    }

    /// Draws them from `s` (hidden with the Study panel).
    pub fn render(&self, s: &State) {
        let lang = s.lang;
        let on = s.controls.study && s.hint.overlay;
        kit::show(&self.totals, on);
        if !s.controls.study {
            return;
        }
        kit::disable(&self.button, s.jobs.busy());
        let hint = s.hint.said.as_ref().map(|h| h.text(lang));
        kit::text(&self.text, &hint.unwrap_or_default());
        if self.overlay.checked() != s.hint.overlay {
            self.overlay.set_checked(s.hint.overlay);
        }
        kit::show(&self.legend, s.hint.overlay);
        if on {
            kit::text(&self.totals, &totals(s));
        }
    }
}

/// "Hamming 5 · Manhattan 10 · Linear conflict 10", and during playback g, h and f.
fn totals(s: &State) -> String {
    let lang = s.lang;
    let b = npuzzle_core::breakdown(&s.shown_board(), &s.puzzle.goal);
    let mut text = Said::key(Key::HeuristicTotals)
        .with("hamming", b.hamming)
        .with("manhattan", b.manhattan)
        .with("lc", b.linear_conflict)
        .text(lang);
    if let Some(p) = &s.playback.show {
        let heuristic = s.search.heuristic;
        let h = match heuristic {
            Heuristic::Hamming => b.hamming,
            Heuristic::Manhattan => b.manhattan,
            Heuristic::LinearConflict => b.linear_conflict,
        };
        let ghf = Said::key(Key::Ghf)
            .with("g", p.step)
            .with("h", h)
            .with_said("heuristic", heuristic_name(heuristic).into())
            .with("f", p.step as u32 + h);
        text.push_str(". ");
        text.push_str(&ghf.text(lang));
    }
    text.push('.');
    text
}
