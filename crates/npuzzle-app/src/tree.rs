//! The search tree of a recorded search, up to a step: nodes with their parent, g, h and what
//! became of them (open, expanded, on the solution path, cut off by the bound), laid out as a
//! tidy tree (leaves side by side, parents centred over their children). IDDFS and IDA* show the
//! current iteration; bidirectional BFS, two trees side by side (the start's and the goal's),
//! the path running through both once they meet. Collapsed, only the nodes on the way to the frontier (and the goal) stay, so
//! the tree keeps readable past a few hundred nodes. Plain Rust, tested natively.

use npuzzle_core::{Fate, Tile, TraceEvent};
use std::collections::HashMap;

/// What became of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeState {
    /// Waiting in the frontier (or, depth-first, not yet visited).
    Open,
    /// Expanded.
    Expanded,
    /// On the path from the start to the goal.
    Path,
    /// Over the iteration's bound: cut off.
    Cut,
}

/// A node of the drawn tree.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeNode {
    /// Its number in the trace.
    pub id: u32,
    /// Its parent's index in [`Tree::nodes`].
    pub parent: Option<usize>,
    /// Moves from the start.
    pub g: u32,
    /// The estimate.
    pub h: u32,
    /// Its board.
    pub cells: Vec<Tile>,
    /// What became of it.
    pub state: NodeState,
    /// Its column in the layout (leaves are 0, 1, 2, …; parents are centred).
    pub x: f64,
}

/// A laid-out tree.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tree {
    /// Parents before their children.
    pub nodes: Vec<TreeNode>,
    /// Columns the layout uses.
    pub width: f64,
    /// The deepest g.
    pub depth: u32,
    /// Nodes left out by collapsing.
    pub hidden: usize,
}

/// The tree after the first `step` events of `events`; `collapsed` keeps only the ancestors of
/// open nodes and of the goal.
pub fn build(events: &[TraceEvent], step: usize, collapsed: bool) -> Tree {
    let events = &events[..step.min(events.len())];
    let recorded = Recorded::new(current_iteration(events));
    let on_path = recorded.on_path();
    let keep = recorded.kept(collapsed, &on_path);
    let mut tree = recorded.tree(&on_path, &keep);
    layout(&mut tree);
    tree
}

/// The events of the current iteration (depth-first iterative searches); all, for the others.
fn current_iteration(events: &[TraceEvent]) -> &[TraceEvent] {
    let from = events
        .iter()
        .rposition(|e| matches!(e, TraceEvent::Iteration { .. }))
        .map_or(0, |i| i + 1);
    &events[from..]
}

/// A node as recorded, its parent by id.
struct Entry {
    id: u32,
    parent: Option<u32>,
    g: u32,
    h: u32,
    cells: Vec<Tile>,
    state: NodeState,
}

/// Nodes in the order first recorded (a parent before its children), found by id through one
/// hash map: no ordered maps, whose code the page's wasm would carry only for this.
struct Recorded {
    entries: Vec<Entry>,
    slot: HashMap<u32, usize>,
    /// The last id made up for a node the trace numbers not (counting down from the top).
    synthetic: u32,
    goal: Option<u32>,
    /// Bidirectional BFS: the node whose child met the other search (its path is the rest of
    /// the solution's).
    met: Option<u32>,
}

impl Recorded {
    /// The nodes `events` record.
    fn new(events: &[TraceEvent]) -> Recorded {
        let mut recorded = Recorded {
            entries: Vec::new(),
            slot: HashMap::new(),
            synthetic: u32::MAX,
            goal: None,
            met: None,
        };
        for e in events {
            recorded.record(e);
        }
        recorded
    }

    /// What one event does to the nodes.
    fn record(&mut self, e: &TraceEvent) {
        match e {
            TraceEvent::Expand {
                node,
                parent,
                cells,
                g,
                h,
                ..
            } => {
                let i = *self.slot.entry(*node).or_insert_with(|| {
                    self.entries.push(Entry {
                        id: *node,
                        parent: *parent,
                        g: *g,
                        h: *h,
                        cells: cells.clone(),
                        state: NodeState::Open,
                    });
                    self.entries.len() - 1
                });
                self.entries[i].state = NodeState::Expanded;
            }
            TraceEvent::Generate {
                node,
                parent,
                cells,
                g,
                h,
                fate,
                ..
            } => {
                let state = match fate {
                    Fate::Seen => return, // a duplicate: not part of the tree
                    Fate::Met => {
                        self.met = Some(*parent);
                        return;
                    }
                    Fate::OverBound => NodeState::Cut,
                    Fate::New | Fate::Reopened => NodeState::Open,
                };
                let id = node.unwrap_or_else(|| {
                    self.synthetic -= 1;
                    self.synthetic
                });
                self.generated(Entry {
                    id,
                    parent: Some(*parent),
                    g: *g,
                    h: *h,
                    cells: cells.clone(),
                    state,
                });
            }
            TraceEvent::Goal { node } => self.goal = Some(*node),
            TraceEvent::Iteration { .. } => {}
        }
    }

    /// A node generated: a new one, or one re-queued by a shorter path, which hangs under its
    /// new parent.
    fn generated(&mut self, entry: Entry) {
        if let Some(&i) = self.slot.get(&entry.id) {
            self.entries[i] = entry;
        } else {
            self.slot.insert(entry.id, self.entries.len());
            self.entries.push(entry);
        }
    }

    /// The index of node `i`'s parent.
    fn parent_of(&self, i: usize) -> Option<usize> {
        self.entries[i]
            .parent
            .and_then(|p| self.slot.get(&p).copied())
    }

    /// Which nodes lie on the way from the start to the goal (through both trees, where two
    /// searches met).
    fn on_path(&self) -> Vec<bool> {
        let mut on_path = vec![false; self.entries.len()];
        for end in [self.goal, self.met] {
            let mut n = end.and_then(|g| self.slot.get(&g).copied());
            while let Some(i) = n {
                if std::mem::replace(&mut on_path[i], true) {
                    break;
                }
                n = self.parent_of(i);
            }
        }
        on_path
    }

    /// Which nodes are drawn: all, or collapsed, the open ones, those on the path, and their
    /// ancestors.
    fn kept(&self, collapsed: bool, on_path: &[bool]) -> Vec<bool> {
        let mut keep = vec![!collapsed; self.entries.len()];
        if collapsed {
            for (i, (&on, entry)) in on_path.iter().zip(&self.entries).enumerate() {
                if on || entry.state == NodeState::Open {
                    self.keep_with_ancestors(i, &mut keep);
                }
            }
        }
        keep
    }

    /// Keeps node `i` and its ancestors, up to the first already kept.
    fn keep_with_ancestors(&self, i: usize, keep: &mut [bool]) {
        let mut n = Some(i);
        while let Some(j) = n {
            if std::mem::replace(&mut keep[j], true) {
                break;
            }
            n = self.parent_of(j);
        }
    }

    /// The tree of the nodes kept, not yet laid out: parents first (a node's parent was recorded
    /// before it), children in generation order.
    fn tree(&self, on_path: &[bool], keep: &[bool]) -> Tree {
        let total = self.entries.len();
        let mut index = vec![None; total];
        let mut tree = Tree {
            hidden: keep.iter().filter(|k| !**k).count(),
            ..Tree::default()
        };
        for i in (0..total).filter(|&i| keep[i]) {
            let entry = &self.entries[i];
            index[i] = Some(tree.nodes.len());
            tree.depth = tree.depth.max(entry.g);
            tree.nodes.push(TreeNode {
                id: entry.id,
                parent: self.parent_of(i).and_then(|p| index[p]),
                g: entry.g,
                h: entry.h,
                cells: entry.cells.clone(),
                state: if on_path[i] {
                    NodeState::Path
                } else {
                    entry.state
                },
                x: 0.0,
            });
        }
        tree
    }
}

/// Leaves side by side in depth-first order, each parent centred over its children.
fn layout(tree: &mut Tree) {
    let n = tree.nodes.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for (i, node) in tree.nodes.iter().enumerate() {
        match node.parent {
            Some(p) if p < i => children[p].push(i),
            _ => roots.push(i),
        }
    }
    let mut next_leaf = 0.0;
    // Iterative post-order (deep trees must not overflow the stack).
    for root in roots {
        let mut stack = vec![(root, false)];
        while let Some((i, done)) = stack.pop() {
            if done {
                let kids = &children[i];
                tree.nodes[i].x = if kids.is_empty() {
                    next_leaf += 1.0;
                    next_leaf - 1.0
                } else {
                    (tree.nodes[kids[0]].x + tree.nodes[kids[kids.len() - 1]].x) / 2.0
                };
            } else {
                stack.push((i, true));
                for &k in children[i].iter().rev() {
                    stack.push((k, false));
                }
            }
        }
    }
    tree.width = next_leaf.max(1.0);
}

/// Nodes generated at each depth (g), for the chart.
pub fn per_depth(events: &[TraceEvent], step: usize) -> Vec<u64> {
    let mut counts: Vec<u64> = Vec::new();
    for e in &events[..step.min(events.len())] {
        if let TraceEvent::Generate {
            g,
            fate: Fate::New | Fate::Reopened,
            ..
        } = e
        {
            let g = *g as usize;
            if counts.len() <= g {
                counts.resize(g + 1, 0);
            }
            counts[g] += 1;
        }
    }
    counts
}

/// The frontier's size at each expansion, for the chart.
pub fn frontier_sizes(events: &[TraceEvent], step: usize) -> Vec<u64> {
    events[..step.min(events.len())]
        .iter()
        .filter_map(|e| match e {
            TraceEvent::Expand { frontier, .. } => Some(*frontier),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use npuzzle_core::{Algorithm, Board, NoControl, SolveOptions, Solver};

    fn trace(board: &str, a: Algorithm) -> Vec<TraceEvent> {
        let board: Board = board.parse().unwrap();
        Solver::new()
            .trace(
                &board,
                &SolveOptions::with_algorithm(a),
                &mut NoControl,
                100_000,
            )
            .unwrap()
            .events
    }

    #[test]
    fn the_tree_of_a_finished_bfs_has_the_solution_path_from_the_start() {
        let events = trace("1 2 3 / 4 _ 6 / 7 5 8", Algorithm::Bfs);
        let tree = build(&events, events.len(), false);
        let path: Vec<&TreeNode> = tree
            .nodes
            .iter()
            .filter(|n| n.state == NodeState::Path)
            .collect();
        assert_eq!(path.len(), 3, "start, one move, the goal");
        assert_eq!(tree.nodes[0].parent, None);
        assert!(tree.nodes[1..].iter().all(|n| n.parent.is_some()));
        // Every parent sits between its children's columns, and children are one g deeper.
        for n in &tree.nodes {
            if let Some(p) = n.parent {
                assert_eq!(tree.nodes[p].g + 1, n.g);
            }
        }
        let xs: std::collections::BTreeSet<u64> = tree
            .nodes
            .iter()
            .filter(|n| {
                !tree
                    .nodes
                    .iter()
                    .any(|c| c.parent.map(|p| tree.nodes[p].id) == Some(n.id))
            })
            .map(|n| (n.x * 2.0) as u64)
            .collect();
        assert_eq!(xs.len() as f64, tree.width, "leaves in distinct columns");
        assert_eq!(
            per_depth(&events, events.len())[1],
            4,
            "four children of the start"
        );
    }

    #[test]
    fn bidirectional_bfs_draws_two_trees_and_the_path_through_both() {
        let board = "8 6 7 / 2 5 4 / 3 _ 1";
        let events = trace(board, Algorithm::Bibfs);
        let tree = build(&events, events.len(), false);
        let roots: Vec<&TreeNode> = tree.nodes.iter().filter(|n| n.parent.is_none()).collect();
        assert_eq!(roots.len(), 2, "the start's tree and the goal's");
        let path = tree.nodes.iter().filter(|n| n.state == NodeState::Path);
        // 31 moves: 32 boards, each drawn once, in one tree or the other.
        assert_eq!(path.count(), 32);
        assert!(roots.iter().all(|r| r.state == NodeState::Path));
        let collapsed = build(&events, events.len(), true);
        assert_eq!(
            collapsed
                .nodes
                .iter()
                .filter(|n| n.state == NodeState::Path)
                .count(),
            32
        );
    }

    #[test]
    fn collapsed_keeps_the_way_to_the_frontier_and_iterations_start_afresh() {
        let events = trace("8 6 7 / 2 5 4 / 3 _ 1", Algorithm::AStar);
        let step = 2_000.min(events.len());
        let full = build(&events, step, false);
        let small = build(&events, step, true);
        assert!(small.nodes.len() < full.nodes.len());
        assert_eq!(small.hidden, full.nodes.len() - small.nodes.len());
        assert!(small.nodes.iter().any(|n| n.state == NodeState::Open));
        let events = trace("1 2 3 / 4 _ 6 / 7 5 8", Algorithm::IdaStar);
        let tree = build(&events, events.len(), false);
        assert!(tree.nodes.iter().any(|n| n.state == NodeState::Path));
        assert!(tree.depth <= 2, "the last iteration's bound");
        assert!(!frontier_sizes(&events, events.len()).is_empty());
    }
}
