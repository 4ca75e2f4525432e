//! The page's side of the solver worker: spawn it, queue a job until it is ready, and cancel by
//! terminating it and starting a fresh one (a synchronous search cannot be interrupted otherwise).

use crate::protocol::{Request, Response};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

/// Loader written by Trunk (`data-loader-shim`), relative to the page so any base path works.
const WORKER_URL: &str = "./worker_loader.js";

pub struct WorkerClient {
    worker: Worker,
    ready: bool,
    queued: Option<Request>,
    on_response: fn(Response),
    _handlers: [Closure<dyn FnMut(web_sys::Event)>; 2],
}

impl WorkerClient {
    /// Starts a worker; `on_response` receives everything it says (including `Ready`).
    pub fn spawn(on_response: fn(Response), on_error: fn(String)) -> Result<WorkerClient, JsValue> {
        let worker = Worker::new(WORKER_URL)?;
        let message = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let data = e.unchecked_into::<MessageEvent>().data();
            match serde_wasm_bindgen::from_value::<Response>(data) {
                Ok(r) => on_response(r),
                Err(err) => on_error(format!("unreadable message from the solver: {err}")),
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
            queued: None,
            on_response,
            _handlers: [message, error],
        })
    }

    pub fn send(&mut self, request: Request) {
        if self.ready {
            self.post(&request);
        } else {
            self.queued = Some(request);
        }
    }

    pub fn mark_ready(&mut self) {
        self.ready = true;
        if let Some(r) = self.queued.take() {
            self.post(&r);
        }
    }

    /// Whether the worker has loaded and said so.
    pub fn is_ready(&self) -> bool {
        self.ready
    }

    /// Stops the worker for good.
    pub fn terminate(&self) {
        self.worker.terminate();
    }

    /// Stops whatever runs now and replaces the worker with a fresh one.
    pub fn restart(&mut self, on_error: fn(String)) {
        self.worker.terminate();
        match WorkerClient::spawn(self.on_response, on_error) {
            Ok(fresh) => *self = fresh,
            Err(_) => on_error("the solver could not be restarted".into()),
        }
    }

    fn post(&self, request: &Request) {
        let serializer = serde_wasm_bindgen::Serializer::json_compatible();
        if let Ok(value) = serde::Serialize::serialize(request, &serializer) {
            let _ = self.worker.post_message(&value);
        }
    }
}
