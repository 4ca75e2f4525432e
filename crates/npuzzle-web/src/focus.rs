//! Keyboard focus kept through an update. A control that disables or hides itself (Solve while
//! solving, Cancel once done, Record the search, Step at the last step), or a view built again
//! in another language, would drop focus to `<body>`: a keyboard user would have to walk the
//! page from the top again. The focused part is noted before the update; after it, if focus was
//! lost, it goes back to that part, or to the control that takes over its work.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// Where focus goes when a part can no longer hold it, in order of preference.
fn successors(part: &str) -> &'static [&'static str] {
    match part {
        "solve" => &["cancel"],
        "cancel" => &["solve"],
        "trace" => &["trace-step", "trace-close"],
        "trace-close" => &["trace"],
        "trace-step" | "trace-end" | "trace-run" => &["trace-back", "trace-reset"],
        "trace-back" | "trace-reset" => &["trace-step", "trace-run"],
        "pb-fwd" | "pb-last" | "pb-play" => &["pb-back", "pb-first", "pb-play"],
        "pb-back" | "pb-first" => &["pb-fwd", "pb-last", "pb-play"],
        "ex-again" | "ex-hint" => &["board"],
        _ => &[],
    }
}

/// The element focused in `root`'s document or shadow root, if it is inside `root`.
fn focused_in(root: &Element) -> Option<Element> {
    let node = root.get_root_node();
    let active = match node.dyn_ref::<web_sys::ShadowRoot>() {
        Some(shadow) => shadow.active_element(),
        None => root.owner_document().and_then(|d| d.active_element()),
    }?;
    root.contains(Some(&active)).then_some(active)
}

/// Whether `e` can hold focus: enabled and rendered.
fn usable(e: &Element) -> bool {
    !e.has_attribute("disabled") && e.get_client_rects().length() > 0
}

/// The part focused in `root` now (its `data-part`), before an update.
pub fn note(root: &Element) -> Option<String> {
    focused_in(root).and_then(|e| e.get_attribute("data-part"))
}

/// After an update: if `was` (noted before it) lost focus, focus goes back to it, or to its
/// successor; focus elsewhere, or none before, is left alone.
pub fn restore(root: &Element, was: Option<String>) {
    let Some(was) = was else { return };
    if focused_in(root).is_some_and(|e| usable(&e)) {
        return;
    }
    let find = |name: &str| {
        root.query_selector(&format!("[data-part=\"{name}\"]"))
            .ok()
            .flatten()
    };
    let names = std::iter::once(was.as_str()).chain(successors(&was).iter().copied());
    if let Some(e) = names.filter_map(find).find(usable) {
        let _ = e.unchecked_ref::<HtmlElement>().focus();
    }
}
