//! The helper workers, from the lead's side: started from a blob: URL (the lead may itself run
//! from one), sent the search's tables once, handed runs of the iteration in hand as they have
//! room, and their answers read into its [`Round`].

use npuzzle_core::handover::Round;
use npuzzle_core::{Board, Move, Stats};
use npuzzle_protocol::{Job, Ran, Reply, Request, Response, Run};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

/// Runs a helper holds at once: the next one waits in its queue while it searches one, so it never
/// waits for the lead to read its answer.
const RUNS_AHEAD: usize = 2;

/// The iteration being searched, as the helpers' runs are made of it.
#[derive(Default)]
pub(super) struct Iteration {
    /// Its serial number: answers of an earlier one are dropped.
    serial: u32,
    board: Option<Board>,
    goal: Option<Board>,
    bound: u32,
    /// Its runs, and who has each.
    pub round: Round,
}

struct Helper {
    worker: Worker,
    ready: bool,
    dead: bool,
    /// Whether it was sent the search's tables.
    has_tables: bool,
    /// Runs of the current iteration it was handed and has not answered.
    busy: usize,
    _handlers: [Closure<dyn FnMut(web_sys::Event)>; 2],
}

thread_local! {
    pub(super) static ROUND: RefCell<Iteration> = RefCell::new(Iteration::default());
    static HELPERS: RefCell<Vec<Helper>> = const { RefCell::new(Vec::new()) };
    /// The tables of the search in hand, copied once for every helper.
    static TABLES: RefCell<Option<js_sys::Uint8Array>> = const { RefCell::new(None) };
}

/// Keeps the search's tables for the helpers (a JavaScript copy: the lead's wasm memory never
/// shrinks, so the bytes leave it at once).
pub(super) fn hold_tables(bytes: Vec<u8>) {
    TABLES.set(Some(js_sys::Uint8Array::from(&bytes[..])));
}

/// A new iteration: its subtrees in runs of `per_run`.
pub(super) fn new_round(
    board: &Board,
    goal: &Board,
    bound: u32,
    subtrees: &[Vec<Move>],
    per_run: usize,
) {
    ROUND.with(|r| {
        let mut r = r.borrow_mut();
        r.serial = r.serial.wrapping_add(1);
        r.board = Some(board.clone());
        r.goal = Some(goal.clone());
        r.bound = bound;
        r.round = Round::new(subtrees, per_run);
    });
}

/// Whether a helper is ready to search.
pub(super) fn any_ready() -> bool {
    HELPERS.with(|h| h.borrow().iter().any(|helper| helper.ready && !helper.dead))
}

/// Hands runs to the helpers that are ready, hold the tables and have room in their queue.
pub(super) fn pump() {
    let Some(tables) = TABLES.with(|t| t.borrow().clone()) else {
        return;
    };
    HELPERS.with(|h| {
        for (k, helper) in h.borrow_mut().iter_mut().enumerate() {
            if !helper.ready || helper.dead {
                continue;
            }
            if !helper.has_tables {
                let parts = js_sys::Array::of2(&encode(0, Job::Tables), &tables);
                let _ = helper.worker.post_message(&parts);
                helper.has_tables = true;
            }
            while helper.busy < RUNS_AHEAD {
                let Some(run) = next_run(k) else {
                    return;
                };
                let _ = helper.worker.post_message(&encode(0, Job::Run(run)));
                helper.busy += 1;
            }
        }
    });
}

/// The next run of the iteration, taken by helper `k`.
fn next_run(k: usize) -> Option<Run> {
    ROUND.with(|r| {
        let mut r = r.borrow_mut();
        let (index, subtrees) = r.round.take(Some(k))?;
        Some(Run {
            serial: r.serial,
            index: index as u32,
            board: r.board.clone()?,
            goal: r.goal.clone()?,
            bound: r.bound,
            subtrees,
        })
    })
}

fn encode(id: u32, job: Job) -> js_sys::Uint8Array {
    js_sys::Uint8Array::from(&Request { id, job }.encode()[..])
}

/// Starts helpers until `wanted` are alive (each loads the wasm and says `Ready`). Those that
/// died stay in the list, terminated, so that each helper's place (its handlers know it) never
/// changes. A helper that cannot start (a policy, no memory) leaves the search to the others.
pub(super) fn start(wanted: usize, assets: &str) {
    let alive = HELPERS.with(|h| h.borrow().iter().filter(|helper| !helper.dead).count());
    for _ in alive..wanted {
        match spawn(assets) {
            Ok(helper) => HELPERS.with(|h| h.borrow_mut().push(helper)),
            Err(_) => break,
        }
    }
}

/// Ends every helper and forgets the search's tables and runs.
pub(super) fn let_go() {
    for helper in HELPERS.take() {
        helper.worker.terminate();
        // No message reaches a handler dropped with it.
        helper.worker.set_onmessage(None);
        helper.worker.set_onerror(None);
    }
    TABLES.set(None);
    ROUND.with(|r| r.borrow_mut().round = Round::default());
}

fn spawn(assets: &str) -> Result<Helper, JsValue> {
    // Absolute URLs: a blob: worker resolves nothing relative.
    let loader = format!(
        "importScripts({js:?});wasm_bindgen({{module_or_path:{wasm:?}}});",
        js = format!("{assets}worker.js"),
        wasm = format!("{assets}worker_bg.wasm"),
    );
    let parts = js_sys::Array::of1(&loader.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let worker = Worker::new(&url);
    let _ = web_sys::Url::revoke_object_url(&url);
    let worker = worker?;
    let index = HELPERS.with(|h| h.borrow().len());
    let message = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        let data = e.unchecked_into::<MessageEvent>().data();
        let bytes = js_sys::Uint8Array::new(&data).to_vec();
        match Response::decode(&bytes).map(|r| r.reply) {
            Ok(Reply::Ready) => with_helper(index, |helper| helper.ready = true),
            Ok(Reply::Ran(ran)) => answered(index, ran),
            _ => {}
        }
        pump();
    });
    let error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
        with_helper(index, |helper| {
            helper.dead = true;
            helper.worker.terminate();
        });
        ROUND.with(|r| r.borrow_mut().round.put_back(Some(index)));
    });
    worker.set_onmessage(Some(message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(error.as_ref().unchecked_ref()));
    Ok(Helper {
        worker,
        ready: false,
        dead: false,
        has_tables: false,
        busy: 0,
        _handlers: [message, error],
    })
}

fn with_helper(index: usize, f: impl FnOnce(&mut Helper)) {
    HELPERS.with(|h| {
        if let Some(helper) = h.borrow_mut().get_mut(index) {
            f(helper);
        }
    });
}

/// A helper's answer: its queue has room again; the run is done if it is of this iteration.
fn answered(index: usize, ran: Ran) {
    with_helper(index, |helper| helper.busy = helper.busy.saturating_sub(1));
    ROUND.with(|r| {
        let mut r = r.borrow_mut();
        if r.serial != ran.serial {
            return;
        }
        let stats = Stats {
            expanded: ran.expanded,
            generated: ran.generated,
            ..Stats::default()
        };
        match ran.searched {
            Ok(searched) => r
                .round
                .ran(Some(index), ran.index as usize, searched, &stats),
            // A run it could not search (no tables): another takes it.
            Err(_) => r.round.put_back(Some(index)),
        }
    });
}
