//! The answer's fonts, looked up before the answer comes.
//!
//! A font's first use at a new size or weight, or a glyph the font lacks (the move list's
//! arrows), costs the browser a system font lookup inside layout: 10–15 ms on this machine.
//! The first answer's frame paid it with all the rest (up to 55 ms on a 64×64), so the text an
//! answer brings is laid out once, hidden, while the page is idle. The cache lasts as long as
//! the page, so one warm-up serves every component in it.

use super::kit::esc;
use crate::i18n::{Key, Lang, decimal, group};
use std::cell::Cell;
use wasm_bindgen::prelude::*;
use web_sys::Element;

/// The text an answer shows that a page at rest does not, in `lang` (its words and digits), under
/// the classes that style it: the result's labels and figures, and the move list's numbers and
/// arrows. Made when laid out, by which time the language's words have usually loaded.
fn sample(k: usize, lang: Lang) -> String {
    if k == 0 {
        let words = format!(
            "{} {}",
            Key::Length.text(lang),
            Key::LargestFrontier.text(lang)
        );
        let figures = format!("{} {}", group(lang, 1_234_567_890), decimal(lang, 0.5));
        format!(
            r#"<dl class="result"><div><dt>{}</dt><dd>{}</dd></div></dl>"#,
            esc(&words),
            esc(&figures)
        )
    } else {
        r#"<ol class="moves"><li><button type="button" tabindex="-1">0123456789↑↓←→</button></li></ol>"#
            .to_string()
    }
}

/// How many samples there are (one task each).
const SAMPLES: usize = 2;

/// When the first sample is laid out, and the time between two (a task each, none long).
const FIRST_MS: i32 = 400;
const APART_MS: i32 = 60;

thread_local! {
    static WARMED: Cell<bool> = const { Cell::new(false) };
}

/// Lays out each sample in `root` (a component's, whose styles apply), in a task of its own
/// after the page has settled, then takes it away. Once per page; if the component has left the
/// page by then, the next one to start does it.
pub fn warm(root: &Element, lang: Lang) {
    if WARMED.with(|w| w.replace(true)) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    for k in 0..SAMPLES {
        let root = root.clone();
        let lay_out = Closure::once_into_js(move || {
            if root.is_connected() {
                lay_out(&root, &sample(k, lang));
            } else {
                WARMED.with(|w| w.set(false));
            }
        });
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            lay_out.unchecked_ref(),
            FIRST_MS + APART_MS * k as i32,
        );
    }
}

/// Adds `sample` hidden, reads its width (which lays it out, fonts and all), and removes it.
fn lay_out(root: &Element, sample: &str) {
    let Some(document) = root.owner_document() else {
        return;
    };
    let Ok(holder) = document.create_element("div") else {
        return;
    };
    let _ = holder.set_attribute("class", "warm");
    let _ = holder.set_attribute("aria-hidden", "true");
    holder.set_inner_html(sample);
    let _ = root.append_child(&holder);
    let _ = holder
        .unchecked_ref::<web_sys::HtmlElement>()
        .offset_width();
    holder.remove();
}
