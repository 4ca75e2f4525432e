//! One long search on several workers. A solve stopped at `Control::share` (an iteration of a
//! million nodes or more ahead) is finished here: this worker (the lead) cuts each iteration into
//! subtrees, hands runs of them to helper workers it starts itself, one helper per worker asked,
//! and keeps the answer of the first subtree in order that has one: the answer one worker gives
//! alone. The lead searches only until a helper is ready: a run it searched would hold back the
//! helpers' answers, and their next runs, for as long as it takes (measured: 1.24× with 2
//! workers on 2 cores when it searched too).
//!
//! Helpers are workers of this same wasm, started from a blob: URL (the lead may itself run from
//! one). Each holds its own copy of the tables, sent once by the lead: no SharedArrayBuffer, so a
//! course site embedding us needs no cross-origin isolation. The search goes on in the background
//! (`Handed`): the lead takes the page's next jobs meanwhile, and a cancel is a word from the page.
//! Helpers end with the search; a lead the page terminates takes its helpers with it.

use crate::SOLVER;
use npuzzle_core::split::{self, Cut, SUBTREES_PER_WORKER, Searched};
use npuzzle_core::{
    Board, GoalSpec, Move, NoControl, Progress, Shape, Solution, SolveOptions, Stats, Status,
    TableKind,
};
use npuzzle_web::protocol::Response;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Worker};

/// The most workers one search takes (the cap: more would idle, see
/// `npuzzle bench --packets`).
const MAX_WORKERS: usize = 8;
/// A helper's memory beside its copy of the tables (15 MB for the 4×5's, 65 MB for the 4×4's):
/// its wasm's own, and the copy's bytes while it reads them.
const WORKER_OWN_BYTES: f64 = 32.0 * 1048576.0;
/// Runs of subtrees per worker and iteration: enough to even out, few enough that a run is long
/// beside a message.
const RUNS_PER_WORKER: usize = 32;
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

struct Helper {
    worker: Worker,
    ready: bool,
    dead: bool,
    /// The tables it was sent.
    holds: Option<(Shape, TableKind)>,
    /// Runs of the current iteration it was handed and has not answered.
    busy: usize,
    _handlers: [Closure<dyn FnMut(web_sys::Event)>; 2],
}

enum Run {
    Todo(Vec<Vec<Move>>),
    /// Handed to a helper (its index) or searched here (`None`).
    Busy(Option<usize>, Vec<Vec<Move>>),
    Done(Searched),
}

/// The iteration being shared.
#[derive(Default)]
struct Round {
    serial: u32,
    board: Option<Board>,
    goal: Option<Board>,
    bound: u32,
    runs: Vec<Run>,
    expanded: u64,
    generated: u64,
}

thread_local! {
    static HELPERS: RefCell<Vec<Helper>> = const { RefCell::new(Vec::new()) };
    static ROUND: RefCell<Round> = RefCell::new(Round::default());
    /// The tables of the search in hand, as sent to each helper.
    static TABLES: RefCell<Option<(Shape, TableKind, js_sys::Uint8Array)>> = const { RefCell::new(None) };
    /// The job being finished in the background, and whether the page cancelled it.
    static SHARING: std::cell::Cell<Option<(u32, bool)>> = const { std::cell::Cell::new(None) };
    /// A channel to this worker itself, and who waits for its message (`yield_now`).
    static YIELD: RefCell<Option<web_sys::MessageChannel>> = const { RefCell::new(None) };
    static WAKE: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

/// Workers for one long search: `asked` if the page asked (its `?workers=`), else one fewer than
/// the device's cores (the page keeps one), at most 8. [`finish`] may take fewer for memory.
pub fn workers(scope: &DedicatedWorkerGlobalScope, asked: u8) -> usize {
    if asked > 0 {
        return usize::from(asked).min(MAX_WORKERS);
    }
    let cores = scope.navigator().hardware_concurrency() as usize;
    cores.saturating_sub(1).clamp(1, MAX_WORKERS)
}

/// Helpers that fit in memory, each holding a copy of tables of `table_bytes`: an eighth of the
/// device's memory (`deviceMemory`, Chromium only, at most 8 GB; 4 GB if unknown) for them.
fn fit_in_memory(scope: &DedicatedWorkerGlobalScope, table_bytes: f64) -> usize {
    let gb = js_sys::Reflect::get(&scope.navigator(), &"deviceMemory".into())
        .ok()
        .and_then(|v| v.as_f64())
        .unwrap_or(4.0);
    let each = table_bytes + WORKER_OWN_BYTES;
    (gb * f64::from(1u32 << 30) / 8.0 / each) as usize
}

/// Whether a search goes on in the background.
pub fn sharing() -> bool {
    SHARING.get().is_some()
}

/// The page cancelled job `id`: if it goes on here, it stops at its next look.
pub fn cancel(id: u32) {
    if let Some((sharing, _)) = SHARING.get()
        && sharing == id
    {
        SHARING.set(Some((id, true)));
    }
}

fn cancelled() -> bool {
    SHARING.get().is_some_and(|(_, cancelled)| cancelled)
}

/// A solve handed over: what finishing it takes.
#[derive(Clone, Copy)]
pub struct HandOver<'a> {
    /// The page's job id.
    pub id: u32,
    /// The board and the goal.
    pub board: &'a Board,
    pub goal: &'a Board,
    pub options: &'a SolveOptions,
    /// Workers for it ([`workers`]), and how many the page asked for (0: the device decides).
    pub workers: usize,
    pub asked: u8,
    /// The folder of the worker's files, for the helpers.
    pub assets: &'a str,
}

/// Finishes the solve `handed` (stopped at `Control::share` with its bound proved) on helper
/// workers, one per worker of `job`; posts `Handed` at once (the page may give this worker its
/// next job meanwhile), then each higher bound as `Improved` and progress as it goes; the final
/// response.
pub async fn finish(
    scope: &DedicatedWorkerGlobalScope,
    job: HandOver<'_>,
    handed: Solution,
) -> Response {
    SHARING.set(Some((job.id, false)));
    crate::post(scope, &Response::Handed { id: job.id });
    let response = finish_shared(scope, job, handed).await;
    SHARING.set(None);
    // Helpers go with the search (found, cancelled or failed): each holds a copy of the tables
    // (65 MB for the 4×4's), too much to keep on a phone for a search that may never come. The
    // next long search starts others, which is short beside it.
    for helper in HELPERS.take() {
        helper.worker.terminate();
        // No message reaches a handler dropped with it.
        helper.worker.set_onmessage(None);
        helper.worker.set_onerror(None);
    }
    TABLES.set(None);
    ROUND.with(|r| r.borrow_mut().runs.clear());
    response
}

async fn finish_shared(
    scope: &DedicatedWorkerGlobalScope,
    job: HandOver<'_>,
    handed: Solution,
) -> Response {
    let HandOver {
        id,
        board,
        goal,
        options,
        workers,
        asked,
        assets,
    } = job;
    let t0 = npuzzle_web::dom::now_ms() - handed.stats.ms;
    let shape = board.shape();
    let held = SOLVER.with(|s| s.borrow().holds_tables(shape));
    let Some(kind) = held else {
        return Response::Done {
            id,
            solution: handed,
        };
    };
    // One copy for every helper (each gets it once it says `Ready`: `pump`).
    let bytes = SOLVER.with(|s| s.borrow().copy_tables(shape));
    let bytes = bytes.map(|b| js_sys::Uint8Array::from(&b[..]));
    TABLES.set(bytes.map(|b| (shape, kind, b)));
    let table_bytes = TABLES.with(|t| t.borrow().as_ref().map_or(0, |(_, _, b)| b.length()));
    let helpers = if asked > 0 {
        workers
    } else {
        workers.min(fit_in_memory(scope, f64::from(table_bytes)))
    };
    start_helpers(helpers, assets);
    let mut work = Stats::default();
    let mut bound = handed.lower_bound.unwrap_or(0);
    let mut last_report = f64::NEG_INFINITY;
    let budget = options.max_nodes.unwrap_or(u64::MAX);
    loop {
        let want = workers * SUBTREES_PER_WORKER;
        let cut = SOLVER.with(|s| s.borrow().cut(board, options, bound, want, &mut NoControl));
        let (cut, stats) = match cut {
            Ok(cut) => cut,
            Err(e) => {
                let message = e.to_string();
                return Response::Failed { id, message };
            }
        };
        add(&mut work, &stats);
        let next = match cut {
            Cut::Solved(moves) => return solved(id, &handed, board, moves, work, t0),
            Cut::Stopped(_) | Cut::Next(u32::MAX) => return stopped(id, handed, bound, work, t0),
            Cut::Next(next) => next,
            Cut::Subtrees { subtrees, next } => {
                let per_run = (subtrees.len() / (workers * RUNS_PER_WORKER)).max(1);
                ROUND.with(|r| {
                    let mut r = r.borrow_mut();
                    r.serial = r.serial.wrapping_add(1);
                    r.board = Some(board.clone());
                    r.goal = Some(goal.clone());
                    r.bound = bound;
                    r.runs = subtrees
                        .chunks(per_run)
                        .map(|c| Run::Todo(c.to_vec()))
                        .collect();
                    (r.expanded, r.generated) = (0, 0);
                });
                pump();
                let decided = loop {
                    if let Some(decided) = decided() {
                        break decided;
                    }
                    if cancelled() {
                        // Its helpers are let go at once (`finish`), in the middle of a run.
                        let mut response = stopped(id, handed, bound, work, t0);
                        if let Response::Done { solution, .. } = &mut response {
                            solution.status = Status::Cancelled;
                        }
                        return response;
                    }
                    let now = npuzzle_web::dom::now_ms();
                    if now - last_report >= npuzzle_core::PROGRESS_INTERVAL_MS {
                        last_report = now;
                        report(scope, id, &handed, &work, bound, now - t0);
                    }
                    // This worker searches only while no helper can: it would not read their
                    // answers meanwhile, and they would wait for their next runs.
                    let run = if any_ready() { None } else { take(None) };
                    match run {
                        Some((i, run)) => {
                            let searched = SOLVER.with(|s| {
                                s.borrow().search_subtrees(
                                    board,
                                    options,
                                    bound,
                                    &run,
                                    &mut NoControl,
                                )
                            });
                            match searched {
                                Ok((searched, stats)) => {
                                    ran(i, searched, stats.expanded, stats.generated)
                                }
                                Err(_) => put_back(None),
                            }
                            pump();
                            yield_now().await;
                        }
                        None => sleep(scope, 1).await,
                    }
                };
                let (expanded, generated) = ROUND.with(|r| {
                    let mut r = r.borrow_mut();
                    r.runs.clear(); // late answers of this iteration are dropped
                    (r.expanded, r.generated)
                });
                work.expanded += expanded;
                work.generated += generated;
                match decided {
                    Ok(moves) => return solved(id, &handed, board, moves, work, t0),
                    Err(n) => n.min(next),
                }
            }
        };
        if next == u32::MAX || handed.stats.generated + work.generated > budget {
            // The iteration at `bound` was searched whole: `next` is proved (if there is one).
            let proved = if next == u32::MAX { bound } else { next };
            return stopped(id, handed, proved, work, t0);
        }
        bound = next;
        let improved = Response::Improved {
            id,
            moves: handed.moves.clone(),
            lower_bound: bound,
        };
        crate::post(scope, &improved);
    }
}

fn add(work: &mut Stats, stats: &Stats) {
    work.expanded += stats.expanded;
    work.generated += stats.generated;
}

fn solved(
    id: u32,
    handed: &Solution,
    board: &Board,
    moves: Vec<Move>,
    mut work: Stats,
    t0: f64,
) -> Response {
    work.ms = npuzzle_web::dom::now_ms() - t0;
    let solution = split::finished(handed, board, moves, &work);
    Response::Done { id, solution }
}

/// The search ended without an answer (a budget): the best answer so far and the bound.
fn stopped(id: u32, mut handed: Solution, bound: u32, work: Stats, t0: f64) -> Response {
    handed.lower_bound = Some(bound);
    handed.stats.expanded += work.expanded;
    handed.stats.generated += work.generated;
    handed.stats.ms = npuzzle_web::dom::now_ms() - t0;
    handed.status = Status::Limit;
    Response::Done {
        id,
        solution: handed,
    }
}

fn report(
    scope: &DedicatedWorkerGlobalScope,
    id: u32,
    handed: &Solution,
    work: &Stats,
    bound: u32,
    ms: f64,
) {
    let (expanded, generated) = ROUND.with(|r| {
        let r = r.borrow();
        (r.expanded, r.generated)
    });
    let progress = Progress {
        expanded: handed.stats.expanded + work.expanded + expanded,
        generated: handed.stats.generated + work.generated + generated,
        frontier: 0,
        depth: bound,
        ms,
    };
    crate::post(scope, &Response::Progress { id, progress });
}

/// The iteration's outcome once it is known: the answer of the first run in order that has one
/// (every run before it searched), or with none, the smallest next bound of all.
fn decided() -> Option<Result<Vec<Move>, u32>> {
    ROUND.with(|r| {
        let r = r.borrow();
        let mut next = u32::MAX;
        for run in &r.runs {
            match run {
                Run::Done(s) => match &s.found {
                    Some((_, moves)) => return Some(Ok(moves.clone())),
                    None => next = next.min(s.next),
                },
                _ => return None,
            }
        }
        Some(Err(next))
    })
}

/// The first run left to search, marked as `who`'s.
fn take(who: Option<usize>) -> Option<(usize, Vec<Vec<Move>>)> {
    ROUND.with(|r| {
        let mut r = r.borrow_mut();
        // Runs after one that holds an answer are not searched: the answer is its or earlier.
        let found = r
            .runs
            .iter()
            .position(|run| matches!(run, Run::Done(s) if s.found.is_some()))
            .unwrap_or(usize::MAX);
        let i = r.runs.iter().position(|run| matches!(run, Run::Todo(_)))?;
        if i > found {
            return None;
        }
        let subtrees = match &r.runs[i] {
            Run::Todo(subtrees) => subtrees.clone(),
            _ => return None,
        };
        r.runs[i] = Run::Busy(who, subtrees.clone());
        Some((i, subtrees))
    })
}

/// A run's answer, if it belongs to the iteration in hand.
fn ran(i: usize, searched: Searched, expanded: u64, generated: u64) {
    ROUND.with(|r| {
        let mut r = r.borrow_mut();
        r.expanded += expanded;
        r.generated += generated;
        if let Some(run) = r.runs.get_mut(i) {
            *run = Run::Done(searched);
        }
    });
}

/// The runs `who` had and did not answer go back to be searched by another.
fn put_back(who: Option<usize>) {
    ROUND.with(|r| {
        for run in r.borrow_mut().runs.iter_mut() {
            if let Run::Busy(w, subtrees) = run
                && *w == who
            {
                *run = Run::Todo(std::mem::take(subtrees));
            }
        }
    });
}

/// Whether a helper is ready to search.
fn any_ready() -> bool {
    HELPERS.with(|h| h.borrow().iter().any(|helper| helper.ready && !helper.dead))
}

/// Hands runs to the helpers that are ready, hold the tables and have room in their queue.
fn pump() {
    let tables = TABLES.with(|t| t.borrow().clone());
    let Some((shape, kind, bytes)) = tables else {
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
            if helper.holds != Some((shape, kind)) {
                let message = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&message, &"npuzzleTables".into(), &bytes);
                let _ = helper.worker.post_message(&message);
                helper.holds = Some((shape, kind));
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
fn start_helpers(wanted: usize, assets: &str) {
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
        holds: None,
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

/// Lets the messages waiting for this worker in (helpers' answers), at once: a message to
/// itself, not a timer (browsers hold nested timers back to 4 ms).
async fn yield_now() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        YIELD.with(|y| {
            let mut y = y.borrow_mut();
            let channel = y.get_or_insert_with(|| {
                let channel = web_sys::MessageChannel::new().expect("a message channel");
                let wake = Closure::<dyn FnMut()>::new(|| {
                    let resolve = WAKE.with(|w| w.borrow_mut().take());
                    if let Some(resolve) = resolve {
                        let _ = resolve.call0(&JsValue::NULL);
                    }
                });
                channel
                    .port1()
                    .set_onmessage(Some(wake.as_ref().unchecked_ref()));
                wake.forget(); // one for the worker's life
                channel
            });
            WAKE.with(|w| *w.borrow_mut() = Some(resolve));
            let _ = channel.port2().post_message(&JsValue::NULL);
        });
    });
    let _ = JsFuture::from(promise).await;
}

async fn sleep(scope: &DedicatedWorkerGlobalScope, ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = JsFuture::from(promise).await;
}
