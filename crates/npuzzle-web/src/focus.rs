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

/// Whether `e` may take focus: enabled, and not inside a part hidden by the attribute. (A part
/// hidden by the layout, as a narrow component's tab not chosen, refuses `focus()`: the next
/// is tried.) Calls the page already makes: each new one costs the initial load its glue.
fn usable(e: &Element) -> bool {
    !e.has_attribute("disabled") && e.closest("[hidden]").ok().flatten().is_none()
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

/// The part focused before an update, and whether it is one still waiting to hand focus on (the
/// browser may still report a disabled button as focused).
pub struct Noted {
    part: String,
    waiting: bool,
}

impl Keeper {
    /// The part focused in `root` before an update (its `data-part`): the one focused now, or,
    /// while nothing on the page has focus, the one still waiting to get it back.
    pub fn note(&mut self, root: &Element, now: f64) -> Option<Noted> {
        let waiting = self
            .waiting
            .take()
            .filter(|w| now - w.1 < WAIT_MS)
            .map(|w| w.0);
        match focused_in(root) {
            Some(e) => {
                let part = e.get_attribute("data-part")?;
                let waiting = waiting.as_deref() == Some(part.as_str());
                Some(Noted { part, waiting })
            }
            None => waiting.filter(|_| nothing_focused(root)).map(|part| Noted {
                part,
                waiting: true,
            }),
        }
    }

    /// After an update: if the part noted before it lost focus (or still waits to hand it on),
    /// focus goes back to it, or to its successor; if neither can take it yet, it waits for a
    /// later update. Focus elsewhere, or none before, is left alone.
    pub fn restore(&mut self, root: &Element, noted: Option<Noted>, now: f64) {
        let Some(Noted { part: was, waiting }) = noted else {
            return;
        };
        let then = successors(&was);
        // A part that hands focus on (Record the search to Step) does so once it can, even if
        // the browser still reports it focused; any other keeps focus while it can hold it.
        let hands_on = waiting && then.contains(&was.as_str());
        if !hands_on && focused_in(root).is_some_and(|e| usable(&e)) {
            return;
        }
        let find = |name: &str| {
            root.query_selector(&format!("[data-part=\"{name}\"]"))
                .ok()
                .flatten()
        };
        let first = (!then.contains(&was.as_str())).then_some(was.as_str());
        let names = first.into_iter().chain(then.iter().copied());
        let took = names.filter_map(find).filter(usable).any(|e| {
            let _ = e.unchecked_ref::<HtmlElement>().focus();
            focused_in(root).is_some_and(|f| f == e)
        });
        if !took {
            self.waiting = Some((was, now));
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
