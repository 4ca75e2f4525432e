//! What every view uses: finding its parts once (inside its own root, never by document-wide
//! id), writing text only when it changes, and listeners that go when they are dropped. The
//! writers are never inlined: called from every view, one copy keeps the page's wasm small.

use npuzzle_app::state::Msg;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Element, EventTarget, HtmlElement, HtmlSelectElement};

/// Sends a message to the component the view belongs to.
pub type Send = Rc<dyn Fn(Msg)>;

/// A part of the component, by its `data-part` name.
pub fn part<T: JsCast>(root: &Element, name: &str) -> T {
    find(root, name)
        .dyn_into::<T>()
        .unwrap_or_else(|_| panic!("{name} has an unexpected type"))
}

/// The element of a part (the untyped, single copy of [`part`]'s work).
#[inline(never)]
fn find(root: &Element, name: &str) -> Element {
    root.query_selector(&format!("[data-part=\"{name}\"]"))
        .ok()
        .flatten()
        .unwrap_or_else(|| panic!("the component's template lacks {name}"))
}

/// HTML-escapes text for the templates.
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Sets an element's text if it differs; whether it did.
#[inline(never)]
pub fn text(e: &Element, text: &str) -> bool {
    let new = e.text_content().as_deref() != Some(text);
    if new {
        e.set_text_content(Some(text));
    }
    new
}

/// Brings `e` into view if it is out of it (the least scroll; below a phone's pinned board,
/// whose height the CSS gives as its scroll margin): a verdict written out of sight is unread.
#[inline(never)]
pub fn reveal(e: &Element) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    e.scroll_into_view_with_scroll_into_view_options(&options);
}

/// Sets an element's markup if it differs; whether it did.
#[inline(never)]
pub fn html(e: &Element, html: &str) -> bool {
    let new = e.inner_html() != html;
    if new {
        e.set_inner_html(html);
    }
    new
}

/// Sets an attribute if it differs (every update draws every view: an unchanged value is not
/// written again).
#[inline(never)]
pub fn attr(e: &Element, name: &str, value: &str) {
    if e.get_attribute(name).as_deref() != Some(value) {
        let _ = e.set_attribute(name, value);
    }
}

/// A message line: its text, styled as an error or not.
#[inline(never)]
pub fn message(e: &Element, words: &str, error: bool) {
    text(e, words);
    let _ = e.class_list().toggle_with_force("error", error);
}

/// Shows or hides an element.
#[inline(never)]
pub fn show(e: &Element, visible: bool) {
    e.unchecked_ref::<HtmlElement>().set_hidden(!visible);
}

/// Whether `e` is laid out right to left (its computed `direction`).
#[inline(never)]
pub fn right_to_left(e: &Element) -> bool {
    web_sys::window()
        .and_then(|w| w.get_computed_style(e).ok().flatten())
        .and_then(|s| s.get_property_value("direction").ok())
        .is_some_and(|d| d == "rtl")
}

/// Enables or disables a control.
#[inline(never)]
pub fn disable(e: &Element, disabled: bool) {
    let _ = e.toggle_attribute_with_force("disabled", disabled);
}

/// Makes a menu show `value`, adding it if the menu lacks it (e.g. a pasted 2×7 board).
#[inline(never)]
pub fn select(menu: &HtmlSelectElement, value: &str, label: &str) {
    if menu.value() == value {
        return;
    }
    menu.set_value(value);
    if menu.value() != value
        && let Some(doc) = menu.owner_document()
        && let Ok(option) = doc.create_element("option")
    {
        let _ = option.set_attribute("value", value);
        option.set_text_content(Some(label));
        let _ = menu.append_child(&option);
        menu.set_value(value);
    }
}

/// Sets a menu's value if it differs.
#[inline(never)]
pub fn set_value(menu: &HtmlSelectElement, value: &str) {
    if menu.value() != value {
        menu.set_value(value);
    }
}

/// An event listener that is removed when dropped.
pub struct Listener {
    target: EventTarget,
    event: &'static str,
    closure: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self
            .target
            .remove_event_listener_with_callback(self.event, self.closure.as_ref().unchecked_ref());
    }
}

/// The listeners of one view.
pub type Listeners = Vec<Listener>;

/// Calls `f` on every `event` at `target`.
pub fn listen<E: JsCast + 'static>(
    out: &mut Listeners,
    target: &EventTarget,
    event: &'static str,
    mut f: impl FnMut(E) + 'static,
) {
    // Boxed here and wrapped once below: a closure wrapped in each of the page's forty-odd
    // listeners' types repeated wasm-bindgen's glue in each (about 12 KB of the page's wasm).
    listen_boxed(
        out,
        target,
        event,
        Box::new(move |e: web_sys::Event| f(e.unchecked_into())),
    );
}

/// [`listen`], for any listener: one copy of the glue.
fn listen_boxed(
    out: &mut Listeners,
    target: &EventTarget,
    event: &'static str,
    f: Box<dyn FnMut(web_sys::Event)>,
) {
    let closure = Closure::wrap(f);
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    out.push(Listener {
        target: target.clone(),
        event,
        closure,
    });
}

/// Clicks on `target` as `msg`.
pub fn click(out: &mut Listeners, target: &Element, send: &Send, msg: Msg) {
    let send = send.clone();
    listen(out, target, "click", move |_: web_sys::Event| {
        send(msg.clone())
    });
}

/// A checkbox's changes as messages.
pub fn toggle(
    out: &mut Listeners,
    input: &web_sys::HtmlInputElement,
    send: &Send,
    msg: fn(bool) -> Msg,
) {
    let (send, box_) = (send.clone(), input.clone());
    listen(out, input, "change", move |_: web_sys::Event| {
        send(msg(box_.checked()))
    });
}

/// Clicks on the buttons inside `container` that carry `attribute` (rows, frontier entries,
/// steps), as messages with its value: one listener for a list that is redrawn.
pub fn delegate<T: std::str::FromStr + 'static>(
    out: &mut Listeners,
    container: &Element,
    attribute: &'static str,
    send: &Send,
    msg: fn(T) -> Msg,
) {
    let send = send.clone();
    listen(out, container, "click", move |e: web_sys::Event| {
        let value = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("button").ok().flatten())
            .and_then(|b| b.get_attribute(attribute))
            .and_then(|s| s.parse::<T>().ok());
        if let Some(value) = value {
            send(msg(value));
        }
    });
}

/// Gives every part without an id the id `{p}{part}` (labels and tests address them so).
pub fn with_ids(html: &str, p: &str) -> String {
    let mut out = String::with_capacity(html.len() + 1024);
    for (i, chunk) in html.split('<').enumerate() {
        if i > 0 {
            out.push('<');
        }
        let tag_end = chunk.find('>').unwrap_or(chunk.len());
        let tag = &chunk[..tag_end];
        match tag.find("data-part=\"") {
            Some(at) if !tag.contains(" id=\"") => {
                let name_start = at + "data-part=\"".len();
                let name = &tag[name_start..name_start + tag[name_start..].find('"').unwrap_or(0)];
                out.push_str(&chunk[..at]);
                out.push_str(&format!("id=\"{p}{name}\" "));
                out.push_str(&chunk[at..]);
            }
            _ => out.push_str(chunk),
        }
    }
    out
}

/// A board's rows in words ("1 2 3", "4 blank 6", …).
pub fn rows_in_words(cells: &[npuzzle_core::Tile], cols: usize, blank: &str) -> Vec<String> {
    cells
        .chunks(cols)
        .map(|r| {
            r.iter()
                .map(|&t| if t == 0 { blank.into() } else { t.to_string() })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// Cells above which a board's text and its words for screen readers are written in a task of
/// their own, and not at all while a solution plays: a 64×64's are 20 KB, and writing them with
/// the move kept a step of playback over the long-task limit (tests/e2e/freeze.test.mjs).
pub const BIG_BOARD: usize = 100;

/// Work done in a task of its own, after the one that asks for it; asked again before it ran,
/// only the latest runs (a board's text written once for many quick moves).
#[derive(Default)]
pub struct Later {
    timer: std::cell::Cell<Option<i32>>,
    work: std::cell::RefCell<Option<wasm_bindgen::closure::Closure<dyn FnMut()>>>,
}

impl Later {
    /// Runs `f` in a later task, in place of any work asked before that has not run.
    pub fn run(&self, f: impl FnOnce() + 'static) {
        let Some(window) = web_sys::window() else {
            return f();
        };
        self.cancel();
        let mut f = Some(f);
        let work = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
            if let Some(f) = f.take() {
                f();
            }
        });
        let timer = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            work.as_ref().unchecked_ref(),
            0,
        );
        self.timer.set(timer.ok());
        *self.work.borrow_mut() = Some(work);
    }

    /// Drops the work asked for, if it has not run.
    pub fn cancel(&self) {
        if let (Some(timer), Some(window)) = (self.timer.take(), web_sys::window()) {
            window.clear_timeout_with_handle(timer);
        }
    }
}

impl Drop for Later {
    fn drop(&mut self) {
        self.cancel();
    }
}
