//! The solver's workers for every component on a page (its tables load once), running one job
//! at a time; jobs are keyed by component. Cancelling a queued job drops it; cancelling the
//! running one restarts its worker and the queue goes on, so no other component's job is lost. A
//! long search a worker hands to its helpers (`Handed`) goes on in the background while the
//! worker takes the next job; it is cancelled by a word to that worker.
//!
//! The first answer comes from a smaller build of the same worker (`first/`: compiled for size, a
//! quarter fewer bytes to download on a slow phone, its searches about a third slower). It loads
//! first and takes the jobs until it is idle with its tables; then the solver's own build loads
//! behind it, takes every job once ready, and the first one goes as soon as it is idle.

mod ahead;
mod first;
mod replies;

pub use ahead::fetch_ahead;
pub use first::solver_only;

use crate::runtime;
use crate::worker_client::WorkerClient;
use ahead::Ahead;
use npuzzle_app::state::{Msg, News, Unstartable, Waiting};
use npuzzle_core::Shape;
use npuzzle_protocol::{Job, Reply, Request};
use replies::{on_error, on_response};
use std::cell::RefCell;
use std::collections::VecDeque;
use wasm_bindgen::JsCast;

/// A job: which component, its own id for it, the request sent.
struct Queued {
    instance: u32,
    job: u32,
    request: Request,
    /// Posted to the first answer's worker (else to the solver's).
    on_first: bool,
}

#[derive(Default)]
struct Pool {
    client: Option<WorkerClient>,
    /// The first answer's worker, until the solver's is ready and it is idle.
    first: Option<WorkerClient>,
    /// Times the solver's own worker could not load while the first answer's could, and whether
    /// no job has ended since the last: it is tried again behind it, after a job (a phone's
    /// network may have dropped for a moment), a few times at most.
    solver_failures: u8,
    solver_failed_last: bool,
    /// No first answer's worker: an exercise package ships the solver's build alone.
    solver_only: bool,
    /// Boards of this shape were answered by the first answer's worker with quick tables: the
    /// solver's fetches the full ones once ready.
    complete: Option<Shape>,
    queue: VecDeque<Queued>,
    running: Option<Queued>,
    /// The job handed over to the worker's helpers, going on beside the running one (the worker
    /// shares one search at a time).
    background: Vec<Queued>,
    next_id: u32,
    /// The worker's folder, as the first job gave it (all components of a page share it).
    assets: String,
    /// Quick tables the page fetches while the worker loads, for a board it was given.
    ahead: Option<Ahead>,
}

thread_local! {
    static POOL: RefCell<Pool> = RefCell::new(Pool::default());
}

/// Messages for components, delivered once the pool is no longer borrowed.
type Deliveries = Vec<(u32, Msg)>;

fn with_pool(f: impl FnOnce(&mut Pool, &mut Deliveries)) {
    let mut out = Vec::new();
    POOL.with(|p| f(&mut p.borrow_mut(), &mut out));
    for (instance, msg) in out {
        deliver(instance, msg);
    }
}

/// Solutions at least this long reach their component in a task of their own: reading them
/// from the worker's bytes (a 64×64's 800,000 moves) is a task's work already.
const LONG_ANSWER: usize = 100_000;

fn deliver(instance: u32, msg: Msg) {
    let long =
        matches!(&msg, Msg::Job(_, News::Reply(Reply::Done(s))) if s.moves.len() >= LONG_ANSWER);
    let Some(window) = web_sys::window().filter(|_| long) else {
        return runtime::dispatch(instance, msg);
    };
    let held = std::rc::Rc::new(RefCell::new(Some(msg)));
    let take = held.clone();
    let later = wasm_bindgen::closure::Closure::once_into_js(move || {
        if let Some(msg) = take.borrow_mut().take() {
            runtime::dispatch(instance, msg);
        }
    });
    let timer =
        window.set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 0);
    // No timer: now, rather than never.
    if timer.is_err()
        && let Some(msg) = held.borrow_mut().take()
    {
        runtime::dispatch(instance, msg);
    }
}

/// Queues component `instance`'s job `id`; `assets` is where the worker's files are.
pub fn submit(instance: u32, id: u32, job: Job, assets: &str) {
    let assets = assets.to_string();
    with_pool(|pool, out| {
        pool.next_id = pool.next_id.wrapping_add(1);
        let request = Request {
            id: pool.next_id,
            job,
        };
        pool.queue.push_back(Queued {
            instance,
            job: id,
            request,
            on_first: false,
        });
        if pool.assets.is_empty() {
            pool.assets = assets;
        }
        pool.pump(out);
    });
}

/// Starts the worker loading, if none is, before any job asks for it (`assets`: where its
/// files are). A worker that cannot start says so to the first job, as it would have.
pub fn warm(assets: &str) {
    with_pool(|pool, _| {
        if pool.client.is_some() || pool.first.is_some() {
            return;
        }
        if pool.assets.is_empty() {
            pool.assets = assets.to_string();
        }
        pool.spawn_first();
    });
}

/// The page's `?workers=N` (tests and benchmarks): workers for one long search; 0 if not given
/// (the worker decides).
fn workers_asked() -> u8 {
    let pairs = crate::dom::url_pairs();
    let asked = pairs.iter().find(|(name, _)| name == "workers");
    asked.and_then(|(_, n)| n.parse().ok()).unwrap_or(0)
}

/// Stops component `instance`'s job `job`, wherever it is.
pub fn cancel(instance: u32, job: u32) {
    with_pool(|pool, out| {
        pool.queue
            .retain(|q| !(q.instance == instance && q.job == job));
        if let Some(r) = pool
            .running
            .take_if(|r| r.instance == instance && r.job == job)
        {
            pool.restart(r.on_first);
        }
        pool.stop_background(instance, Some(job));
        pool.pump(out);
    });
}

/// Stops every job of a component that is going away.
pub fn forget(instance: u32) {
    with_pool(|pool, out| {
        pool.queue.retain(|q| q.instance != instance);
        if let Some(r) = pool.running.take_if(|r| r.instance == instance) {
            pool.restart(r.on_first);
        }
        pool.stop_background(instance, None);
        pool.pump(out);
    });
}

/// Whether any job is queued or running (for tests of teardown).
pub fn busy() -> bool {
    POOL.with(|p| {
        let p = p.borrow();
        p.running.is_some() || !p.queue.is_empty() || !p.background.is_empty()
    })
}

impl Pool {
    /// Starts the next job if the worker is free, starting the worker if there is none; tells
    /// the jobs left in the queue what they wait for: a running job, or the worker to start
    /// (after a cancel restarted it, they no longer wait for the job that was running).
    fn pump(&mut self, out: &mut Deliveries) {
        self.start_next(out);
        let why = if self.running.is_some() {
            Waiting::Behind
        } else {
            Waiting::Start
        };
        for q in &self.queue {
            out.push((q.instance, Msg::Job(q.job, News::Waiting(why))));
        }
    }

    fn start_next(&mut self, out: &mut Deliveries) {
        self.load_solver_behind();
        if self.running.is_some() || self.queue.is_empty() || self.waits_for_ahead() {
            return;
        }
        if self.client.is_none() && self.first.is_none() {
            self.spawn_first();
            if self.client.is_none() && self.first.is_none() {
                for q in self.queue.drain(..) {
                    let cause = Unstartable::NoWorkers;
                    out.push((q.instance, Msg::Job(q.job, News::Unavailable(cause))));
                }
            }
            return; // `Ready` pumps again
        }
        fn ready(c: &Option<WorkerClient>) -> Option<&WorkerClient> {
            c.as_ref().filter(|c| c.is_ready())
        }
        let (client, on_first) = match (ready(&self.client), ready(&self.first)) {
            (Some(c), _) => (c, false),
            (None, Some(c)) => (c, true),
            (None, None) => return, // `Ready` pumps again
        };
        if let Some(mut q) = self.queue.pop_front() {
            client.post(&q.request);
            q.on_first = on_first;
            out.push((q.instance, Msg::Job(q.job, News::Started)));
            self.running = Some(q);
        }
    }

    /// Tells the worker to stop the background job if it is component `instance`'s (its job
    /// `job`, or any).
    fn stop_background(&mut self, instance: u32, job: Option<u32>) {
        let stopped = take_where(&mut self.background, &|q| {
            q.instance == instance && job.is_none_or(|j| j == q.job)
        });
        for q in stopped {
            let owner = if q.on_first {
                &self.first
            } else {
                &self.client
            };
            if let Some(c) = owner {
                let id = q.request.id;
                c.post(&Request {
                    id,
                    job: Job::Cancel,
                });
            }
        }
    }

    /// A fresh worker (the old one may be deep in a search), started now so the next job does
    /// not wait for it to load; the queue waits for its `Ready`. A background job of the worker
    /// that goes starts again first. In place of the first answer's worker, the solver's takes
    /// over if it is on its way, else a fresh first answer's worker (its wasm the smaller, and
    /// cached). The caller pumps.
    fn restart(&mut self, on_first: bool) {
        for q in take_where(&mut self.background, &|q| q.on_first == on_first) {
            self.queue.push_front(q);
        }
        // Dropping terminates it.
        if on_first {
            self.first = None;
            if self.client.is_none() {
                self.spawn_first();
            }
        } else {
            self.client = None;
            self.spawn_solver();
        }
    }

    /// News of the running job `id` (not its last) for the component that asked.
    fn tell(&self, id: u32, news: News, out: &mut Deliveries) {
        if let Some((i, job)) = self.owner(id) {
            out.push((i, Msg::Job(job, news)));
        }
    }

    /// The job `id` (running, or in the background) ended with `news`: it goes to its
    /// component, and the next job in the queue starts.
    fn ended(&mut self, id: u32, news: News, out: &mut Deliveries) {
        let ended = match self.running.take_if(|q| q.request.id == id) {
            Some(q) => Some(q),
            None => take_where(&mut self.background, &|q| q.request.id == id).pop(),
        };
        if let Some(q) = ended {
            self.solver_failed_last = false;
            self.note_first_answer(&q, &news);
            out.push((q.instance, Msg::Job(q.job, news)));
            self.pump(out);
        }
    }

    /// Starts the solver's own worker.
    fn spawn_solver(&mut self) {
        self.client = WorkerClient::spawn(&self.assets, false, on_response, on_error).ok();
    }

    /// The job the worker answered about, if it is the running one or in the background.
    fn owner(&self, id: u32) -> Option<(u32, u32)> {
        self.running
            .iter()
            .chain(&self.background)
            .find(|r| r.request.id == id)
            .map(|r| (r.instance, r.job))
    }
}

/// Takes the jobs `pick` picks out of `jobs`, in their order (one function for every picking:
/// each closure type would cost the page's wasm a copy).
fn take_where(jobs: &mut Vec<Queued>, pick: &dyn Fn(&Queued) -> bool) -> Vec<Queued> {
    let (taken, kept) = std::mem::take(jobs).into_iter().partition(|q| pick(q));
    *jobs = kept;
    taken
}
