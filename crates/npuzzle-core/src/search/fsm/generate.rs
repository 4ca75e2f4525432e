//! Generating the machine (tests only: the searches read `machine-12.bin`).
//!
//! The forbidden words are found by breadth-first search over move sequences on an unbounded
//! grid, in order of length and then of moves: a sequence that ends where an earlier one does is
//! forbidden. On a real board the earlier one must also be legal wherever the later one is, so
//! only an earlier sequence whose blank visits no cell the later one's does not is counted (both
//! move the same tiles the same way, so the board's edges stop neither). A word that has a
//! forbidden word inside is never listed: the machine has already stopped at that one.
//!
//! The words make an Aho–Corasick automaton over the four moves: its state after a path is the
//! longest suffix of the path that begins a word, and a move that completes a word is refused.
//! Its equivalent states are then merged (Moore's refinement): 694,477 states become 6,280 for
//! words of up to 12 moves.

use super::{DEAD, DEAD16, Fsm};
use rustc_hash::FxHashMap;

/// The longest duplicate sequences `machine-12.bin` lists (see [`super::MACHINE`]), and so the
/// most moves a [`Walk`] keeps.
const LONGEST: usize = 12;

impl Fsm {
    /// The machine for every duplicate sequence of at most `longest` moves.
    pub(super) fn generate(longest: usize) -> Fsm {
        let (next, states) = minimized(&automaton(&forbidden_words(longest)));
        assert!(
            states < usize::from(DEAD16),
            "{states} states do not fit in 16 bits"
        );
        let next = next
            .into_iter()
            .map(|t| if t == DEAD { DEAD16 } else { t as u16 })
            .collect();
        Fsm { next }
    }

    fn bytes(&self) -> Vec<u8> {
        self.next.iter().flat_map(|t| t.to_le_bytes()).collect()
    }
}

/// The Aho–Corasick automaton of `words`: `next[state · 4 + move]`, or [`DEAD`].
fn automaton(words: &[Vec<u8>]) -> Vec<u32> {
    // The trie of the words: goto[node · 4 + m], 0 meaning absent (the root is never a child).
    let mut goto = vec![0u32; 4];
    let mut end = vec![false];
    for w in words {
        let mut node = 0usize;
        for &m in w {
            let slot = node * 4 + usize::from(m);
            if goto[slot] == 0 {
                goto[slot] = end.len() as u32;
                goto.extend([0; 4]);
                end.push(false);
            }
            node = goto[slot] as usize;
        }
        end[node] = true;
    }
    // Breadth-first: each node's failure link (its longest proper suffix in the trie), and
    // the complete transitions, a node being dead if it or a suffix of it ends a word.
    let n = end.len();
    let mut next = vec![0u32; n * 4];
    let mut fail = vec![0usize; n];
    let mut queue = std::collections::VecDeque::new();
    for m in 0..4 {
        let child = goto[m] as usize;
        next[m] = child as u32;
        if child != 0 {
            queue.push_back(child);
        }
    }
    while let Some(node) = queue.pop_front() {
        end[node] |= end[fail[node]];
        for m in 0..4 {
            let child = goto[node * 4 + m] as usize;
            if child != 0 {
                fail[child] = next[fail[node] * 4 + m] as usize;
                next[node * 4 + m] = child as u32;
                queue.push_back(child);
            } else {
                next[node * 4 + m] = next[fail[node] * 4 + m];
            }
        }
    }
    for t in next.iter_mut() {
        if end[*t as usize] {
            *t = DEAD;
        }
    }
    next
}

/// `next` with equivalent states merged (Moore's refinement: states that refuse the same moves
/// now and after every sequence of allowed moves are one), and how many states are left. State
/// 0 stays the start: classes are numbered in order of their first state.
fn minimized(next: &[u32]) -> (Vec<u32>, usize) {
    let n = next.len() / 4;
    let mut class = vec![0u32; n];
    let mut count = 1;
    loop {
        let mut ids: FxHashMap<(u32, [u32; 4]), u32> = FxHashMap::default();
        let mut finer = vec![0u32; n];
        for s in 0..n {
            let mut seen_after = [DEAD; 4];
            for (m, after) in seen_after.iter_mut().enumerate() {
                let t = next[s * 4 + m];
                if t != DEAD {
                    *after = class[t as usize];
                }
            }
            let fresh = ids.len() as u32;
            finer[s] = *ids.entry((class[s], seen_after)).or_insert(fresh);
        }
        class = finer;
        if ids.len() == count {
            break;
        }
        count = ids.len();
    }
    let mut merged = vec![DEAD; count * 4];
    for s in 0..n {
        for m in 0..4 {
            let t = next[s * 4 + m];
            merged[class[s] as usize * 4 + m] = if t == DEAD { DEAD } else { class[t as usize] };
        }
    }
    (merged, count)
}

/// A sequence of moves on the unbounded grid: its moves, the blank's cell, the tiles it has
/// moved as (cell, tile) sorted by cell (a tile named by its starting cell), and the cells the
/// blank has visited, sorted.
#[derive(Clone, Copy)]
struct Walk {
    len: usize,
    moves: [u8; LONGEST],
    blank: u16,
    moved_len: usize,
    moved: [(u16, u16); LONGEST],
    visited_len: usize,
    visited: [u16; LONGEST + 1],
}

/// Where a walk ends: the blank's cell and the moved tiles (the rest of the key all zeros).
type End = [(u16, u16); LONGEST + 1];

impl Walk {
    fn start(centre: u16) -> Walk {
        let mut visited = [0; LONGEST + 1];
        visited[0] = centre;
        Walk {
            len: 0,
            moves: [0; LONGEST],
            blank: centre,
            moved_len: 0,
            moved: [(0, 0); LONGEST],
            visited_len: 1,
            visited,
        }
    }

    /// The walk one move `m` (a step of `step` cells) longer.
    fn then(&self, m: u8, step: i32) -> Walk {
        let mut w = *self;
        let to = (i32::from(w.blank) + step) as u16;
        // The tile at `to` slides onto the blank's cell.
        let moved = &mut w.moved[..w.moved_len];
        let tile = match moved.iter().position(|&(cell, _)| cell == to) {
            Some(i) => {
                let tile = moved[i].1;
                moved.copy_within(i + 1.., i);
                w.moved_len -= 1;
                tile
            }
            None => to,
        };
        if tile != w.blank {
            let at = w.moved[..w.moved_len].partition_point(|&(cell, _)| cell < w.blank);
            w.moved.copy_within(at..w.moved_len, at + 1);
            w.moved[at] = (w.blank, tile);
            w.moved_len += 1;
        }
        w.blank = to;
        let visited = &w.visited[..w.visited_len];
        if let Err(at) = visited.binary_search(&to) {
            w.visited.copy_within(at..w.visited_len, at + 1);
            w.visited[at] = to;
            w.visited_len += 1;
        }
        w.moves[w.len] = m;
        w.len += 1;
        w
    }

    fn end(&self) -> End {
        let mut end = [(0, 0); LONGEST + 1];
        end[0] = (u16::MAX, self.blank);
        end[1..=self.moved_len].copy_from_slice(&self.moved[..self.moved_len]);
        end
    }

    /// Whether every cell `self` visited, `other` visited too.
    fn visits_within(&self, other: &Walk) -> bool {
        let theirs = &other.visited[..other.visited_len];
        self.visited[..self.visited_len]
            .iter()
            .all(|c| theirs.binary_search(c).is_ok())
    }
}

/// Every forbidden word of at most `longest` moves (see the module's notes), each a list of move
/// numbers (`Move as u8`).
fn forbidden_words(longest: usize) -> Vec<Vec<u8>> {
    assert!(longest <= LONGEST);
    // A square of the unbounded grid large enough for every walk from its centre.
    let side = 2 * longest as i32 + 1;
    let step = [-side, side, -1, 1];
    let first = Walk::start((side * side / 2) as u16);
    // Each end reached, with the walks that reached it first (their visited cells).
    // Fx hashing: this map is the generator's main cost.
    let mut seen: FxHashMap<End, Vec<Walk>> = FxHashMap::default();
    seen.insert(first.end(), vec![first]);
    let mut layer = vec![first];
    let mut words = Vec::new();
    for _ in 0..longest {
        let mut next = Vec::with_capacity(layer.len() * 3);
        for walk in &layer {
            for m in 0..4u8 {
                let w = walk.then(m, step[usize::from(m)]);
                let earlier = seen.entry(w.end()).or_default();
                if earlier.iter().any(|e| e.visits_within(&w)) {
                    words.push(w.moves[..w.len].to_vec());
                } else {
                    earlier.push(w);
                    next.push(w);
                }
            }
        }
        layer = next;
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Move;

    /// Set `NPUZZLE_WRITE_MACHINE=1` to write the file after changing the generator.
    #[test]
    fn the_kept_machine_is_the_one_generated() {
        let fresh = Fsm::generate(LONGEST).bytes();
        if std::env::var_os("NPUZZLE_WRITE_MACHINE").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/search/fsm/machine-12.bin");
            std::fs::write(path, &fresh).unwrap();
        }
        assert!(fresh == super::super::MACHINE, "machine-12.bin is stale");
    }

    #[test]
    fn two_moves_forbid_only_the_four_undoings() {
        let words = forbidden_words(2);
        assert_eq!(words, [vec![0, 1], vec![1, 0], vec![2, 3], vec![3, 2]]);
        let fsm = Fsm::generate(2);
        for first in Move::ALL {
            let after = fsm.step(0, first);
            for second in Move::ALL {
                let undoes = second == first.opposite();
                assert_eq!(
                    fsm.step(after, second) == DEAD,
                    undoes,
                    "{first:?} {second:?}"
                );
            }
        }
    }

    /// Merging states changes no answer: every sequence of up to 9 moves is refused by the
    /// merged machine for 8-move words exactly where the automaton refuses it.
    #[test]
    fn merged_states_refuse_what_the_automaton_refuses() {
        let automaton = automaton(&forbidden_words(8));
        let (merged, states) = minimized(&automaton);
        assert!(states * 4 < automaton.len());
        // Depth-first over sequences: the pair of states, one per machine, after each prefix.
        let mut stack = vec![(0u32, 0u32, 0usize)];
        let mut refused = 0;
        while let Some((a, b, len)) = stack.pop() {
            for m in 0..4 {
                let (ta, tb) = (automaton[a as usize * 4 + m], merged[b as usize * 4 + m]);
                assert_eq!(ta == DEAD, tb == DEAD);
                if ta == DEAD {
                    refused += 1;
                } else if len + 1 < 9 {
                    stack.push((ta, tb, len + 1));
                }
            }
        }
        assert!(refused > 4);
    }
}
