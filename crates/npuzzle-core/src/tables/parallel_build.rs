//! Pattern databases built several groups at once (natively): the groups are independent, so
//! each thread takes the next one, largest first, while the calling thread reports progress.

use super::group::PatternTable;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};

/// How often the calling thread reports progress while the threads build.
const POLL: std::time::Duration = std::time::Duration::from_millis(50);

/// Builds every group of `parts` (`build` makes one, reporting its fraction done) with up to
/// `threads` threads; `progress` hears the fraction of all, weighted by `weights`. `None` if the
/// system would start no thread.
pub(super) fn build<F>(
    parts: &[Vec<u8>],
    weights: &[f64],
    threads: usize,
    build: &F,
    progress: &mut dyn FnMut(f64),
) -> Option<Vec<PatternTable>>
where
    F: Fn(&[u8], &mut dyn FnMut(f64)) -> PatternTable + Sync,
{
    // Largest first, so that no large group is left to build alone at the end.
    let mut order: Vec<usize> = (0..parts.len()).collect();
    order.sort_by(|&a, &b| weights[b].total_cmp(&weights[a]));
    // Each group's fraction done, as the bits of an f64.
    let fractions: Vec<AtomicU64> = parts.iter().map(|_| AtomicU64::new(0)).collect();
    let tables: Vec<Mutex<Option<PatternTable>>> = parts.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let total: f64 = weights.iter().sum();
    crate::threads::run_on(
        threads.min(parts.len()),
        POLL,
        || {
            while let Some(&i) = order.get(next.fetch_add(1, Relaxed)) {
                let fraction = &fractions[i];
                let table = build(&parts[i], &mut |f| fraction.store(f.to_bits(), Relaxed));
                fraction.store(1f64.to_bits(), Relaxed);
                *tables[i].lock().expect("no thread panicked") = Some(table);
            }
        },
        || {
            let built: f64 = fractions
                .iter()
                .zip(weights)
                .map(|(f, w)| f64::from_bits(f.load(Relaxed)) * w)
                .sum();
            progress(built / total);
        },
    )?;
    progress(1.0);
    let tables = tables
        .iter()
        .map(|t| t.lock().expect("no thread panicked").take())
        .collect::<Option<Vec<_>>>()
        .expect("every group was built");
    Some(tables)
}
