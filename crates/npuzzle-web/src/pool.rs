//! One solver worker for every component on a page (its tables load once), running one job at a
//! time; jobs are keyed by component. Cancelling a queued job drops it; cancelling the running
//! one restarts the worker and the queue goes on, so no other component's job is lost. A long
//! search the worker hands to its helpers (`Handed`) goes on in the background while the worker
//! takes the next job; it is cancelled by a word to the worker.

use crate::runtime;
use crate::worker_client::{WorkerClient, WorkerError};
use npuzzle_app::state::{Msg, News, Unstartable, Waiting};
use npuzzle_core::{Shape, TableKind};
use npuzzle_protocol::{Job, Reply, Request, Response, SHIPPED_TABLES, Site};
use std::cell::RefCell;
use std::collections::VecDeque;
use wasm_bindgen::JsCast;

/// A job: which component, its own id for it, the request sent.
struct Queued {
    instance: u32,
    job: u32,
    request: Request,
}

#[derive(Default)]
struct Pool {
    client: Option<WorkerClient>,
    queue: VecDeque<Queued>,
    running: Option<Queued>,
    /// The job handed over to the worker's helpers, going on beside the running one (the worker
    /// shares one search at a time).
    background: Option<Queued>,
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
    /// Here, for the worker once it is ready.
    Arrived(js_sys::Uint8Array),
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
        if pool.client.is_some() {
            return;
        }
        if pool.assets.is_empty() {
            pool.assets = assets.to_string();
        }
        pool.client = WorkerClient::spawn(&pool.assets, on_response, on_error).ok();
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
        let loading = pool.client.as_ref().is_some_and(|c| !c.is_ready());
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
    wasm_bindgen_futures::spawn_local(async move {
        let bytes = fetch_bytes(&window, &url).await;
        with_pool(|pool, out| {
            pool.ahead = bytes.map(Ahead::Arrived);
            pool.hand_ahead();
            pool.pump(out);
        });
    });
}

async fn fetch_bytes(window: &web_sys::Window, url: &str) -> Option<js_sys::Uint8Array> {
    use wasm_bindgen_futures::JsFuture;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
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
        if pool
            .running
            .as_ref()
            .is_some_and(|r| r.instance == instance && r.job == job)
        {
            pool.running = None;
            pool.restart(out);
        }
        pool.stop_background(instance, Some(job));
    });
}

/// Stops every job of a component that is going away.
pub fn forget(instance: u32) {
    with_pool(|pool, out| {
        pool.queue.retain(|q| q.instance != instance);
        if pool
            .running
            .as_ref()
            .is_some_and(|r| r.instance == instance)
        {
            pool.running = None;
            pool.restart(out);
        }
        pool.stop_background(instance, None);
    });
}

/// Whether any job is queued or running (for tests of teardown).
pub fn busy() -> bool {
    POOL.with(|p| {
        let p = p.borrow();
        p.running.is_some() || !p.queue.is_empty() || p.background.is_some()
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
        if self.running.is_some() || self.queue.is_empty() || self.waits_for_ahead() {
            return;
        }
        let client = match self.client.take() {
            Some(c) => c,
            None => match WorkerClient::spawn(&self.assets, on_response, on_error) {
                Ok(c) => c,
                Err(_) => {
                    for q in self.queue.drain(..) {
                        let cause = Unstartable::NoWorkers;
                        out.push((q.instance, Msg::Job(q.job, News::Unavailable(cause))));
                    }
                    return;
                }
            },
        };
        let client = self.client.insert(client);
        if !client.is_ready() {
            return; // `Ready` pumps again
        }
        if let Some(q) = self.queue.pop_front() {
            client.post(&q.request);
            out.push((q.instance, Msg::Job(q.job, News::Started)));
            self.running = Some(q);
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

    /// Hands the tables fetched ahead to the worker, once it is ready.
    fn hand_ahead(&mut self) {
        let Some(client) = self.client.as_ref().filter(|c| c.is_ready()) else {
            return;
        };
        if let Some(Ahead::Arrived(bytes)) = self.ahead.take_if(|a| matches!(a, Ahead::Arrived(_)))
        {
            let tables = Request {
                id: 0,
                job: Job::Tables,
            };
            client.post_with(&tables, &bytes);
        }
    }

    /// Tells the worker to stop the background job if it is component `instance`'s (its job
    /// `job`, or any).
    fn stop_background(&mut self, instance: u32, job: Option<u32>) {
        let Some(q) = self.background.take() else {
            return;
        };
        if q.instance == instance && job.is_none_or(|j| j == q.job) {
            if let Some(c) = &self.client {
                let id = q.request.id;
                c.post(&Request {
                    id,
                    job: Job::Cancel,
                });
            }
        } else {
            self.background = Some(q);
        }
    }

    /// A fresh worker (the old one may be deep in a search), started now so the next job does
    /// not wait for it to load; the queue waits for its `Ready`. A background job starts again
    /// first.
    fn restart(&mut self, out: &mut Deliveries) {
        if let Some(q) = self.background.take() {
            self.queue.push_front(q);
        }
        self.client = None; // dropping terminates it
        self.client = WorkerClient::spawn(&self.assets, on_response, on_error).ok();
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
        let mine = |q: &Option<Queued>| q.as_ref().is_some_and(|q| q.request.id == id);
        let ended = if mine(&self.running) {
            self.running.take()
        } else if mine(&self.background) {
            self.background.take()
        } else {
            None
        };
        if let Some(q) = ended {
            out.push((q.instance, Msg::Job(q.job, news)));
            self.pump(out);
        }
    }

    /// The job the worker answered about, if it is the running one or in the background.
    fn owner(&self, id: u32) -> Option<(u32, u32)> {
        [&self.running, &self.background]
            .into_iter()
            .flatten()
            .find(|r| r.request.id == id)
            .map(|r| (r.instance, r.job))
    }
}

fn on_response(Response { id, reply }: Response) {
    with_pool(|pool, out| match reply {
        Reply::Ready => {
            if let Some(c) = pool.client.as_mut() {
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
            pool.pump(out);
        }
        Reply::Handed => {
            if pool.owner(id).is_some() {
                pool.background = pool.running.take();
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
        let (message, cause) = match error {
            WorkerError::NotLoaded { why, directive } if !directive.is_empty() => {
                (why, Unstartable::Policy(directive))
            }
            WorkerError::NotLoaded { why, .. } | WorkerError::Died(why) => {
                (why.clone(), Unstartable::NotLoaded(why))
            }
        };
        for r in [pool.running.take(), pool.background.take()]
            .into_iter()
            .flatten()
        {
            let died = News::Died {
                message: message.clone(),
                restarted: had_started,
            };
            out.push((r.instance, Msg::Job(r.job, died)));
        }
        if had_started {
            pool.restart(out);
        } else {
            for q in pool.queue.drain(..) {
                let news = News::Unavailable(cause.clone());
                out.push((q.instance, Msg::Job(q.job, news)));
            }
        }
    });
}
