//! Bidirectional breadth-first search: one breadth-first search from the start and one from the
//! goal, each a whole level at a time, the smaller frontier first, until a child of one is a node
//! of the other. Both keep their nodes in one graph (one numbering for the trace), each node
//! marked with its side. The first meeting is a shortest path: before the level that finds it,
//! no node within `df` of the start was within `db` of the goal, so the shortest solution is at
//! least `df + db + 1` long, which is the length of any meeting of that level (tested against
//! BFS). It generates about twice the square root of BFS's nodes.

use super::graph::{Graph, Inserted, Key, ROOT, Scratch, with_key};
use super::trace::{Fate, Observer, TraceEvent};
use super::{Meter, Outcome, Problem};
use crate::board::{Move, Tile};
use crate::solution::Status;

pub(crate) fn run<O: Observer>(p: &Problem, meter: &mut Meter, obs: &mut O) -> Outcome {
    with_key!(p.start.shape().cells(), K => search::<K, O>(p, meter, obs))
}

/// The two searches: the graph of both, each node's side, and each side's level being expanded.
struct Sides<K> {
    graph: Graph<K>,
    /// Whether each node belongs to the search from the goal.
    back: Vec<bool>,
    /// The nodes of each side's newest level, not yet expanded: the start's, then the goal's.
    levels: [Vec<u32>; 2],
}

fn search<K: Key, O: Observer>(p: &Problem, meter: &mut Meter, obs: &mut O) -> Outcome {
    let shape = p.start.shape();
    let start = K::pack(p.start.cells());
    let goal = K::pack(p.goal.board().cells());
    meter.generate(1);
    if start == goal {
        if O::ON && !obs.record(TraceEvent::Goal { node: 0 }) {
            return Outcome::stopped(Status::Limit);
        }
        return Outcome::solved(Vec::new());
    }
    let mut sides = Sides {
        graph: Graph::new(),
        back: vec![false, true],
        levels: [vec![0], vec![1]],
    };
    sides.graph.insert(start, ROOT, None, 0);
    sides.graph.insert(goal, ROOT, None, 0);
    meter.generate(1);
    let mut s = Scratch::new(shape.cells());
    let mut depths = [0u32; 2];
    while sides.levels.iter().all(|l| !l.is_empty()) {
        // The smaller frontier's whole level (the start's on a tie).
        let side = usize::from(sides.levels[1].len() < sides.levels[0].len());
        let level = std::mem::take(&mut sides.levels[side]);
        for (i, &id) in level.iter().enumerate() {
            let waiting = level.len() - i - 1 + sides.levels[0].len() + sides.levels[1].len();
            if let Some(stop) = meter.expand(waiting + 1, depths[0] + depths[1]) {
                return Outcome::stopped(stop);
            }
            s.load(sides.graph.key(id));
            if O::ON && !obs.record(expand(&sides, id, &s.cells, waiting)) {
                return Outcome::stopped(Status::Limit);
            }
            if let Some(found) = sides.children(id, p, &mut s, meter, obs) {
                return found;
            }
        }
        depths[side] += 1;
    }
    // Only reachable if the solvability test were wrong: a whole component was explored.
    Outcome::stopped(Status::Unsolvable)
}

impl<K: Key> Sides<K> {
    /// Makes `id`'s children: new ones join its side's next level; one the other side has
    /// reached ends the search with the path through it.
    fn children<O: Observer>(
        &mut self,
        id: u32,
        p: &Problem,
        s: &mut Scratch,
        meter: &mut Meter,
        obs: &mut O,
    ) -> Option<Outcome> {
        let shape = p.start.shape();
        let side = self.back[id as usize];
        let depth = self.graph.cost(id);
        let undo = self.graph.last_move(id).map(Move::opposite);
        for m in p.settings.order {
            let Some(t) = shape.target(s.blank, m).filter(|_| Some(m) != undo) else {
                continue;
            };
            s.cells.swap(s.blank, t);
            let key = K::pack(&s.cells);
            let cells = O::ON.then(|| s.cells.clone());
            s.cells.swap(s.blank, t);
            let (node, fate) = match self.graph.insert(key, id, Some(m), depth + 1) {
                Inserted::New(child) => {
                    self.back.push(side);
                    meter.generate(1);
                    self.levels[usize::from(side)].push(child);
                    (Some(child), Fate::New)
                }
                Inserted::Existing(other) if self.back[other as usize] != side => {
                    (Some(other), Fate::Met)
                }
                Inserted::Existing(_) => (None, Fate::Seen),
            };
            if O::ON {
                let event = TraceEvent::Generate {
                    node,
                    parent: id,
                    via: m,
                    cells: cells.unwrap_or_default(),
                    g: depth + 1,
                    h: 0,
                    fate,
                    back: side,
                };
                if !obs.record(event) {
                    return Some(Outcome::stopped(Status::Limit));
                }
            }
            if let (Fate::Met, Some(other)) = (fate, node) {
                if O::ON && !obs.record(TraceEvent::Goal { node: other }) {
                    return Some(Outcome::stopped(Status::Limit));
                }
                return Some(Outcome::solved(self.path(id, m, other)));
            }
        }
        None
    }

    /// The moves from the start to the goal through `id`'s child by `m`, which is `other`.
    fn path(&self, id: u32, m: Move, other: u32) -> Vec<Move> {
        let (from_start, via, from_goal) = if self.back[id as usize] {
            (other, m.opposite(), id)
        } else {
            (id, m, other)
        };
        let mut moves = self.graph.path(from_start);
        moves.push(via);
        // The goal's search made its moves from the goal: undone in reverse, they lead to it.
        moves.extend(
            self.graph
                .path(from_goal)
                .iter()
                .rev()
                .map(|m| m.opposite()),
        );
        moves
    }
}

/// The expansion event of a node of either side.
fn expand<K: Key>(sides: &Sides<K>, id: u32, cells: &[Tile], frontier: usize) -> TraceEvent {
    TraceEvent::Expand {
        node: id,
        parent: sides.graph.parent(id),
        cells: cells.to_vec(),
        g: sides.graph.cost(id),
        h: 0,
        frontier: frontier as u64,
        back: sides.back[id as usize],
    }
}
