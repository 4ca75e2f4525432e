//! Breadth-first graph search: level by level, so the first time the goal is generated its path
//! is a shortest one. It tests for the goal when a node is generated, or, if the settings say
//! so, when it is expanded (the same length, more nodes).

use super::graph::{Graph, Inserted, Key, ROOT, Scratch, with_key};
use super::trace::{Fate, Observer, TraceEvent};
use super::{GoalTest, Meter, Outcome, Problem};
use crate::board::{Move, Tile};
use crate::solution::Status;

pub(crate) fn run<O: Observer>(p: &Problem, meter: &mut Meter, obs: &mut O) -> Outcome {
    with_key!(p.start.shape().cells(), K => search::<K, O>(p, meter, obs))
}

fn search<K: Key, O: Observer>(p: &Problem, meter: &mut Meter, obs: &mut O) -> Outcome {
    let shape = p.start.shape();
    let goal = K::pack(p.goal.board().cells());
    let start = K::pack(p.start.cells());
    let at_expansion = p.settings.goal_test == GoalTest::Expansion;
    if start == goal && !at_expansion {
        if O::ON && !obs.record(TraceEvent::Goal { node: 0 }) {
            return Outcome::stopped(Status::Limit);
        }
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
            if O::ON && !obs.record(TraceEvent::Goal { node: id }) {
                return Outcome::stopped(Status::Limit);
            }
            return Outcome::solved(graph.path(id));
        }
        if let Some(stop) = meter.expand(graph.len() - id as usize, depth) {
            return Outcome::stopped(stop);
        }
        s.load(graph.key(id));
        if O::ON
            && !obs.record(expand(
                &graph,
                id,
                &s.cells,
                depth,
                graph.len() - head as usize,
            ))
        {
            return Outcome::stopped(Status::Limit);
        }
        let back = graph.last_move(id).map(crate::board::Move::opposite);
        for m in p.settings.order {
            let Some(t) = shape.target(s.blank, m).filter(|_| Some(m) != back) else {
                continue;
            };
            s.cells.swap(s.blank, t);
            let key = K::pack(&s.cells);
            let cells = O::ON.then(|| s.cells.clone());
            s.cells.swap(s.blank, t);
            let reached = key == goal && !at_expansion;
            let inserted = graph.insert(key, id, Some(m), depth + 1);
            if O::ON && !obs.record(generate(&inserted, id, m, cells, depth + 1)) {
                return Outcome::stopped(Status::Limit);
            }
            if let Inserted::New(child) = inserted {
                meter.generate(1);
                if reached {
                    if O::ON && !obs.record(TraceEvent::Goal { node: child }) {
                        return Outcome::stopped(Status::Limit);
                    }
                    return Outcome::solved(graph.path(child));
                }
            }
        }
    }
    // Only reachable if the solvability test were wrong: the whole component was explored.
    Outcome::stopped(Status::Unsolvable)
}

/// The expansion event of a graph search's node.
pub(super) fn expand<K: Key>(
    graph: &Graph<K>,
    id: u32,
    cells: &[Tile],
    g: u32,
    frontier: usize,
) -> TraceEvent {
    TraceEvent::Expand {
        node: id,
        parent: graph.parent(id),
        cells: cells.to_vec(),
        g,
        h: 0,
        frontier: frontier as u64,
        back: false,
    }
}

/// The event for a child of an uninformed graph search (h = 0): a new node, or one already seen.
pub(super) fn generate(
    inserted: &Inserted,
    parent: u32,
    via: Move,
    cells: Option<Vec<Tile>>,
    g: u32,
) -> TraceEvent {
    let (node, fate) = match *inserted {
        Inserted::New(child) => (Some(child), Fate::New),
        Inserted::Existing(_) => (None, Fate::Seen),
    };
    TraceEvent::Generate {
        node,
        parent,
        via,
        cells: cells.unwrap_or_default(),
        g,
        h: 0,
        fate,
        back: false,
    }
}
