//! What is built the first time it shows ([`super::View::unfold`]): the Study panel past Hint
//! (stepping, the tree, Compare, the experiment, the lab), most of the component's markup, and
//! the exercise maker's fields. A phone shows the Study panel under its tab only, the maker
//! under Share; building them with the page cost a phone's page about 0.1 s before it was ready.
//!
//! Their code is also most of what the page's wasm carries for panels a first visit does not
//! open: the page's release build (feature `split`, `scripts/split-page.mjs`) cuts it out into a
//! file of its own (`split_panels.wasm`), fetched the first time one of them shows. Elsewhere
//! (tests, debug builds) it is plain code, loaded with the rest.

use super::kit::{Listeners, Send, with_ids};
use super::{author, compare, experiment, lab, study, tree};
use crate::i18n::Lang;
use npuzzle_app::state::State;
use web_sys::Element;

/// The markup of the panel's parts.
pub(super) fn template(lang: Lang, p: &str) -> String {
    [
        study::template(lang, &tree::template(lang)),
        compare::template(lang),
        experiment::template(lang, p),
        lab::template(lang, p),
    ]
    .concat()
}

/// The views of [`template`]'s parts.
pub struct Unfolded {
    study: study::StudyView,
    tree: tree::TreeView,
    compare: compare::CompareView,
    experiment: experiment::ExperimentView,
    lab: lab::LabView,
    _listeners: Listeners,
}

/// What a part is built from.
pub struct Args<'a> {
    pub root: &'a Element,
    /// What the part's markup is added to (the Study panel, the maker's frame).
    pub into: &'a Element,
    pub send: &'a Send,
    pub id_prefix: &'a str,
    pub state: &'a State,
}

/// Adds the parts to the Study panel and draws them.
fn build_here(a: &Args) -> Box<Unfolded> {
    let html = with_ids(&template(a.state.lang, a.id_prefix), a.id_prefix);
    let _ = a.into.insert_adjacent_html("beforeend", &html);
    let (root, send, out) = (a.root, a.send, &mut Vec::new());
    let unfolded = Box::new(Unfolded {
        study: study::StudyView::new(root, send, out),
        tree: tree::TreeView::new(root, send, out),
        compare: compare::CompareView::new(root, send, out),
        experiment: experiment::ExperimentView::new(root, send, out),
        lab: lab::LabView::new(root, send, out),
        _listeners: std::mem::take(out),
    });
    render_here(&unfolded, a.state);
    unfolded
}

/// Draws the parts from `s`.
fn render_here(u: &Unfolded, s: &State) {
    u.study.render(s);
    u.tree.render(s);
    u.compare.render(s);
    u.experiment.render(s);
    u.lab.render(s);
}

/// The exercise maker's fields, with their listeners.
pub struct AuthorFields {
    view: author::AuthorView,
    _listeners: Listeners,
}

/// Adds the exercise maker's fields to its frame and draws them.
fn build_author_here(a: &Args) -> Box<AuthorFields> {
    let html = with_ids(
        &author::body_template(a.state.lang, a.id_prefix),
        a.id_prefix,
    );
    let _ = a.into.insert_adjacent_html("beforeend", &html);
    let out = &mut Vec::new();
    let view = author::AuthorView::new(a.root, a.send, out);
    view.render(a.state);
    Box::new(AuthorFields {
        view,
        _listeners: std::mem::take(out),
    })
}

/// Draws the exercise maker's fields from `s`.
fn render_author_here(f: &AuthorFields, s: &State) {
    f.view.render(s);
}

#[cfg(not(all(feature = "split", target_family = "wasm")))]
mod here {
    use super::*;

    /// Whether the panels' code is here: it always is.
    pub fn loaded(_: &Send) -> bool {
        true
    }

    /// Whether the last request for the panels' code failed: there is none.
    pub fn failed() -> bool {
        false
    }

    pub fn build(a: &Args) -> Box<Unfolded> {
        build_here(a)
    }

    pub fn render(u: &Unfolded, s: &State) {
        render_here(u, s)
    }

    pub fn build_author(a: &Args) -> Box<AuthorFields> {
        build_author_here(a)
    }

    pub fn render_author(f: &AuthorFields, s: &State) {
        render_author_here(f, s)
    }
}

/// The page's release build: the four functions are the split's entry points, and each wrapper
/// waits for the split's file. They are called only once it has come ([`loaded`]), so the wait
/// is never pending and is polled once.
#[cfg(all(feature = "split", target_family = "wasm"))]
mod here {
    use super::*;
    use npuzzle_app::state::Msg;
    use std::cell::{Cell, RefCell};
    use std::future::Future;
    use std::rc::Rc;
    use std::task::{Context, Poll, Waker};
    use wasm_split_helpers::{SplitLoaderError, wasm_split};

    /// The split's file did not come (the network, a host without it).
    pub struct NotLoaded;

    impl From<SplitLoaderError> for NotLoaded {
        fn from(_: SplitLoaderError) -> Self {
            NotLoaded
        }
    }

    #[wasm_split(panels, preload(load_build), fallible)]
    fn build_split(a: &Args<'_>) -> Result<Box<Unfolded>, NotLoaded> {
        Ok(build_here(a))
    }

    #[wasm_split(panels, preload(load_render), fallible)]
    fn render_split(u: &Unfolded, s: &State) -> Result<(), NotLoaded> {
        render_here(u, s);
        Ok(())
    }

    #[wasm_split(panels, preload(load_build_author), fallible)]
    fn build_author_split(a: &Args<'_>) -> Result<Box<AuthorFields>, NotLoaded> {
        Ok(build_author_here(a))
    }

    #[wasm_split(panels, preload(load_render_author), fallible)]
    fn render_author_split(f: &AuthorFields, s: &State) -> Result<(), NotLoaded> {
        render_author_here(f, s);
        Ok(())
    }

    enum Load {
        Idle,
        /// Asked for; these components are drawn again when it comes.
        Coming(Vec<Send>),
        /// Failed: asked for again after [`RETRY_MS`], when these components are drawn again.
        Resting(Vec<Send>),
        Here,
    }

    /// The wait before a failed request is made again (the components' lines say "in a few
    /// seconds").
    const RETRY_MS: i32 = 4000;

    thread_local! {
        static LOAD: RefCell<Load> = const { RefCell::new(Load::Idle) };
        /// Whether the last request failed (the lines say so until one succeeds).
        static FAILED: Cell<bool> = const { Cell::new(false) };
    }

    /// Whether the last request for the panels' code failed.
    pub fn failed() -> bool {
        FAILED.get()
    }

    /// Whether the panels' code is here; if not, asks for it (one request at a time; a failed
    /// one is made again a few seconds later) and draws `send`'s component again when it comes
    /// or fails.
    pub fn loaded(send: &Send) -> bool {
        let first = LOAD.with(|l| {
            let mut l = l.borrow_mut();
            match &mut *l {
                Load::Here => None,
                Load::Coming(waiting) | Load::Resting(waiting) => {
                    if !waiting.iter().any(|w| Rc::ptr_eq(w, send)) {
                        waiting.push(send.clone());
                    }
                    Some(false)
                }
                Load::Idle => {
                    *l = Load::Coming(vec![send.clone()]);
                    Some(true)
                }
            }
        });
        match first {
            None => true,
            Some(false) => false,
            Some(true) => {
                wasm_bindgen_futures::spawn_local(async {
                    // Each entry point waits on a loader of its own (the file is fetched once).
                    let ok = load_build().await.is_ok()
                        && load_render().await.is_ok()
                        && load_build_author().await.is_ok()
                        && load_render_author().await.is_ok();
                    let waiting = LOAD.with(|l| {
                        let mut l = l.borrow_mut();
                        let Load::Coming(waiting) = &mut *l else {
                            return Vec::new();
                        };
                        let waiting = std::mem::take(waiting);
                        *l = if ok {
                            Load::Here
                        } else {
                            Load::Resting(waiting.clone())
                        };
                        waiting
                    });
                    FAILED.set(!ok);
                    if !ok {
                        web_sys::console::warn_1(
                            &"the code of the panels built when first shown did not load: it is asked for again in a few seconds".into(),
                        );
                        retry_later();
                    }
                    // Drawn again: the panel, or the line that says it did not load.
                    for send in waiting {
                        send(Msg::Refresh);
                    }
                });
                false
            }
        }
    }

    /// After [`RETRY_MS`], the components that wanted a panel drawn again: their next frame
    /// asks for its code again.
    fn retry_later() {
        crate::dom::later(RETRY_MS, || {
            let resting = LOAD.with(|l| {
                let mut l = l.borrow_mut();
                match std::mem::replace(&mut *l, Load::Idle) {
                    Load::Resting(waiting) => waiting,
                    other => {
                        *l = other;
                        Vec::new()
                    }
                }
            });
            for send in resting {
                send(Msg::Refresh);
            }
        });
    }

    /// The value of a wait that cannot be pending (its file has come).
    fn now<T>(wait: impl Future<Output = Result<T, NotLoaded>>) -> T {
        let mut wait = std::pin::pin!(wait);
        match wait.as_mut().poll(&mut Context::from_waker(Waker::noop())) {
            Poll::Ready(Ok(value)) => value,
            _ => unreachable!("the panels' code is called only once it has loaded"),
        }
    }

    pub fn build(a: &Args) -> Box<Unfolded> {
        now(build_split(a))
    }

    pub fn render(u: &Unfolded, s: &State) {
        now(render_split(u, s))
    }

    pub fn build_author(a: &Args) -> Box<AuthorFields> {
        now(build_author_split(a))
    }

    pub fn render_author(f: &AuthorFields, s: &State) {
        now(render_author_split(f, s))
    }
}

pub use here::{build, build_author, failed, loaded, render, render_author};
