//! The tabs of a narrow component (under about 600 px: a phone, a narrow column of a course
//! page): the board stays pinned at the top and one panel shows under it, so the control in use
//! is next to the board. Wide, the tabs are not drawn and every panel shows (the CSS decides by
//! the component's own width, a container query). Arrow keys, Home and End move between tabs.

use super::kit::{self, Listeners, Send, esc, part};
use crate::i18n::{Key, Lang};
use npuzzle_app::state::{Mode, Msg, State, Tab};
use wasm_bindgen::JsCast;
use web_sys::Element;

/// The markup, last in the board panel (pinned with it).
pub fn template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    let tab = |tab: Tab, key: Key, panel: &str| {
        format!(
            r#"<button type="button" role="tab" data-part="tab-{v}" data-tab="{v}" aria-controls="{p}{panel}" aria-selected="false" tabindex="-1">{label}</button>"#,
            v = tab.value(),
            label = t(key),
        )
    };
    format!(
        "  <div data-part=\"tabs\" class=\"tabs\" role=\"tablist\" aria-label=\"{label}\">{}{}{}{}</div>\n",
        tab(Tab::Board, Key::BoardTitle, "setup-panel"),
        tab(Tab::Solve, Key::SolveTitle, "solve-panel"),
        tab(Tab::Study, Key::TabStudy, "study-panel"),
        tab(Tab::Share, Key::TabShare, "share"),
        label = t(Key::Tabs),
    )
}

/// The tabs and the parts they show.
pub struct TabsView {
    list: Element,
    tabs: Vec<(Tab, Element)>,
    /// What each tab shows: its panel (and, for Board, the help under the board).
    panels: Vec<(Tab, Element)>,
    share: Element,
    /// The playback controls: pinned with the board under Solve, elsewhere only while playing
    /// (Compare's rows play there too).
    playback: Element,
    /// Keeps `--npz-pin` on the root at the pin's height, so a control scrolled or tabbed to
    /// stops below the pin, not under it (`scroll-margin-top` in the CSS).
    _pin: Option<(
        web_sys::ResizeObserver,
        wasm_bindgen::closure::Closure<dyn FnMut()>,
    )>,
    /// The tab drawn last: Share opens its snippets when it is chosen, not on every update.
    last: std::cell::Cell<Option<Tab>>,
}

impl TabsView {
    /// Finds the parts in `root` and turns clicks and keys on the tabs into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> TabsView {
        let list: Element = part(root, "tabs");
        let tabs: Vec<(Tab, Element)> = Tab::ALL
            .into_iter()
            .map(|t| (t, part(root, &format!("tab-{}", t.value()))))
            .collect();
        kit::delegate(out, &list, "data-tab", send, Msg::Tab);
        // Arrow keys move along the tabs that are shown, and choose (the WAI tabs pattern).
        let (send, keyed) = (send.clone(), tabs.clone());
        kit::listen(out, &list, "keydown", move |e: web_sys::KeyboardEvent| {
            let shown: Vec<&(Tab, Element)> = keyed
                .iter()
                .filter(|(_, b)| !b.has_attribute("hidden"))
                .collect();
            let now = shown
                .iter()
                .position(|(_, b)| b.get_attribute("aria-selected").as_deref() == Some("true"))
                .unwrap_or(0);
            // Right to left, the tabs run from the right: → goes to the one on its right,
            // which is the one before (WAI-ARIA: arrows follow the visual order).
            let rtl = e
                .current_target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .is_some_and(|list| kit::right_to_left(&list));
            let (forward, back) = if rtl {
                ("ArrowLeft", "ArrowRight")
            } else {
                ("ArrowRight", "ArrowLeft")
            };
            let key = e.key();
            let next = match key.as_str() {
                k if k == forward => (now + 1) % shown.len().max(1),
                k if k == back => (now + shown.len().max(1) - 1) % shown.len().max(1),
                "Home" => 0,
                "End" => shown.len().saturating_sub(1),
                _ => return,
            };
            e.prevent_default();
            if let Some((tab, button)) = shown.get(next) {
                send(Msg::Tab(*tab));
                if let Some(b) = button.dyn_ref::<web_sys::HtmlElement>() {
                    let _ = b.focus();
                }
            }
        });
        TabsView {
            list,
            tabs,
            panels: vec![
                (Tab::Board, part(root, "setup-panel")),
                (Tab::Board, part(root, "board-help")),
                (Tab::Solve, part(root, "solve-panel")),
                (Tab::Study, part(root, "study-panel")),
                (Tab::Share, part(root, "share")),
                (Tab::Share, part(root, "author")),
            ],
            share: part(root, "share"),
            playback: part(root, "pb-controls"),
            _pin: watch_pin(root),
            last: std::cell::Cell::new(None),
        }
    }

    /// Draws the tabs from `s`, and marks the panels of the others (hidden when narrow).
    pub fn render(&self, s: &State) {
        let offered = Tab::ALL.iter().filter(|t| t.offered(s.controls)).count();
        kit::show(&self.list, offered > 1);
        // One panel or none: nothing to choose, nothing hidden.
        let shown = s.tab_shown().filter(|_| offered > 1);
        for (tab, button) in &self.tabs {
            kit::show(button, tab.offered(s.controls));
            let selected = Some(*tab) == shown;
            kit::attr(
                button,
                "aria-selected",
                if selected { "true" } else { "false" },
            );
            kit::attr(button, "tabindex", if selected { "0" } else { "-1" });
        }
        for (tab, panel) in &self.panels {
            let away = shown.is_some_and(|t| t != *tab);
            let _ = panel.class_list().toggle_with_force("tab-hidden", away);
        }
        let away = shown.is_some_and(|t| t != Tab::Solve) && s.mode != Mode::Playing;
        let _ = self
            .playback
            .class_list()
            .toggle_with_force("tab-hidden", away);
        if shown == Some(Tab::Share) && self.last.get() != Some(Tab::Share) {
            let _ = self.share.set_attribute("open", "");
        }
        self.last.set(shown);
    }
}

impl Drop for TabsView {
    fn drop(&mut self) {
        if let Some((observer, _)) = &self._pin {
            observer.disconnect();
        }
    }
}

/// Follows the pin's height into `--npz-pin` on `root` (0 when it is not pinned: wide).
fn watch_pin(
    root: &Element,
) -> Option<(
    web_sys::ResizeObserver,
    wasm_bindgen::closure::Closure<dyn FnMut()>,
)> {
    let pin = root.query_selector(".board-pin").ok().flatten()?;
    let (root, watched) = (root.clone(), pin.clone());
    let closure = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        let pinned = web_sys::window()
            .and_then(|w| w.get_computed_style(&watched).ok().flatten())
            .and_then(|style| style.get_property_value("position").ok())
            .is_some_and(|p| p == "sticky");
        let height = if pinned {
            watched.get_bounding_client_rect().height()
        } else {
            0.0
        };
        let value = format!("{}px", height.ceil() as u32 + 8);
        // The full page scrolls the document: its scroll-padding serves every scroller inside
        // (www/style.css). An element in a course page has only its own children's margins.
        let page = root.has_attribute("data-npuzzle-page");
        let target = if page {
            web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.document_element())
        } else {
            Some(root.clone())
        };
        if let Some(t) = target
            .as_ref()
            .and_then(|t| t.dyn_ref::<web_sys::HtmlElement>())
        {
            let name = if page { "--npz-pin-page" } else { "--npz-pin" };
            let _ = t.style().set_property(name, &value);
        }
    });
    let observer = web_sys::ResizeObserver::new(closure.as_ref().unchecked_ref()).ok()?;
    observer.observe(&pin);
    Some((observer, closure))
}
