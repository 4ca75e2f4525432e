//! The tables a search needs, before it starts: the 15-puzzle's and the 24-puzzle's are
//! downloaded from the site (quick ones first where there are any, so the first answer never
//! waits for the full ones); other shapes' are loaded from the browser's cache if an earlier
//! visit built them ([`table_cache`]), else built by the search. After the
//! answer: full tables follow quick ones, and tables built here are kept in the cache.

use crate::message::{now_ms, post, scope};
use crate::{SITE, SOLVER, table_cache};
use npuzzle_core::{Board, Shape, SolveOptions, TableKind};
use npuzzle_protocol::{Reply, SHIPPED_TABLES};
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// Shapes whose tables failed to download, so later solves do not fetch them again: `auto`
    /// builds the tables itself, fast mode goes without.
    static DOWNLOAD_FAILED: RefCell<Vec<Shape>> = const { RefCell::new(Vec::new()) };
    /// Shapes whose full tables are on their way, so they are not asked for twice.
    static COMPLETING: RefCell<Vec<Shape>> = const { RefCell::new(Vec::new()) };
    /// Answers whose work after ([`after`]) is not done.
    static AFTER: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Closes this worker once no answer's work after is left (`Job::Retire`): tables built for an
/// answer are kept in the browser's cache before it goes.
pub async fn retire() {
    while AFTER.get() > 0 {
        let wait = js_sys::Promise::new(&mut |resolve, _| {
            let _ = scope().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 100);
        });
        let _ = JsFuture::from(wait).await;
    }
    scope().close();
}

/// Downloads the full tables of `shape` unless they are held or on their way (after an answer
/// with quick ones, here or in the first answer's worker: `Job::Complete`).
pub async fn complete(shape: Shape) {
    let held = SOLVER.with(|s| s.borrow().holds_tables(shape));
    let coming = COMPLETING.with(|c| c.borrow().contains(&shape));
    if held == Some(TableKind::Full) || coming {
        return;
    }
    COMPLETING.with(|c| c.borrow_mut().push(shape));
    // Failed with no tables held (asked by the page, after the first answer's worker): the next
    // search still fetches the quick ones, rather than going without.
    if !fetch(shape, TableKind::Full).await && held.is_some() {
        DOWNLOAD_FAILED.with(|f| f.borrow_mut().push(shape));
    }
    COMPLETING.with(|c| c.borrow_mut().retain(|s| *s != shape));
}

/// Where a search's tables came from, and what to do once it has answered.
pub struct Prepared {
    /// Milliseconds spent getting them (added to the search's time).
    pub load_ms: f64,
    then: After,
}

enum After {
    Nothing,
    /// Download the full tables if only the quick ones are held.
    Complete(Shape),
    /// Keep the tables in the cache at this address if the search built them.
    Keep(Shape, String),
}

/// Gets the tables a search of `board` wants, if any (telling job `id` it is preparing).
pub async fn prepare(id: u32, board: &Board, options: &SolveOptions) -> Prepared {
    let wanted = SOLVER.with(|s| s.borrow().wants_tables(board, options));
    let failed = |s: &Shape| DOWNLOAD_FAILED.with(|f| f.borrow().contains(s));
    let Some(shape) = wanted.filter(|s| !failed(s)) else {
        // Quick tables the page fetched ahead (`Job::Tables`) are completed as the worker's own.
        let shape = board.shape();
        let quick = SOLVER.with(|s| s.borrow().holds_tables(shape)) == Some(TableKind::Quick);
        let then = if quick && !failed(&shape) {
            After::Complete(shape)
        } else {
            After::Nothing
        };
        return Prepared { load_ms: 0.0, then };
    };
    let t0 = now_ms();
    let shipped = SHIPPED_TABLES
        .into_iter()
        .find(|&(r, c, _)| (r, c) == (shape.rows(), shape.cols()));
    let then = match shipped {
        Some((_, _, quick)) => {
            post(id, Reply::Preparing(0.0));
            // A missing or bad file only means the solver builds the tables itself (auto) or
            // goes without (fast).
            let ok = (quick && fetch(shape, TableKind::Quick).await)
                || fetch(shape, TableKind::Full).await;
            if !ok {
                DOWNLOAD_FAILED.with(|f| f.borrow_mut().push(shape));
            }
            if ok {
                After::Complete(shape)
            } else {
                After::Nothing
            }
        }
        None => from_cache(id, shape).await,
    };
    Prepared {
        load_ms: now_ms() - t0,
        then,
    }
}

/// Tables an earlier visit built and kept, if any; else the search builds them.
async fn from_cache(id: u32, shape: Shape) -> After {
    let url = url(shape, TableKind::Full);
    let global: &web_sys::WorkerGlobalScope = &scope();
    if let Some(bytes) = table_cache::load(global, &url).await {
        post(id, Reply::Preparing(0.0));
        if SOLVER
            .with(|s| s.borrow_mut().import_tables(&bytes))
            .is_err()
        {
            table_cache::forget(global, &url).await;
        }
    }
    match SOLVER.with(|s| s.borrow().holds_tables(shape)) {
        Some(_) => After::Nothing,
        None => After::Keep(shape, url),
    }
}

/// What follows a search's answer: full tables after quick ones, or built tables kept.
pub async fn after(prepared: Prepared) {
    AFTER.set(AFTER.get() + 1);
    after_answer(prepared).await;
    AFTER.set(AFTER.get() - 1);
}

async fn after_answer(prepared: Prepared) {
    let held = |shape| SOLVER.with(|s| s.borrow().holds_tables(shape));
    match prepared.then {
        After::Nothing => {}
        // The first answer's build leaves the full tables to the solver's, which follows it.
        After::Complete(_) if cfg!(feature = "first") => {}
        After::Complete(shape) => complete(shape).await,
        After::Keep(shape, url) => {
            if held(shape) != Some(TableKind::Full) {
                return;
            }
            let bytes = SOLVER.with(|s| {
                s.borrow_mut()
                    .export_tables(shape, TableKind::Full, &mut |_| {})
            });
            if let Some(bytes) = bytes {
                table_cache::keep(&scope(), &url, &bytes).await;
            }
        }
    }
}

fn url(shape: Shape, kind: TableKind) -> String {
    SITE.with(|s| s.borrow().table_url(shape.rows(), shape.cols(), kind))
}

/// Downloads and loads the shipped tables of `kind` for `shape`; whether it worked. A file that
/// does not load (damaged in the service worker's cache, or a host's error page answered with
/// 200 and kept) is never kept: it leaves the site's caches and comes once more from the
/// network, past the browser's HTTP cache too; the console says why.
async fn fetch(shape: Shape, kind: TableKind) -> bool {
    let url = url(shape, kind);
    for again in [false, true] {
        let Some(bytes) = fetch_bytes(&url, again).await else {
            return false;
        };
        match SOLVER.with(|s| s.borrow_mut().import_tables(&bytes)) {
            Ok(_) => return true,
            Err(e) => {
                let what = if again {
                    "fetched again, it still cannot be used: the search goes without it"
                } else {
                    "it is removed from the cache and fetched again"
                };
                web_sys::console::warn_1(&format!("npuzzle: {url}: {e}; {what}").into());
                evict(&url).await;
            }
        }
    }
    false
}

/// Deletes `url` from the site's caches (the service worker's, `npuzzle-*`).
async fn evict(url: &str) {
    let Ok(caches) = scope().caches() else { return };
    let Ok(names) = JsFuture::from(caches.keys()).await else {
        return;
    };
    for name in js_sys::Array::from(&names)
        .iter()
        .filter_map(|n| n.as_string())
    {
        if !name.starts_with("npuzzle-") {
            continue;
        }
        if let Ok(cache) = JsFuture::from(caches.open(&name)).await {
            let cache: web_sys::Cache = cache.unchecked_into();
            let _ = JsFuture::from(cache.delete_with_str(url)).await;
        }
    }
}

/// The file at `url`; `reload` goes past the browser's HTTP cache.
async fn fetch_bytes(url: &str, reload: bool) -> Option<Vec<u8>> {
    let init = web_sys::RequestInit::new();
    if reload {
        init.set_cache(web_sys::RequestCache::Reload);
    }
    let response: web_sys::Response = JsFuture::from(scope().fetch_with_str_and_init(url, &init))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}
