//! The solver worker: receives one `Request` at a time, posts progress while it searches, then the
//! result. The page cancels by terminating the worker, so nothing here listens during a search.

use npuzzle_core::{Board, Control, GoalSpec, Move, Progress, Shape, SolveOptions, Solver};
use npuzzle_web::protocol::{Request, Response, SolveResult};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

thread_local! {
    /// Kept for the worker's life, so tables (3×3 distances, 4×4 pattern databases) are built once.
    /// A cancelled job terminates the worker, and with it a half-built table.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
}

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let response = match serde_wasm_bindgen::from_value::<Request>(event.data()) {
            Ok(request) => run(&reply, request),
            Err(e) => Response::Failed {
                id: 0,
                message: format!("bad request: {e}"),
            },
        };
        post(&reply, &response);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&scope, &Response::Ready);
}

fn run(scope: &DedicatedWorkerGlobalScope, req: Request) -> Response {
    let id = req.id;
    let fail = |message: String| Response::Failed { id, message };
    let parsed = (|| {
        let shape = Shape::new(req.rows, req.cols)?;
        let board = Board::new(shape, req.cells.clone())?;
        let goal = Board::new(shape, req.goal.clone())?;
        let options = SolveOptions {
            algorithm: Some(req.algorithm.parse()?),
            heuristic: req.heuristic.as_deref().map(str::parse).transpose()?,
            goal: GoalSpec::Custom(goal),
            max_nodes: None,
        };
        Ok::<_, npuzzle_core::Error>((board, options))
    })();
    let (board, options) = match parsed {
        Ok(p) => p,
        Err(e) => return fail(e.to_string()),
    };
    let mut control = WorkerControl {
        scope,
        id,
        last_fraction: -1.0,
    };
    match SOLVER.with(|s| s.borrow_mut().solve(&board, &options, &mut control)) {
        Ok(s) => Response::Done {
            id,
            result: SolveResult {
                status: s.status.name().into(),
                moves: s
                    .moves
                    .iter()
                    .map(|&m| Move::ALL.iter().position(|&x| x == m).unwrap_or(0) as u8)
                    .collect(),
                tiles: s.tiles.clone(),
                optimal: s.optimal,
                algorithm: s.algorithm.name().into(),
                heuristic: s.heuristic.map(|h| h.name().into()),
                method: s.method.into(),
                expanded: s.stats.expanded as f64,
                generated: s.stats.generated as f64,
                max_frontier: s.stats.max_frontier as f64,
                depth: s.stats.depth,
                ms: s.stats.ms,
                table_ms: s.stats.table_ms,
            },
        },
        Err(e) => fail(e.to_string()),
    }
}

/// Progress goes to the page as it happens; cancellation is the page terminating this worker.
struct WorkerControl<'a> {
    scope: &'a DedicatedWorkerGlobalScope,
    id: u32,
    last_fraction: f64,
}

impl Control for WorkerControl<'_> {
    fn now_ms(&self) -> f64 {
        self.scope
            .performance()
            .map_or_else(js_sys::Date::now, |p| p.now())
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

    fn building(&mut self, what: &str, fraction: f64) {
        // A message per percent at most.
        if fraction >= 1.0 || fraction - self.last_fraction >= 0.01 {
            self.last_fraction = fraction;
            let id = self.id;
            post(
                self.scope,
                &Response::Building {
                    id,
                    what: what.into(),
                    fraction,
                },
            );
        }
    }
}

fn post(scope: &DedicatedWorkerGlobalScope, response: &Response) {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    if let Ok(value) = serde::Serialize::serialize(response, &serializer) {
        let _ = scope.post_message(&value);
    }
}
