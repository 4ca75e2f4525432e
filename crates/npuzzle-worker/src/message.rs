//! The worker's side of `postMessage`: a [`Request`]'s bytes in (with the bytes of a helper's
//! tables beside them), a [`Response`]'s bytes out, and the clock replies are timed by.

use npuzzle_protocol::{Reply, Request, Response, Unreadable};
use wasm_bindgen::JsCast;
use web_sys::DedicatedWorkerGlobalScope;

/// This worker's global scope.
pub fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

/// Posts what this worker says about job `id` (to the page, or a helper's to its lead).
pub fn post(id: u32, reply: Reply) {
    let bytes = Response { id, reply }.encode();
    let _ = scope().post_message(&js_sys::Uint8Array::from(&bytes[..]));
}

/// A message's request, and the payload beside it: a message is the request's bytes, or an array
/// of them and the payload's.
pub fn read(data: &wasm_bindgen::JsValue) -> Result<(Request, Option<Vec<u8>>), Unreadable> {
    let (head, payload) = match data.dyn_ref::<js_sys::Array>() {
        Some(parts) => (
            parts.get(0),
            Some(js_sys::Uint8Array::new(&parts.get(1)).to_vec()),
        ),
        None => (data.clone(), None),
    };
    let head = head
        .dyn_into::<js_sys::Uint8Array>()
        .map_err(|_| Unreadable)?;
    Ok((Request::decode(&head.to_vec())?, payload))
}

/// Milliseconds on the worker's monotonic clock (`performance.now()`).
pub fn now_ms() -> f64 {
    scope()
        .performance()
        .map_or_else(js_sys::Date::now, |p| p.now())
}
