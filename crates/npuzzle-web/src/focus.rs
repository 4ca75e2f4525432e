//! Keyboard focus kept through an update. A control that disables or hides itself (Solve while
//! solving, Cancel once done, Record the search, Step at the last step), or a view built again
//! in another language, would drop focus to `<body>`: a keyboard user would have to walk the
//! page from the top again. The focused part is noted before the update; after it, if focus was
//! lost, it goes back to that part, or to the control that takes over its work.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// Where focus goes when `part` lost it, in order of preference after the part itself (which
/// takes it back when it can), or, where the list names the part, in the list's order.
fn successors(part: &str) -> &'static [&'static str] {
    match part {
        "solve" => &["cancel"],
        "cancel" => &["solve"],
        // Recorded: stepping is what comes next.
        "trace" => &["trace-step", "trace", "trace-close"],
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

/// Whether `e` can hold focus: enabled, and neither it nor a part around it hidden (by the
/// attribute, or as a tab's panel not chosen). Calls the page already makes: each new one
/// costs the initial load its glue.
fn usable(e: &Element) -> bool {
    !e.has_attribute("disabled") && e.closest("[hidden], .tab-hidden").ok().flatten().is_none()
}

/// How long a part that lost focus may get it back at a later update (a control disabled while
/// its work runs comes back when it ends; a person who clicked elsewhere since keeps that).
const WAIT_MS: f64 = 10_000.0;

/// What a component remembers of focus between updates: a part that lost it and found no
/// successor to take it (Record the search is disabled while it records, its stepper hidden),
/// to be given it once one can.
#[derive(Default)]
pub struct Keeper {
    waiting: Option<(String, f64)>,
}

impl Keeper {
    /// The part focused in `root` before an update (its `data-part`): the one focused now, or,
    /// while nothing on the page has focus, the one still waiting to get it back.
    pub fn note(&mut self, root: &Element, now: f64) -> Option<String> {
        if let Some(e) = focused_in(root) {
            self.waiting = None;
            return e.get_attribute("data-part");
        }
        let waiting = self.waiting.take()?;
        (nothing_focused(root) && now - waiting.1 < WAIT_MS).then_some(waiting.0)
    }

    /// After an update: if `was` (noted before it) lost focus, focus goes back to it, or to its
    /// successor; if neither can take it yet, it waits for a later update. Focus elsewhere, or
    /// none before, is left alone.
    pub fn restore(&mut self, root: &Element, was: Option<String>, now: f64) {
        let Some(was) = was else { return };
        if focused_in(root).is_some_and(|e| usable(&e)) {
            return;
        }
        let find = |name: &str| {
            root.query_selector(&format!("[data-part=\"{name}\"]"))
                .ok()
                .flatten()
        };
        let then = successors(&was);
        let first = (!then.contains(&was.as_str())).then_some(was.as_str());
        let names = first.into_iter().chain(then.iter().copied());
        match names.filter_map(find).find(usable) {
            Some(e) => {
                let _ = e.unchecked_ref::<HtmlElement>().focus();
            }
            None => self.waiting = Some((was, now)),
        }
    }
}

/// Whether nothing on the page has focus: the document's body has it (the one element that
/// is not inside the body).
fn nothing_focused(root: &Element) -> bool {
    root.owner_document()
        .and_then(|d| d.active_element())
        .is_none_or(|a| a.closest("body *").ok().flatten().is_none())
}
