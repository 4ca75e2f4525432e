//! An IDA* iteration's tree cut into subtrees at the first depth with enough of them, for
//! several searchers to take in order: threads natively (`parallel`), page workers that share no
//! memory (`handed`). A subtree is named by the moves from the start to its root, so any searcher
//! holding the board can search it.

use super::{Flow, MAX_DEPTH, Search};
use crate::board::Move;
use crate::search::fsm::DEAD;

/// An iteration is worth sharing once the one before generated this many nodes (about 20 ms on
/// one thread): smaller ones end before threads or workers would start.
pub(crate) const FROM_NODES: u64 = 1_000_000;

/// A subtree: the moves from the start to its root and the pruning machine's state there.
pub(super) struct Subtree {
    pub moves: Vec<Move>,
    pub state: u32,
}

/// The subtrees of the iteration below the first depth with at least `want` nodes within the
/// bound (or the deepest the path allows), and the smallest f above the bound seen above them.
/// `Err` if the iteration ends first: the goal found above the cut, no node left within the
/// bound, or the caller's stop.
pub(super) fn cut<const V: usize>(
    root: &mut Search<'_, '_, '_, V>,
    want: usize,
) -> Result<(Vec<Subtree>, u32), Flow> {
    let mut level = vec![Subtree {
        moves: Vec::new(),
        state: 0,
    }];
    let mut next = u32::MAX;
    for g in 0..MAX_DEPTH / 2 {
        if level.len() >= want {
            break;
        }
        let mut deeper = Vec::new();
        for node in &level {
            descend(root, &node.moves);
            let flow = expand(root, node, g as u32, &mut deeper, &mut next);
            ascend(root, &node.moves);
            if let Some(flow) = flow {
                if matches!(flow, Flow::Found) {
                    root.path[..node.moves.len()].copy_from_slice(&node.moves);
                    root.depth = node.moves.len();
                }
                return Err(flow);
            }
        }
        if deeper.is_empty() {
            return Err(Flow::Next(next));
        }
        level = deeper;
    }
    Ok((level, next))
}

/// Expands the node `root` is at (the subtree `node`, at depth `g`) as `dfs` would, adding its
/// children within the bound to `deeper`; `Some` if the search ends here.
fn expand<const V: usize>(
    root: &mut Search<'_, '_, '_, V>,
    node: &Subtree,
    g: u32,
    deeper: &mut Vec<Subtree>,
    next: &mut u32,
) -> Option<Flow> {
    if root.md == 0 {
        return Some(Flow::Found);
    }
    if let Some(stop) = root.meter.expand(node.moves.len(), g) {
        return Some(Flow::Stop(stop));
    }
    let degree = usize::from(root.geometry.degree[root.blank]);
    let moves = root.geometry.moves[root.blank]; // a copy: `apply` below borrows `root`
    for &(_, m) in &moves[..degree] {
        let state = root.fsm.step(node.state, m);
        if state == DEAD {
            continue;
        }
        root.meter.generate(1);
        root.apply(m, g as usize);
        let f = g + 1 + root.estimate();
        root.apply(m.opposite(), g as usize);
        if f > root.bound {
            *next = (*next).min(f);
        } else {
            let mut moves = node.moves.clone();
            moves.push(m);
            deeper.push(Subtree { moves, state });
        }
    }
    None
}

pub(super) fn descend<const V: usize>(search: &mut Search<'_, '_, '_, V>, moves: &[Move]) {
    for (g, &m) in moves.iter().enumerate() {
        search.apply(m, g);
    }
}

fn ascend<const V: usize>(search: &mut Search<'_, '_, '_, V>, moves: &[Move]) {
    for (g, &m) in moves.iter().enumerate().rev() {
        search.apply(m.opposite(), g);
    }
}
