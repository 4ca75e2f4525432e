//! Heuristics: lower bounds on the moves left, for any goal.
//!
//! Each is admissible (never over-estimates) and consistent (changes by at most one per move), so
//! A* and IDA* with any of them return shortest solutions.

mod breakdown;
mod hamming;
mod linear_conflict;
mod manhattan;

pub use breakdown::{Breakdown, Conflict, TileCost, breakdown};

use crate::board::{Board, Goal, Shape, Tile};
use crate::error::Error;

/// A heuristic a person can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Heuristic {
    /// Tiles not on their goal cell (the blank not counted).
    Hamming,
    /// Sum of each tile's row and column distance to its goal cell.
    Manhattan,
    /// Manhattan plus two moves for each tile that must leave its row or column to let
    /// another tile of the same line pass (Hansson, Mayer & Yung, 1992).
    LinearConflict,
}

impl Heuristic {
    /// Every heuristic, weakest first.
    pub const ALL: [Heuristic; 3] = [
        Heuristic::Hamming,
        Heuristic::Manhattan,
        Heuristic::LinearConflict,
    ];

    /// The name used on the command line, in JSON and in the wasm API.
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::Hamming => "hamming",
            Heuristic::Manhattan => "manhattan",
            Heuristic::LinearConflict => "linear-conflict",
        }
    }

    /// The estimate for a board (same size as the goal).
    pub fn estimate(self, board: &Board, goal: &Goal) -> u32 {
        Estimator::new(Some(self), goal).estimate(board.cells())
    }
}

impl std::fmt::Display for Heuristic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Heuristic {
    type Err = Error;

    fn from_str(s: &str) -> Result<Heuristic, Error> {
        match s.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "hamming" | "misplaced" => Ok(Heuristic::Hamming),
            "manhattan" => Ok(Heuristic::Manhattan),
            "linear-conflict" | "linear" | "lc" => Ok(Heuristic::LinearConflict),
            _ => Err(Error::UnknownHeuristic(s.to_string())),
        }
    }
}

/// What best-first search reads: an estimate from scratch, and after one move. Implemented by
/// [`Estimator`] and by pattern databases (`tables::lookup`).
pub(crate) trait Estimate {
    /// The estimate from scratch.
    fn estimate(&self, cells: &[Tile]) -> u32;
    /// The estimate after the tile now at `to` slid there from `from`, given the estimate `h` before.
    fn after_move(&self, cells: &[Tile], h: u32, from: usize, to: usize) -> u32;
    /// Called with a node's cells before `after_move` for its children: an estimate may keep what
    /// it computed for the node (pattern databases keep their indices and entries).
    fn expand(&self, _cells: &[Tile]) {}
    /// Whether the estimate is 0 at the goal (then a search tests for the goal only where it
    /// is 0); a student's formula may not be.
    fn zero_at_goal(&self) -> bool {
        true
    }
}

impl Estimate for Estimator {
    fn estimate(&self, cells: &[Tile]) -> u32 {
        Estimator::estimate(self, cells)
    }

    #[inline]
    fn after_move(&self, cells: &[Tile], h: u32, from: usize, to: usize) -> u32 {
        Estimator::after_move(self, cells, h, from, to)
    }
}

/// A heuristic bound to one goal: goal coordinates are looked up per tile, and a move's effect is
/// computed from the cells it touches instead of the whole board.
#[derive(Clone, Debug)]
pub(crate) struct Estimator {
    kind: Option<Heuristic>,
    shape: Shape,
    goal_index: Vec<u16>,
    goal_row: Vec<u8>,
    goal_col: Vec<u8>,
    // Row and column of each cell: table look-ups instead of divisions on the hot path.
    row: Vec<u8>,
    col: Vec<u8>,
}

impl Estimator {
    /// `None` is the zero heuristic (uninformed search).
    pub(crate) fn new(kind: Option<Heuristic>, goal: &Goal) -> Estimator {
        let shape = goal.board().shape();
        let n = shape.cells();
        let goal_index: Vec<u16> = (0..n).map(|t| goal.position(t as Tile) as u16).collect();
        let goal_row = goal_index
            .iter()
            .map(|&i| shape.row(usize::from(i)) as u8)
            .collect();
        let goal_col = goal_index
            .iter()
            .map(|&i| shape.col(usize::from(i)) as u8)
            .collect();
        Estimator {
            kind,
            shape,
            goal_index,
            goal_row,
            goal_col,
            row: (0..n).map(|i| shape.row(i) as u8).collect(),
            col: (0..n).map(|i| shape.col(i) as u8).collect(),
        }
    }

    /// The estimate from scratch.
    pub(crate) fn estimate(&self, cells: &[Tile]) -> u32 {
        match self.kind {
            None => 0,
            Some(Heuristic::Hamming) => hamming::estimate(self, cells),
            Some(Heuristic::Manhattan) => manhattan::estimate(self, cells),
            Some(Heuristic::LinearConflict) => {
                manhattan::estimate(self, cells) + linear_conflict::all_lines(self, cells)
            }
        }
    }

    /// The estimate after the tile now at `to` slid there from `from`, given the estimate `h` before.
    #[inline]
    pub(crate) fn after_move(&self, cells: &[Tile], h: u32, from: usize, to: usize) -> u32 {
        let tile = cells[to];
        match self.kind {
            None => 0,
            Some(Heuristic::Hamming) => hamming::after_move(self, tile, h, from, to),
            Some(Heuristic::Manhattan) => manhattan::after_move(self, tile, h, from, to),
            Some(Heuristic::LinearConflict) => {
                let h = manhattan::after_move(self, tile, h, from, to);
                linear_conflict::after_move(self, cells, h, from, to)
            }
        }
    }

    #[inline]
    fn row(&self, cell: usize) -> usize {
        usize::from(self.row[cell])
    }

    #[inline]
    fn col(&self, cell: usize) -> usize {
        usize::from(self.col[cell])
    }

    /// Manhattan distance between two cells.
    #[inline]
    fn distance(&self, a: usize, b: usize) -> u32 {
        (self.row(a).abs_diff(self.row(b)) + self.col(a).abs_diff(self.col(b))) as u32
    }

    #[inline]
    fn goal_of(&self, tile: Tile) -> usize {
        usize::from(self.goal_index[usize::from(tile)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Move;

    #[test]
    fn known_values() {
        let goal = Goal::new(Board::blank_last(Shape::new(3, 3).unwrap()));
        let b: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap();
        assert_eq!(Heuristic::Hamming.estimate(&b, &goal), 7); // tile 5 is home
        assert_eq!(Heuristic::Manhattan.estimate(&b, &goal), 21);
        // One conflict: row 2 holds its own tiles 5 and 4 in the wrong order.
        assert_eq!(Heuristic::LinearConflict.estimate(&b, &goal), 23);
        // `3 2 1` in its own row: the longest increasing run is one tile, so two tiles must step aside.
        let b: Board = "3 2 1 4 5 6 7 8 0".parse().unwrap();
        assert_eq!(Heuristic::Manhattan.estimate(&b, &goal), 4);
        assert_eq!(Heuristic::LinearConflict.estimate(&b, &goal), 8);
    }

    /// The incremental update must equal a fresh estimate after every move, for every goal.
    #[test]
    fn incremental_matches_fresh() {
        for (r, c) in [(3, 3), (4, 4), (3, 5), (2, 4)] {
            let shape = Shape::new(r, c).unwrap();
            for goal in [Board::blank_last(shape), Board::blank_first(shape)] {
                let goal = Goal::new(goal);
                for kind in Heuristic::ALL {
                    let est = Estimator::new(Some(kind), &goal);
                    let mut b = crate::random::random_solvable(shape, &goal, 7 + r as u64);
                    let mut h = est.estimate(b.cells());
                    for step in 0..500u32 {
                        let m = Move::ALL[(step.wrapping_mul(2654435761) >> 7) as usize % 4];
                        let from_blank = b.blank();
                        if b.apply(m).is_some() {
                            h = est.after_move(b.cells(), h, b.blank(), from_blank);
                            assert_eq!(
                                h,
                                est.estimate(b.cells()),
                                "{kind} on {r}×{c} after {step} moves"
                            );
                        }
                    }
                }
            }
        }
    }
}
