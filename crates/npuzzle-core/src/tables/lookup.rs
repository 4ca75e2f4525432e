//! Pattern databases as an estimate for best-first search (fast mode's whole-board search on the
//! 5×5; `auto`'s weighted A* and beams before the shortest answer): Manhattan distance plus twice
//! the largest sum of table entries over the partitions, each read directly and, on square
//! boards, transposed, as `pdb_idastar` reads them. A node being expanded is read whole and
//! kept; each child then re-reads only the moved tile's group in each reading.

use super::frame::Frame;
use super::pattern::{Lookup, PatternSet, radix};
use crate::board::{Goal, Tile};
use crate::heuristic::Estimate;
use std::cell::RefCell;

/// At most this many readings of a set (the 4×4's four partitions, each read directly and
/// transposed).
const READINGS: usize = 8;
/// At most this many groups in a partition.
const GROUPS: usize = 6;

pub(crate) struct PatternEstimate<'a> {
    set: &'a PatternSet,
    /// Each real cell's canonical cell, and each real tile's canonical name (its canonical home).
    cell: Vec<u8>,
    tile: Vec<u8>,
    readings: Vec<Reading>,
    /// Manhattan distance between two canonical cells, at [a·n + b] (no division per tile).
    distance: Vec<u8>,
    /// The node being expanded, so that each child's estimate is one table read per reading.
    parent: RefCell<Node>,
}

/// One partition read one way (directly or transposed): its groups (indices of the set's
/// tables), each canonical tile's group within them, and what a canonical tile at a canonical
/// cell adds to its group's index, at [tile·n + cell] (cell·radixⁱ, transposition folded in;
/// 0 for the blank).
struct Reading {
    groups: Vec<usize>,
    group: Vec<u8>,
    weight: Vec<u32>,
}

/// An estimate and what it was made of: each reading's group indices, their entries and sum.
#[derive(Clone, Copy, Default)]
struct Node {
    h: u32,
    manhattan: u32,
    index: [[u32; GROUPS]; READINGS],
    entry: [[u32; GROUPS]; READINGS],
    sum: [u32; READINGS],
}

impl<'a> PatternEstimate<'a> {
    pub fn new(set: &'a PatternSet, frame: Frame, goal: &Goal) -> PatternEstimate<'a> {
        let shape = set.shape;
        let n = shape.cells();
        let cell: Vec<u8> = (0..n).map(|i| frame.cell(i) as u8).collect();
        let tile = (0..n).map(|t| cell[goal.position(t as Tile)]).collect();
        let (rows, cols) = (shape.rows(), shape.cols());
        let r = radix(shape);
        let mut readings = Vec::new();
        for Lookup { groups, transposed } in set.lookups() {
            assert!(groups.len() <= GROUPS);
            // Each canonical tile's (group, radixⁱ) in this partition.
            let mut of = vec![(0u8, 0u32); n];
            for (g, &table) in groups.iter().enumerate() {
                for (i, &t) in set.groups[table].cells.iter().enumerate() {
                    of[usize::from(t)] = (g as u8, r.pow(i as u32));
                }
            }
            let turn = |i: usize| match transposed {
                true => (i % cols) * rows + i / cols,
                false => i,
            };
            readings.push(Reading {
                group: (0..n).map(|t| of[turn(t)].0).collect(),
                weight: (0..n * n)
                    .map(|i| turn(i % n) as u32 * of[turn(i / n)].1)
                    .collect(),
                groups,
            });
        }
        assert!(readings.len() <= READINGS);
        let distance = (0..n * n)
            .map(|i| {
                let (a, b) = (i / n, i % n);
                ((a / cols).abs_diff(b / cols) + (a % cols).abs_diff(b % cols)) as u8
            })
            .collect();
        PatternEstimate {
            set,
            cell,
            tile,
            readings,
            distance,
            parent: RefCell::default(),
        }
    }

    /// The estimate of a board from scratch, with what it was made of.
    fn node(&self, cells: &[Tile]) -> Node {
        let n = cells.len();
        let mut node = Node::default();
        for (i, &t) in cells.iter().enumerate() {
            let (c, home) = (
                usize::from(self.cell[i]),
                usize::from(self.tile[usize::from(t)]),
            );
            if t != 0 {
                node.manhattan += u32::from(self.distance[c * n + home]);
            }
            for (k, r) in self.readings.iter().enumerate() {
                node.index[k][usize::from(r.group[home])] += r.weight[home * n + c];
            }
        }
        let mut best = 0;
        for (k, r) in self.readings.iter().enumerate() {
            for (g, &table) in r.groups.iter().enumerate() {
                let entry = self.set.groups[table].extra(node.index[k][g]);
                node.entry[k][g] = entry;
                node.sum[k] += entry;
            }
            best = best.max(node.sum[k]);
        }
        node.h = node.manhattan + 2 * best;
        node
    }
}

impl Estimate for PatternEstimate<'_> {
    fn estimate(&self, cells: &[Tile]) -> u32 {
        self.node(cells).h
    }

    fn expand(&self, cells: &[Tile]) {
        *self.parent.borrow_mut() = self.node(cells);
    }

    /// From the parent kept by `expand`: only the moved tile's group changes in each reading.
    fn after_move(&self, cells: &[Tile], h: u32, from: usize, to: usize) -> u32 {
        let parent = self.parent.borrow();
        debug_assert_eq!(h, parent.h, "after_move without expand on its parent");
        let n = cells.len();
        let home = usize::from(self.tile[usize::from(cells[to])]);
        let (was, now) = (
            home * n + usize::from(self.cell[from]),
            home * n + usize::from(self.cell[to]),
        );
        let distance = |i: usize| u32::from(self.distance[i]);
        let manhattan = parent.manhattan + distance(now) - distance(was);
        let mut best = 0;
        for (k, r) in self.readings.iter().enumerate() {
            let g = usize::from(r.group[home]);
            let index = parent.index[k][g] + r.weight[now] - r.weight[was];
            let entry = self.set.groups[r.groups[g]].extra(index);
            best = best.max(parent.sum[k] - parent.entry[k][g] + entry);
        }
        manhattan + 2 * best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algorithm::Algorithm;
    use crate::board::{Board, GoalSpec, Move, Shape};
    use crate::heuristic::{Estimator, Heuristic};
    use crate::settings::SolveOptions;
    use crate::tables::pattern::TableKind;
    use std::sync::OnceLock;

    /// The 5×5's set, built once for the tests that share it (it takes seconds).
    fn set_5x5() -> &'static PatternSet {
        static SET: OnceLock<PatternSet> = OnceLock::new();
        SET.get_or_init(|| build(Shape::new(5, 5).unwrap()))
    }

    fn build(shape: Shape) -> PatternSet {
        PatternSet::build(shape, TableKind::Full, 1, &mut |_| {})
    }

    /// Never above the optimum, never below Manhattan distance, same parity as the optimum, and
    /// usually above linear conflict: on boards scrambled from both corner goals, read through
    /// both frames.
    #[test]
    fn the_5x5_estimate_is_admissible_and_stronger_than_linear_conflict() {
        let shape = Shape::new(5, 5).unwrap();
        let set = set_5x5();
        let mut above_lc = 0;
        for (k, spec) in [GoalSpec::BlankFirst, GoalSpec::BlankLast]
            .iter()
            .enumerate()
        {
            let goal = spec.resolve(shape).unwrap();
            let estimate = PatternEstimate::new(set, Frame::for_goal(&goal).unwrap(), &goal);
            let manhattan = Estimator::new(Some(Heuristic::Manhattan), &goal);
            let lc = Estimator::new(Some(Heuristic::LinearConflict), &goal);
            assert_eq!(estimate.estimate(goal.board().cells()), 0);
            for seed in 0..12u64 {
                let board: Board =
                    crate::random::scramble(&goal, 20 + 2 * seed as usize, seed * 2 + k as u64)
                        .unwrap();
                let options = SolveOptions {
                    goal: spec.clone(),
                    ..SolveOptions::with_algorithm(Algorithm::IdaStar)
                };
                let best = crate::solve(&board, &options, &mut crate::NoControl).unwrap();
                let best = best.length().unwrap() as u32;
                let h = estimate.estimate(board.cells());
                assert!(h <= best, "{h} over the optimum {best}: {board}");
                assert!(h >= manhattan.estimate(board.cells()));
                assert_eq!(h % 2, best % 2);
                above_lc += usize::from(h > lc.estimate(board.cells()));
            }
        }
        // Measured: 14 of 24.
        assert!(above_lc >= 12, "above linear conflict on {above_lc} of 24");
    }

    /// A child's estimate from its expanded parent equals the child's estimate from scratch, on
    /// random walks from both corner goals of a square and an oblong board.
    #[test]
    fn a_childs_estimate_from_its_parent_equals_the_estimate_from_scratch() {
        for (rows, cols) in [(5, 5), (3, 4)] {
            let shape = Shape::new(rows, cols).unwrap();
            let small;
            let set = match (rows, cols) {
                (5, 5) => set_5x5(),
                _ => {
                    small = build(shape);
                    &small
                }
            };
            for spec in [GoalSpec::BlankFirst, GoalSpec::BlankLast] {
                let goal = spec.resolve(shape).unwrap();
                let estimate = PatternEstimate::new(set, Frame::for_goal(&goal).unwrap(), &goal);
                let mut cells = goal.board().cells().to_vec();
                let mut rng = 0x9e37_79b9_u64;
                let mut changed = 0;
                for _ in 0..2000 {
                    let h = estimate.estimate(&cells);
                    estimate.expand(&cells);
                    let blank = cells.iter().position(|&t| t == 0).unwrap();
                    let mut last = None;
                    for m in Move::ALL {
                        let Some(t) = shape.target(blank, m) else {
                            continue;
                        };
                        cells.swap(blank, t);
                        let child = estimate.after_move(&cells, h, t, blank);
                        assert_eq!(child, estimate.estimate(&cells), "{cells:?}");
                        changed += usize::from(child != h);
                        cells.swap(blank, t);
                        last = Some(t);
                        rng = rng
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        if rng >> 62 == 0 {
                            break;
                        }
                    }
                    let t = last.unwrap();
                    cells.swap(blank, t);
                }
                assert!(changed > 1000, "{changed}");
            }
        }
    }
}
