//! The page's side of one solver worker: spawn it (from a blob: URL when the component's assets
//! are on another origin, since `new Worker` refuses a cross-origin script), post requests, and
//! terminate it (a synchronous search cannot be interrupted otherwise).

use crate::protocol::{Request, Response};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

pub struct WorkerClient {
    worker: Worker,
    ready: bool,
    _handlers: [Closure<dyn FnMut(web_sys::Event)>; 2],
}

impl WorkerClient {
    /// Starts a worker from the assets at `assets` (an absolute folder URL ending in `/`);
    /// `on_response` receives everything it says (including `Ready`), `on_error` its death.
    pub fn spawn(
        assets: &str,
        on_response: fn(Response),
        on_error: fn(String),
    ) -> Result<WorkerClient, JsValue> {
        let worker = Worker::new(&worker_url(assets)?)?;
        let message = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let data = e.unchecked_into::<MessageEvent>().data();
            let bytes = js_sys::Uint8Array::new(&data).to_vec();
            match Response::decode(&bytes) {
                Ok(r) => on_response(r),
                Err(err) => on_error(err),
            }
        });
        let error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let text = js_sys::Reflect::get(&e, &"message".into())
                .ok()
                .and_then(|m| m.as_string());
            on_error(text.unwrap_or_else(|| "the solver could not be loaded".into()));
        });
        worker.set_onmessage(Some(message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(error.as_ref().unchecked_ref()));
        Ok(WorkerClient {
            worker,
            ready: false,
            _handlers: [message, error],
        })
    }

    pub fn mark_ready(&mut self) {
        self.ready = true;
    }

    /// Whether the worker has loaded and said so.
    pub fn is_ready(&self) -> bool {
        self.ready
    }

    pub fn post(&self, request: &Request) {
        let bytes = js_sys::Uint8Array::from(&request.encode()[..]);
        let _ = self.worker.post_message(&bytes);
    }
}

impl Drop for WorkerClient {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// Trunk's loader (`data-loader-shim`) when the assets share the page's origin; otherwise a
/// blob: script that loads the same files by absolute URL (`importScripts` may cross origins;
/// the wasm and the tables are fetched with CORS).
fn worker_url(assets: &str) -> Result<String, JsValue> {
    let loader = format!("{assets}worker_loader.js");
    let page_origin = web_sys::window()
        .map(|w| w.location().origin())
        .transpose()?
        .unwrap_or_default();
    if web_sys::Url::new(&loader)?.origin() == page_origin {
        return Ok(loader);
    }
    let source = format!(
        "importScripts({js});wasm_bindgen({wasm});",
        js = js_string(&format!("{assets}worker.js")),
        wasm = js_string(&format!("{assets}worker_bg.wasm")),
    );
    let parts = js_sys::Array::of1(&JsValue::from_str(&source));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    web_sys::Url::create_object_url_with_blob(&blob)
}

/// A JavaScript string literal (JSON's is one).
fn js_string(s: &str) -> String {
    js_sys::JSON::stringify(&JsValue::from_str(s))
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_default()
}
