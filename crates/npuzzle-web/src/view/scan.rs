//! The Scan dialog: a photo of a real puzzle read into the board editor. Its code (`scan.js`)
//! and its reader (a wasm of its own, `scan/`) load the first time Scan is clicked, so the page's
//! initial load carries neither. The loader is a wasm-bindgen snippet, so the dialog is found
//! beside the app's own files wherever a course site serves them. Where it cannot be loaded
//! (offline before it was ever loaded, or a site that does not serve it), the board editor says
//! so, and Scan stays to try again. (An exercise's LMS package leaves Scan out, and shows no
//! board editor.)

use super::Send;
use crate::i18n::message::fill;
use crate::i18n::{Lang, Value};
use npuzzle_app::state::{Msg, puzzle};
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlTextAreaElement};

/// The component's language: the `lang` of the element around `button`.
fn lang_of(button: &Element) -> Lang {
    button
        .closest("[lang]")
        .ok()
        .flatten()
        .and_then(|e| e.get_attribute("lang"))
        .and_then(|tag| Lang::from_tag(&tag))
        .unwrap_or_default()
}

/// Fills one of the dialog's words (a compact template of `lang/scan-<code>.js`, which the
/// dialog loads with itself: the page's wasm carries none of them) in `lang` with `values` (a
/// JavaScript object: numbers stay numbers, for their plural forms and digits).
fn filler(lang: Lang) -> Closure<dyn Fn(String, JsValue) -> String> {
    Closure::new(move |template: String, values: JsValue| {
        fill(&template, lang, &|name| {
            let v = js_sys::Reflect::get(&values, &name.into()).ok()?;
            match v.as_f64() {
                Some(x) => Some(Value::Number(x, 0)),
                None => v.as_string().map(Value::Text),
            }
        })
    })
}

/// Opens the dialog for the component holding `button`: the board chosen is shown in its board
/// editor (`board_text`) and applied, as if typed there, through `send`, the component's. If the
/// dialog's code did not load, the board editor says what the browser said.
pub fn open(button: &Element, board_text: &HtmlTextAreaElement, send: &Send) {
    let (text, s) = (board_text.clone(), send.clone());
    let apply = Closure::<dyn FnMut(String)>::new(move |board: String| {
        // Edited, then applied: the box then shows the board as the component writes it, or
        // the text as read beside what is wrong with it.
        text.set_value(&board);
        s(Msg::Puzzle(puzzle::Msg::TextEdited));
        s(Msg::Puzzle(puzzle::Msg::ApplyText(board)));
    });
    let lang = lang_of(button);
    let say = filler(lang);
    let open = wasm_bindgen_futures::JsFuture::from(crate::dom::open_scan(
        button,
        &apply,
        &say,
        lang.tag(),
    ));
    let s = send.clone();
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(why) = open.await {
            let why = why.as_string().unwrap_or_default();
            s(Msg::Puzzle(puzzle::Msg::ScanUnavailable(why)));
        }
        // The dialog is gone: nothing calls `apply` or `say` again.
        drop((apply, say));
    });
}
