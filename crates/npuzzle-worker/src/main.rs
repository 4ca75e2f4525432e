//! The solver worker: one decode, one `match` on the job, one reply. It runs the page's jobs with
//! the core (a search, a recording, the experiment, a formula's check), posting progress as it
//! goes; a long search it may hand to helper workers it starts itself ([`handover`]), which are
//! workers of this same wasm taking [`Job::Run`]s. The page cancels a search this worker runs
//! itself by terminating it, so nothing here listens during one.

mod handover;
mod jobs;
mod message;
mod table_cache;
mod tables;

use npuzzle_core::{Shape, Solver, TableKind};
use npuzzle_protocol::{Job, Reply, Request, Site};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

thread_local! {
    /// Kept for the worker's life, so tables (3×3 distances, 4×4 pattern databases) are built once.
    /// A cancelled job terminates the worker, and with it a half-built table.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
    /// The site this worker serves (the page's `Setup`, before any other job).
    static SITE: RefCell<Site> = RefCell::new(Site::default());
}

/// Bytes of this worker's wasm memory (it only grows): for tests and diagnostics.
#[wasm_bindgen]
pub fn wasm_memory_bytes() -> f64 {
    wasm_bindgen::memory()
        .unchecked_into::<js_sys::WebAssembly::Memory>()
        .buffer()
        .unchecked_into::<js_sys::ArrayBuffer>()
        .byte_length() as f64
}

/// Which build this worker is: `"first"` (the first answer's, compiled for size) or `"solver"`
/// (for tests and diagnostics).
#[wasm_bindgen]
pub fn build() -> String {
    if cfg!(feature = "first") {
        "first"
    } else {
        "solver"
    }
    .to_string()
}

/// Which pattern databases the worker holds for a shape: `"quick"`, `"full"` or `""` (for tests
/// and diagnostics).
#[wasm_bindgen]
pub fn held_tables(rows: usize, cols: usize) -> String {
    Shape::new(rows, cols)
        .ok()
        .and_then(|shape| SOLVER.with(|s| s.borrow().holds_tables(shape)))
        .map_or("", TableKind::name)
        .to_string()
}

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let on_message =
        Closure::<dyn Fn(MessageEvent)>::new(|event: MessageEvent| {
            match message::read(&event.data()) {
                Ok((request, payload)) => run(request, payload),
                Err(unreadable) => message::post(0, Reply::Failed(unreadable.to_string())),
            }
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget(); // as long as the worker
    message::post(0, Reply::Ready);
}

/// Runs one job (`payload`: the bytes that ride beside a [`Job::Tables`]).
fn run(Request { id, job }: Request, payload: Option<Vec<u8>>) {
    match job {
        Job::Setup(site) => SITE.with(|s| *s.borrow_mut() = site),
        Job::Solve(search) => wasm_bindgen_futures::spawn_local(jobs::solve(id, search)),
        Job::Trace {
            search,
            events,
            formula,
        } => message::post(id, jobs::trace(id, &search, events, formula.as_deref())),
        Job::Experiment(plan) => jobs::experiment(id, &plan),
        Job::Check { goal, formula } => message::post(id, jobs::check(&goal, &formula)),
        Job::Cancel => handover::cancel(id),
        // Tables the page fetched ahead, or a helper's side of a hand-over: the lead's tables,
        // then runs of subtrees.
        Job::Tables => {
            let bytes = payload.unwrap_or_default();
            let _ = SOLVER.with(|s| s.borrow_mut().import_tables(&bytes));
        }
        Job::Retire => wasm_bindgen_futures::spawn_local(tables::retire()),
        Job::Complete { rows, cols } => {
            if let Ok(shape) = Shape::new(rows.into(), cols.into()) {
                wasm_bindgen_futures::spawn_local(tables::complete(shape));
            }
        }
        Job::Run(run) => message::post(id, Reply::Ran(handover::search_run(run))),
    }
}
