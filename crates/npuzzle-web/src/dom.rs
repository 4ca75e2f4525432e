//! Small DOM helpers: look up elements by id, set text (never HTML), show and hide, listen.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, HtmlElement};

pub fn document() -> Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("a page with a document")
}

/// The element with this id, as type `T`. The ids are in `index.html`; a missing one is a bug.
pub fn el<T: JsCast>(id: &str) -> T {
    document()
        .get_element_by_id(id)
        .unwrap_or_else(|| panic!("index.html lacks #{id}"))
        .dyn_into::<T>()
        .unwrap_or_else(|_| panic!("#{id} has an unexpected type"))
}

pub fn set_text(id: &str, text: &str) {
    el::<Element>(id).set_text_content(Some(text));
}

pub fn show(id: &str, visible: bool) {
    el::<HtmlElement>(id).set_hidden(!visible);
}

pub fn set_disabled(id: &str, disabled: bool) {
    let _ = el::<Element>(id).toggle_attribute_with_force("disabled", disabled);
}

pub fn set_class(id: &str, class: &str, on: bool) {
    let _ = el::<Element>(id).class_list().toggle_with_force(class, on);
}

/// Calls `f` on `event` at the element `id`, for the page's lifetime.
pub fn on<E: JsCast + 'static>(id: &str, event: &str, f: impl FnMut(E) + 'static) {
    listen(&el::<web_sys::EventTarget>(id), event, f);
}

pub fn listen<E: JsCast + 'static>(
    target: &web_sys::EventTarget,
    event: &str,
    mut f: impl FnMut(E) + 'static,
) {
    let closure =
        Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| f(e.unchecked_into()));
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    closure.forget();
}

pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}
