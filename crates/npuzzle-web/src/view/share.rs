//! Share, under the board: a link, an iframe and an element that restore the puzzle, each with
//! its Copy button, and the embedding guide.

use super::kit::{self, Listeners, Send, esc, part};
use crate::i18n::{Key, Lang, Said};
use npuzzle_app::options::Controls;
use npuzzle_app::state::{Msg, ShareKind, State, share};
use web_sys::{Element, HtmlInputElement, HtmlTextAreaElement};

/// The markup.
pub fn template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <details data-part="share" class="share">
    <summary>{share}</summary>
    <label for="{p}share-link">{share_link}</label>
    <div class="row share-row"><input id="{p}share-link" data-part="share-link" dir="ltr" type="text" readonly /><button data-part="copy-link" type="button" aria-label="{copy}: {share_link}">{copy}</button></div>
    <label for="{p}share-iframe">{share_iframe}</label>
    <div class="row share-row"><textarea id="{p}share-iframe" data-part="share-iframe" dir="ltr" rows="3" readonly></textarea><button data-part="copy-iframe" type="button" aria-label="{copy}: {share_iframe}">{copy}</button></div>
    <label for="{p}share-element">{share_element}</label>
    <div class="row share-row"><textarea id="{p}share-element" data-part="share-element" dir="ltr" rows="3" readonly></textarea><button data-part="copy-element" type="button" aria-label="{copy}: {share_element}">{copy}</button></div>
    <p data-part="share-note" class="message" hidden></p>
    <p><a data-part="share-guide" target="_blank" rel="noopener">{share_guide}</a></p>
  </details>
"#,
        share = t(Key::Share),
        share_link = t(Key::ShareLink),
        share_iframe = t(Key::ShareIframe),
        share_element = t(Key::ShareElement),
        share_guide = t(Key::ShareGuide),
        copy = t(Key::Copy),
    )
}

/// The parts.
pub struct ShareView {
    details: Element,
    link: HtmlInputElement,
    iframe: HtmlTextAreaElement,
    element: HtmlTextAreaElement,
    guide: Element,
    note: Element,
}

impl ShareView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> ShareView {
        for (name, kind) in [
            ("copy-link", ShareKind::Link),
            ("copy-iframe", ShareKind::Iframe),
            ("copy-element", ShareKind::Element),
        ] {
            kit::click(
                out,
                &part(root, name),
                send,
                Msg::Share(share::Msg::Copy(kind)),
            );
        }
        let details: Element = part(root, "share");
        // Opened: the snippets are filled in then (closed, nothing is made: each holds the
        // board, 20 KB on a 64×64, and they were made anew on every update).
        let resend = send.clone();
        kit::listen(out, &details, "toggle", move |_: web_sys::Event| {
            resend(Msg::Refresh)
        });
        ShareView {
            details,
            link: part(root, "share-link"),
            iframe: part(root, "share-iframe"),
            element: part(root, "share-element"),
            guide: part(root, "share-guide"),
            note: part(root, "share-note"),
        }
    }

    /// Draws the snippets from `s` (the full component only, on a known site).
    pub fn render(&self, s: &State) {
        let full = s.controls == Controls::FULL;
        kit::show(&self.details, full && !s.share.site.is_empty());
        if !full || !self.details.has_attribute("open") {
            return;
        }
        let link = s.share(ShareKind::Link);
        if self.link.value() != link {
            self.link.set_value(&link);
        }
        for (field, kind) in [
            (&self.iframe, ShareKind::Iframe),
            (&self.element, ShareKind::Element),
        ] {
            let text = s.share(kind);
            if field.value() != text {
                field.set_value(&text);
            }
        }
        // An algorithm the links leave out is not left out silently.
        let dropped = s.share_drops_algorithm();
        if dropped {
            let algo = crate::i18n::algorithm_name(s.search.algorithm);
            let note = Said::key(Key::ShareAlgoAuto)
                .with_said("algo", algo.into())
                .with("size", s.puzzle.start.shape());
            kit::text(&self.note, &note.text(s.lang));
        }
        kit::show(&self.note, dropped);
        let guide = format!("{}embed.html", s.share.site);
        kit::attr(&self.guide, "href", &guide);
    }
}
