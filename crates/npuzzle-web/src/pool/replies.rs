//! What the workers say: replies routed to the components by job id, and a worker's death.

use super::{take_where, with_pool, workers_asked};
use crate::worker_client::{WorkerClient, WorkerError};
use npuzzle_app::state::{Msg, News, Unstartable};
use npuzzle_protocol::{Job, Reply, Request, Response, Site};

pub(super) fn on_response(response: Response) {
    on_reply(false, response);
}

pub(super) fn on_first_response(response: Response) {
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
pub(super) fn on_error(error: WorkerError) {
    with_pool(|pool, out| {
        let had_started = pool.client.as_ref().is_some_and(WorkerClient::is_ready);
        pool.client = None;
        // The first answer's worker goes on with the queue; the solver's is tried again after
        // its next job.
        if !had_started && pool.first.is_some() {
            pool.solver_failed();
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
            pool.restart(false);
            pool.pump(out);
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
pub(super) fn on_first_error(_: WorkerError) {
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
            pool.spawn_solver();
        }
        pool.pump(out);
    });
}
