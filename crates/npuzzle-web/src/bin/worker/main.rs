//! The solver worker: receives one `Request` at a time, posts progress while it searches, then the
//! result. The page cancels by terminating the worker, so nothing here listens during a search.

mod share;

use npuzzle_core::{
    Board, Control, GoalSpec, Progress, Shape, SolveOptions, Solver, Status, TableKind,
};
use npuzzle_web::protocol::{Request, Response};
use npuzzle_web::table_cache;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

thread_local! {
    /// Kept for the worker's life, so tables (3×3 distances, 4×4 pattern databases) are built once.
    /// A cancelled job terminates the worker, and with it a half-built table.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
    /// Shapes whose tables failed to download, so later solves do not fetch them again: `auto`
    /// builds the tables itself, fast mode goes without.
    static DOWNLOAD_FAILED: RefCell<Vec<Shape>> = const { RefCell::new(Vec::new()) };
}

/// Memory for the nodes a BFS, DFS, greedy or A* search stores, so that with the 4×4 pattern
/// databases loaded (65 MB) the worker stays under 256 MB (BFS on a 4×4 at this budget: about 115
/// MB of wasm memory, measured).
const WORKER_NODE_BYTES: u64 = 80 << 20;

/// Bytes of this worker's wasm memory (it only grows): for tests and diagnostics.
#[wasm_bindgen]
pub fn wasm_memory_bytes() -> f64 {
    wasm_bindgen::memory()
        .unchecked_into::<js_sys::WebAssembly::Memory>()
        .buffer()
        .unchecked_into::<js_sys::ArrayBuffer>()
        .byte_length() as f64
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

/// The table files the site ships (`scripts/tables.sh`), as (rows, columns, whether quick ones
/// come first): the 4×4's, full and quick, and the 5×5's (fast mode); other shapes' tables are
/// built here.
const SHIPPED: [(usize, usize, bool); 2] = [(4, 4, true), (5, 5, false)];

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        // A helper's work from a lead worker (`share/helpers.rs`): its tables, then runs of subtrees.
        let field = |name: &str| {
            js_sys::Reflect::get(&data, &name.into())
                .ok()
                .filter(|v| v.is_object())
                .map(|v| js_sys::Uint8Array::new(&v).to_vec())
        };
        if let Some(tables) = field("npuzzleTables") {
            let _ = SOLVER.with(|s| s.borrow_mut().import_tables(&tables));
            return;
        }
        // The page cancels a search going on in the background (`Handed`): its id, a bare number.
        if let Some(id) = data.as_f64() {
            share::cancel(id as u32);
            return;
        }
        if let Some(task) = field("npuzzleTask") {
            if let Some(answer) = share::search_task(&task) {
                let _ = reply.post_message(&answer);
            }
            return;
        }
        let bytes = js_sys::Uint8Array::new(&data).to_vec();
        let request = match Request::decode(&bytes) {
            Ok(request) => request,
            Err(message) => return post(&reply, &Response::Failed { id: 0, message }),
        };
        let id = request.id;
        if let Some(plan) = &request.experiment {
            return experiment(&reply, id, plan);
        }
        // A formula checked; with `trace`, the heuristic of the recorded search instead.
        if request.trace.is_none()
            && let Some(formula) = &request.formula
        {
            let result = check_formula(formula, &request.goal);
            return post(&reply, &Response::Checked { id, result });
        }
        let (board, options) = match parse(&request) {
            Ok(job) => job,
            Err(e) => {
                return post(
                    &reply,
                    &Response::Failed {
                        id,
                        message: e.to_string(),
                    },
                );
            }
        };
        let wanted = SOLVER.with(|s| s.borrow().wants_tables(&board, &options));
        let failed = |s: &Shape| DOWNLOAD_FAILED.with(|f| f.borrow().contains(s));
        let shipped = wanted.and_then(|s| {
            let (_, _, quick) = SHIPPED
                .into_iter()
                .find(|&(r, c, _)| (r, c) == (s.rows(), s.cols()))?;
            (!failed(&s)).then_some((s, quick))
        });
        if let Some(events) = request.trace {
            let formula = request.formula.as_deref();
            return post(
                &reply,
                &traced(&reply, id, (&board, &options, formula), events),
            );
        }
        let job = Job {
            id,
            goal: request.goal.clone(),
            workers: request.workers,
            assets: request
                .tables
                .strip_suffix("tables/")
                .unwrap_or_default()
                .to_string(),
        };
        // Shipped tables come first (their arm below takes any `built_here`).
        let built_here = wanted.filter(|s| !failed(s));
        match (shipped, built_here) {
            // Tables built here on an earlier visit are loaded from the browser's cache; tables
            // built by this solve are kept there once its answer is out.
            (None, Some(shape)) => {
                let scope = reply.clone();
                let url = table_url(&request.tables, shape, TableKind::Full);
                wasm_bindgen_futures::spawn_local(async move {
                    let global: &web_sys::WorkerGlobalScope = scope.unchecked_ref();
                    let (t0, mut load_ms) = (npuzzle_web::dom::now_ms(), 0.0);
                    if let Some(bytes) = table_cache::load(global, &url).await {
                        post(&scope, &Response::Building { id, fraction: 0.0 });
                        match SOLVER.with(|s| s.borrow_mut().import_tables(&bytes)) {
                            Ok(_) => load_ms = npuzzle_web::dom::now_ms() - t0,
                            Err(_) => table_cache::forget(global, &url).await,
                        }
                    }
                    let held = SOLVER.with(|s| s.borrow().holds_tables(shape));
                    let mut response = run(&scope, &job, &board, &options).await;
                    if let Response::Done { solution, .. } = &mut response {
                        solution.stats.table_ms += load_ms;
                        solution.stats.ms += load_ms;
                    }
                    post(&scope, &response);
                    let built =
                        SOLVER.with(|s| s.borrow().holds_tables(shape)) == Some(TableKind::Full);
                    if held.is_none() && built {
                        let bytes = SOLVER.with(|s| {
                            s.borrow_mut()
                                .export_tables(shape, TableKind::Full, &mut |_| {})
                        });
                        if let Some(bytes) = bytes {
                            table_cache::keep(global, &url, &bytes).await;
                        }
                    }
                });
            }
            (None, None) => {
                let scope = reply.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    post(&scope, &run(&scope, &job, &board, &options).await);
                });
            }
            // The site ships the 15-puzzle's pattern databases: download them rather than build.
            // The quick ones (0.1 MB) first, so the first answer never waits for the full ones
            // (2.8 MB), which follow in the background and serve the solves after they land.
            // The 5×5's (0.5 MB) come whole.
            (Some((shape, quick)), _) => {
                let scope = reply.clone();
                let tables = request.tables.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    post(&scope, &Response::Building { id, fraction: 0.0 });
                    let t0 = npuzzle_web::dom::now_ms();
                    // A missing or bad file only means the solver builds the tables itself (auto)
                    // or goes without (fast).
                    let ok = (quick
                        && fetch_tables(&scope, &tables, shape, TableKind::Quick).await)
                        || fetch_tables(&scope, &tables, shape, TableKind::Full).await;
                    if !ok {
                        DOWNLOAD_FAILED.with(|f| f.borrow_mut().push(shape));
                    }
                    let load_ms = npuzzle_web::dom::now_ms() - t0;
                    let mut response = run(&scope, &job, &board, &options).await;
                    if let Response::Done { solution, .. } = &mut response {
                        solution.stats.table_ms += load_ms;
                        solution.stats.ms += load_ms;
                    }
                    post(&scope, &response);
                    let held = SOLVER.with(|s| s.borrow().holds_tables(shape));
                    if ok && held != Some(TableKind::Full) {
                        fetch_tables(&scope, &tables, shape, TableKind::Full).await;
                    }
                });
            }
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&scope, &Response::Ready);
}

fn parse(req: &Request) -> Result<(Board, SolveOptions), npuzzle_core::Error> {
    let (board, goal) = (req.board.clone(), req.goal.clone());
    let shape = board.shape();
    let options = SolveOptions {
        algorithm: Some(req.algorithm),
        heuristic: req.heuristic,
        goal: GoalSpec::Custom(goal),
        max_nodes: None,
        settings: req.settings,
    };
    // A tab on a phone has far less than the native default: stored nodes get WORKER_NODE_BYTES.
    let algorithm = options.algorithm.unwrap_or(npuzzle_core::Algorithm::Auto);
    let budget = algorithm.node_budget(shape, WORKER_NODE_BYTES);
    let options = SolveOptions {
        max_nodes: Some(req.max_nodes.map_or(budget, |n| n.min(budget))),
        ..options
    };
    Ok((board, options))
}

/// Downloads and loads the shipped tables of `kind` for `shape` from the folder `tables` (an
/// absolute URL: the worker may run from a blob: URL); whether it worked.
async fn fetch_tables(
    scope: &DedicatedWorkerGlobalScope,
    tables: &str,
    shape: Shape,
    kind: TableKind,
) -> bool {
    let url = table_url(tables, shape, kind);
    match fetch_bytes(scope, &url).await {
        Ok(bytes) => SOLVER
            .with(|s| s.borrow_mut().import_tables(&bytes))
            .is_ok(),
        Err(_) => false,
    }
}

/// The address of a shape's table file of `kind` in the folder `tables` (shipped, or kept by
/// [`table_cache`] under the same name).
fn table_url(tables: &str, shape: Shape, kind: TableKind) -> String {
    let suffix = match kind {
        TableKind::Quick => "-quick",
        TableKind::Full => "",
    };
    format!("{tables}pdb-{}x{}{suffix}.bin", shape.rows(), shape.cols())
}

async fn fetch_bytes(scope: &DedicatedWorkerGlobalScope, url: &str) -> Result<Vec<u8>, JsValue> {
    let response: web_sys::Response = JsFuture::from(scope.fetch_with_str(url))
        .await?
        .dyn_into()?;
    if !response.ok() {
        return Err(JsValue::from_str("not found"));
    }
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// What a solve needs beside the board and options: for its messages, and to share a long
/// search among workers.
struct Job {
    id: u32,
    goal: Board,
    /// Workers the page asked for (0: the device decides).
    workers: u8,
    /// The folder of the worker's own files.
    assets: String,
}

/// Solves, handing a long search over to several workers when the device has them (`share/`).
async fn run(
    scope: &DedicatedWorkerGlobalScope,
    job: &Job,
    board: &Board,
    options: &SolveOptions,
) -> Response {
    let id = job.id;
    let workers = share::workers(scope, job.workers);
    let mut control = WorkerControl {
        scope,
        id,
        last_fraction: -1.0,
        // One search at a time goes on in the background; a job meanwhile searches alone.
        share: workers > 1 && !share::sharing(),
        handed: None,
    };
    let result = SOLVER.with(|s| s.borrow_mut().solve(board, options, &mut control));
    match result {
        Ok(solution) if control.handed.is_some() && solution.status == Status::Limit => {
            let hand_over = share::HandOver {
                id,
                board,
                goal: &job.goal,
                options,
                workers,
                asked: job.workers,
                assets: &job.assets,
            };
            share::finish(scope, hand_over, solution).await
        }
        Ok(solution) => Response::Done { id, solution },
        Err(e) => Response::Failed {
            id,
            message: e.to_string(),
        },
    }
}

/// The textbook's experiment: each row to the page as it is done, then the end (the core's
/// `experiment::run`, as `npuzzle experiment` runs it: the same seed, the same numbers).
fn experiment(scope: &DedicatedWorkerGlobalScope, id: u32, plan: &npuzzle_core::experiment::Plan) {
    // Its rows are its progress: a message per solve (thousands) would flood the page.
    struct Quiet;
    impl Control for Quiet {
        fn now_ms(&self) -> f64 {
            npuzzle_web::dom::now_ms()
        }
    }
    let mut control = Quiet;
    let result = SOLVER.with(|s| {
        npuzzle_core::experiment::run(plan, &mut s.borrow_mut(), &mut control, &mut |row, _| {
            let row = row.clone();
            post(scope, &Response::ExperimentRow { id, row });
        })
    });
    match result {
        Ok(_) => post(scope, &Response::ExperimentDone { id }),
        Err(e) => post(
            scope,
            &Response::Failed {
                id,
                message: e.to_string(),
            },
        ),
    }
}

/// A recorded search, for the page's stepper (the six taught algorithms; `auto` and `fast` are
/// refused by the core), with a student's formula as its heuristic if one is given.
fn traced(
    scope: &DedicatedWorkerGlobalScope,
    id: u32,
    (board, options, formula): (&Board, &SolveOptions, Option<&str>),
    events: u32,
) -> Response {
    let mut control = WorkerControl {
        scope,
        id,
        last_fraction: -1.0,
        share: false,
        handed: None,
    };
    let budget = events as usize;
    let trace = match formula {
        Some(text) => {
            let goal = match &options.goal {
                GoalSpec::Custom(goal) => npuzzle_core::Goal::new(goal.clone()),
                _ => npuzzle_core::Goal::new(Board::blank_last(board.shape())),
            };
            match npuzzle_core::formula::Formula::new(text, &goal) {
                Ok(f) => npuzzle_core::formula::trace(board, options, &f, &mut control, budget),
                Err(e) => {
                    let message = e.to_string();
                    return Response::Failed { id, message };
                }
            }
        }
        None => SOLVER.with(|s| s.borrow_mut().trace(board, options, &mut control, budget)),
    };
    match trace {
        Ok(trace) => Response::Traced { id, trace },
        Err(e) => Response::Failed {
            id,
            message: e.to_string(),
        },
    }
}

/// Progress goes to the page as it happens; cancellation is the page terminating this worker.
struct WorkerControl<'a> {
    scope: &'a DedicatedWorkerGlobalScope,
    id: u32,
    last_fraction: f64,
    /// Whether a long search is handed over to several workers.
    share: bool,
    /// The bound it was handed over at.
    handed: Option<u32>,
}

impl Control for WorkerControl<'_> {
    fn now_ms(&self) -> f64 {
        npuzzle_web::dom::now_ms()
    }

    fn progress(&mut self, progress: &Progress) {
        post(
            self.scope,
            &Response::Progress {
                id: self.id,
                progress: *progress,
            },
        );
    }

    fn improved(&mut self, best: &npuzzle_core::Improvement) {
        let response = Response::Improved {
            id: self.id,
            moves: best.moves.to_vec(),
            lower_bound: best.lower_bound,
        };
        post(self.scope, &response);
    }

    fn share(&mut self, bound: u32) -> bool {
        if self.share {
            self.handed = Some(bound);
        }
        self.share
    }

    fn building(&mut self, _what: &str, fraction: f64) {
        // A message per percent at most.
        if fraction >= 1.0 || fraction - self.last_fraction >= 0.01 {
            self.last_fraction = fraction;
            let id = self.id;
            post(self.scope, &Response::Building { id, fraction });
        }
    }
}

fn post(scope: &DedicatedWorkerGlobalScope, response: &Response) {
    let bytes = js_sys::Uint8Array::from(&response.encode()[..]);
    let _ = scope.post_message(&bytes);
}

/// A heuristic formula checked on every board of the goal's shape (a sample of a larger one).
fn check_formula(
    text: &str,
    goal: &npuzzle_core::Board,
) -> Result<npuzzle_core::formula::Checked, String> {
    use npuzzle_core::formula::{Formula, SAMPLES, check_shape};
    let goal = npuzzle_core::Goal::new(goal.clone());
    let formula = Formula::new(text, &goal).map_err(|e| e.to_string())?;
    check_shape(&formula, &goal, SAMPLES, 1).map_err(|e| e.to_string())
}
