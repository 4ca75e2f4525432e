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

use crate::runtime;
use crate::worker_client::{WorkerClient, WorkerError};
use npuzzle_app::state::{Msg, News, Unstartable, Waiting};
use npuzzle_core::{Algorithm, Shape, TableKind};
use npuzzle_protocol::{Job, Reply, Request, Response, SHIPPED_TABLES, Site};
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

/// The folder of the first answer's build, beside the solver's.
const FIRST: &str = "first/";

#[derive(Default)]
struct Pool {
    client: Option<WorkerClient>,
    /// The first answer's worker, until the solver's is ready and it is idle.
    first: Option<WorkerClient>,
    /// The solver's own worker could not load while the first answer's could: not tried again
    /// behind it.
    solver_unloadable: bool,
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

/// Quick tables fetched ahead: on a slow network the worker's wasm and the tables then download
/// together, instead of one after the other once the worker has started.
enum Ahead {
    /// On their way, for boards of this shape: their searches wait for them.
    Fetching(Shape),
    /// Here, for each worker once it is ready: whether the first one and the solver's have
    /// them.
    Arrived(js_sys::Uint8Array, [bool; 2]),
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

/// An exercise package's page: its package carries the solver's build alone (a first answer's
/// would add a quarter to its size), so no first answer's worker is started.
pub fn solver_only() {
    with_pool(|pool, _| pool.solver_only = true);
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

/// Starts fetching the quick tables of boards of `shape`, if the site ships some and a worker is
/// loading (`assets`: where the files are), to hand to the worker once it is ready: for a board
/// given in the address or an attribute, or one a person shows on a touched component. Searches
/// of that shape wait for them; a failed fetch only means the worker fetches them itself.
pub fn fetch_ahead(assets: &str, shape: Shape) {
    if !SHIPPED_TABLES.contains(&(shape.rows(), shape.cols(), true)) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let mut fresh = false;
    with_pool(|pool, _| {
        // A ready worker fetches its own (it may hold them already); none means none is wanted.
        let loading = [&pool.client, &pool.first]
            .into_iter()
            .flatten()
            .all(|c| !c.is_ready())
            && (pool.client.is_some() || pool.first.is_some());
        fresh = loading && pool.ahead.is_none();
        if fresh {
            pool.ahead = Some(Ahead::Fetching(shape));
        }
    });
    if !fresh {
        return;
    }
    let site = Site {
        assets: assets.to_string(),
        workers: 0,
    };
    let url = site.table_url(shape.rows(), shape.cols(), TableKind::Quick);
    // Asked for now, not when the future is first polled (after the task that mounts the page).
    let asked = window.fetch_with_str(&url);
    wasm_bindgen_futures::spawn_local(async move {
        let bytes = fetch_bytes(asked).await;
        with_pool(|pool, out| {
            pool.ahead = bytes.map(|b| Ahead::Arrived(b, [false; 2]));
            pool.hand_ahead();
            pool.pump(out);
        });
    });
}

async fn fetch_bytes(asked: js_sys::Promise) -> Option<js_sys::Uint8Array> {
    use wasm_bindgen_futures::JsFuture;
    let response: web_sys::Response = JsFuture::from(asked).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer))
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
            pool.restart(r.on_first, out);
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
            pool.restart(r.on_first, out);
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

    /// Starts the first answer's worker; the solver's own if that cannot start.
    fn spawn_first(&mut self) {
        let folder = format!("{}{FIRST}", self.assets);
        if !self.solver_only {
            self.first = WorkerClient::spawn(&folder, true, on_first_response, on_first_error).ok();
        }
        if self.first.is_none() {
            self.client = WorkerClient::spawn(&self.assets, false, on_response, on_error).ok();
        }
    }

    /// Whether the first answer's worker runs a job (its own, or one handed to its helpers).
    fn first_busy(&self) -> bool {
        self.running
            .iter()
            .chain(&self.background)
            .any(|q| q.on_first)
    }

    /// The solver's own worker starts loading once the first answer's is ready, idle (nothing
    /// running or waiting), and its tables are not on their way: its download then takes nothing
    /// from theirs. Once the solver's is ready, the first one goes as soon as it is idle.
    fn load_solver_behind(&mut self) {
        let first_ready = self.first.as_ref().is_some_and(WorkerClient::is_ready);
        let tables_coming = matches!(self.ahead, Some(Ahead::Fetching(_)));
        let wanted = self.client.is_none() && !self.solver_unloadable;
        let idle = !self.first_busy() && self.queue.is_empty();
        if wanted && first_ready && idle && !tables_coming {
            self.client = WorkerClient::spawn(&self.assets, false, on_response, on_error).ok();
        }
        let solver_ready = self.client.as_ref().is_some_and(WorkerClient::is_ready);
        if solver_ready && !self.first_busy() {
            // It closes itself once its work after its last answer is done (built tables kept).
            if let Some(first) = self.first.take() {
                first.retire();
            }
        }
    }

    /// Whether the next job is a search of the shape whose tables are on their way.
    fn waits_for_ahead(&self) -> bool {
        let Some(Ahead::Fetching(shape)) = self.ahead else {
            return false;
        };
        let next = self.queue.front().map(|q| &q.request.job);
        matches!(next, Some(Job::Solve(s)) if s.board.shape() == shape)
    }

    /// Hands the tables fetched ahead to each worker once it is ready; they are dropped once
    /// the solver's has them.
    fn hand_ahead(&mut self) {
        let Some(Ahead::Arrived(bytes, handed)) = self.ahead.as_mut() else {
            return;
        };
        for (k, client) in [&self.first, &self.client].into_iter().enumerate() {
            if let Some(client) = client.as_ref().filter(|c| c.is_ready() && !handed[k]) {
                let tables = Request {
                    id: 0,
                    job: Job::Tables,
                };
                client.post_with(&tables, bytes);
                handed[k] = true;
            }
        }
        if handed[1] {
            self.ahead = None;
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
    /// that goes starts again first. The first answer's worker is not started again: the
    /// solver's takes over (it is loading or ready, or starts now).
    fn restart(&mut self, on_first: bool, out: &mut Deliveries) {
        for q in take_where(&mut self.background, &|q| q.on_first == on_first) {
            self.queue.push_front(q);
        }
        // Dropping terminates it. A fresh first answer's worker is quicker to come (its wasm is
        // the smaller, and cached) than the solver's, unless the solver's is on its way.
        if on_first {
            self.first = None;
            if self.client.is_none() {
                self.spawn_first();
            }
        } else {
            self.client = None;
            self.client = WorkerClient::spawn(&self.assets, false, on_response, on_error).ok();
        }
        self.pump(out);
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
            // A board the first answer's worker answered with the quick tables: the solver's
            // own fetches the full ones once it is ready (the first one leaves them to it).
            let answered = matches!(news, News::Reply(Reply::Done(_)));
            if let (true, true, Job::Solve(search)) = (q.on_first, answered, &q.request.job) {
                let shape = search.board.shape();
                let tabled = matches!(search.algorithm, Algorithm::Auto | Algorithm::Fast);
                if tabled && SHIPPED_TABLES.contains(&(shape.rows(), shape.cols(), true)) {
                    self.complete = Some(shape);
                }
            }
            out.push((q.instance, Msg::Job(q.job, news)));
            self.send_complete();
            self.pump(out);
        }
    }

    /// Asks the solver's worker, once ready, for the full tables the first answer's worker
    /// went without.
    fn send_complete(&mut self) {
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

    /// The job the worker answered about, if it is the running one or in the background.
    fn owner(&self, id: u32) -> Option<(u32, u32)> {
        self.running
            .iter()
            .chain(&self.background)
            .find(|r| r.request.id == id)
            .map(|r| (r.instance, r.job))
    }
}

fn on_response(response: Response) {
    on_reply(false, response);
}

fn on_first_response(response: Response) {
    on_reply(true, response);
}

/// What a worker said (the first answer's, or the solver's): replies name their job by id.
fn on_reply(from_first: bool, Response { id, reply }: Response) {
    with_pool(|pool, out| match reply {
        Reply::Ready => {
            let client = if from_first {
                &mut pool.first
            } else {
                &mut pool.client
            };
            if let Some(c) = client.as_mut() {
                c.mark_ready();
                let site = Site {
                    assets: pool.assets.clone(),
                    workers: workers_asked(),
                };
                c.post(&Request {
                    id: 0,
                    job: Job::Setup(site),
                });
            }
            pool.hand_ahead();
            pool.send_complete();
            pool.pump(out);
        }
        Reply::Handed => {
            if let Some(q) = pool.running.take_if(|q| q.request.id == id) {
                pool.background.push(q);
                pool.pump(out);
            }
        }
        // A helper's word, for its lead worker only.
        Reply::Ran(_) => {}
        reply if reply.is_final() => pool.ended(id, News::Reply(reply), out),
        reply => pool.tell(id, News::Reply(reply), out),
    });
}

/// The worker died (out of memory, a crash) or could not load. A dead wasm module cannot be
/// trusted again: one that had started is replaced at once (its tables are lost) and the queue
/// goes on; one that never loaded is dropped with its queue, saying why, and the next Solve
/// tries again.
fn on_error(error: WorkerError) {
    with_pool(|pool, out| {
        let had_started = pool.client.as_ref().is_some_and(WorkerClient::is_ready);
        pool.client = None;
        // The first answer's worker goes on with the queue; the solver's is not tried again
        // while it does.
        if !had_started && pool.first.is_some() {
            pool.solver_unloadable = true;
            return pool.pump(out);
        }
        let (message, cause) = match error {
            WorkerError::NotLoaded { why, directive } if !directive.is_empty() => {
                (why, Unstartable::Policy(directive))
            }
            WorkerError::NotLoaded { why, .. } | WorkerError::Died(why) => {
                (why.clone(), Unstartable::NotLoaded(why))
            }
        };
        let running = pool.running.take_if(|q| !q.on_first);
        let background = take_where(&mut pool.background, &|q| !q.on_first);
        for r in running.into_iter().chain(background) {
            let died = News::Died {
                message: message.clone(),
                restarted: had_started,
            };
            out.push((r.instance, Msg::Job(r.job, died)));
        }
        if had_started {
            pool.restart(false, out);
        } else {
            for q in pool.queue.drain(..) {
                let news = News::Unavailable(cause.clone());
                out.push((q.instance, Msg::Job(q.job, news)));
            }
        }
    });
}

/// The first answer's worker died or could not load (a site or package served without it): its
/// jobs go to the solver's own worker, which starts now if it has not.
fn on_first_error(_: WorkerError) {
    with_pool(|pool, out| {
        // The background jobs first, so that the running one ends at the front of the queue.
        let background = take_where(&mut pool.background, &|q| q.on_first);
        for q in background
            .into_iter()
            .chain(pool.running.take_if(|q| q.on_first))
        {
            pool.queue.push_front(q);
        }
        pool.first = None;
        if pool.client.is_none() {
            pool.client = WorkerClient::spawn(&pool.assets, false, on_response, on_error).ok();
        }
        pool.pump(out);
    });
}

/// Takes the jobs `pick` picks out of `jobs`, in their order (one function for every picking:
/// each closure type would cost the page's wasm a copy).
fn take_where(jobs: &mut Vec<Queued>, pick: &dyn Fn(&Queued) -> bool) -> Vec<Queued> {
    let (taken, kept) = std::mem::take(jobs).into_iter().partition(|q| pick(q));
    *jobs = kept;
    taken
}
