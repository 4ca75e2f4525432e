//! Each kind of job, run with the core: a search (its tables prepared first, a long one handed
//! to helpers), a recording, the textbook's experiment, a formula's check.

use crate::message::{now_ms, post};
use crate::{SITE, SOLVER, handover, tables};
use npuzzle_core::experiment::Plan;
use npuzzle_core::formula::{CheckError, Formula, FormulaError, SAMPLES, check_shape};
use npuzzle_core::{Board, Control, Goal, GoalSpec, Improvement, Progress, SolveOptions, Status};
use npuzzle_protocol::{Reply, Search};

/// Memory for the nodes a BFS, DFS, greedy or A* search stores, so that with the 4×4 pattern
/// databases loaded (65 MB) the worker stays under 256 MB (BFS on a 4×4 at this budget: about 115
/// MB of wasm memory, measured).
const WORKER_NODE_BYTES: u64 = 80 << 20;

/// The core's options for a search: a tab on a phone has far less memory than the native
/// default, so stored nodes get [`WORKER_NODE_BYTES`] (and a job's own budget if smaller).
fn options_of(search: &Search) -> SolveOptions {
    let budget = search
        .algorithm
        .node_budget(search.board.shape(), WORKER_NODE_BYTES);
    SolveOptions {
        algorithm: Some(search.algorithm),
        heuristic: search.heuristic,
        goal: GoalSpec::Custom(search.goal.clone()),
        max_nodes: Some(search.max_nodes.map_or(budget, |n| n.min(budget))),
        settings: search.settings,
    }
}

/// A search: its tables prepared (downloaded, loaded from the cache or built), the search (a
/// long one finished by helpers), the answer, then the tables kept or completed for the next.
pub async fn solve(id: u32, search: Search) {
    let options = options_of(&search);
    let board = &search.board;
    let prepared = tables::prepare(id, board, &options).await;
    let mut reply = run(id, &search, &options).await;
    if let Reply::Done(solution) = &mut reply {
        solution.stats.table_ms += prepared.load_ms;
        solution.stats.ms += prepared.load_ms;
    }
    post(id, reply);
    tables::after(prepared).await;
}

/// Solves, handing a long search over to helper workers when the device has them.
async fn run(id: u32, search: &Search, options: &SolveOptions) -> Reply {
    let asked = SITE.with(|s| s.borrow().workers);
    let workers = handover::workers(asked);
    let mut control = WorkerControl {
        id,
        last_fraction: -1.0,
        // One search at a time goes on in the background; a job meanwhile searches alone.
        may_hand_over: workers > 1 && !handover::busy(),
        handed_over: false,
    };
    let result = SOLVER.with(|s| s.borrow_mut().solve(&search.board, options, &mut control));
    match result {
        Ok(solution) if control.handed_over && solution.status == Status::Limit => {
            let assets = SITE.with(|s| s.borrow().assets.clone());
            let job = handover::HandedSearch {
                id,
                search,
                options,
                workers,
                asked,
                assets: &assets,
            };
            handover::finish(job, solution).await
        }
        Ok(solution) => Reply::Done(solution),
        Err(e) => Reply::Failed(e.to_string()),
    }
}

/// A recorded search, for the page's stepper (the six taught algorithms; `auto` and `fast` are
/// refused by the core), with a student's formula as its heuristic if one is given.
pub fn trace(id: u32, search: &Search, events: u32, formula: Option<&str>) -> Reply {
    let options = options_of(search);
    let mut control = WorkerControl {
        id,
        last_fraction: -1.0,
        may_hand_over: false,
        handed_over: false,
    };
    let board = &search.board;
    let budget = events as usize;
    let trace = match formula {
        Some(text) => match Formula::new(text, &Goal::new(search.goal.clone())) {
            Ok(f) => npuzzle_core::formula::trace(board, &options, &f, &mut control, budget),
            Err(e) => return Reply::Checked(Err(e.into())),
        },
        None => SOLVER.with(|s| s.borrow_mut().trace(board, &options, &mut control, budget)),
    };
    match trace {
        Ok(trace) => Reply::Traced(Box::new(trace)),
        Err(e) => Reply::Failed(e.to_string()),
    }
}

/// The textbook's experiment: each row to the page as it is done, then the end (the core's
/// `experiment::run`, as `npuzzle experiment` runs it: the same seed, the same numbers).
pub fn experiment(id: u32, plan: &Plan) {
    // Said typed, for the page's words: the core's experiment would refuse it in English.
    if let Some(e) = unreadable(plan) {
        return post(id, Reply::Checked(Err(e.into())));
    }
    // Its rows are its progress: a message per solve (thousands) would flood the page.
    struct Quiet;
    impl Control for Quiet {
        fn now_ms(&self) -> f64 {
            now_ms()
        }
    }
    let result = SOLVER.with(|s| {
        npuzzle_core::experiment::run(plan, &mut s.borrow_mut(), &mut Quiet, &mut |row, _| {
            post(id, Reply::ExperimentRow(row.clone()));
        })
    });
    match result {
        Ok(_) => post(id, Reply::ExperimentDone),
        Err(e) => post(id, Reply::Failed(e.to_string())),
    }
}

/// The error of the plan's formula, if it has one that does not read.
fn unreadable(plan: &Plan) -> Option<FormulaError> {
    let text = plan.formula.as_ref()?;
    let goal = Goal::new(Board::blank_last(plan.shape().ok()?));
    Formula::new(text, &goal).err()
}

/// A heuristic formula checked on every board of the goal's shape (a sample of a larger one).
pub fn check(goal: &Board, text: &str) -> Reply {
    let goal = Goal::new(goal.clone());
    let checked = Formula::new(text, &goal)
        .map_err(CheckError::from)
        .and_then(|f| check_shape(&f, &goal, SAMPLES, 1));
    Reply::Checked(checked)
}

/// Progress goes to the page as it happens; cancellation is the page terminating this worker.
struct WorkerControl {
    id: u32,
    last_fraction: f64,
    /// Whether a long search may be handed over to helpers.
    may_hand_over: bool,
    /// Whether it was.
    handed_over: bool,
}

impl Control for WorkerControl {
    fn now_ms(&self) -> f64 {
        now_ms()
    }

    fn progress(&mut self, progress: &Progress) {
        post(self.id, Reply::Progress(*progress));
    }

    fn improved(&mut self, best: &Improvement) {
        post(self.id, Reply::Improved(best.clone()));
    }

    fn hand_over(&mut self, _bound: u32) -> bool {
        self.handed_over = self.may_hand_over;
        self.may_hand_over
    }

    fn building(&mut self, _what: &str, fraction: f64) {
        // A message per percent at most.
        if fraction >= 1.0 || fraction - self.last_fraction >= 0.01 {
            self.last_fraction = fraction;
            post(self.id, Reply::Preparing(fraction));
        }
    }
}
