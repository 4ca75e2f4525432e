//! Quick tables fetched ahead by the page, while a worker loads, and handed to each worker once
//! it is ready.

use super::{Pool, with_pool};
use npuzzle_core::{Shape, TableKind};
use npuzzle_protocol::{Job, Request, SHIPPED_TABLES, Site};
use wasm_bindgen::JsCast;

/// Quick tables fetched ahead: on a slow network the worker's wasm and the tables then download
/// together, instead of one after the other once the worker has started.
pub(super) enum Ahead {
    /// On their way, for boards of this shape: their searches wait for them.
    Fetching(Shape),
    /// Here, for each worker once it is ready: whether the first one and the solver's have
    /// them.
    Arrived(js_sys::Uint8Array, [bool; 2]),
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
        fresh = pool.loading() && pool.ahead.is_none();
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

impl Pool {
    /// Whether a worker is loading and none is ready: a ready one fetches its own tables (it may
    /// hold them already), and none means none is wanted.
    fn loading(&self) -> bool {
        let workers = || [&self.client, &self.first].into_iter().flatten();
        workers().next().is_some() && workers().all(|c| !c.is_ready())
    }

    /// Whether the next job is a search of the shape whose tables are on their way.
    pub(super) fn waits_for_ahead(&self) -> bool {
        let Some(Ahead::Fetching(shape)) = self.ahead else {
            return false;
        };
        let next = self.queue.front().map(|q| &q.request.job);
        matches!(next, Some(Job::Solve(s)) if s.board.shape() == shape)
    }

    /// Hands the tables fetched ahead to each worker once it is ready; they are dropped once
    /// the solver's has them.
    pub(super) fn hand_ahead(&mut self) {
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
}
