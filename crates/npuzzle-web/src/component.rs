//! Components on a page: each has a root element, a [`State`], its [`Parts`] and a canvas
//! renderer. DOM events become [`Msg`]s, [`State::update`] turns them into [`Effect`]s, and this
//! module carries those out (the shared solver, timers, host events) and redraws. Every listener
//! and timer belongs to one component and goes when it is unmounted.

use crate::i18n::Lang;
use crate::options::Options;
use crate::pool;
use crate::render::{self, Renderer};
use crate::state::{Effect, Event, Msg, ShareKind, State};
use crate::view::Parts;
use npuzzle_core::Move;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Element, EventTarget, HtmlElement, KeyboardEvent, PointerEvent};

/// A swipe shorter than this (CSS pixels) is a tap.
const SWIPE_MIN: f64 = 24.0;

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
}

struct Instance {
    state: State,
    parts: Parts,
    renderer: Renderer,
    host: EventTarget,
    assets: String,
    id_prefix: String,
    post_to_parent: bool,
    listeners: Vec<Listener>,
    timer: Option<Interval>,
    resize: Option<(web_sys::ResizeObserver, Closure<dyn FnMut()>)>,
    needs_draw: bool,
}

enum Op {
    Msg(u32, Msg),
    Unmount(u32),
}

/// The mounted components by id: a handful per page, so a vector (and no ordered map's code in
/// the wasm).
struct Instances(Vec<(u32, Instance)>);

impl Instances {
    fn insert(&mut self, id: u32, instance: Instance) {
        self.0.push((id, instance));
    }
    fn get(&self, id: &u32) -> Option<&Instance> {
        self.0.iter().find(|(i, _)| i == id).map(|(_, x)| x)
    }
    fn get_mut(&mut self, id: &u32) -> Option<&mut Instance> {
        self.0.iter_mut().find(|(i, _)| i == id).map(|(_, x)| x)
    }
    fn remove(&mut self, id: &u32) -> Option<Instance> {
        let at = self.0.iter().position(|(i, _)| i == id)?;
        Some(self.0.remove(at).1)
    }
    fn len(&self) -> usize {
        self.0.len()
    }
    fn values(&self) -> impl Iterator<Item = &Instance> {
        self.0.iter().map(|(_, x)| x)
    }
    fn values_mut(&mut self) -> impl Iterator<Item = &mut Instance> {
        self.0.iter_mut().map(|(_, x)| x)
    }
}

thread_local! {
    static INSTANCES: RefCell<Instances> = const { RefCell::new(Instances(Vec::new())) };
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
    /// Work that arrived while other work ran (a host's event listener calling a method, the
    /// solver answering at once): done in order by the outermost call.
    static QUEUE: RefCell<VecDeque<Op>> = const { RefCell::new(VecDeque::new()) };
    static RUNNING: Cell<bool> = const { Cell::new(false) };
}

/// Mounts a component; returns its id.
pub fn mount(m: Mount) -> u32 {
    let id = NEXT_ID.with(|n| n.replace(n.get() + 1));
    let mut seed = [0u8; 8];
    let _ = getrandom::getrandom(&mut seed);
    let mut options = m.options;
    if options.lang.is_none() {
        options.lang = Some(browser_lang());
    }
    let mut state = State::new(options, u64::from_le_bytes(seed));
    state.site = m.assets.clone();
    let autoplay = state.autoplay;
    let parts = Parts::build(&m.root, state.lang, &m.id_prefix);
    let renderer = Renderer::new(parts.canvas.clone());
    let mut instance = Instance {
        state,
        parts,
        renderer,
        host: m.host,
        assets: m.assets,
        id_prefix: m.id_prefix,
        post_to_parent: m.post_to_parent,
        listeners: Vec::new(),
        timer: None,
        resize: None,
        needs_draw: true,
    };
    wire(id, &mut instance);
    observe_size(id, &mut instance);
    INSTANCES.with(|all| all.borrow_mut().insert(id, instance));
    dispatch(id, Msg::Refresh);
    if autoplay {
        dispatch(id, Msg::Solve);
    }
    id
}

/// Removes a component: its listeners, timer, observer and solver jobs go with it.
pub fn unmount(id: u32) {
    run(Op::Unmount(id));
}

/// Sends a message to a component (no-op once it is gone).
pub fn dispatch(id: u32, msg: Msg) {
    run(Op::Msg(id, msg));
}

/// Reads a component's state.
pub fn with_state<R>(id: u32, f: impl FnOnce(&State) -> R) -> Option<R> {
    INSTANCES.with(|all| all.borrow().get(&id).map(|i| f(&i.state)))
}

/// How many components are mounted, and how many hold a timer (for tests of teardown).
pub fn census() -> (usize, usize) {
    INSTANCES.with(|all| {
        let all = all.borrow();
        (
            all.len(),
            all.values().filter(|i| i.timer.is_some()).count(),
        )
    })
}

fn enqueue(op: Op) {
    QUEUE.with(|q| q.borrow_mut().push_back(op));
}

/// Does `op`, then whatever arrived meanwhile. Re-entrant calls only queue their work.
fn run(op: Op) {
    enqueue(op);
    if RUNNING.with(|r| r.replace(true)) {
        return;
    }
    while let Some(op) = QUEUE.with(|q| q.borrow_mut().pop_front()) {
        match op {
            Op::Msg(id, msg) => step(id, msg),
            Op::Unmount(id) => {
                let gone = INSTANCES.with(|all| all.borrow_mut().remove(&id));
                if let Some(mut i) = gone {
                    i.listeners.clear();
                    i.timer = None;
                    if let Some((observer, _)) = i.resize.take() {
                        observer.disconnect();
                    }
                    i.parts.root.set_inner_html("");
                    pool::forget(id);
                }
            }
        }
    }
    RUNNING.with(|r| r.set(false));
}

/// One message: update, carry out the effects, redraw.
fn step(id: u32, msg: Msg) {
    let mut outside = Vec::new();
    INSTANCES.with(|all| {
        let mut all = all.borrow_mut();
        let Some(i) = all.get_mut(&id) else { return };
        for effect in i.state.update(msg) {
            match effect {
                Effect::Slide { tile, from, to } => i.renderer.slide(tile, from, to),
                Effect::StartTimer(ms) => {
                    i.timer = Interval::new(id, ms);
                    keep_board_in_view(&i.parts);
                }
                Effect::StopTimer => i.timer = None,
                Effect::Relabel => {
                    i.listeners.clear();
                    i.parts = Parts::build(&i.parts.root, i.state.lang, &i.id_prefix);
                    i.renderer = Renderer::new(i.parts.canvas.clone());
                    wire(id, i);
                    observe_size(id, i);
                }
                other => outside.push((other, i.host.clone(), i.assets.clone(), i.post_to_parent)),
            }
        }
        i.parts.render(&i.state);
        i.renderer.fit(&i.state.board);
        i.needs_draw = true;
    });
    render::request_frame(draw_all);
    // Calls that may come back here (the solver, a host's listeners) run with nothing borrowed.
    for (effect, host, assets, post_to_parent) in outside {
        match effect {
            Effect::StartJob(job) => pool::submit(id, &job, &assets),
            Effect::CancelJob(job) => pool::cancel(id, job),
            Effect::Emit(event) => emit(&host, &event, post_to_parent),
            Effect::Copy(text) => copy(id, text),
            _ => {}
        }
    }
}

/// Playback is watched on the board: if the board or its controls are off screen (a phone,
/// after scrolling down to Solve), scroll so the board's top is at the top of the screen.
fn keep_board_in_view(parts: &Parts) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    let board = parts.canvas.get_bounding_client_rect();
    let controls = parts
        .get::<Element>("pb-controls")
        .get_bounding_client_rect();
    if board.top() < 0.0 || controls.bottom() > height {
        window.scroll_by_with_x_and_y(0.0, board.top() - 8.0);
    }
}

/// Draws every component that changed; `true` while a tile is still sliding somewhere.
fn draw_all() -> bool {
    INSTANCES.with(|all| {
        let mut more = false;
        for i in all.borrow_mut().values_mut() {
            if i.needs_draw {
                let board = i.state.shown_board();
                let overlay = i
                    .state
                    .overlay
                    .then(|| npuzzle_core::breakdown(&board, &i.state.goal));
                i.needs_draw = i.renderer.draw(&board, &i.state.goal, overlay.as_ref());
                more |= i.needs_draw;
            }
        }
        more
    })
}

/// An `npuzzle-*` DOM event on the host (and, inside an iframe, a message to the parent).
fn emit(host: &EventTarget, event: &Event, post_to_parent: bool) {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    let Ok(detail) = serde::Serialize::serialize(event, &serializer) else {
        return;
    };
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&detail);
    init.set_bubbles(true);
    init.set_composed(true);
    if let Ok(e) = web_sys::CustomEvent::new_with_event_init_dict(event.name(), &init) {
        let _ = host.dispatch_event(&e);
    }
    if post_to_parent {
        crate::page::post_to_parent(event.name(), &detail);
    }
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

/// The browser's first language we have.
pub fn browser_lang() -> Lang {
    let languages: Vec<String> = web_sys::window()
        .map(|w| w.navigator().languages())
        .map(|a| a.iter().filter_map(|v| v.as_string()).collect())
        .unwrap_or_default();
    Lang::pick(languages.iter().map(String::as_str))
}

// ----- listeners -----

/// An event listener that is removed when dropped.
struct Listener {
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

fn listen<E: JsCast + 'static>(
    out: &mut Vec<Listener>,
    target: &EventTarget,
    event: &'static str,
    mut f: impl FnMut(E) + 'static,
) {
    let closure =
        Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| f(e.unchecked_into()));
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    out.push(Listener {
        target: target.clone(),
        event,
        closure,
    });
}

/// A checkbox's changes as messages.
fn toggle(
    out: &mut Vec<Listener>,
    id: u32,
    input: web_sys::HtmlInputElement,
    msg: fn(bool) -> Msg,
) {
    let target: EventTarget = input.clone().into();
    listen(out, &target, "change", move |_: web_sys::Event| {
        dispatch(id, msg(input.checked()))
    });
}

/// Clicks on the buttons inside `container` that carry `attribute` (rows, frontier entries,
/// steps), as messages with its value: one listener for a list that is redrawn.
fn delegate<T: std::str::FromStr + 'static>(
    out: &mut Vec<Listener>,
    id: u32,
    container: &EventTarget,
    attribute: &'static str,
    msg: fn(T) -> Msg,
) {
    listen(out, container, "click", move |e: web_sys::Event| {
        let value = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("button").ok().flatten())
            .and_then(|b| b.get_attribute(attribute))
            .and_then(|s| s.parse::<T>().ok());
        if let Some(value) = value {
            dispatch(id, msg(value));
        }
    });
}

/// Turns the component's DOM events into messages.
fn wire(id: u32, i: &mut Instance) {
    let p = &i.parts;
    let mut out = Vec::new();
    let click = |out: &mut Vec<Listener>, name: &str, msg: Msg| {
        let target: EventTarget = p.get(name);
        listen(out, &target, "click", move |_: web_sys::Event| {
            dispatch(id, msg.clone())
        });
    };
    click(&mut out, "shuffle", Msg::Shuffle);
    click(&mut out, "reset", Msg::Reset);
    click(&mut out, "solve", Msg::Solve);
    click(&mut out, "cancel", Msg::Cancel);
    click(&mut out, "pb-first", Msg::StepEnd(false));
    click(&mut out, "pb-last", Msg::StepEnd(true));
    click(&mut out, "pb-back", Msg::StepBy(-1));
    click(&mut out, "pb-fwd", Msg::StepBy(1));
    click(&mut out, "pb-play", Msg::TogglePlay);
    click(&mut out, "copy-link", Msg::Copy(ShareKind::Link));
    click(&mut out, "copy-iframe", Msg::Copy(ShareKind::Iframe));
    click(&mut out, "copy-element", Msg::Copy(ShareKind::Element));
    click(&mut out, "copy-assignment", Msg::CopyAssignment);
    click(&mut out, "hint", Msg::Hint);
    click(&mut out, "trace", Msg::Trace);
    click(&mut out, "trace-reset", Msg::TraceEnd(false));
    click(&mut out, "trace-back", Msg::TraceBack);
    click(&mut out, "trace-run", Msg::TraceRun);
    click(&mut out, "trace-step", Msg::TraceStep);
    click(&mut out, "trace-end", Msg::TraceEnd(true));
    click(&mut out, "trace-close", Msg::TraceClose);
    click(&mut out, "compare", Msg::Compare);
    click(&mut out, "compare-cancel", Msg::CompareCancel);
    click(&mut out, "copy-csv", Msg::CompareCopy(false));
    click(&mut out, "copy-md", Msg::CompareCopy(true));
    toggle(&mut out, id, p.get("predict"), Msg::PredictMode);
    delegate(&mut out, id, &p.get("frontier"), "data-node", Msg::Predict);
    toggle(&mut out, id, p.get("tree-collapse"), Msg::TreeCollapse);
    // A node's board and numbers, on hover, or by the arrow keys on the focused tree (view
    // only: no state changes). The keys walk the nodes in the order drawn (parents first).
    let focus_text: Element = p.get("tree-focus");
    let tree: Element = p.get("tree");
    let show = std::rc::Rc::new(move |node: &Element| {
        if let Some(info) = node.get_attribute("data-info") {
            focus_text.set_text_content(Some(&info));
        }
    });
    let s = show.clone();
    listen(&mut out, &tree, "mouseover", move |e: web_sys::Event| {
        if let Some(node) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) {
            s(&node);
        }
    });
    let t = tree.clone();
    listen(
        &mut out,
        &tree,
        "keydown",
        move |e: web_sys::KeyboardEvent| {
            let Ok(nodes) = t.query_selector_all("circle") else {
                return;
            };
            let n = nodes.length();
            if n == 0 {
                return;
            }
            let at = (0..n).find(|&i| {
                nodes
                    .item(i)
                    .and_then(|c| c.dyn_into::<Element>().ok())
                    .is_some_and(|c| c.class_list().contains("focused"))
            });
            let next = match (e.key().as_str(), at) {
                ("ArrowRight" | "ArrowDown", Some(i)) => (i + 1).min(n - 1),
                ("ArrowLeft" | "ArrowUp", Some(i)) => i.saturating_sub(1),
                ("ArrowRight" | "ArrowDown" | "ArrowLeft" | "ArrowUp" | "Home", _) => 0,
                ("End", _) => n - 1,
                _ => return,
            };
            e.prevent_default();
            for i in 0..n {
                if let Some(c) = nodes.item(i).and_then(|c| c.dyn_into::<Element>().ok()) {
                    let _ = c.class_list().toggle_with_force("focused", i == next);
                    if i == next {
                        let options = web_sys::ScrollIntoViewOptions::new();
                        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                        options.set_inline(web_sys::ScrollLogicalPosition::Nearest);
                        c.scroll_into_view_with_scroll_into_view_options(&options);
                        show(&c);
                    }
                }
            }
        },
    );
    toggle(&mut out, id, p.get("overlay"), Msg::Overlay);
    delegate(
        &mut out,
        id,
        &p.get("compare-rows"),
        "data-row",
        Msg::ComparePlay,
    );
    let moves = p.scramble_moves.clone();
    listen(
        &mut out,
        &p.get::<EventTarget>("scramble"),
        "click",
        move |_: web_sys::Event| dispatch(id, Msg::Scramble(moves.value())),
    );
    let text = p.board_text.clone();
    listen(
        &mut out,
        &p.get::<EventTarget>("apply-text"),
        "click",
        move |_: web_sys::Event| dispatch(id, Msg::ApplyText(text.value())),
    );
    listen(
        &mut out,
        &p.board_text,
        "input",
        move |_: web_sys::Event| dispatch(id, Msg::TextEdited),
    );
    let text = p.board_text.clone();
    listen(
        &mut out,
        &p.board_text,
        "keydown",
        move |e: KeyboardEvent| {
            if e.key() == "Enter" && (e.ctrl_key() || e.meta_key()) {
                e.prevent_default();
                dispatch(id, Msg::ApplyText(text.value()));
            }
        },
    );
    let size = p.size.clone();
    listen(&mut out, &p.size, "change", move |_: web_sys::Event| {
        if let Ok(shape) = npuzzle_core::parse_shape(&size.value()) {
            dispatch(id, Msg::SetSize(shape));
        }
    });
    let goal = p.goal.clone();
    listen(&mut out, &p.goal, "change", move |_: web_sys::Event| {
        if let Some(g) = crate::options::GoalKind::from_value(&goal.value()) {
            dispatch(id, Msg::SetGoal(g));
        }
    });
    let algo = p.algo.clone();
    listen(&mut out, &p.algo, "change", move |_: web_sys::Event| {
        if let Ok(a) = algo.value().parse() {
            dispatch(id, Msg::SetAlgorithm(a));
        }
    });
    let heuristic = p.heuristic.clone();
    listen(
        &mut out,
        &p.heuristic,
        "change",
        move |_: web_sys::Event| {
            if let Ok(h) = heuristic.value().parse() {
                dispatch(id, Msg::SetHeuristic(h));
            }
        },
    );
    // The three search settings: any change sends all three (each menu holds a valid value).
    let menus: [web_sys::HtmlSelectElement; 3] =
        [p.get("order"), p.get("ties"), p.get("goal-test")];
    for menu in &menus {
        let [order, ties, goal_test] = menus.clone();
        listen(&mut out, menu, "change", move |_: web_sys::Event| {
            use crate::options::{goal_test_from_value, order_from_letters, ties_from_value};
            let (Some(order), Some(ties), Some(goal_test)) = (
                order_from_letters(&order.value()),
                ties_from_value(&ties.value()),
                goal_test_from_value(&goal_test.value()),
            ) else {
                return;
            };
            dispatch(
                id,
                Msg::SetSettings(npuzzle_core::SearchSettings {
                    order,
                    ties,
                    goal_test,
                }),
            );
        });
    }
    let speed = p.speed.clone();
    listen(&mut out, &p.speed, "input", move |_: web_sys::Event| {
        if let Ok(v) = speed.value().parse() {
            dispatch(id, Msg::SetSpeed(v));
        }
    });
    delegate(&mut out, id, &p.moves_list, "data-step", Msg::StepTo);
    wire_board(id, &p.canvas, &mut out);
    i.listeners = out;
}

/// Playing on the board: click or tap a tile beside the gap, swipe, or the arrow keys (the tile
/// slides the way the arrow or swipe points).
fn wire_board(id: u32, canvas: &web_sys::HtmlCanvasElement, out: &mut Vec<Listener>) {
    let down: std::rc::Rc<Cell<Option<(f64, f64)>>> = std::rc::Rc::default();
    let d = down.clone();
    listen(out, canvas, "pointerdown", move |e: PointerEvent| {
        d.set(Some((f64::from(e.client_x()), f64::from(e.client_y()))));
    });
    let c = canvas.clone();
    listen(out, canvas, "pointerup", move |e: PointerEvent| {
        let Some((x0, y0)) = down.take() else { return };
        let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
        let (dx, dy) = (x - x0, y - y0);
        let _ = c.focus();
        if dx.abs().max(dy.abs()) < SWIPE_MIN {
            let cell = INSTANCES.with(|all| {
                all.borrow()
                    .get(&id)
                    .and_then(|i| i.renderer.cell_at(&i.state.board, x, y))
            });
            if let Some(cell) = cell {
                dispatch(id, Msg::PlayCell(cell));
            }
        } else {
            // The tile slides the way the finger went; the blank goes the other way.
            let tile_way = if dx.abs() > dy.abs() {
                if dx > 0.0 { Move::Right } else { Move::Left }
            } else if dy > 0.0 {
                Move::Down
            } else {
                Move::Up
            };
            dispatch(id, Msg::Play(tile_way.opposite()));
        }
    });
    listen(out, canvas, "keydown", move |e: KeyboardEvent| {
        let tile_way = match e.key().as_str() {
            "ArrowUp" => Move::Up,
            "ArrowDown" => Move::Down,
            "ArrowLeft" => Move::Left,
            "ArrowRight" => Move::Right,
            _ => return,
        };
        e.prevent_default();
        dispatch(id, Msg::Play(tile_way.opposite()));
    });
}

/// Refits the canvas when the component's box changes size (window, layout, host page).
fn observe_size(id: u32, i: &mut Instance) {
    if let Some((observer, _)) = i.resize.take() {
        observer.disconnect();
    }
    let closure = Closure::<dyn FnMut()>::new(move || {
        INSTANCES.with(|all| {
            if let Some(i) = all.borrow_mut().get_mut(&id) {
                i.renderer.fit(&i.state.board);
                i.needs_draw = true;
            }
        });
        render::request_frame(draw_all);
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(closure.as_ref().unchecked_ref()) {
        let boxed: &HtmlElement = i.parts.canvas.unchecked_ref();
        if let Some(parent) = boxed.parent_element() {
            observer.observe(&parent);
        }
        i.resize = Some((observer, closure));
    }
}

/// A repeating timer that stops when dropped.
struct Interval {
    handle: i32,
    _tick: Closure<dyn FnMut()>,
}

impl Interval {
    fn new(id: u32, ms: u32) -> Option<Interval> {
        let tick = Closure::<dyn FnMut()>::new(move || dispatch(id, Msg::Tick));
        let handle = web_sys::window()?
            .set_interval_with_callback_and_timeout_and_arguments_0(
                tick.as_ref().unchecked_ref(),
                i32::try_from(ms).unwrap_or(i32::MAX),
            )
            .ok()?;
        Some(Interval {
            handle,
            _tick: tick,
        })
    }
}

impl Drop for Interval {
    fn drop(&mut self) {
        if let Some(w) = web_sys::window() {
            w.clear_interval_with_handle(self.handle);
        }
    }
}

/// Whether the shared solver has a job queued or running.
pub fn solver_busy() -> bool {
    pool::busy()
}
