//! Pattern databases as an estimate for best-first search (fast mode's whole-board search on the
//! 5×5): Manhattan distance plus twice the largest sum of table entries over the partitions, each
//! read directly and, on square boards, transposed, as `pdb_idastar` reads them. Each estimate is
//! computed from the whole board (25 cells): a best-first node costs far more than that anyway.

use super::frame::Frame;
use super::pattern::{PatternSet, radix};
use crate::board::{Goal, Tile};
use crate::heuristic::Estimate;

/// A partition's groups (a range of the set's tables), and each canonical tile's (group within
/// the partition, weight of its cell in the group's index).
type Partition = (std::ops::Range<usize>, Vec<(usize, u32)>);

pub(crate) struct PatternEstimate<'a> {
    set: &'a PatternSet,
    /// Each real cell's canonical cell, and each real tile's canonical name (its canonical home).
    cell: Vec<u8>,
    tile: Vec<u8>,
    /// The transpose of each canonical cell (identity when the board is not square).
    transpose: Vec<u8>,
    /// Each partition's groups (a range of the set's tables) and, for each canonical tile, its
    /// group within the partition and the weight of its cell in the group's index (radixⁱ); the
    /// blank's entry is unused.
    member: Vec<Partition>,
    /// Manhattan distance between two canonical cells, at [a·n + b] (no division per tile).
    distance: Vec<u8>,
}

impl<'a> PatternEstimate<'a> {
    pub fn new(set: &'a PatternSet, frame: Frame, goal: &Goal) -> PatternEstimate<'a> {
        let shape = set.shape;
        let n = shape.cells();
        let cell: Vec<u8> = (0..n).map(|i| frame.cell(i) as u8).collect();
        let tile = (0..n).map(|t| cell[goal.position(t as Tile)]).collect();
        let (rows, cols) = (shape.rows(), shape.cols());
        let transpose = (0..n)
            .map(|i| match set.reflectable() {
                true => ((i % cols) * rows + i / cols) as u8,
                false => i as u8,
            })
            .collect();
        let r = radix(shape);
        let member = set
            .partitions()
            .into_iter()
            .map(|groups| {
                let mut of = vec![(0, 0); n];
                for g in groups.clone() {
                    for (i, &t) in set.groups[g].cells.iter().enumerate() {
                        of[usize::from(t)] = (g - groups.start, r.pow(i as u32));
                    }
                }
                (groups, of)
            })
            .collect();
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
            transpose,
            member,
            distance,
        }
    }

    /// Σ table entries of one partition, for tiles at canonical cells `at` (by canonical tile),
    /// read transposed or not.
    fn extras(&self, partition: usize, at: &[u8], transposed: bool) -> u32 {
        let (groups, member) = &self.member[partition];
        // At most 24 tiles in groups of at least four.
        let mut index = [0u32; 6];
        for (t, &c) in at.iter().enumerate().skip(1) {
            let (t, c) = match transposed {
                true => (self.transpose[t], self.transpose[usize::from(c)]),
                false => (t as u8, c),
            };
            let (g, w) = member[usize::from(t)];
            index[g] += u32::from(c) * w;
        }
        groups
            .clone()
            .zip(index)
            .map(|(g, i)| self.set.groups[g].extra(i))
            .sum()
    }
}

impl Estimate for PatternEstimate<'_> {
    fn estimate(&self, cells: &[Tile]) -> u32 {
        // Canonical cell of each canonical tile, and the Manhattan distance on the way.
        let mut at = [0u8; 32];
        let mut manhattan = 0u32;
        let n = cells.len();
        for (i, &t) in cells.iter().enumerate() {
            let (c, home) = (self.cell[i], self.tile[usize::from(t)]);
            at[usize::from(home)] = c;
            if t != 0 {
                manhattan += u32::from(self.distance[usize::from(c) * n + usize::from(home)]);
            }
        }
        let at = &at[..cells.len()];
        let flips: &[bool] = if self.set.reflectable() {
            &[false, true]
        } else {
            &[false]
        };
        let best = (0..self.member.len())
            .flat_map(|p| flips.iter().map(move |&f| self.extras(p, at, f)))
            .max()
            .unwrap_or(0);
        manhattan + 2 * best
    }

    fn after_move(&self, cells: &[Tile], _h: u32, _from: usize, _to: usize) -> u32 {
        self.estimate(cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, GoalSpec, Shape};
    use crate::heuristic::{Estimator, Heuristic};
    use crate::search::{Algorithm, SolveOptions};
    use crate::tables::pattern::TableKind;

    /// Never above the optimum, never below Manhattan distance, same parity as the optimum, and
    /// usually above linear conflict: on boards scrambled from both corner goals, read through
    /// both frames.
    #[test]
    fn the_5x5_estimate_is_admissible_and_stronger_than_linear_conflict() {
        let shape = Shape::new(5, 5).unwrap();
        let set = PatternSet::build(shape, TableKind::Full, &mut |_| {});
        let mut above_lc = 0;
        for (k, spec) in [GoalSpec::BlankFirst, GoalSpec::BlankLast]
            .iter()
            .enumerate()
        {
            let goal = spec.resolve(shape).unwrap();
            let estimate = PatternEstimate::new(&set, Frame::for_goal(&goal).unwrap(), &goal);
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
}
