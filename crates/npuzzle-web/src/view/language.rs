//! The language menu: every language of `locales/`, each by its own name, shown when the
//! component offers it (the page on its own; an embedded component when its host asks with
//! `lang-menu`). A choice re-words the component at once, fetching that language's words.

use super::kit::{Listeners, Send, esc, listen, part};
use crate::i18n::{Key, Lang};
use npuzzle_app::state::{Msg, State};
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
        let (s, m) = (send.clone(), menu.clone());
        listen(out, &menu, "change", move |_: web_sys::Event| {
            if let Some(lang) = Lang::from_code(&m.value()) {
                s(Msg::SetLang(lang));
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
