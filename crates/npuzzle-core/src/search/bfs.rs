//! Breadth-first graph search: level by level, so the first time the goal is generated its path
//! is a shortest one. It tests for the goal when a node is generated, or, if the settings say
//! so, when it is expanded (the same length, more nodes).

use super::graph::{Graph, Inserted, Key, ROOT, Scratch, with_key};
use super::{GoalTest, Meter, Outcome, Problem};
use crate::board::Move;
use crate::solution::Status;

pub(crate) fn run(p: &Problem, meter: &mut Meter) -> Outcome {
    with_key!(p.start.shape().cells(), K => search::<K>(p, meter))
}

fn search<K: Key>(p: &Problem, meter: &mut Meter) -> Outcome {
    let shape = p.start.shape();
    let goal = K::pack(p.goal.board().cells());
    let start = K::pack(p.start.cells());
    let at_expansion = p.settings.goal_test == GoalTest::Expansion;
    if start == goal && !at_expansion {
        return Outcome::solved(Vec::new());
    }
    let mut graph = Graph::<K>::new();
    graph.insert(start, ROOT, None, 0);
    meter.generate(1);
    let mut s = Scratch::new(shape.cells());
    // Nodes are stored in the order they are generated, so the queue is the graph itself from `head`.
    let mut head = 0;
    while head < graph.len() as u32 {
        let id = head;
        head += 1;
        let depth = graph.cost(id);
        if at_expansion && *graph.key(id) == goal {
            return Outcome::solved(graph.path(id));
        }
        if let Some(stop) = meter.expand(graph.len() - id as usize, depth) {
            return Outcome::stopped(stop);
        }
        s.load(graph.key(id));
        let back = graph.last_move(id).map(Move::opposite);
        for m in p.settings.order {
            let Some(t) = shape.target(s.blank, m).filter(|_| Some(m) != back) else {
                continue;
            };
            s.cells.swap(s.blank, t);
            let key = K::pack(&s.cells);
            s.cells.swap(s.blank, t);
            let reached = key == goal && !at_expansion;
            if let Inserted::New(child) = graph.insert(key, id, Some(m), depth + 1) {
                meter.generate(1);
                if reached {
                    return Outcome::solved(graph.path(child));
                }
            }
        }
    }
    // Only reachable if the solvability test were wrong: the whole component was explored.
    Outcome::stopped(Status::Unsolvable)
}
