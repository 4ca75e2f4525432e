//! One IDA* iteration shared among workers that share no memory (a page's workers): one of them
//! cuts it into subtrees ([`cut`]), each searches the runs of subtrees it is handed ([`search`]),
//! and whoever hands them out keeps the answer of the first subtree in order that has one (so the
//! answer is the one a single worker gives), else the smallest next bound.
//!
//! Workers may hold different tables of the board (quick or full): any admissible estimate
//! prunes only nodes above the bound, so every worker finds the same first answer in a subtree,
//! and each next bound it reports is a lower bound of the longer solutions.

use super::subtrees::{Subtree, cut as cut_tree, descend};
use super::{Brief, FOUND, Flow, STOP, Search};
use crate::board::Move;
use crate::handover::{Cut, Searched};
use crate::search::fsm::{DEAD, Fsm};
use crate::search::{Meter, Problem};
use crate::tables::frame::Frame;
use crate::tables::pattern::{Lookup, PatternSet};

/// The iteration at `bound` cut into at least `want` subtrees (fewer if the tree is that small).
pub(crate) fn cut(
    p: &Problem,
    set: &PatternSet,
    frame: Frame,
    meter: &mut Meter,
    bound: u32,
    want: usize,
) -> Cut {
    let views = set.lookups();
    let brief = brief(p, set, &views, frame);
    by_lookups!(views.len(), cut_at(&brief, meter, bound, want))
}

/// Searches `subtrees` (as a cut named them) in order at `bound`, up to the first holding an
/// answer.
pub(crate) fn search(
    p: &Problem,
    set: &PatternSet,
    frame: Frame,
    meter: &mut Meter,
    bound: u32,
    subtrees: &[Vec<Move>],
) -> Searched {
    let views = set.lookups();
    let brief = brief(p, set, &views, frame);
    by_lookups!(views.len(), search_at(&brief, meter, bound, subtrees))
}

fn brief<'a, 'p>(
    p: &'a Problem<'p>,
    set: &'a PatternSet,
    views: &'a [Lookup],
    frame: Frame,
) -> Brief<'a, 'p> {
    Brief {
        p,
        set,
        views,
        frame,
        threads: 1,
    }
}

fn cut_at<const V: usize>(brief: &Brief, meter: &mut Meter, bound: u32, want: usize) -> Cut {
    let mut root = Search::<V>::new(brief, meter);
    root.bound = bound;
    match cut_tree(&mut root, want.max(1)) {
        Ok((subtrees, next)) => Cut::Subtrees {
            subtrees: subtrees.into_iter().map(|s| s.moves).collect(),
            next,
        },
        Err(Flow::Found) => Cut::Solved(
            root.path[..root.depth]
                .iter()
                .map(|&m| brief.frame.unmap(m))
                .collect(),
        ),
        Err(Flow::Next(next)) => Cut::Next(next),
        Err(Flow::Stop(status)) => Cut::Stopped(status),
    }
}

fn search_at<const V: usize>(
    brief: &Brief,
    meter: &mut Meter,
    bound: u32,
    subtrees: &[Vec<Move>],
) -> Searched {
    let fsm = Fsm::shared();
    let mut next = u32::MAX;
    for (i, moves) in subtrees.iter().enumerate() {
        // The pruning machine's state at the subtree's root, as the cut stepped it; a name that
        // is no path the cut could give (a duplicate sequence, a move off the board) is skipped.
        let state = moves.iter().try_fold(0, |s, &m| {
            let t = fsm.step(s, m);
            (t != DEAD).then_some(t)
        });
        let Some(state) = state else { continue };
        let node = Subtree {
            moves: moves.clone(),
            state,
        };
        let mut search = Search::<V>::new(brief, meter);
        search.bound = bound;
        if !descend_checked(&mut search, &node.moves) {
            continue;
        }
        let extra = search.extras();
        let g = node.moves.len() as u32;
        match search.dfs(search.blank, node.state, g, search.md, extra) {
            FOUND => {
                let answer = search.path[..search.depth]
                    .iter()
                    .map(|&m| brief.frame.unmap(m))
                    .collect();
                return Searched {
                    found: Some((i as u32, answer)),
                    next,
                    stopped: None,
                };
            }
            STOP => {
                let status = search.stop;
                return Searched {
                    found: None,
                    next,
                    stopped: Some(status),
                };
            }
            n => next = next.min(n),
        }
    }
    Searched {
        found: None,
        next,
        stopped: None,
    }
}

/// Makes the subtree's moves from the start, as `descend` does, if each is legal where it is
/// made (a worker is handed names in messages: one that is no path is skipped, not a panic).
fn descend_checked<const V: usize>(search: &mut Search<'_, '_, '_, V>, moves: &[Move]) -> bool {
    if moves.len() >= super::MAX_DEPTH {
        return false;
    }
    let mut blank = search.blank;
    for &m in moves {
        let degree = usize::from(search.geometry.degree[blank]);
        match search.geometry.moves[blank][..degree]
            .iter()
            .find(|&&(_, to)| to == m)
        {
            Some(&(t, _)) => blank = usize::from(t),
            None => return false,
        }
    }
    descend(search, moves);
    true
}
