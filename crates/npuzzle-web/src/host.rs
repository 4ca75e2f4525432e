//! What the host page hears: `npuzzle-*` DOM events on the host element, and inside an iframe,
//! `{source: "npuzzle", type, detail}` messages to the parent window.

use crate::state::Event;
use wasm_bindgen::prelude::*;
use web_sys::EventTarget;

/// An `npuzzle-*` DOM event on `host` (and, inside an iframe, a message to the parent).
pub fn emit(host: &EventTarget, event: &Event, post_to_parent: bool) {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    let Ok(detail) = serde::Serialize::serialize(event, &serializer) else {
        return;
    };
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&detail);
    init.set_bubbles(true);
    init.set_composed(true);
    if let Ok(e) = web_sys::CustomEvent::new_with_event_init_dict(event.name(), &init) {
        let _ = host.dispatch_event(&e);
    }
    if post_to_parent {
        post_to_parent_window(event.name(), &detail);
    }
}

/// `{source: "npuzzle", type, detail}` to the parent window.
pub fn post_to_parent_window(kind: &str, detail: &JsValue) {
    let Some(parent) = web_sys::window().and_then(|w| w.parent().ok().flatten()) else {
        return;
    };
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"source".into(), &"npuzzle".into());
    let _ = js_sys::Reflect::set(&message, &"type".into(), &kind.into());
    let _ = js_sys::Reflect::set(&message, &"detail".into(), detail);
    // Events carry no secrets and the host's origin is unknown: any parent may listen.
    let _ = parent.post_message(&message, "*");
}
