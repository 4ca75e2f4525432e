//! A component's DOM, one module per panel or feature: each owns its template fragment, finds
//! its parts once when it is built (inside the component's root only, never by document-wide
//! id), turns its DOM events into messages, and draws itself from a [`State`].

mod author;
mod board;
mod compare;
mod exercise;
mod exercise_heuristic;
mod experiment;
pub mod fonts;
mod hint;
pub(crate) mod kit;
mod lab;
mod language;
mod playback;
mod scan;
mod setup;
mod share;
mod solve;
mod study;
mod tabs;
mod tree;
mod unfolded;

pub use kit::{Listener, Send, listen};

use crate::i18n::{Key, Lang};
use kit::{Listeners, esc, part, with_ids};
use npuzzle_app::state::State;
use web_sys::{Element, HtmlCanvasElement};

/// What tells one component's regions from another's on a page of several (a screen reader
/// lists each landmark by name: "Solve, Exercise 2").
#[derive(Clone, Debug, PartialEq)]
pub enum Name {
    /// The host element's own label (`aria-label` or `title`).
    Label(String),
    /// Its place among the components mounted on the page ("Puzzle 2").
    Number(u32),
}

impl Name {
    /// The name in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Name::Label(label) => label.clone(),
            Name::Number(n) => crate::i18n::Said::key(Key::PuzzleNumbered)
                .with("n", *n)
                .text(lang),
        }
    }
}

/// Adds `name` to the name of every region landmark in `root`.
fn name_regions(root: &Element, name: &str) {
    let Ok(regions) = root.query_selector_all("section") else {
        return;
    };
    for i in 0..regions.length() {
        let Some(section) = regions
            .item(i)
            .and_then(|n| wasm_bindgen::JsCast::dyn_into::<Element>(n).ok())
        else {
            continue;
        };
        let title = section
            .get_attribute("aria-labelledby")
            .and_then(|id| root.query_selector(&format!("[id='{id}']")).ok().flatten())
            .and_then(|h| h.text_content())
            .or_else(|| section.get_attribute("aria-label"));
        if let Some(title) = title {
            let _ = section.remove_attribute("aria-labelledby");
            let _ = section.set_attribute("aria-label", &format!("{title}, {name}"));
        }
    }
}

/// The markup, in `lang`; `p` prefixes the ids that tie labels to their controls (unique per
/// component on a page; the full page uses none, so its ids read `#solve`, `#board`, ...).
fn template(lang: Lang, p: &str) -> String {
    // The pin: what a narrow component keeps at the top while its panel scrolls under it.
    let board_panel = [
        language::template(lang, p),
        "  <div class=\"board-pin\">\n".into(),
        board::template(lang, p),
        playback::controls_template(lang, p),
        hint::totals_template().into(),
        tabs::template(lang, p),
        "  </div>\n".into(),
        board::help_template(lang),
        share::template(lang, p),
        author::template(lang),
        board::live_template().into(),
    ]
    .concat();
    let study_panel = hint::template(lang);
    format!(
        r#"{notice}
<div class="layout">
<section class="board-panel" aria-label="{board_region}">
{board_panel}</section>
{exercise}{setup}{solve}<section data-part="study-panel" class="panel" aria-labelledby="{p}study-title">
  <h2 id="{p}study-title">{study_title}</h2>
{study_panel}{coming}</section>
</div>"#,
        notice = board::notice_template(),
        board_region = esc(Key::BoardRegion.text(lang)),
        exercise = exercise::template(lang, p),
        setup = setup::template(lang, p),
        solve = solve::template(lang, p, &playback::list_template(lang, p)),
        study_title = esc(Key::StudyTitle.text(lang)),
        coming = coming_template("study-coming"),
    )
}

/// The line a panel loaded apart shows until its code has come ([`coming`]).
pub(super) fn coming_template(part: &str) -> String {
    format!("  <p data-part=\"{part}\" class=\"muted\" role=\"status\" hidden></p>\n")
}

/// Shows `line` while its panel waits for its code (`waiting`): loading, or not loaded and
/// tried again in a few seconds.
fn coming(line: &Element, waiting: bool, lang: Lang) {
    kit::show(line, waiting);
    if waiting {
        let key = if unfolded::failed() {
            Key::PanelNotLoaded
        } else {
            Key::PanelLoading
        };
        kit::text(line, key.text(lang));
    }
}

/// The component's views.
pub struct View {
    /// The component's root.
    pub root: Element,
    board: board::BoardView,
    setup: setup::SetupView,
    solve: solve::SolveView,
    playback: playback::PlaybackView,
    share: share::ShareView,
    author: author::AuthorFrame,
    /// The exercise maker's fields, once it has opened.
    author_fields: Option<Box<unfolded::AuthorFields>>,
    exercise: exercise::ExerciseView,
    study: Element,
    /// The Study panel's line while the rest of it comes.
    study_coming: Element,
    /// The exercise maker's line while its fields come.
    author_coming: Element,
    hint: hint::HintView,
    /// The Study panel's other views, once it has shown.
    unfolded: Option<Box<unfolded::Unfolded>>,
    tabs: tabs::TabsView,
    language: language::LanguageView,
    /// What [`View::unfold`] and [`View::rebuilt`] build with.
    id_prefix: String,
    send: Send,
    /// Dropped with the view (a relabel builds a new one).
    _listeners: Listeners,
}

impl View {
    /// Builds the component's DOM inside `root` (replacing what was there); its DOM events go
    /// to `send`.
    pub fn build(
        root: &Element,
        lang: Lang,
        id_prefix: &str,
        name: Option<&Name>,
        send: &Send,
    ) -> View {
        root.set_inner_html(&with_ids(&template(lang, id_prefix), id_prefix));
        if let Some(name) = name {
            name_regions(root, &name.text(lang));
        }
        let _ = root.set_attribute("lang", lang.tag());
        // Mirrored for a language written right to left (CSS logical properties do the rest);
        // the board keeps its geometry (component.css).
        let _ = root.set_attribute("dir", if lang.rtl() { "rtl" } else { "ltr" });
        let _ = root.class_list().add_1("npz");
        let out = &mut Vec::new();
        View {
            root: root.clone(),
            board: board::BoardView::new(root),
            setup: setup::SetupView::new(root, send, out),
            solve: solve::SolveView::new(root, send, out),
            playback: playback::PlaybackView::new(root, send, out),
            share: share::ShareView::new(root, send, out),
            author: author::AuthorFrame::new(root, send, out),
            author_fields: None,
            exercise: exercise::ExerciseView::new(root, send, out),
            study: part(root, "study-panel"),
            study_coming: part(root, "study-coming"),
            author_coming: part(root, "author-coming"),
            hint: hint::HintView::new(root, send, out),
            unfolded: None,
            tabs: tabs::TabsView::new(root, send, out),
            language: language::LanguageView::new(root, send, out),
            id_prefix: id_prefix.into(),
            send: send.clone(),
            _listeners: std::mem::take(out),
        }
    }

    /// Builds and draws what shows for the first time: the rest of the Study panel, the
    /// exercise maker's fields. Called in the frame, where the layout it reads is worked out
    /// anyway. Where the page's build loads their code apart ([`unfolded`]), the first call asks
    /// for it and the component is drawn again when it has come.
    pub fn unfold(&mut self, s: &State) {
        // Not drawn (a phone's other tab, a hidden host): no box.
        let study = self.unfolded.is_none()
            && s.controls.study
            && self.study.get_bounding_client_rect().height() > 0.0;
        let author = self.author_fields.is_none() && self.author.open(s);
        if (study || author) && unfolded::loaded(&self.send) {
            if study {
                self.unfold_study(s);
            }
            if author {
                self.unfold_author(s);
            }
        }
    }

    /// The view built again in place, in `s.lang` (a language change): with what this one had
    /// unfolded, at once, so that the fields and the focus carried over from this one are in it.
    pub fn rebuilt(&self, s: &State, name: Option<&Name>) -> View {
        let mut view = View::build(&self.root, s.lang, &self.id_prefix, name, &self.send);
        if self.unfolded.is_some() {
            view.unfold_study(s);
        }
        if self.author_fields.is_some() {
            view.unfold_author(s);
        }
        view
    }

    /// Builds and draws the rest of the Study panel now (its code has loaded).
    fn unfold_study(&mut self, s: &State) {
        self.unfolded = Some(unfolded::build(&self.args(&self.study, s)));
        kit::show(&self.study_coming, false);
    }

    /// Builds and draws the exercise maker's fields now (their code has loaded).
    fn unfold_author(&mut self, s: &State) {
        self.author_fields = Some(unfolded::build_author(&self.args(&self.author.details, s)));
        kit::show(&self.author_coming, false);
    }

    fn args<'a>(&'a self, into: &'a Element, state: &'a State) -> unfolded::Args<'a> {
        unfolded::Args {
            root: &self.root,
            into,
            send: &self.send,
            id_prefix: &self.id_prefix,
            state,
        }
    }

    /// The canvas the board is drawn on.
    pub fn canvas(&self) -> &HtmlCanvasElement {
        &self.board.canvas
    }

    /// The playback controls under the board.
    pub fn playback_controls(&self) -> &Element {
        &self.playback.controls
    }

    /// What waits for the animation frame, where layout is worked out anyway: the move list's
    /// scroll.
    pub fn in_frame(&self) {
        self.playback.in_frame();
    }

    /// Draws everything but the canvas from `s`.
    pub fn render(&self, s: &State) {
        self.board.render(s);
        self.setup.render(s);
        self.solve.render(s);
        self.playback.render(s);
        self.share.render(s);
        if self.author.render(s)
            && let Some(fields) = &self.author_fields
        {
            unfolded::render_author(fields, s);
        }
        coming(&self.author_coming, self.author_fields.is_none(), s.lang);
        self.exercise.render(s);
        kit::show(&self.study, s.controls.study);
        coming(&self.study_coming, self.unfolded.is_none(), s.lang);
        self.hint.render(s);
        if let Some(unfolded) = &self.unfolded {
            unfolded::render(unfolded, s);
        }
        self.tabs.render(s);
        self.language.render(s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The markup once the Study panel has unfolded.
    fn whole_template(lang: Lang, p: &str) -> String {
        let unfolded = unfolded::template(lang, p);
        // Added after the regions were named: it has none of its own to name.
        assert!(!unfolded.contains("<section"));
        let html = template(lang, p);
        let end = html.rfind("</section>").unwrap();
        let html = format!("{}{unfolded}{}", &html[..end], &html[end..]);
        // The exercise maker's fields, in its frame.
        let at = html.find("data-part=\"author\"").unwrap();
        let end = at + html[at..].find("  </details>").unwrap();
        format!(
            "{}{}{}",
            &html[..end],
            author::body_template(lang, p),
            &html[end..]
        )
    }

    #[test]
    fn every_part_has_one_id_and_every_label_a_control() {
        for lang in Lang::ALL {
            let html = with_ids(&whole_template(lang, "npz7-"), "npz7-");
            let parts = html.matches("data-part=\"").count();
            let ids: Vec<&str> = html
                .split(" id=\"")
                .skip(1)
                .map(|s| &s[..s.find('"').unwrap()])
                .collect();
            assert!(ids.len() >= parts, "{} ids for {parts} parts", ids.len());
            let unique: std::collections::BTreeSet<_> = ids.iter().collect();
            assert_eq!(unique.len(), ids.len(), "ids are unique");
            assert!(ids.iter().all(|id| id.starts_with("npz7-")), "{ids:?}");
            for target in html
                .split("for=\"")
                .skip(1)
                .map(|s| &s[..s.find('"').unwrap()])
            {
                assert!(ids.contains(&target), "label for {target} has its control");
            }
        }
    }

    #[test]
    fn a_long_solution_lists_a_window_around_the_step() {
        use playback::{WINDOW, window};
        assert_eq!(window(0, 31), (1, 31), "a short one whole");
        assert_eq!(window(31, WINDOW), (1, WINDOW));
        let total = 838_039;
        assert_eq!(window(0, total), (1, WINDOW));
        assert_eq!(window(total, total), (total - WINDOW + 1, total));
        let (first, last) = window(400_000, total);
        assert_eq!(last - first + 1, WINDOW);
        assert!(first <= 400_000 && 400_000 <= last);
        assert!(400_000 - first >= WINDOW / 4 && last - 400_000 >= WINDOW / 4);
    }

    #[test]
    fn the_panels_compose_the_same_page_as_one_template_did() {
        // Every part the views look up is in the markup once.
        let html = whole_template(Lang::En, "");
        for name in [
            "notice",
            "board",
            "move-count",
            "solved-badge",
            "goal-label",
            "live",
            "pb-controls",
            "pb-speed",
            "board-totals",
            "share",
            "setup-panel",
            "size",
            "board-text",
            "solve-panel",
            "algo",
            "progress",
            "result",
            "playback",
            "moves-list",
            "study-panel",
            "hint",
            "overlay",
            "trace",
            "trace-view",
            "predict",
            "tree",
            "chart-frontier",
            "compare",
            "compare-rows",
        ] {
            let n = html.matches(&format!("data-part=\"{name}\"")).count();
            assert_eq!(n, 1, "{name}");
        }
    }
}
