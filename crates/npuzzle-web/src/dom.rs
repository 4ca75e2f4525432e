//! Small browser helpers that belong to no component (components never look up elements by
//! document-wide id: see `view/`).

/// Milliseconds on the global's monotonic clock (`performance.now()`), on the page and in the
/// worker alike; `Date.now()` where there is none.
pub fn now_ms() -> f64 {
    let performance = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
        .ok()
        .and_then(|p| wasm_bindgen::JsCast::dyn_into::<web_sys::Performance>(p).ok());
    performance.map_or_else(js_sys::Date::now, |p| p.now())
}

/// Whether the person asked for less motion.
pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// `object[name]` if it is a string (a message's or an event's field, read without a binding).
pub fn text_field(object: &wasm_bindgen::JsValue, name: &str) -> Option<String> {
    js_sys::Reflect::get(object, &name.into())
        .ok()
        .and_then(|v| v.as_string())
}
