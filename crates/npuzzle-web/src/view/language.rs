//! The language menu: every language of `locales/`, each by its own name, shown when the
//! component offers it (the page on its own; an embedded component when its host asks with
//! `lang-menu`). A choice re-words the component, fetching that language's words: at once when
//! picked from the open list, and on Enter or on leaving the menu when the arrow keys walked a
//! closed one (the browser changes its value at each key: applying each would re-word the page
//! under a keyboard user on the way from English to Français).

use super::kit::{Listeners, Send, esc, listen, part};
use crate::i18n::{Key, Lang};
use npuzzle_app::state::{Msg, State};
use std::cell::Cell;
use std::rc::Rc;
use web_sys::{Element, HtmlSelectElement};

/// The markup, first in the board panel.
pub fn template(lang: Lang, p: &str) -> String {
    let options: String = Lang::ALL
        .iter()
        .map(|l| {
            // Each name in its own language, for a screen reader's voice.
            format!(
                r#"<option value="{tag}" lang="{tag}">{name}</option>"#,
                tag = l.tag(),
                name = l.name(),
            )
        })
        .collect();
    format!(
        "  <div data-part=\"language\" class=\"language\" hidden><label for=\"{p}lang\">{label}</label> <select id=\"{p}lang\" data-part=\"lang\">{options}</select></div>\n",
        label = esc(Key::Language.text(lang)),
    )
}

/// The menu.
pub struct LanguageView {
    row: Element,
    menu: HtmlSelectElement,
}

impl LanguageView {
    /// Finds the menu in `root`; a choice sends the language.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> LanguageView {
        let menu: HtmlSelectElement = part(root, "lang");
        // A change made by keys that walk the list, waiting to be committed.
        let walked = Rc::new(Cell::new(false));
        let (s, m) = (send.clone(), menu.clone());
        let apply = Rc::new(move || {
            if let Some(lang) = Lang::from_code(&m.value()) {
                s(Msg::SetLang(lang));
            }
        });
        let (w, a) = (walked.clone(), apply.clone());
        listen(out, &menu, "keydown", move |e: web_sys::KeyboardEvent| {
            let key = e.key();
            if key == "Enter" {
                if w.replace(false) {
                    a();
                }
            } else if key != "Tab" && key != "Escape" && !e.alt_key() && key != " " {
                // Arrows, Home, End, Page keys and type-ahead letters change a closed select.
                w.set(true);
            }
        });
        let (w, a) = (walked.clone(), apply.clone());
        listen(out, &menu, "change", move |_: web_sys::Event| {
            if !w.get() {
                a();
            }
        });
        let (w, a) = (walked, apply);
        let later = super::kit::Later::default();
        listen(out, &menu, "blur", move |_: web_sys::Event| {
            if w.replace(false) {
                // Once focus has moved on (Tab): the page built again in the new words keeps
                // it there. Applied within the blur, the rebuild took away the control focus
                // was going to, and it fell to the page's body.
                let a = a.clone();
                later.run(move || a());
            }
        });
        LanguageView {
            row: part(root, "language"),
            menu,
        }
    }

    /// Shown if offered, on the component's language.
    pub fn render(&self, s: &State) {
        self.row
            .toggle_attribute_with_force("hidden", !s.lang_menu)
            .ok();
        if self.menu.value() != s.lang.tag() {
            self.menu.set_value(s.lang.tag());
        }
    }
}
