//! Best-first graph search on a priority queue, shared by greedy search (priority h), A*
//! (priority g + h, ties to the deeper node) and fast mode's weighted A* (g + w·h).

use super::graph::{Graph, Inserted, Key, ROOT, Scratch, with_key};
use super::trace::{Fate, Observer, TraceEvent};
use super::{Meter, Outcome, Problem, Ties};
use crate::board::Move;
use crate::heuristic::Estimate;
use crate::solution::Status;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// How the frontier is ordered.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Order {
    /// By h only; a node is never reopened.
    Greedy,
    /// By g + h; a node reached again by a shorter path is re-queued.
    AStar,
    /// By 2g + w·h, w in halves (2 is A*; 3 weighs h by 1.5, so the answer is at most 1.5
    /// times the shortest), reopening like A*.
    Weighted(u32),
}

pub(crate) fn run<O: Observer>(
    p: &Problem,
    meter: &mut Meter,
    order: Order,
    obs: &mut O,
) -> Outcome {
    with_key!(p.start.shape().cells(), K => search::<K, _, O>(p, &p.estimator, meter, order, false, obs))
}

/// As [`run`], with another estimate than the problem's (pattern databases in fast mode, a
/// student's formula). With `reserve`, under a small budget the caller has set, the store is
/// reserved for all of it at once, since grown by doubling its old and new arrays overlap and
/// wasm memory keeps that peak for good (a fast 5×5 with both tables: 135 MB of wasm memory
/// grown, 114 MB reserved); without, it grows as it fills (a search under the usual budget).
pub(crate) fn run_with<E: Estimate + ?Sized, O: Observer>(
    p: &Problem,
    estimate: &E,
    meter: &mut Meter,
    order: Order,
    reserve: bool,
    obs: &mut O,
) -> Outcome {
    with_key!(p.start.shape().cells(), K => search::<K, E, O>(p, estimate, meter, order, reserve, obs))
}

#[allow(
    clippy::too_many_lines,
    reason = "the search's hot loop: one function, so it inlines and reads as one loop"
)]
fn search<K: Key, E: Estimate + ?Sized, O: Observer>(
    p: &Problem,
    estimate: &E,
    meter: &mut Meter,
    order: Order,
    reserve: bool,
    obs: &mut O,
) -> Outcome {
    let shape = p.start.shape();
    let goal = K::pack(p.goal.board().cells());
    let priority = |g: u32, h: u32| match order {
        Order::AStar => g + h,
        Order::Greedy => h,
        Order::Weighted(w) => 2 * g + w * h,
    };
    // The last expansion may overshoot the budget by its children.
    let reserve = if reserve {
        meter.room() as usize + 4
    } else {
        0
    };
    let mut graph = Graph::<K>::with_capacity(reserve);
    let h0 = estimate.estimate(p.start.cells());
    graph.insert(K::pack(p.start.cells()), ROOT, None, 0);
    meter.generate(1);
    // (priority, tie, id, h): among equal priorities the smaller tie goes first, then the older
    // node; h rides along (ids are unique, so it never decides).
    let tie = |h: u32, id: u32| match p.settings.ties {
        Ties::Deeper => h,
        Ties::Oldest => 0,
        Ties::Newest => u32::MAX - id,
    };
    let mut open = BinaryHeap::with_capacity(reserve);
    open.push(Reverse((priority(0, h0), tie(h0, 0), 0u32, h0)));
    let mut s = Scratch::new(shape.cells());
    while let Some(Reverse((f, _, id, h))) = open.pop() {
        let g = graph.cost(id);
        if f != priority(g, h) {
            continue; // superseded by a shorter path to the same node
        }
        if *graph.key(id) == goal {
            if O::ON && !obs.record(TraceEvent::Goal { node: id }) {
                return Outcome::stopped(Status::Limit);
            }
            return Outcome::solved(graph.path(id));
        }
        if let Some(stop) = meter.expand(open.len() + 1, g) {
            return Outcome::stopped(stop);
        }
        s.load(graph.key(id));
        estimate.expand(&s.cells);
        if O::ON {
            let event = TraceEvent::Expand {
                node: id,
                parent: graph.parent(id),
                cells: s.cells.clone(),
                g,
                h,
                frontier: open.len() as u64,
                back: false,
            };
            if !obs.record(event) {
                return Outcome::stopped(Status::Limit);
            }
        }
        let back = graph.last_move(id).map(Move::opposite);
        for m in p.settings.order {
            // Never step straight back to the predecessor.
            let Some(t) = shape.target(s.blank, m).filter(|_| Some(m) != back) else {
                continue;
            };
            s.cells.swap(s.blank, t);
            let key = K::pack(&s.cells);
            let (child, fate) = match graph.insert(key, id, Some(m), g + 1) {
                Inserted::New(child) => (Some(child), Fate::New),
                Inserted::Existing(old) if order != Order::Greedy && g + 1 < graph.cost(old) => {
                    graph.improve(old, id, m, g + 1);
                    (Some(old), Fate::Reopened)
                }
                Inserted::Existing(_) => (None, Fate::Seen),
            };
            // A node already seen needs no estimate (unless traced): pattern databases cost.
            let child_h = match child.is_some() || O::ON {
                true => estimate.after_move(&s.cells, h, t, s.blank),
                false => 0,
            };
            let cells = O::ON.then(|| s.cells.clone());
            s.cells.swap(s.blank, t);
            if O::ON {
                let event = TraceEvent::Generate {
                    node: child,
                    parent: id,
                    via: m,
                    cells: cells.unwrap_or_default(),
                    g: g + 1,
                    h: child_h,
                    fate,
                    back: false,
                };
                if !obs.record(event) {
                    return Outcome::stopped(Status::Limit);
                }
            }
            let Some(child) = child else { continue };
            meter.generate(1);
            open.push(Reverse((
                priority(g + 1, child_h),
                tie(child_h, child),
                child,
                child_h,
            )));
        }
    }
    Outcome::stopped(Status::Unsolvable)
}
