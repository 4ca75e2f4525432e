//! Work shared among threads (natively; wasm has none): the one way the core starts threads, so
//! the search and the table builder wait for them, report meanwhile, and go on alone when the
//! system starts none, the same way.

use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::Duration;

/// Runs `work` on up to `threads` new threads at once, calling `meanwhile` on this thread about
/// every `every` until they have all ended; each thread's result, or `None` if the system would
/// start no thread (then `work` never ran). A panic in a thread goes on in this one.
pub(crate) fn run_on<R: Send>(
    threads: usize,
    every: Duration,
    work: impl Fn() -> R + Sync,
    mut meanwhile: impl FnMut(),
) -> Option<Vec<R>> {
    // Threads done, each of which wakes this one as it ends.
    let (caller, done) = (std::thread::current(), AtomicUsize::new(0));
    let (work, done) = (&work, &done);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map_while(|_| {
                let caller = caller.clone();
                std::thread::Builder::new()
                    .spawn_scoped(scope, move || {
                        let result = work();
                        done.fetch_add(1, Relaxed);
                        caller.unpark();
                        result
                    })
                    .ok()
            })
            .collect();
        if workers.is_empty() {
            return None;
        }
        // (A thread that panicked is finished without counting itself done.)
        while done.load(Relaxed) < workers.len() && !workers.iter().all(|w| w.is_finished()) {
            std::thread::park_timeout(every);
            meanwhile();
        }
        let results = workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect();
        Some(results)
    })
}
