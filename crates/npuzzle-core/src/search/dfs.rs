//! Depth-first graph search as courses teach it: a stack for the frontier, a visited set, no depth
//! bound. It finds a path, usually a very long one, and says so honestly (never "optimal").

use super::bfs::{expand, generate};
use super::graph::{Graph, Inserted, Key, ROOT, Scratch, with_key};
use super::trace::{Observer, TraceEvent};
use super::{Meter, Outcome, Problem};
use crate::solution::Status;

pub(crate) fn run<O: Observer>(p: &Problem, meter: &mut Meter, obs: &mut O) -> Outcome {
    with_key!(p.start.shape().cells(), K => search::<K, O>(p, meter, obs))
}

fn search<K: Key, O: Observer>(p: &Problem, meter: &mut Meter, obs: &mut O) -> Outcome {
    let shape = p.start.shape();
    let goal = K::pack(p.goal.board().cells());
    let mut graph = Graph::<K>::new();
    graph.insert(K::pack(p.start.cells()), ROOT, None, 0);
    meter.generate(1);
    let mut stack = vec![0u32];
    let mut s = Scratch::new(shape.cells());
    while let Some(id) = stack.pop() {
        if *graph.key(id) == goal {
            if O::ON && !obs.record(TraceEvent::Goal { node: id }) {
                return Outcome::stopped(Status::Limit);
            }
            return Outcome::solved(graph.path(id));
        }
        let depth = graph.cost(id);
        if let Some(stop) = meter.expand(stack.len() + 1, depth) {
            return Outcome::stopped(stop);
        }
        s.load(graph.key(id));
        if O::ON && !obs.record(expand(&graph, id, &s.cells, depth, stack.len())) {
            return Outcome::stopped(Status::Limit);
        }
        // Pushed in reverse so that the first move of the order is expanded first.
        for m in p.settings.order.into_iter().rev() {
            let Some(t) = shape.target(s.blank, m) else {
                continue;
            };
            s.cells.swap(s.blank, t);
            let key = K::pack(&s.cells);
            let cells = O::ON.then(|| s.cells.clone());
            s.cells.swap(s.blank, t);
            let inserted = graph.insert(key, id, Some(m), depth + 1);
            if O::ON && !obs.record(generate(&inserted, id, m, cells, depth + 1)) {
                return Outcome::stopped(Status::Limit);
            }
            if let Inserted::New(child) = inserted {
                meter.generate(1);
                stack.push(child);
            }
        }
    }
    Outcome::stopped(Status::Unsolvable)
}
