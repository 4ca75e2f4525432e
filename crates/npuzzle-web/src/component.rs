//! Components on a page: each has a root element, a [`State`], its `View` and a canvas
//! renderer. DOM events become messages, [`State::update`] turns them into [`Effect`]s, and this
//! module carries those out (the shared solver, timers, host events, the clipboard) and redraws.
//! Every listener and timer belongs to one component and goes when it is unmounted.

use crate::dom;
use crate::host;
use crate::i18n::Lang;
use crate::input;
use crate::pool;
use crate::render::{self, Renderer};
use crate::runtime::{self, Instance, Interval, Op};
use crate::view::{Send, View};
use npuzzle_app::options::Options;
use npuzzle_app::state::{Effect, Msg, State};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Element, EventTarget, HtmlElement};

pub use crate::runtime::{dispatch, unmount};
pub use crate::view::Name;

/// How a host mounts a component.
pub struct Mount {
    /// Where the component draws itself (its content is replaced).
    pub root: Element,
    /// Where its `npuzzle-*` events are dispatched (the `<n-puzzle>` element, or `root`).
    pub host: EventTarget,
    /// Its settings.
    pub options: Options,
    /// Absolute URL of the folder with the worker and tables, ending in `/`.
    pub assets: String,
    /// Prefix of the ids inside (unique per page; the full page uses none).
    pub id_prefix: String,
    /// Also post events to the parent window (the page inside an iframe).
    pub post_to_parent: bool,
    /// What tells its regions from another component's (`None`: the page's own, alone).
    pub name: Option<Name>,
}

/// Mounts a component; returns its id. One already mounted on the same root is taken down
/// first (its listeners, timers and jobs go), so mounting twice never leaves a hidden one.
pub fn mount(m: Mount) -> u32 {
    thread_local!(static NEXT_ID: std::cell::Cell<u32> = const { std::cell::Cell::new(1) });
    runtime::set_handler(step);
    if let Some(old) = runtime::on_root(&m.root) {
        unmount(old);
    }
    let id = NEXT_ID.with(|n| n.replace(n.get() + 1));
    let mut seed = [0u8; 8];
    let _ = getrandom::getrandom(&mut seed);
    let mut options = m.options;
    if options.lang.is_none() {
        options.lang = Some(host_lang(&m.host).unwrap_or_else(browser_lang));
    }
    let board_given = options.board.is_some();
    let mut state = State::new(options, u64::from_le_bytes(seed));
    crate::words::ensure(state.lang, &m.assets);
    // A board given in the address or an attribute (a shared link, a course's exercise) is one
    // a person came to solve: the solver starts loading before the view is built, so that a
    // Solve tapped first on a slow phone waits for as little of its download as can be, and
    // its tables come beside it. The page's own files have all arrived by now.
    if board_given {
        pool::warm(&m.assets);
        pool::fetch_ahead(&m.assets, state.puzzle.board.shape());
    }
    state.share.site = m.assets;
    state.share.browser = Some(browser_lang());
    let autoplay = state.solve.autoplay;
    let view = View::build(
        &m.root,
        state.lang,
        &m.id_prefix,
        m.name.as_ref(),
        &sender(id),
    );
    let renderer = Renderer::new(view.canvas().clone());
    let mut instance = Instance {
        state,
        view,
        renderer,
        host: m.host,
        name: m.name,
        post_to_parent: m.post_to_parent,
        listeners: Vec::new(),
        timer: None,
        resize: None,
        needs_draw: true,
        needs_fit: true,
        board_to_view: false,
        focus: Default::default(),
    };
    wire_canvas(id, &mut instance);
    warm_on_touch(&mut instance);
    crate::view::fonts::warm(&instance.view.root, instance.state.lang);
    let exercise = instance.state.exercise.is_some();
    runtime::insert(id, instance);
    dispatch(id, Msg::Refresh);
    if exercise {
        let kept = runtime::with(id, |i| crate::exercise_io::restore(&i.state));
        for m in kept.unwrap_or_default() {
            dispatch(id, Msg::Exercise(m));
        }
    }
    if autoplay {
        dispatch(id, Msg::Solve(npuzzle_app::state::solve::Msg::Start));
    }
    id
}

/// Reads a component's state.
pub fn with_state<R>(id: u32, f: impl FnOnce(&State) -> R) -> Option<R> {
    runtime::with(id, |i| f(&i.state))
}

/// How many components are mounted, and how many hold a timer (for tests of teardown).
pub fn census() -> (usize, usize) {
    let (mut mounted, mut timers) = (0, 0);
    runtime::each(|i| {
        mounted += 1;
        timers += usize::from(i.timer.is_some());
    });
    (mounted, timers)
}

/// Whether the shared solver has a job queued or running.
pub fn solver_busy() -> bool {
    pool::busy()
}

/// Messages from a component's views to it.
fn sender(id: u32) -> Send {
    Rc::new(move |msg| dispatch(id, msg))
}

/// One piece of work (the runtime calls this with nothing borrowed).
fn step(op: Op) {
    match op {
        Op::Msg(id, msg) => update(id, msg),
        Op::Unmount(id) => {
            if let Some(mut i) = runtime::remove(id) {
                i.listeners.clear();
                i.timer = None;
                if let Some((observer, _)) = i.resize.take() {
                    observer.disconnect();
                }
                i.view.root.set_inner_html("");
                pool::forget(id);
            }
        }
    }
}

/// One message: update, carry out the effects, follow the timer, redraw.
fn update(id: u32, msg: Msg) {
    let mut outside = Vec::new();
    // Where the worker's files are (the site the component came from).
    let mut assets = String::new();
    let mut shape = None;
    // What the person made of the page, if it is built again (noted once: from the page as they
    // left it, not from one built earlier in this update and not yet drawn).
    let mut made = None;
    runtime::with(id, |i| {
        let now = js_sys::Date::now();
        let focused = i.focus.note(&i.view.root, now);
        assets.clone_from(&i.state.share.site);
        i.state.now = now;
        for effect in i.state.update(msg) {
            match effect {
                Effect::Slide { tile, from, to } => i.renderer.slide(tile, from, to),
                Effect::Relabel => {
                    made.get_or_insert_with(|| {
                        dom::carry(&i.view.root, dom::FIELDS, &JsValue::UNDEFINED)
                    });
                    crate::words::ensure(i.state.lang, &assets);
                    i.view = i.view.rebuilt(&i.state, i.name.as_ref());
                    i.renderer = Renderer::new(i.view.canvas().clone());
                    wire_canvas(id, i);
                }
                other => outside.push((other, i.host.clone(), i.post_to_parent)),
            }
        }
        follow_timer(id, i);
        i.view.render(&i.state);
        if let Some(made) = made.take() {
            dom::carry(&i.view.root, dom::FIELDS, &made);
        }
        i.focus.restore(&i.view.root, focused, now);
        // Fitted in the frame, where the style and layout it reads are worked out anyway:
        // here it forced them within the update (up to 10 ms on a 64×64).
        i.needs_fit = true;
        i.needs_draw = true;
        shape = Some(i.state.puzzle.board.shape());
    });
    render::request_frame(draw_all);
    // A 15-puzzle on a touched component: its tables come while the solver loads.
    if let Some(shape) = shape {
        pool::fetch_ahead(&assets, shape);
    }
    // Calls that may come back here (the solver, a host's listeners) run with nothing borrowed.
    for (effect, host, post_to_parent) in outside {
        match effect {
            Effect::StartJob(job_id, job) => pool::submit(id, job_id, job, &assets),
            Effect::CancelJob(job) => pool::cancel(id, job),
            Effect::Emit(event) => {
                if let npuzzle_app::state::Event::Attempt(saved) = &event {
                    crate::exercise_io::keep(id, saved);
                }
                host::emit(&host, event, post_to_parent);
            }
            Effect::Pack(package) => crate::exercise_io::pack(id, &package, &assets),
            Effect::Copy(text) => copy(id, text),
            Effect::Slide { .. } | Effect::Relabel => {}
        }
    }
}

/// Starts, restarts or stops the timer as the state asks ([`State::timer`]).
fn follow_timer(id: u32, i: &mut Instance) {
    let want = i.state.timer();
    if i.timer.as_ref().map(|t| t.1) == want {
        return;
    }
    let started = i.timer.is_none() && want.is_some();
    i.timer = want.and_then(|ms| Interval::new(id, ms).map(|t| (t, ms)));
    // Measured in the frame, where layout is worked out anyway: here it forced it within the
    // update (6 to 10 ms on a 64×64).
    i.board_to_view |= started;
}

/// Playback is watched on the board: if the board or its controls are off screen (a phone,
/// after scrolling down to Solve), scroll so the board's top is at the top of the screen.
fn keep_board_in_view(view: &View) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    let board = view.canvas().get_bounding_client_rect();
    let controls = view.playback_controls().get_bounding_client_rect();
    if board.top() < 0.0 || controls.bottom() > height {
        window.scroll_by_with_x_and_y(0.0, board.top() - 8.0);
    }
}

/// Draws every component that changed; `true` while a tile is still sliding somewhere.
fn draw_all() -> bool {
    let mut more = false;
    runtime::each(|i| {
        i.view.in_frame();
        if std::mem::take(&mut i.board_to_view) {
            keep_board_in_view(&i.view);
        }
        if i.needs_fit {
            i.renderer.fit(&i.state.puzzle.board);
            i.needs_fit = false;
        }
        if i.needs_draw {
            let board = i.state.shown_board();
            let goal = &i.state.puzzle.goal;
            let overlay = i
                .state
                .hint
                .overlay
                .then(|| npuzzle_core::breakdown(&board, goal));
            i.needs_draw = i.renderer.draw(&board, goal, overlay.as_ref());
            more |= i.needs_draw;
        }
        // Last: it reads the layout the fit has just worked out.
        i.view.unfold(&i.state);
    });
    more
}

/// Puts `text` on the clipboard, then tells the component whether it worked.
fn copy(id: u32, text: String) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let promise = window.navigator().clipboard().write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
        dispatch(id, Msg::Copied(ok));
    });
}

/// The host page's language where it is one we have: the `lang` of the element the component
/// is mounted for, or of the nearest element around it (a course page's `<html lang>`).
fn host_lang(host: &web_sys::EventTarget) -> Option<Lang> {
    let element = wasm_bindgen::JsCast::dyn_ref::<web_sys::Element>(host)?;
    let tag = element.closest("[lang]").ok()??.get_attribute("lang")?;
    Lang::from_tag(&tag)
}

/// The browser's first language we have.
pub fn browser_lang() -> Lang {
    let languages: Vec<String> = web_sys::window()
        .map(|w| w.navigator().languages())
        .map(|a| a.iter().filter_map(|v| v.as_string()).collect())
        .unwrap_or_default();
    Lang::pick(languages.iter().map(String::as_str))
}

/// The solver starts loading the moment a person first touches the component (a tap, a key, a
/// typed board), not at the first Solve: its download overlaps their reading and typing. A
/// visit that never touches the puzzle never loads it, unless a board was given ([`mount`]).
fn warm_on_touch(i: &mut Instance) {
    let assets = i.state.share.site.clone();
    let root: &web_sys::EventTarget = i.view.root.as_ref();
    for event in ["pointerdown", "keydown", "input"] {
        let assets = assets.clone();
        crate::view::kit::listen(&mut i.listeners, root, event, move |_: web_sys::Event| {
            pool::warm(&assets)
        });
    }
}

/// Play on the canvas, and a refit when its box changes size (window, layout, host page).
fn wire_canvas(id: u32, i: &mut Instance) {
    let cell_at = move |x: f64, y: f64| {
        runtime::with(id, |i| i.renderer.cell_at(&i.state.puzzle.board, x, y)).flatten()
    };
    i.listeners = input::wire(i.view.canvas(), &sender(id), cell_at);
    if let Some((observer, _)) = i.resize.take() {
        observer.disconnect();
    }
    let closure = Closure::<dyn FnMut()>::new(move || {
        runtime::with(id, |i| {
            i.renderer.fit(&i.state.puzzle.board);
            i.needs_draw = true;
        });
        render::request_frame(draw_all);
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(closure.as_ref().unchecked_ref()) {
        let boxed: &HtmlElement = i.view.canvas().unchecked_ref();
        if let Some(parent) = boxed.parent_element() {
            observer.observe(&parent);
        }
        i.resize = Some((observer, closure));
    }
}
