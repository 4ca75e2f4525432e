//! The heuristic task in the Exercise panel: the formula's editor, "Hand in h", and what the
//! grading found (the board where h overestimates, or the race's nodes against Manhattan's).

use super::kit::{self, Listeners, Send, esc, part};
use crate::i18n::{Key, Lang, Said, group};
use npuzzle_app::i18n::not_a_number;
use npuzzle_app::state::Msg;
use npuzzle_app::state::exercise::heuristic::{Graded, MAX_NODES, raced_words};
use npuzzle_app::state::exercise::{Attempt, Exercise, Msg as ExMsg};
use web_sys::{Element, HtmlTextAreaElement};

/// The markup (inside the Exercise panel).
pub fn template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <form data-part="ex-heuristic" class="ex-heuristic" hidden>
    <label for="{p}ex-formula">{formula}</label>
    <textarea id="{p}ex-formula" data-part="ex-formula" dir="ltr" rows="2" maxlength="2000" spellcheck="false" autocomplete="off"></textarea>
    <div class="row buttons"><button data-part="ex-submit-h" type="submit">{submit}</button></div>
  </form>
"#,
        formula = t(Key::LabFormula),
        submit = t(Key::ExSubmitH),
    )
}

/// The editor and its button.
pub struct HeuristicForm {
    form: Element,
    text: HtmlTextAreaElement,
    submit: Element,
}

impl HeuristicForm {
    /// Finds the parts in `root` and turns typing and handing in into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> HeuristicForm {
        let f = HeuristicForm {
            form: part(root, "ex-heuristic"),
            text: part(root, "ex-formula"),
            submit: part(root, "ex-submit-h"),
        };
        let (s, text) = (send.clone(), f.text.clone());
        kit::listen(out, &f.text, "input", move |_: web_sys::Event| {
            s(Msg::Exercise(ExMsg::Draft(text.value())))
        });
        let s = send.clone();
        kit::listen(out, &f.form, "submit", move |e: web_sys::Event| {
            e.prevent_default();
            s(Msg::Exercise(ExMsg::Submit));
        });
        f
    }

    /// Shows the editor while the attempt is open (its text is the draft, which survives
    /// redraws); the button waits while a grading runs.
    pub fn render(&self, ex: &Exercise, shown: bool) {
        kit::show(&self.form, shown);
        if self.text.value() != ex.draft {
            self.text.set_value(&ex.draft);
        }
        kit::disable(&self.submit, ex.grading());
        let _ = self
            .text
            .toggle_attribute_with_force("readonly", ex.grading());
    }
}

/// What grading found, in words, under the formula it is about (and, after a race, the seed
/// its boards were drawn with, for whoever grades it again).
pub fn feedback(g: &Graded, attempt: &Attempt, lang: Lang) -> String {
    let about = attempt.formula.as_deref().map_or_else(String::new, |f| {
        format!(
            "<p>{}: <code dir=\"ltr\">{}</code></p>",
            esc(Key::LabFormula.text(lang)),
            esc(f)
        )
    });
    let seed = match g {
        Graded::Raced(_) | Graded::OverBudget => format!(
            "<p class=\"muted\">{}</p>",
            esc(&Said::key(Key::ExHSeed)
                .with_typed("seed", attempt.race_seed())
                .text(lang))
        ),
        _ => String::new(),
    };
    format!("{about}{}{seed}", verdict(g, lang))
}

fn verdict(g: &Graded, lang: Lang) -> String {
    let (words, tiles) = match g {
        Graded::NotAdmissible(c) => {
            let words = Said::key(Key::LabNotAdmissible)
                .with("h", super::lab::number(c.h))
                .with("hstar", c.h_star);
            (words, &c.tiles)
        }
        Graded::NotANumber(x) => (not_a_number(x.value), &x.tiles),
        Graded::Raced(by_depth) => {
            let said = raced_words(by_depth, lang);
            return format!(
                "<p class=\"message\">{}</p>{}",
                esc(&said.text(lang)),
                race_table(by_depth, lang)
            );
        }
        Graded::OverBudget => {
            let said = Said::key(Key::ExHOverBudget).with("max", group(lang, MAX_NODES));
            return format!("<p class=\"message error\">{}</p>", esc(&said.text(lang)));
        }
    };
    // The board where it happens (it is on the puzzle too).
    format!(
        "<p class=\"message error\">{} <code dir=\"ltr\">{}</code></p>",
        esc(&words.text(lang)),
        esc(&npuzzle_core::board_line(tiles, 3))
    )
}

/// The race by depth: where h saves nodes (deep boards, mostly).
fn race_table(rows: &[(u32, u64, u64)], lang: Lang) -> String {
    let t = |k: Key| esc(k.text(lang));
    let body: String = rows
        .iter()
        .map(|&(d, own, m)| {
            format!(
                "<tr><th scope=\"row\">{d}</th><td>{}</td><td>{}</td></tr>",
                group(lang, own),
                group(lang, m)
            )
        })
        .collect();
    format!(
        "<table class=\"data\"><caption>{}</caption><thead><tr><th scope=\"col\">d</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>{body}</tbody></table>",
        t(Key::ExHRaceCaption),
        t(Key::LabYourH),
        t(Key::NameManhattan)
    )
}
