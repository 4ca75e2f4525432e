//! One IDA* iteration shared among threads (natively): the iteration's tree is cut at the first
//! depth with enough subtrees for every thread to take many, so that one long subtree does not
//! leave the others idle, and the threads take the subtrees in order.
//!
//! The answer is the one a single thread gives: a thread that finds the goal in subtree i stops
//! every thread searching a subtree after i, but those before i finish, and the goal of the first
//! subtree that has one is kept. The node counts vary a little from run to run (the subtrees after
//! the answer's are searched for as long as it takes to stop them).

use super::subtrees::{Subtree, cut, descend};
use super::{Brief, FOUND, Flow, STOP, Search};
use crate::board::Move;
use crate::control::{Control, Progress};
use crate::handover::SUBTREES_PER_WORKER;
use crate::search::Meter;
use crate::solution::Status;
use std::sync::Mutex;
use std::sync::atomic::{
    AtomicBool, AtomicU8, AtomicU32, AtomicU64, AtomicUsize, Ordering::Relaxed,
};

/// How often the calling thread looks at the caller's cancel and clock while the threads search.
const POLL: std::time::Duration = std::time::Duration::from_millis(10);

/// One subtree searched by a thread, as `subtree_costs::record` keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubtreeCost {
    /// Which shared iteration (a serial number: the same bound may be searched again by a
    /// later search of the same board).
    pub iteration: u64,
    /// The iteration's bound.
    pub bound: u32,
    /// The subtree's place in the iteration's order.
    pub index: usize,
    /// How many subtrees the iteration was cut into.
    pub of: usize,
    /// Nodes generated in it (its cost: a node takes about the same time wherever it is).
    pub generated: u64,
}

/// The subtrees searched since `subtree_costs::record` (none kept unless asked: the bench's
/// `--subtrees` reads how the split would spread over more workers than the machine has).
pub(crate) static SUBTREE_COSTS: Mutex<Option<Vec<SubtreeCost>>> = Mutex::new(None);
/// Whether `SUBTREE_COSTS` is kept (read by every subtree; the lock only when set).
pub(crate) static RECORDING: AtomicBool = AtomicBool::new(false);
/// The serial number of the last shared iteration.
static ITERATIONS: AtomicU64 = AtomicU64::new(0);

/// What the threads share while they search an iteration.
struct Shared {
    next: AtomicUsize,
    /// The first subtree found to hold the goal (`usize::MAX` until one is).
    found_in: AtomicUsize,
    answer: Mutex<Option<(usize, Vec<Move>)>>,
    /// The smallest f above the bound seen by any thread.
    next_bound: AtomicU32,
    /// Nodes generated, as the threads report them (every thousand expansions or so).
    generated: AtomicU64,
    budget: u64,
    /// 0 while running, else why every thread stops: 1 the budget, 2 the caller's cancel.
    stop: AtomicU8,
}

impl Shared {
    fn halt(&self, status: Status) {
        let code = if status == Status::Cancelled { 2 } else { 1 };
        let _ = self.stop.compare_exchange(0, code, Relaxed, Relaxed);
    }

    fn halted(&self) -> Option<Status> {
        match self.stop.load(Relaxed) {
            0 => None,
            1 => Some(Status::Limit),
            _ => Some(Status::Cancelled),
        }
    }
}

/// A thread's control while it searches subtree `subtree`: it stops when every thread does, or
/// once an earlier subtree has the answer; it reports the nodes it generates.
struct SubtreeControl<'s> {
    shared: &'s Shared,
    subtree: usize,
    reported: u64,
}

impl SubtreeControl<'_> {
    fn report(&mut self, generated: u64) {
        let new = generated - self.reported;
        self.reported = generated;
        let total = self.shared.generated.fetch_add(new, Relaxed) + new;
        if total > self.shared.budget {
            self.shared.halt(Status::Limit);
        }
    }
}

impl Control for SubtreeControl<'_> {
    // No clock: the meter asks `cancelled` and reports progress at every check.
    fn cancelled(&mut self) -> bool {
        self.shared.halted().is_some() || self.shared.found_in.load(Relaxed) < self.subtree
    }

    fn progress(&mut self, progress: &Progress) {
        self.report(progress.generated);
    }
}

/// Searches the iteration at `root.bound` with `brief.threads` threads; `root` is left as it was,
/// with the answer in its path if one is found. `None` if the system would start no thread.
pub(super) fn iteration<const V: usize>(
    root: &mut Search<'_, '_, '_, V>,
    brief: &Brief,
) -> Option<Flow> {
    let (subtrees, split_next) = match cut(root, brief.threads * SUBTREES_PER_WORKER) {
        Ok(cut) => cut,
        Err(flow) => return Some(flow),
    };
    let shared = Shared {
        next: AtomicUsize::new(0),
        found_in: AtomicUsize::new(usize::MAX),
        answer: Mutex::new(None),
        next_bound: AtomicU32::new(split_next),
        generated: AtomicU64::new(0),
        budget: root.meter.room(),
        stop: AtomicU8::new(0),
    };
    let base = root.meter.stats;
    let bound = root.bound;
    let serial = ITERATIONS.fetch_add(1, Relaxed) + 1;
    let counts = crate::threads::run_on(
        brief.threads,
        POLL,
        || search_subtrees::<V>(brief, (serial, bound), &subtrees, &shared),
        // This thread watches the caller's cancel and reports progress meanwhile.
        || {
            root.meter.stats.generated = base.generated + shared.generated.load(Relaxed);
            if let Some(status) = root.meter.poll() {
                shared.halt(status);
            }
        },
    )?;
    let (expanded, generated) = counts
        .into_iter()
        .fold((0, 0), |(e, g), (te, tg)| (e + te, g + tg));
    root.meter.stats.expanded = base.expanded + expanded;
    root.meter.stats.generated = base.generated + generated;
    if let Some((_, moves)) = shared.answer.lock().expect("no thread panicked").take() {
        root.path[..moves.len()].copy_from_slice(&moves);
        root.depth = moves.len();
        return Some(Flow::Found);
    }
    Some(match shared.halted() {
        Some(status) => Flow::Stop(status),
        None => Flow::Next(shared.next_bound.load(Relaxed)),
    })
}

/// One thread's part: takes subtrees in order until none is left or the search stops; returns
/// the nodes it expanded and generated.
fn search_subtrees<const V: usize>(
    brief: &Brief,
    (serial, bound): (u64, u32),
    subtrees: &[Subtree],
    shared: &Shared,
) -> (u64, u64) {
    let (mut expanded, mut generated) = (0, 0);
    loop {
        let i = shared.next.fetch_add(1, Relaxed);
        if i >= subtrees.len() || i > shared.found_in.load(Relaxed) || shared.halted().is_some() {
            return (expanded, generated);
        }
        let mut control = SubtreeControl {
            shared,
            subtree: i,
            reported: 0,
        };
        let mut meter = Meter::new(&mut control, shared.budget);
        search_subtree::<V>(brief, bound, &subtrees[i], i, shared, &mut meter);
        let stats = meter.finish();
        control.report(stats.generated);
        // The lock is taken only while recording (searches without `--subtrees` never take it).
        if RECORDING.load(Relaxed)
            && let Some(kept) = SUBTREE_COSTS.lock().expect("no thread panicked").as_mut()
        {
            kept.push(SubtreeCost {
                iteration: serial,
                bound,
                index: i,
                of: subtrees.len(),
                generated: stats.generated,
            });
        }
        expanded += stats.expanded;
        generated += stats.generated;
    }
}

/// Searches subtree `i`, keeping its answer if it is the first subtree's found, or its smallest f
/// above the bound.
fn search_subtree<const V: usize>(
    brief: &Brief,
    bound: u32,
    node: &Subtree,
    i: usize,
    shared: &Shared,
    meter: &mut Meter,
) {
    let mut search = Search::<V>::new(brief, meter);
    search.bound = bound;
    descend(&mut search, &node.moves);
    let extra = search.extras();
    let g = node.moves.len() as u32;
    match search.dfs(search.blank, node.state, g, search.md, extra) {
        FOUND => {
            let answer = search.path[..search.depth].to_vec();
            let mut kept = shared.answer.lock().expect("no thread panicked");
            if kept.as_ref().is_none_or(|(first, _)| i < *first) {
                *kept = Some((i, answer));
                shared.found_in.fetch_min(i, Relaxed);
            }
        }
        STOP => {} // the shared stop, or an earlier subtree's answer
        next => {
            shared.next_bound.fetch_min(next, Relaxed);
        }
    }
}
