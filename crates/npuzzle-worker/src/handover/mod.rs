//! One long search on several workers. A solve stopped at `Control::hand_over` (an iteration of
//! a million nodes or more ahead) is finished here: this worker (the lead) cuts each iteration
//! into subtrees, hands runs of them to helper workers it starts itself, one helper per worker
//! asked, and keeps the answer of the first subtree in order that has one: the answer one worker
//! gives alone. The core keeps the books ([`HandedOver`]: the bound proved, the nodes;
//! [`Round`](npuzzle_core::handover::Round): who has which run); this module only carries runs and answers. The lead
//! searches only until a helper is ready: a run it searched would hold back the helpers'
//! answers, and their next runs, for as long as it takes (measured: 1.24× with 2 workers on 2
//! cores when it searched too).
//!
//! Helpers are workers of this same wasm, started from a blob: URL (the lead may itself run from
//! one). Each holds its own copy of the tables, sent once by the lead: no SharedArrayBuffer, so a
//! course site embedding us needs no cross-origin isolation. The search goes on in the background
//! ([`Reply::Handed`]): the lead takes the page's next jobs meanwhile, and a cancel is a
//! [`Job::Cancel`](npuzzle_protocol::Job::Cancel) from the page. Helpers end with the search; a
//! lead the page terminates takes its helpers with it.

mod helpers;
mod wait;

use crate::SOLVER;
use crate::message::{now_ms, post, scope};
use helpers::{ROUND, any_ready, pump};
use npuzzle_core::handover::{HandedOver, Next, SUBTREES_PER_WORKER};
use npuzzle_core::{Board, Move, NoControl, Solution, SolveOptions, Status};
use npuzzle_protocol::{Ran, Reply, Run, Search};

/// The most workers one search takes (more would idle, see `npuzzle bench --subtrees`).
const MAX_WORKERS: usize = 8;
/// A helper's memory beside its tables (the 4×4's: 59 MB read from a 20 MB copy): its wasm's own
/// and its JavaScript's.
const WORKER_OWN_BYTES: f64 = 32.0 * 1048576.0;
/// Runs of subtrees per worker and iteration: enough to even out, few enough that a run is long
/// beside a message.
const RUNS_PER_WORKER: usize = 32;
thread_local! {
    /// The job being finished in the background, and whether the page cancelled it.
    static HANDED: std::cell::Cell<Option<(u32, bool)>> = const { std::cell::Cell::new(None) };
}

/// Workers for one long search: `asked` if the page asked (its `?workers=`), else one fewer than
/// the device's cores (the page keeps one), at most 8. [`finish`] may take fewer for memory.
pub fn workers(asked: u8) -> usize {
    if asked > 0 {
        return usize::from(asked).min(MAX_WORKERS);
    }
    let cores = scope().navigator().hardware_concurrency() as usize;
    cores.saturating_sub(1).clamp(1, MAX_WORKERS)
}

/// Helpers that fit in memory, each holding `table_bytes` for its tables (read, and the copy it
/// reads them from): an eighth of the device's memory (`deviceMemory`, Chromium only, at most
/// 8 GB; 4 GB if unknown) for them.
fn fit_in_memory(table_bytes: f64) -> usize {
    let gb = js_sys::Reflect::get(&scope().navigator(), &"deviceMemory".into())
        .ok()
        .and_then(|v| v.as_f64())
        .unwrap_or(4.0);
    let each = table_bytes + WORKER_OWN_BYTES;
    (gb * f64::from(1u32 << 30) / 8.0 / each) as usize
}

/// Whether a search goes on in the background.
pub fn busy() -> bool {
    HANDED.get().is_some()
}

/// The page cancelled job `id`: if it goes on here, it stops at its next look.
pub fn cancel(id: u32) {
    if HANDED.get().is_some_and(|(handed, _)| handed == id) {
        HANDED.set(Some((id, true)));
    }
}

fn cancelled() -> bool {
    HANDED.get().is_some_and(|(_, cancelled)| cancelled)
}

/// A search handed over: what finishing it takes.
#[derive(Clone, Copy)]
pub struct HandedSearch<'a> {
    /// The page's job id.
    pub id: u32,
    /// The search, and the core's options for it.
    pub search: &'a Search,
    pub options: &'a SolveOptions,
    /// Workers for it ([`workers`]), and how many the page asked for (0: the device decides).
    pub workers: usize,
    pub asked: u8,
    /// The folder of the worker's files, for the helpers.
    pub assets: &'a str,
}

/// Finishes the solve `handed` (stopped at `Control::hand_over` with its bound proved) on helper
/// workers; posts `Handed` at once (the page may give this worker its next job meanwhile), then
/// each higher bound as `Improved` and progress as it goes; the final reply.
pub async fn finish(job: HandedSearch<'_>, handed: Solution) -> Reply {
    HANDED.set(Some((job.id, false)));
    post(job.id, Reply::Handed);
    let reply = finish_on_helpers(job, handed).await;
    HANDED.set(None);
    // Helpers go with the search (found, cancelled or failed): each holds a copy of the tables
    // (59 MB for the 4×4's), too much to keep on a phone for a search that may never come. The
    // next long search starts others, which is short beside it.
    helpers::let_go();
    reply
}

async fn finish_on_helpers(job: HandedSearch<'_>, handed: Solution) -> Reply {
    let board = &job.search.board;
    let t0 = now_ms() - handed.stats.ms;
    // One copy of the tables for every helper (each gets it once it says `Ready`).
    // A helper holds the tables as read and, while it reads them, the copy.
    let copy = SOLVER.with(|s| {
        let s = s.borrow();
        Some((
            s.copy_tables(board.shape())?,
            s.tables_in_memory(board.shape())?,
        ))
    });
    let Some((bytes, read)) = copy else {
        return Reply::Done(handed);
    };
    let table_bytes = (read + bytes.len()) as f64;
    helpers::hold_tables(bytes);
    let helpers = match job.asked {
        0 => job.workers.min(fit_in_memory(table_bytes)),
        _ => job.workers,
    };
    helpers::start(helpers, job.assets);
    let mut search = HandedOver::new(handed);
    let budget = job.options.max_nodes.unwrap_or(u64::MAX);
    loop {
        let want = job.workers * SUBTREES_PER_WORKER;
        let bound = search.bound();
        let cut = SOLVER.with(|s| {
            s.borrow()
                .cut(board, job.options, bound, want, &mut NoControl)
        });
        let (cut, stats) = match cut {
            Ok(cut) => cut,
            Err(e) => return Reply::Failed(e.to_string()),
        };
        search.add(&stats);
        let next = match search.cut(cut, board, budget, now_ms() - t0) {
            Ok((subtrees, cut_next)) => {
                let per_run = (subtrees.len() / (job.workers * RUNS_PER_WORKER)).max(1);
                let Some(outcome) = iterate(job, &mut search, &subtrees, per_run, t0).await else {
                    // Its helpers are let go at once (`finish`), in the middle of a run.
                    let ms = now_ms() - t0;
                    return over(search.stopped(Status::Cancelled, bound, ms));
                };
                search.iterated(outcome, cut_next, board, budget, now_ms() - t0)
            }
            Err(next) => next,
        };
        match next {
            Next::Iterate(improvement) => post(job.id, Reply::Improved(improvement)),
            next => return over(next),
        }
    }
}

fn over(next: Next) -> Reply {
    match next {
        Next::Over(solution) => Reply::Done(*solution),
        Next::Iterate(_) => unreachable!("an iteration is not the end"),
    }
}

/// Searches the iteration at the bound, cut into `subtrees`, on the helpers (and here while none
/// is ready): its outcome, or `None` if the page cancelled the search.
async fn iterate(
    job: HandedSearch<'_>,
    search: &mut HandedOver,
    subtrees: &[Vec<Move>],
    per_run: usize,
    t0: f64,
) -> Option<Result<Vec<Move>, u32>> {
    let board = &job.search.board;
    helpers::new_round(board, &job.search.goal, search.bound(), subtrees, per_run);
    pump();
    let mut last_report = f64::NEG_INFINITY;
    let outcome = loop {
        if let Some(outcome) = ROUND.with(|r| r.borrow().round.decided()) {
            break outcome;
        }
        if cancelled() {
            return None;
        }
        let now = now_ms();
        if now - last_report >= npuzzle_core::PROGRESS_INTERVAL_MS {
            last_report = now;
            let progress = ROUND.with(|r| search.progress(&r.borrow().round, now - t0));
            post(job.id, Reply::Progress(progress));
        }
        // This worker searches only while no helper can: it would not read their answers
        // meanwhile, and they would wait for their next runs.
        let run = match any_ready() {
            true => None,
            false => ROUND.with(|r| r.borrow_mut().round.take(None)),
        };
        match run {
            Some((i, run)) => {
                search_here(board, job.options, search.bound(), i, &run);
                pump();
                wait::yield_now().await;
            }
            None => wait::sleep(1).await,
        }
    };
    let stats = ROUND.with(|r| {
        let mut r = r.borrow_mut();
        let round = std::mem::take(&mut r.round); // late answers of this iteration are dropped
        npuzzle_core::Stats {
            expanded: round.expanded,
            generated: round.generated,
            ..npuzzle_core::Stats::default()
        }
    });
    search.add(&stats);
    Some(outcome)
}

/// A run searched by the lead itself.
fn search_here(board: &Board, options: &SolveOptions, bound: u32, i: usize, run: &[Vec<Move>]) {
    let searched = SOLVER.with(|s| {
        s.borrow()
            .search_subtrees(board, options, bound, run, &mut NoControl)
    });
    ROUND.with(|r| {
        let round = &mut r.borrow_mut().round;
        match searched {
            Ok((searched, stats)) => round.ran(None, i, searched, &stats),
            Err(_) => round.put_back(None),
        }
    });
}

/// A helper's side: searches a run of subtrees with the tables it was sent.
pub fn search_run(run: Run) -> Ran {
    let options = SolveOptions {
        goal: npuzzle_core::GoalSpec::Custom(run.goal.clone()),
        ..SolveOptions::default()
    };
    let result = SOLVER.with(|s| {
        s.borrow().search_subtrees(
            &run.board,
            &options,
            run.bound,
            &run.subtrees,
            &mut NoControl,
        )
    });
    let (searched, stats) = match result {
        Ok((searched, stats)) => (Ok(searched), stats),
        Err(e) => (Err(e.to_string()), npuzzle_core::Stats::default()),
    };
    Ran {
        serial: run.serial,
        index: run.index,
        searched,
        expanded: stats.expanded,
        generated: stats.generated,
    }
}
