//! The helper workers: started from a blob: URL (the lead may itself run from one), sent the
//! search's tables once, handed runs of subtrees as they have room, and their answers read; and a
//! helper's own side, searching a run it was handed.

use super::runs::{ROUND, Run, put_back, ran, take};
use crate::SOLVER;
use npuzzle_core::split::Searched;
use npuzzle_core::{Board, GoalSpec, Move, NoControl, SolveOptions, Stats};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

/// Runs a helper holds at once: the next one waits in its queue while it searches one, so it never
/// waits for the lead to read its answer.
const RUNS_AHEAD: usize = 2;

/// A run of subtrees for a helper, as bytes (postcard) in `{npuzzleTask}`.
#[derive(Serialize, Deserialize)]
pub struct Task {
    serial: u32,
    run: u32,
    board: Board,
    goal: Board,
    bound: u32,
    subtrees: Vec<Vec<Move>>,
}

/// A helper's answer for a run, as bytes in `{npuzzleRan}`.
#[derive(Serialize, Deserialize)]
pub struct Ran {
    serial: u32,
    run: u32,
    searched: Result<Searched, String>,
    expanded: u64,
    generated: u64,
}

pub(super) struct Helper {
    pub worker: Worker,
    ready: bool,
    dead: bool,
    /// Whether it was sent the search's tables.
    has_tables: bool,
    /// Runs of the current iteration it was handed and has not answered.
    busy: usize,
    _handlers: [Closure<dyn FnMut(web_sys::Event)>; 2],
}

thread_local! {
    pub(super) static HELPERS: RefCell<Vec<Helper>> = const { RefCell::new(Vec::new()) };
    /// The tables of the search in hand, copied once for every helper.
    pub(super) static TABLES: RefCell<Option<js_sys::Uint8Array>> = const { RefCell::new(None) };
}

/// Whether a helper is ready to search.
pub(super) fn any_ready() -> bool {
    HELPERS.with(|h| h.borrow().iter().any(|helper| helper.ready && !helper.dead))
}

/// Hands runs to the helpers that are ready, hold the tables and have room in their queue.
pub(super) fn pump() {
    let Some(bytes) = TABLES.with(|t| t.borrow().clone()) else {
        return;
    };
    let (serial, board, goal, bound) = ROUND.with(|r| {
        let r = r.borrow();
        (r.serial, r.board.clone(), r.goal.clone(), r.bound)
    });
    HELPERS.with(|h| {
        for (k, helper) in h.borrow_mut().iter_mut().enumerate() {
            if !helper.ready || helper.dead {
                continue;
            }
            if !helper.has_tables {
                let message = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&message, &"npuzzleTables".into(), &bytes);
                let _ = helper.worker.post_message(&message);
                helper.has_tables = true;
            }
            let (Some(board), Some(goal)) = (&board, &goal) else {
                continue;
            };
            while helper.busy < RUNS_AHEAD {
                let Some((run, subtrees)) = take(Some(k)) else {
                    return;
                };
                let task = Task {
                    serial,
                    run: run as u32,
                    board: board.clone(),
                    goal: goal.clone(),
                    bound,
                    subtrees,
                };
                let bytes = postcard::to_allocvec(&task).unwrap_or_default();
                let message = js_sys::Object::new();
                let bytes = js_sys::Uint8Array::from(&bytes[..]);
                let _ = js_sys::Reflect::set(&message, &"npuzzleTask".into(), &bytes);
                let _ = helper.worker.post_message(&message);
                helper.busy += 1;
            }
        }
    });
}

/// Starts helpers until `wanted` are alive (each loads the wasm and says `Ready`). Those that
/// died stay in the list, terminated, so that each helper's place (its handlers know it) never
/// changes. A helper that cannot start (a policy, no memory) leaves the search to the others.
pub(super) fn start_helpers(wanted: usize, assets: &str) {
    let alive = HELPERS.with(|h| h.borrow().iter().filter(|helper| !helper.dead).count());
    for _ in alive..wanted {
        match spawn(assets) {
            Ok(helper) => HELPERS.with(|h| h.borrow_mut().push(helper)),
            Err(_) => break,
        }
    }
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
        let ran = js_sys::Reflect::get(&data, &"npuzzleRan".into()).ok();
        match ran.filter(|v| v.is_object()) {
            Some(bytes) => {
                let bytes = js_sys::Uint8Array::new(&bytes).to_vec();
                if let Ok(ran) = postcard::from_bytes::<Ran>(&bytes) {
                    answered(index, ran);
                }
            }
            // Any other word from a helper is its `Ready`.
            None => HELPERS.with(|h| {
                if let Some(helper) = h.borrow_mut().get_mut(index) {
                    helper.ready = true;
                }
            }),
        }
        pump();
    });
    let error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
        HELPERS.with(|h| {
            if let Some(helper) = h.borrow_mut().get_mut(index) {
                helper.dead = true;
                helper.worker.terminate();
            }
        });
        put_back(Some(index));
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

/// A helper's answer: its queue has room again; the run is done if it is of this iteration.
fn answered(index: usize, ran: Ran) {
    HELPERS.with(|h| {
        if let Some(helper) = h.borrow_mut().get_mut(index) {
            helper.busy = helper.busy.saturating_sub(1);
        }
    });
    let current = ROUND.with(|r| r.borrow().serial) == ran.serial;
    if !current {
        return;
    }
    match ran.searched {
        Ok(searched) => ran_by(
            index,
            ran.run as usize,
            searched,
            ran.expanded,
            ran.generated,
        ),
        // A run it could not search (no tables): another takes it.
        Err(_) => put_back(Some(index)),
    }
}

fn ran_by(index: usize, run: usize, searched: Searched, expanded: u64, generated: u64) {
    let theirs = ROUND
        .with(|r| matches!(r.borrow().runs.get(run), Some(Run::Busy(Some(w), _)) if *w == index));
    if theirs {
        ran(run, searched, expanded, generated);
    }
}

/// A helper's side: searches a run of subtrees with the tables it was sent; the answer to post.
pub fn search_task(bytes: &[u8]) -> Option<js_sys::Object> {
    let task: Task = postcard::from_bytes(bytes).ok()?;
    let options = SolveOptions {
        goal: GoalSpec::Custom(task.goal.clone()),
        ..SolveOptions::default()
    };
    let result = SOLVER.with(|s| {
        s.borrow().search_subtrees(
            &task.board,
            &options,
            task.bound,
            &task.subtrees,
            &mut NoControl,
        )
    });
    let (searched, stats) = match result {
        Ok((searched, stats)) => (Ok(searched), stats),
        Err(e) => (Err(e.to_string()), Stats::default()),
    };
    let ran = Ran {
        serial: task.serial,
        run: task.run,
        searched,
        expanded: stats.expanded,
        generated: stats.generated,
    };
    let bytes = postcard::to_allocvec(&ran).ok()?;
    let message = js_sys::Object::new();
    let bytes = js_sys::Uint8Array::from(&bytes[..]);
    js_sys::Reflect::set(&message, &"npuzzleRan".into(), &bytes).ok()?;
    Some(message)
}
