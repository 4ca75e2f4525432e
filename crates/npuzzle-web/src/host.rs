//! What the host page hears: `npuzzle-*` DOM events on the host element, and inside an iframe,
//! `{source: "npuzzle", type, detail}` messages to the parent window.

use npuzzle_app::state::{Event, HostSolution};
use npuzzle_core::{Move, Tile};
use wasm_bindgen::prelude::*;
use web_sys::EventTarget;

/// An `npuzzle-*` DOM event on `host` (and, inside an iframe, a message to the parent). Taken by
/// value: an answer's lists (800,000 moves on a 64×64) move into the event, not copied.
pub fn emit(host: &EventTarget, event: Event, post_to_parent: bool) {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    let Ok(detail) = serde::Serialize::serialize(&event, &serializer) else {
        return;
    };
    let name = event.name();
    if let Event::Result { solution, .. } | Event::Improved { solution, .. } = event
        && let Ok(object) = js_sys::Reflect::get(&detail, &"solution".into())
    {
        if post_to_parent && solution.moves.len() > CHUNK {
            // `postMessage` copies the lists at once: a long solution's are made a chunk per
            // task first, then the event goes out.
            let host = host.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let (moves, tiles) = lists_in_tasks(&solution).await;
                let _ = js_sys::Reflect::set(&object, &"moves".into(), &moves);
                let _ = js_sys::Reflect::set(&object, &"tiles".into(), &tiles);
                dispatch(&host, name, &detail, post_to_parent);
            });
            return;
        }
        // Made when first read: most pages never read them, and 800,000 moves made into
        // JavaScript on every answer were most of the garbage collected during a playback.
        let HostSolution { moves, tiles, .. } = solution;
        lazy(&object, "moves", move || move_list(&moves));
        lazy(&object, "tiles", move || tile_list(&tiles));
    }
    dispatch(host, name, &detail, post_to_parent);
}

/// `object[key]` as an accessor that makes its value on the first read and then becomes a plain
/// property holding it (writable, as it was before it was made lazily); a write before any read
/// makes it that value. On an object frozen or sealed before the first read (as immer and other
/// stores keep what they hold) it cannot become a property: it stays the accessor, returning
/// the value made once, and a write changes nothing, as on any frozen object. The accessor
/// reaches `object` through a weak reference: a strong one, held by wasm-bindgen's table, would
/// keep every answer never read alive.
fn lazy(object: &JsValue, key: &'static str, make: impl FnOnce() -> js_sys::Array + 'static) {
    let object: &js_sys::Object = object.unchecked_ref();
    let weak = js_sys::WeakRef::new(object);
    let settle = move |value: &JsValue| {
        if let Some(object) = weak.deref() {
            define(
                &object,
                key,
                &[("value", value), ("writable", &JsValue::TRUE)],
            );
        }
    };
    let settle_on_write = settle.clone();
    let mut make = Some(make);
    let mut made = JsValue::UNDEFINED;
    let get = Closure::<dyn FnMut() -> JsValue>::new(move || {
        if let Some(m) = make.take() {
            made = m().into();
        }
        settle(&made);
        made.clone()
    });
    let set = Closure::<dyn FnMut(JsValue)>::new(move |value: JsValue| settle_on_write(&value));
    define(
        object,
        key,
        &[("get", &get.into_js_value()), ("set", &set.into_js_value())],
    );
}

/// `Reflect.defineProperty(object, key, {...fields, enumerable: true, configurable: true})`:
/// on a frozen object it does nothing (`Object.defineProperty` would throw).
fn define(object: &js_sys::Object, key: &str, fields: &[(&str, &JsValue)]) {
    let descriptor = js_sys::Object::new();
    for (name, value) in fields.iter().chain(&[
        ("enumerable", &JsValue::TRUE),
        ("configurable", &JsValue::TRUE),
    ]) {
        let _ = js_sys::Reflect::set(&descriptor, &(*name).into(), value);
    }
    let _ = js_sys::Reflect::define_property(object, &key.into(), &descriptor);
}

/// Dispatches the DOM event and posts the message.
fn dispatch(host: &EventTarget, name: &str, detail: &JsValue, post_to_parent: bool) {
    let init = web_sys::CustomEventInit::new();
    init.set_detail(detail);
    init.set_bubbles(true);
    init.set_composed(true);
    if let Ok(e) = web_sys::CustomEvent::new_with_event_init_dict(name, &init) {
        let _ = host.dispatch_event(&e);
    }
    if post_to_parent {
        post_to_parent_window(name, detail);
    }
}

/// `{source: "npuzzle", type, detail}` to the parent window.
pub fn post_to_parent_window(kind: &str, detail: &JsValue) {
    let Some(parent) = web_sys::window().and_then(|w| w.parent().ok().flatten()) else {
        return;
    };
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"source".into(), &"npuzzle".into());
    let _ = js_sys::Reflect::set(&message, &"type".into(), &kind.into());
    let _ = js_sys::Reflect::set(&message, &"detail".into(), detail);
    // Events carry no secrets and the host's origin is unknown: any parent may listen.
    let _ = parent.post_message(&message, "*");
}

/// Moves made into JavaScript per call (also under the engines' limit on the arguments of one
/// call, which `push` takes them as).
const CHUNK: usize = 4_096;
/// How long one task goes on making lists before it lets the page draw and answer: cut by time,
/// not by count, so a slow or busy machine (a phone, a laptop compiling) makes shorter pieces.
const SLICE_MS: f64 = 8.0;

/// Moves (`["up", "left", …]`) as a JavaScript array, made by one call into JavaScript: 800,000
/// moves element by element would hold the page up for most of a second.
fn move_list(moves: &[Move]) -> js_sys::Array {
    if moves.is_empty() {
        return js_sys::Array::new();
    }
    let names: Vec<&str> = moves.iter().map(|m| m.name()).collect();
    js_sys::JsString::from(names.join(",")).split(",")
}

/// The tiles that slid, as a JavaScript array (through one typed-array copy).
fn tile_list(tiles: &[Tile]) -> js_sys::Array {
    js_sys::Array::from(&js_sys::Uint16Array::from(tiles))
}

/// [`move_list`] and [`tile_list`] a piece at a time, letting the page draw and answer whenever
/// [`SLICE_MS`] have passed, so no task holds the page up.
async fn lists_in_tasks(s: &HostSolution) -> (js_sys::Array, js_sys::Array) {
    let (moves, tiles) = (js_sys::Array::new(), js_sys::Array::new());
    // `push(...chunk)`: each chunk is copied once, not the whole list again (as `concat` would).
    let push = |to: &js_sys::Array, chunk: &js_sys::Array| {
        if let Ok(push) = js_sys::Reflect::get(to, &"push".into()) {
            let push: js_sys::Function = wasm_bindgen::JsCast::unchecked_into(push);
            let _ = push.apply(to, chunk);
        }
    };
    let now = || js_sys::Date::now();
    // First a new task: the answer's own task (its update, the list) has work enough.
    let mut began = f64::NEG_INFINITY;
    for (m, t) in s.moves.chunks(CHUNK).zip(s.tiles.chunks(CHUNK)) {
        if now() - began >= SLICE_MS {
            next_task().await;
            began = now();
        }
        push(&moves, &move_list(m));
        push(&tiles, &tile_list(t));
    }
    (moves, tiles)
}

/// Resolves in a later task, letting the page draw and answer in between: `scheduler.yield()`
/// where the browser has it (the page's work then goes on ahead of other pages' tasks), else a
/// zero timeout.
async fn next_task() {
    let scheduler = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"scheduler".into()).ok())
        .filter(|s| s.is_object());
    let yielded = scheduler.and_then(|s| {
        let f = js_sys::Reflect::get(&s, &"yield".into()).ok()?;
        let f: &js_sys::Function = f.dyn_ref()?;
        f.call0(&s).ok()?.dyn_into::<js_sys::Promise>().ok()
    });
    let promise = yielded.unwrap_or_else(|| {
        js_sys::Promise::new(&mut |resolve, _| {
            let later = web_sys::window().and_then(|w| {
                w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0)
                    .ok()
            });
            if later.is_none() {
                let _ = resolve.call0(&JsValue::NULL);
            }
        })
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
