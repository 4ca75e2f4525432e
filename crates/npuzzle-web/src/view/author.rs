//! The teacher's Exercise panel, beside Share: the task and its rule for the board and search
//! on show, checked as the student's component will check them; a preview, the snippets, and
//! the LMS package (SCORM 1.2 or 2004, or cmi5).

use super::kit::{self, Listeners, Send, esc, part};
use crate::i18n::{Key, Lang, Said};
use npuzzle_app::options::{Controls, Keep, Task};
use npuzzle_app::state::exercise::Msg as ExMsg;
use npuzzle_app::state::exercise::author::{Field, Format, Msg as AuMsg};
use npuzzle_app::state::{Msg, ShareKind, State};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

/// The panel's frame, closed: its fields are added the first time it opens ([`body_template`],
/// with the code that draws them loaded apart: `super::unfolded`).
pub fn template(lang: Lang) -> String {
    format!(
        r#"  <details data-part="author" class="author">
    <summary>{}</summary>
{}  </details>
"#,
        esc(Key::AuTitle.text(lang)),
        super::coming_template("author-coming")
    )
}

/// The panel's fields.
pub fn body_template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    // What a teacher types in the fields (on, off, 3, 80%, an id) is written left to right in
    // every language (see `setup::template`). Numbers are text with a numeric keyboard, not
    // `type=number`, which empties itself on `٣` or `۶۰`: those are read as 3 and 60.
    let field = |name: &str, key: Key, kind: &str| {
        let mode = if kind == "numeric" {
            r#" inputmode="numeric""#
        } else {
            ""
        };
        format!(
            r#"    <div data-part="au-{name}-row" class="au-field"><label for="{p}au-{name}">{}</label><input id="{p}au-{name}" data-part="au-{name}" dir="ltr" type="text"{mode} /></div>
"#,
            t(key)
        )
    };
    let option = |value: &str, words: &str| format!(r#"<option value="{value}">{words}</option>"#);
    let options: String = Task::ALL
        .iter()
        .map(|task| {
            let key = match task {
                Task::Play => Key::AuTaskPlay,
                Task::Predict => Key::AuTaskPredict,
                Task::Children => Key::AuTaskChildren,
                Task::Heuristic => Key::AuTaskHeuristic,
            };
            option(task.value(), &t(key))
        })
        .collect();
    let keeps: String = Keep::ALL
        .iter()
        .map(|k| match k {
            Keep::Best => option(k.value(), &t(Key::AuKeepBest)),
            Keep::Last => option(k.value(), &t(Key::AuKeepLast)),
        })
        .collect();
    let formats: String = Format::ALL
        .iter()
        .map(|f| option(f.value(), f.name()))
        .collect();
    format!(
        r#"    <p class="muted">{help}</p>
    <div class="au-field"><label for="{p}au-task">{task}</label><select id="{p}au-task" data-part="au-task">{options}</select></div>
{count}{slack}{hints}{pass}{id}    <div class="au-field"><label for="{p}au-keep">{keep}</label><select id="{p}au-keep" data-part="au-keep">{keeps}</select></div>
    <div class="au-field"><label for="{p}au-format">{format}</label><select id="{p}au-format" data-part="au-format" aria-describedby="{p}au-format-help">{formats}</select></div>
    <p id="{p}au-format-help" class="muted">{format_help}</p>
    <p data-part="au-check" class="message" role="status"></p>
    <div class="row buttons au-buttons">
      <a data-part="au-preview" class="button" target="_blank" rel="noopener">{preview}</a>
      <button data-part="au-copy-link" type="button">{copy_link}</button>
      <button data-part="au-copy-iframe" type="button">{copy_iframe}</button>
      <button data-part="au-copy-element" type="button">{copy_element}</button>
      <button data-part="au-download" type="button">{download}</button>
    </div>
    <p data-part="au-package" class="message" aria-live="polite"></p>
"#,
        help = t(Key::AuHelp),
        task = t(Key::AuTask),
        count = field("count", Key::AuCount, "numeric"),
        slack = field("slack", Key::AuSlack, "numeric"),
        hints = hints_menu(lang, p),
        pass = field("pass", Key::AuPass, "text"),
        id = field("id", Key::AuId, "text"),
        preview = t(Key::AuPreview),
        copy_link = t(Key::AuCopyLink),
        copy_iframe = t(Key::AuCopyIframe),
        copy_element = t(Key::AuCopyElement),
        download = t(Key::AuDownload),
        keep = t(Key::AuKeep),
        format = t(Key::AuFormat),
        format_help = t(Key::AuFormatHelp),
    )
}

/// The hints allowed in a play task, picked from a menu in the page's words (a text field asked
/// for Latin "on" or "off" in every language): allowed and counted, none, or at most a few.
const HINT_LIMITS: [&str; 6] = ["1", "2", "3", "4", "5", "10"];

fn hints_menu(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    let mut options = format!(
        r#"<option value="on">{}</option><option value="off">{}</option>"#,
        t(Key::AuHintsOn),
        t(Key::AuHintsOff)
    );
    for n in HINT_LIMITS {
        let words = Said::key(Key::AuHintsMost).with("n", n.parse::<u32>().unwrap_or(1));
        options.push_str(&format!(
            r#"<option value="{n}">{}</option>"#,
            esc(&words.text(lang))
        ));
    }
    format!(
        r#"    <div data-part="au-hints-row" class="au-field"><label for="{p}au-hints">{}</label><select id="{p}au-hints" data-part="au-hints">{options}</select></div>
"#,
        t(Key::AuHintsName)
    )
}

/// A field of the panel: typed, or picked from a menu.
enum Control {
    Text(HtmlInputElement),
    Menu(HtmlSelectElement),
}

impl Control {
    fn value(&self) -> String {
        match self {
            Control::Text(i) => i.value(),
            Control::Menu(m) => m.value(),
        }
    }

    fn set_value(&self, v: &str) {
        match self {
            Control::Text(i) => i.set_value(v),
            Control::Menu(m) => m.set_value(v),
        }
    }
}

/// Each field's part name (`au-<name>`).
fn part_name(f: Field) -> &'static str {
    match f {
        Field::Count => "count",
        Field::Slack => "slack",
        Field::Hints => "hints",
        Field::Pass => "pass",
        Field::Id => "id",
    }
}

/// The panel's frame: shown where a teacher can make an exercise, drawn again when it opens.
pub struct AuthorFrame {
    pub details: Element,
}

impl AuthorFrame {
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> AuthorFrame {
        let details: Element = part(root, "author");
        let resend = send.clone();
        kit::listen(out, &details, "toggle", move |_: web_sys::Event| {
            resend(Msg::Refresh)
        });
        AuthorFrame { details }
    }

    /// Shows or hides the panel; whether it is open (its fields are then drawn).
    pub fn render(&self, s: &State) -> bool {
        let shown = Self::shown(s);
        kit::show(&self.details, shown);
        shown && self.details.has_attribute("open")
    }

    /// Whether the panel shows and is open.
    pub fn open(&self, s: &State) -> bool {
        Self::shown(s) && self.details.has_attribute("open")
    }

    fn shown(s: &State) -> bool {
        s.controls == Controls::FULL && !s.share.site.is_empty() && !s.in_exercise()
    }
}

/// The panel's fields.
pub struct AuthorView {
    task: HtmlSelectElement,
    format: HtmlSelectElement,
    keep: HtmlSelectElement,
    inputs: Vec<(Field, Rc<Control>, Element)>,
    check: Element,
    preview: Element,
    buttons: Vec<Element>,
    package: Element,
}

impl AuthorView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> AuthorView {
        let task: HtmlSelectElement = part(root, "au-task");
        let (s, menu) = (send.clone(), task.clone());
        kit::listen(out, &task, "change", move |_: web_sys::Event| {
            if let Some(t) = Task::from_value(&menu.value()) {
                s(Msg::Exercise(ExMsg::Author(AuMsg::Task(t))));
            }
        });
        let format: HtmlSelectElement = part(root, "au-format");
        let (s, menu) = (send.clone(), format.clone());
        kit::listen(out, &format, "change", move |_: web_sys::Event| {
            if let Some(f) = Format::from_value(&menu.value()) {
                s(Msg::Exercise(ExMsg::Author(AuMsg::Format(f))));
            }
        });
        let keep: HtmlSelectElement = part(root, "au-keep");
        let (s, menu) = (send.clone(), keep.clone());
        kit::listen(out, &keep, "change", move |_: web_sys::Event| {
            if let Some(k) = Keep::from_value(&menu.value()) {
                s(Msg::Exercise(ExMsg::Author(AuMsg::Keep(k))));
            }
        });
        let mut inputs = Vec::new();
        for field in Field::ALL {
            let name = part_name(field);
            let element: Element = part(root, &format!("au-{name}"));
            let (control, event) = match element.clone().dyn_into::<HtmlSelectElement>() {
                Ok(menu) => (Control::Menu(menu), "change"),
                Err(e) => (Control::Text(e.unchecked_into()), "input"),
            };
            let control = Rc::new(control);
            let (s, c) = (send.clone(), control.clone());
            kit::listen(out, &element, event, move |_: web_sys::Event| {
                s(Msg::Exercise(ExMsg::Author(AuMsg::Field(field, c.value()))));
            });
            inputs.push((field, control, part(root, &format!("au-{name}-row"))));
        }
        let mut buttons = Vec::new();
        for (name, m) in [
            ("au-copy-link", AuMsg::Copy(ShareKind::Link)),
            ("au-copy-iframe", AuMsg::Copy(ShareKind::Iframe)),
            ("au-copy-element", AuMsg::Copy(ShareKind::Element)),
            ("au-download", AuMsg::Download),
        ] {
            let button: Element = part(root, name);
            kit::click(out, &button, send, Msg::Exercise(ExMsg::Author(m)));
            buttons.push(button);
        }
        AuthorView {
            task,
            format,
            keep,
            inputs,
            check: part(root, "au-check"),
            preview: part(root, "au-preview"),
            buttons,
            package: part(root, "au-package"),
        }
    }

    /// Draws the fields from `s` (only while the panel is open: the check reads the board).
    pub fn render(&self, s: &State) {
        let a = &s.author;
        let lang = s.lang;
        kit::set_value(&self.task, a.task.value());
        kit::set_value(&self.format, a.format.value());
        kit::set_value(&self.keep, a.keep.value());
        for (field, input, row) in &self.inputs {
            let (value, _, applies) = a.field(*field);
            if input.value() != value {
                input.set_value(value);
            }
            kit::show(row, applies);
        }
        let (spec, _) = a.check(&s.puzzle, &s.search);
        let problem = spec.err().map(|errors| {
            let why: Vec<String> = errors.iter().map(|e| e.text(lang)).collect();
            Said::key(Key::AuInvalid)
                .with("why", why.join("; "))
                .text(lang)
        });
        kit::message(
            &self.check,
            problem.as_deref().unwrap_or_default(),
            problem.is_some(),
        );
        let link = a.text(ShareKind::Link, (&s.puzzle, &s.search), &s.share, lang);
        match &link {
            Some(href) => kit::attr(&self.preview, "href", href),
            None => {
                let _ = self.preview.remove_attribute("href");
            }
        }
        let _ = self
            .preview
            .toggle_attribute_with_force("aria-disabled", link.is_none());
        for b in &self.buttons {
            kit::disable(b, link.is_none() || a.packing);
        }
        let note = a.package.as_ref();
        kit::message(
            &self.package,
            &note.map(|n| n.said.text(lang)).unwrap_or_default(),
            note.is_some_and(|n| n.is_error()),
        );
    }
}
