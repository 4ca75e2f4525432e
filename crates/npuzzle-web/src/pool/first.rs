//! The first answer's worker: a smaller build of the same solver (`first/`, compiled for size)
//! that loads first and takes the jobs until the solver's own build, loaded behind it, is ready;
//! then it retires. The solver's fetches the full tables it answered without.

use super::ahead::Ahead;
use super::replies::{on_first_error, on_first_response};
use super::{Pool, Queued, with_pool};
use crate::worker_client::WorkerClient;
use npuzzle_app::state::News;
use npuzzle_core::Algorithm;
use npuzzle_protocol::{Job, Reply, Request, SHIPPED_TABLES};

/// The folder of the first answer's build, beside the solver's.
const FIRST: &str = "first/";
/// The solver's own worker, failing to load behind the first answer's, is tried this many times
/// in all, again each time a job has ended since it last failed (the first answer's build has no
/// full tables: a page left with it is slower).
const SOLVER_TRIES: u8 = 3;

/// An exercise package's page: its package carries the solver's build alone (a first answer's
/// would add a quarter to its size), so no first answer's worker is started.
pub fn solver_only() {
    with_pool(|pool, _| pool.solver_only = true);
}

impl Pool {
    /// Starts the first answer's worker; the solver's own if that cannot start.
    pub(super) fn spawn_first(&mut self) {
        if !self.solver_only {
            let folder = format!("{}{FIRST}", self.assets);
            self.first = WorkerClient::spawn(&folder, true, on_first_response, on_first_error).ok();
        }
        if self.first.is_none() {
            self.spawn_solver();
        }
    }

    /// Whether the first answer's worker runs a job (its own, or one handed to its helpers).
    pub(super) fn first_busy(&self) -> bool {
        self.running
            .iter()
            .chain(&self.background)
            .any(|q| q.on_first)
    }

    /// The solver's own worker starts loading once the first answer's is ready, idle (nothing
    /// running or waiting), and its tables are not on their way: its download then takes nothing
    /// from theirs. Once the solver's is ready, the first one goes as soon as it is idle.
    pub(super) fn load_solver_behind(&mut self) {
        let first_ready = self.first.as_ref().is_some_and(WorkerClient::is_ready);
        let tables_coming = matches!(self.ahead, Some(Ahead::Fetching(_)));
        let wanted = self.client.is_none() && self.solver_may_load();
        let idle = !self.first_busy() && self.queue.is_empty();
        if wanted && first_ready && idle && !tables_coming {
            self.spawn_solver();
        }
        let solver_ready = self.client.as_ref().is_some_and(WorkerClient::is_ready);
        if solver_ready && !self.first_busy() {
            // It closes itself once its work after its last answer is done (built tables kept).
            if let Some(first) = self.first.take() {
                first.retire();
            }
        }
    }

    /// Whether the solver's own worker may be tried: never failed, or failed fewer than
    /// [`SOLVER_TRIES`] times and a job has ended since.
    fn solver_may_load(&self) -> bool {
        self.solver_failures < SOLVER_TRIES && !self.solver_failed_last
    }

    /// The solver's own worker could not load; the first answer's goes on with the jobs.
    pub(super) fn solver_failed(&mut self) {
        self.solver_failures = self.solver_failures.saturating_add(1);
        self.solver_failed_last = true;
    }

    /// Notes a board the first answer's worker answered with `auto` or fast mode, on the quick
    /// tables: the solver's own fetches the full ones once it is ready (the first one leaves
    /// them to it).
    pub(super) fn note_first_answer(&mut self, q: &Queued, news: &News) {
        let answered = matches!(news, News::Reply(Reply::Done(_)));
        if let (true, true, Job::Solve(search)) = (q.on_first, answered, &q.request.job) {
            let shape = search.board.shape();
            let tabled = matches!(search.algorithm, Algorithm::Auto | Algorithm::Fast);
            if tabled && SHIPPED_TABLES.contains(&(shape.rows(), shape.cols(), true)) {
                self.complete = Some(shape);
            }
        }
        self.send_complete();
    }

    /// Asks the solver's worker, once ready, for the full tables the first answer's worker
    /// went without.
    pub(super) fn send_complete(&mut self) {
        let Some(client) = self.client.as_ref().filter(|c| c.is_ready()) else {
            return;
        };
        if let Some(shape) = self.complete.take() {
            let (rows, cols) = (shape.rows() as u8, shape.cols() as u8);
            client.post(&Request {
                id: 0,
                job: Job::Complete { rows, cols },
            });
        }
    }
}
