//! Pattern databases the solver worker built, kept in the browser's Cache API so that a second
//! visit loads them (a second or less) instead of building them again (the 3×6's take about 20
//! seconds). Only shapes the site does not ship are kept here; the shipped ones are downloaded.
//!
//! Every step may fail (a sandboxed frame has no Cache API, a full disk refuses a write): a
//! failure only means the tables are built again. A kept file that does not load (damaged, or
//! from another version) is deleted, never trusted: the core checks its checksum and layout.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Cache, WorkerGlobalScope};

/// The cache's name; a new layout of the files would take a new name (and the core refuses
/// files of another version anyway).
const NAME: &str = "npuzzle-tables-v1";

async fn open(scope: &WorkerGlobalScope) -> Option<Cache> {
    let caches = scope.caches().ok()?;
    JsFuture::from(caches.open(NAME))
        .await
        .ok()?
        .dyn_into()
        .ok()
}

/// The kept file at `url`, if there is one.
pub async fn load(scope: &WorkerGlobalScope, url: &str) -> Option<Vec<u8>> {
    let cache = open(scope).await?;
    let found = JsFuture::from(cache.match_with_str(url)).await.ok()?;
    let response: web_sys::Response = found.dyn_into().ok()?;
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Keeps `bytes` as the file at `url`; whether it was kept.
pub async fn keep(scope: &WorkerGlobalScope, url: &str, bytes: &[u8]) -> bool {
    let Some(cache) = open(scope).await else {
        return false;
    };
    let body = js_sys::Uint8Array::from(bytes);
    let Ok(response) = web_sys::Response::new_with_opt_buffer_source(Some(&body)) else {
        return false;
    };
    JsFuture::from(cache.put_with_str(url, &response))
        .await
        .is_ok()
}

/// Deletes the file at `url` (it did not load).
pub async fn forget(scope: &WorkerGlobalScope, url: &str) {
    if let Some(cache) = open(scope).await {
        let _ = JsFuture::from(cache.delete_with_str(url)).await;
    }
}
