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

mod helpers;
mod runs;
mod wait;

use crate::SOLVER;
use helpers::{HELPERS, TABLES, any_ready, pump, start_helpers};
use npuzzle_core::split::{self, Cut, SUBTREES_PER_WORKER};
use npuzzle_core::{Board, Move, NoControl, Progress, Solution, SolveOptions, Stats, Status};
use npuzzle_web::protocol::Response;
use runs::{ROUND, Run, decided, put_back, ran, take};
use web_sys::DedicatedWorkerGlobalScope;

pub use helpers::search_task;

/// The most workers one search takes (the cap: more would idle, see
/// `npuzzle bench --packets`).
const MAX_WORKERS: usize = 8;
/// A helper's memory beside its copy of the tables (15 MB for the 4×5's, 65 MB for the 4×4's):
/// its wasm's own, and the copy's bytes while it reads them.
const WORKER_OWN_BYTES: f64 = 32.0 * 1048576.0;
/// Runs of subtrees per worker and iteration: enough to even out, few enough that a run is long
/// beside a message.
const RUNS_PER_WORKER: usize = 32;
thread_local! {
    /// The job being finished in the background, and whether the page cancelled it.
    static SHARING: std::cell::Cell<Option<(u32, bool)>> = const { std::cell::Cell::new(None) };
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
    // One copy of the tables for every helper (each gets it once it says `Ready`: `pump`).
    let Some(bytes) = SOLVER.with(|s| s.borrow().copy_tables(board.shape())) else {
        return Response::Done {
            id,
            solution: handed,
        };
    };
    let table_bytes = bytes.len() as f64;
    TABLES.set(Some(js_sys::Uint8Array::from(&bytes[..])));
    drop(bytes);
    let helpers = if asked > 0 {
        workers
    } else {
        workers.min(fit_in_memory(scope, table_bytes))
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
                            wait::yield_now().await;
                        }
                        None => wait::sleep(scope, 1).await,
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
