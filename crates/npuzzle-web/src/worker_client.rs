//! The page's side of one solver worker: spawn it (from a blob: URL when the component's assets
//! are on another origin, or the page's origin is opaque in a sandboxed frame, since `new Worker`
//! refuses a script from another origin), post requests, and terminate it (a synchronous search
//! cannot be interrupted otherwise).

use crate::dom::text_field;
use npuzzle_protocol::{Request, Response};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

/// Why a worker is gone or never came.
#[derive(Clone, Debug, PartialEq)]
pub enum WorkerError {
    /// It stopped (out of memory, a crash): what the browser said.
    Died(String),
    /// It could not load: what the browser said, and the page's Content-Security-Policy
    /// directive that refused it (empty if none did).
    NotLoaded { why: String, directive: String },
}

pub struct WorkerClient {
    worker: Worker,
    ready: bool,
    /// Asked to close itself: dropping it no longer terminates it.
    retired: bool,
    _handlers: [Closure<dyn FnMut(web_sys::Event)>; 2],
}

impl WorkerClient {
    /// Starts a worker from the assets at `assets` (an absolute folder URL ending in `/`);
    /// `on_response` receives everything it says (including `Ready`), `on_error` its death.
    /// With `compile_here`, the page downloads and compiles its wasm while the worker starts
    /// (where the worker shares the page's origin), and posts it the module.
    pub fn spawn(
        assets: &str,
        compile_here: bool,
        on_response: fn(Response),
        on_error: fn(WorkerError),
    ) -> Result<WorkerClient, JsValue> {
        watch_policy();
        REFUSED.with(|r| r.borrow_mut().clear());
        let worker = start(assets, compile_here)?;
        let message = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let data = e.unchecked_into::<MessageEvent>().data();
            // The loader's word that it failed (www/worker-loader.js), or a response's bytes.
            let field = |name: &str| text_field(&data, name);
            if let Some(why) = field("npuzzleLoadFailed") {
                let directive = field("directive").unwrap_or_default();
                return on_error(WorkerError::NotLoaded { why, directive });
            }
            let bytes = js_sys::Uint8Array::new(&data).to_vec();
            match Response::decode(&bytes) {
                Ok(r) => on_response(r),
                Err(err) => on_error(WorkerError::Died(err.to_string())),
            }
        });
        let error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let text = text_field(&e, "message");
            let directive = REFUSED.with(|r| r.borrow().clone());
            on_error(if directive.is_empty() {
                WorkerError::Died(text.unwrap_or_else(|| "the solver could not be loaded".into()))
            } else {
                // The page's policy refused the worker itself (an error event says no more).
                WorkerError::NotLoaded {
                    why: text.unwrap_or_default(),
                    directive,
                }
            });
        });
        worker.set_onmessage(Some(message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(error.as_ref().unchecked_ref()));
        Ok(WorkerClient {
            worker,
            ready: false,
            retired: false,
            _handlers: [message, error],
        })
    }

    /// Lets the worker go: it closes itself once its work after the last answer is done (a
    /// terminate would cut that short); nothing it says is heard any more.
    pub fn retire(mut self) {
        self.post(&Request {
            id: 0,
            job: npuzzle_protocol::Job::Retire,
        });
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.retired = true;
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

    /// Posts a request with a payload beside it (the bytes of [`npuzzle_protocol::Job::Tables`]).
    pub fn post_with(&self, request: &Request, payload: &js_sys::Uint8Array) {
        let head = js_sys::Uint8Array::from(&request.encode()[..]);
        let _ = self
            .worker
            .post_message(&js_sys::Array::of2(&head, payload));
    }
}

impl Drop for WorkerClient {
    fn drop(&mut self) {
        if !self.retired {
            self.worker.terminate();
        }
    }
}

/// The worker: from `worker_loader.js` by URL when it shares the page's origin, else (or if that
/// is refused) from a blob: made of the same loader with absolute URLs (`importScripts` may
/// cross origins; the wasm and the tables are fetched with CORS).
fn start(assets: &str, compile_here: bool) -> Result<Worker, JsValue> {
    let loader = format!("{assets}worker_loader.js");
    // The document's own origin: "null" in a frame sandboxed without allow-same-origin, where
    // `location.origin` still gives the URL's.
    let origin = web_sys::window()
        .and_then(|w| text_field(&w, "origin"))
        .unwrap_or_default();
    if web_sys::Url::new(&loader)?.origin() == origin {
        let loader = if compile_here {
            format!("{loader}?module=page")
        } else {
            loader
        };
        if let Ok(worker) = Worker::new(&loader) {
            if compile_here {
                crate::dom::compile_for(&worker, &format!("{assets}worker_bg.wasm"));
            }
            return Ok(worker);
        }
    }
    let source = include_str!("../../../www/worker-loader.js")
        .replace("__WORKER_JS__", &js_string(&format!("{assets}worker.js")))
        .replace(
            "__WORKER_WASM__",
            &js_string(&format!("{assets}worker_bg.wasm")),
        );
    let parts = js_sys::Array::of1(&JsValue::from_str(&source));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    Worker::new(&web_sys::Url::create_object_url_with_blob(&blob)?)
}

thread_local! {
    /// The directive of the page's policy that last refused a worker's script, since the last
    /// spawn ("" if none).
    static REFUSED: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
    static WATCHING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Listens (once per page) for the page's Content-Security-Policy refusing a worker: the
/// worker's error event does not say why.
fn watch_policy() {
    if WATCHING.with(|w| w.replace(true)) {
        return;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let listener = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
        let field = |name: &str| text_field(&e, name).unwrap_or_default();
        let directive = field("effectiveDirective");
        // Only what concerns a worker: the host page's other scripts are not ours to report.
        if directive == "worker-src"
            || directive == "child-src"
            || field("blockedURI").starts_with("blob")
        {
            REFUSED.with(|r| *r.borrow_mut() = directive);
        }
    });
    let _ = document.add_event_listener_with_callback(
        "securitypolicyviolation",
        listener.as_ref().unchecked_ref(),
    );
    listener.forget(); // as long as the page
}

/// A JavaScript string literal (JSON's is one).
fn js_string(s: &str) -> String {
    js_sys::JSON::stringify(&JsValue::from_str(s))
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_default()
}
