//! The mounted components and the one way work reaches them: [`dispatch`] queues a message and
//! the outermost call runs the queue, so a host's listener calling a method, or the solver
//! answering at once, never re-enters a component mid-update. The component module registers
//! how one piece of work is done ([`set_handler`]); the solver pool and the views only dispatch.

use crate::render::Renderer;
use crate::view::View;
use npuzzle_app::state::{Msg, State};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::EventTarget;

/// Work for a component.
pub enum Op {
    /// A message.
    Msg(u32, Msg),
    /// Take it down.
    Unmount(u32),
}

/// One mounted component.
pub struct Instance {
    /// Its state.
    pub state: State,
    /// Its DOM.
    pub view: View,
    /// Its canvas.
    pub renderer: Renderer,
    /// Where its events go.
    pub host: EventTarget,
    /// What tells its regions from another component's.
    pub name: Option<crate::view::Name>,
    /// Also post events to the parent window.
    pub post_to_parent: bool,
    /// Listeners that outlive a relabel's new view (the canvas's are rebuilt with it).
    pub listeners: Vec<crate::view::Listener>,
    /// The timer, while something moves by itself, with its period.
    pub timer: Option<(Interval, u32)>,
    /// Refits the canvas when its box changes size.
    pub resize: Option<(web_sys::ResizeObserver, Closure<dyn FnMut()>)>,
    /// The canvas must be drawn again.
    pub needs_draw: bool,
    /// The canvas is to be fitted to its box and the theme read again, in the next frame.
    pub needs_fit: bool,
    /// Playback started: the board is to be scrolled into view, in the next frame.
    pub board_to_view: bool,
    /// Keyboard focus kept through updates.
    pub focus: crate::focus::Keeper,
}

thread_local! {
    /// The mounted components by id: a handful per page, so a vector (and no ordered map's code
    /// in the wasm).
    static INSTANCES: RefCell<Vec<(u32, Instance)>> = const { RefCell::new(Vec::new()) };
    static QUEUE: RefCell<VecDeque<Op>> = const { RefCell::new(VecDeque::new()) };
    static RUNNING: Cell<bool> = const { Cell::new(false) };
    static HANDLER: Cell<Option<fn(Op)>> = const { Cell::new(None) };
}

/// How work is done (the component module's `step`), set once.
pub fn set_handler(handler: fn(Op)) {
    HANDLER.with(|h| h.set(Some(handler)));
}

/// Sends a message to a component (no-op once it is gone).
pub fn dispatch(id: u32, msg: Msg) {
    run(Op::Msg(id, msg));
}

/// Takes a component down.
pub fn unmount(id: u32) {
    run(Op::Unmount(id));
}

/// Does `op`, then whatever arrived meanwhile. Re-entrant calls only queue their work.
fn run(op: Op) {
    QUEUE.with(|q| q.borrow_mut().push_back(op));
    if RUNNING.with(|r| r.replace(true)) {
        return;
    }
    while let Some(op) = QUEUE.with(|q| q.borrow_mut().pop_front()) {
        if let Some(handler) = HANDLER.with(Cell::get) {
            handler(op);
        }
    }
    RUNNING.with(|r| r.set(false));
}

/// Adds a component.
pub fn insert(id: u32, instance: Instance) {
    INSTANCES.with(|all| all.borrow_mut().push((id, instance)));
}

/// Removes a component.
pub fn remove(id: u32) -> Option<Instance> {
    INSTANCES.with(|all| {
        let mut all = all.borrow_mut();
        let at = all.iter().position(|(i, _)| *i == id)?;
        Some(all.remove(at).1)
    })
}

/// The component mounted on `root`, if any.
pub fn on_root(root: &web_sys::Element) -> Option<u32> {
    INSTANCES.with(|all| {
        all.borrow()
            .iter()
            .find(|(_, x)| x.view.root == *root)
            .map(|(id, _)| *id)
    })
}

/// Runs `f` on component `id`, if it is mounted.
pub fn with<R>(id: u32, f: impl FnOnce(&mut Instance) -> R) -> Option<R> {
    INSTANCES.with(|all| {
        let mut all = all.borrow_mut();
        all.iter_mut().find(|(i, _)| *i == id).map(|(_, x)| f(x))
    })
}

/// Every mounted component's id.
pub fn ids() -> Vec<u32> {
    INSTANCES.with(|all| all.borrow().iter().map(|(id, _)| *id).collect())
}

/// Runs `f` on every component.
pub fn each(mut f: impl FnMut(&mut Instance)) {
    INSTANCES.with(|all| all.borrow_mut().iter_mut().for_each(|(_, x)| f(x)));
}

/// A repeating timer that sends [`Msg::Tick`] to its component, and stops when dropped.
pub struct Interval {
    handle: i32,
    _tick: Closure<dyn FnMut()>,
}

impl Interval {
    /// Ticks component `id` every `ms` milliseconds.
    pub fn new(id: u32, ms: u32) -> Option<Interval> {
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
