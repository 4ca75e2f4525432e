//! The heuristic lab, in the Study panel: the formula's editor, Check, the verdicts, and each
//! counterexample as a board that loads with one click.

use super::kit::{self, Listeners, Send, esc, part};
use crate::i18n::{Fixed, Key, Lang, Said, group};
use npuzzle_app::i18n::not_a_number;
use npuzzle_app::state::lab::Msg as L;
use npuzzle_app::state::{Msg, State};
use npuzzle_core::Tile;
use npuzzle_core::formula::HeuristicCheck;
use web_sys::{Element, HtmlTextAreaElement};

/// The markup.
pub fn template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <h3>{title}</h3>
  <p class="muted">{help}</p>
  <label for="{p}lab-formula">{formula}</label>
  <textarea id="{p}lab-formula" data-part="lab-formula" dir="ltr" rows="2" maxlength="2000" spellcheck="false" autocomplete="off"></textarea>
  <div class="row buttons"><button data-part="lab-check" type="button">{check}</button><button data-part="lab-race" type="button">{race}</button><button data-part="lab-step" type="button">{step}</button></div>
  <p data-part="lab-message" class="message" role="status"></p>
  <div data-part="lab-verdicts" hidden>
    <p data-part="lab-states"></p>
    <p><span data-part="lab-admissible"></span> <button data-part="lab-load-a" type="button" hidden>{load}</button></p>
    <p><span data-part="lab-consistent"></span> <button data-part="lab-load-c" type="button" hidden>{load_first}</button></p>
    <p data-part="lab-close"></p>
  </div>
"#,
        title = t(Key::LabTitle),
        help = t(Key::LabHelp),
        formula = t(Key::LabFormula),
        check = t(Key::LabCheck),
        race = t(Key::LabRace),
        step = t(Key::LabStep),
        load = t(Key::LabLoad),
        load_first = t(Key::LabLoadNeighbour),
    )
}

/// The parts.
pub struct LabView {
    formula: HtmlTextAreaElement,
    check: Element,
    message: Element,
    verdicts: Element,
    states: Element,
    admissible: Element,
    load_a: Element,
    consistent: Element,
    load_c: Element,
    close: Element,
}

impl LabView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> LabView {
        let v = LabView {
            formula: part(root, "lab-formula"),
            check: part(root, "lab-check"),
            message: part(root, "lab-message"),
            verdicts: part(root, "lab-verdicts"),
            states: part(root, "lab-states"),
            admissible: part(root, "lab-admissible"),
            load_a: part(root, "lab-load-a"),
            consistent: part(root, "lab-consistent"),
            load_c: part(root, "lab-load-c"),
            close: part(root, "lab-close"),
        };
        kit::click(out, &v.check, send, Msg::Lab(L::Check));
        kit::click(out, &part(root, "lab-race"), send, Msg::Lab(L::Race));
        kit::click(out, &part(root, "lab-step"), send, Msg::Lab(L::Step));
        let (s, input) = (send.clone(), v.formula.clone());
        kit::listen(out, &v.formula, "input", move |_: web_sys::Event| {
            s(Msg::Lab(L::Edit(input.value())))
        });
        // A counterexample's board travels on its button (data-tiles), set as it is drawn.
        for button in [&v.load_a, &v.load_c] {
            let (s, b) = (send.clone(), button.clone());
            kit::listen(out, button, "click", move |_: web_sys::Event| {
                let tiles: Option<Vec<Tile>> = b
                    .get_attribute("data-tiles")
                    .and_then(|t| t.split(',').map(|x| x.parse().ok()).collect());
                if let Some(tiles) = tiles {
                    s(Msg::LabLoad(tiles));
                }
            });
        }
        v
    }

    /// Draws the lab from `s` (hidden with the Study panel).
    pub fn render(&self, s: &State) {
        if !s.controls.study {
            return;
        }
        let (lang, lab) = (s.lang, &s.lab);
        if self.formula.value() != lab.formula {
            self.formula.set_value(&lab.formula);
        }
        kit::disable(&self.check, lab.running());
        let (words, error) = match &lab.note {
            Some(n) => (n.said.text(lang), n.is_error()),
            None if lab.running() => (Key::LabChecking.text(lang).into(), false),
            None => (String::new(), false),
        };
        kit::message(&self.message, &words, error);
        let Some((formula, c)) = &lab.checked else {
            kit::show(&self.verdicts, false);
            return;
        };
        kit::show(&self.verdicts, true);
        self.show_verdicts(formula, c, lang);
    }

    /// The verdicts of a check on `formula`.
    fn show_verdicts(&self, formula: &str, c: &HeuristicCheck, lang: Lang) {
        let sample = if c.sampled {
            Key::LabSample.text(lang)
        } else {
            ""
        };
        let states = Said::key(Key::LabStates)
            .with("h", formula)
            .with("n", group(lang, c.states as u64))
            .with("sample", sample);
        kit::text(&self.states, &states.text(lang));
        // Not a number on a board: that board is the verdict, and the figures say nothing.
        let numbers = c.not_a_number.is_none();
        let admissible = match (&c.not_a_number, &c.counterexample) {
            (Some(x), _) => not_a_number(x.value),
            (None, None) => Said::key(Key::LabAdmissible),
            (None, Some(x)) => Said::key(Key::LabNotAdmissible)
                .with("h", number(x.h))
                .with("hstar", x.h_star),
        };
        kit::text(&self.admissible, &admissible.text(lang));
        let shown = c.not_a_number.as_ref().map(|x| &x.tiles[..]);
        tiles_on(
            &self.load_a,
            shown.or(c.counterexample.as_ref().map(|x| &x.tiles[..])),
        );
        let consistent = match &c.consistency_counterexample {
            None => Said::key(Key::LabConsistent),
            Some(x) => Said::key(Key::LabNotConsistent)
                .with("ha", number(x.ha))
                .with("hb", number(x.hb)),
        };
        kit::show(&self.consistent, numbers);
        kit::text(&self.consistent, &consistent.text(lang));
        tiles_on(
            &self.load_c,
            c.consistency_counterexample
                .as_ref()
                .filter(|_| numbers)
                .map(|x| &x.a[..]),
        );
        let close = Said::key(Key::LabClose)
            .with("ratio", Fixed(c.mean_ratio, 3))
            .with("pct", Fixed(c.dominates_manhattan * 100.0, 1));
        kit::show(&self.close, numbers);
        kit::text(&self.close, &close.text(lang));
    }
}

/// A formula's value as people write it: whole numbers without a point.
pub(super) fn number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        let text = Fixed(v, 3).to_string();
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// Shows `button` with `tiles` on it, or hides it.
fn tiles_on(button: &Element, tiles: Option<&[Tile]>) {
    kit::show(button, tiles.is_some());
    if let Some(tiles) = tiles {
        let list: Vec<String> = tiles.iter().map(u16::to_string).collect();
        kit::attr(button, "data-tiles", &list.join(","));
    }
}
