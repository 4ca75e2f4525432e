//! How the threads' share of a long IDA* iteration would spread over more workers than this
//! machine has (issue 38: the page's worker pool would cut iterations the same way). The search
//! keeps each subtree it hands a thread once asked to; a subtree's cost is the nodes
//! generated in it, and `makespan` plays W workers taking the subtrees in order, as the threads do.

pub use crate::search::pdb_idastar::parallel::SubtreeCost;
use crate::search::pdb_idastar::parallel::{RECORDING, SUBTREE_COSTS};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Keep every subtree searched from now on (in every solver of the process).
pub fn record() {
    *SUBTREE_COSTS.lock().expect("no thread panicked") = Some(Vec::new());
    RECORDING.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// The subtrees kept since `record` (or the last `take`), by iteration and order; recording goes on.
pub fn take() -> Vec<SubtreeCost> {
    let mut kept = SUBTREE_COSTS.lock().expect("no thread panicked");
    let mut subtrees = kept.as_mut().map(std::mem::take).unwrap_or_default();
    subtrees.sort_by_key(|p| (p.iteration, p.index));
    subtrees
}

/// The time (in nodes) `workers` workers take to search subtrees of these sizes when each, once
/// free, takes the next subtree in order.
pub fn makespan(sizes: &[u64], workers: usize) -> u64 {
    let mut free: BinaryHeap<Reverse<u64>> = (0..workers.max(1)).map(|_| Reverse(0)).collect();
    for &size in sizes {
        let Reverse(at) = free.pop().expect("at least one worker");
        free.push(Reverse(at + size));
    }
    free.into_iter().map(|Reverse(t)| t).max().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::makespan;

    #[test]
    fn workers_take_the_subtrees_in_order() {
        assert_eq!(makespan(&[5, 5, 5, 5], 2), 10);
        assert_eq!(makespan(&[5, 5, 5, 5], 4), 5);
        // One large subtree bounds the time, however many workers.
        assert_eq!(makespan(&[1, 1, 30, 1, 1], 8), 30);
        // In order, not sorted: the large subtree last is started last.
        assert_eq!(makespan(&[3, 3, 3, 3, 12], 2), 18);
        assert_eq!(makespan(&[], 3), 0);
        assert_eq!(makespan(&[7], 0), 7);
    }
}
