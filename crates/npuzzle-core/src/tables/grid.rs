//! Pattern databases for boards of more than 16 cells (up to 25: the 5×5, and every shape of 17
//! to 21 cells that `auto` solves optimally).
//!
//! Built by the same breadth-first search as the small boards' ([`super::bfs`]), with two
//! differences that more cells force: a placement is indexed by its cells in base n (index =
//! Σ cellᵢ·nⁱ: a 5-tile table on 25 cells has 25⁵ slots, 4.9 MB at four bits, where direct 5-bit
//! indexing would take 16.8 MB), and the blank's region is found by a flood fill over an n-bit
//! mask instead of a table of every set of free cells (2ⁿ of them).

use super::group::PatternTable;
use crate::board::{Move, Shape};

/// The most cells a grid of this kind holds (a state keeps the blank's region's lowest cell in
/// five bits).
pub(crate) const MAX_CELLS: usize = 25;

/// A board's cells beside each cell, as bit masks, and the masks a flood fill shifts through.
struct Grid {
    cols: u32,
    all: u32,
    neighbours: Vec<u32>,
    not_first_col: u32,
    not_last_col: u32,
}

impl Grid {
    fn new(shape: Shape) -> Grid {
        let (rows, cols, n) = (shape.rows(), shape.cols(), shape.cells());
        assert!(n <= MAX_CELLS);
        let all = (1u32 << n) - 1;
        let column = |c: usize| (0..rows).fold(0u32, |m, r| m | 1 << (r * cols + c));
        let neighbours = (0..n)
            .map(|i| {
                let targets = Move::ALL.iter().filter_map(|&m| shape.target(i, m));
                targets.fold(0, |m, t| m | 1 << t)
            })
            .collect();
        Grid {
            cols: cols as u32,
            all,
            neighbours,
            not_first_col: all & !column(0),
            not_last_col: all & !column(cols - 1),
        }
    }
}

impl super::bfs::Regions for Grid {
    fn all(&self) -> u32 {
        self.all
    }

    fn neighbours(&self, cell: u32) -> u32 {
        self.neighbours[cell as usize]
    }

    /// The cells of `free` reachable from `seed`: grown a step in every direction at once.
    #[inline]
    fn of(&self, free: u32, seed: u32) -> u32 {
        let mut r = 1u32 << seed;
        loop {
            let grown = (r
                | ((r << 1) & self.not_first_col)
                | ((r >> 1) & self.not_last_col)
                | (r << self.cols)
                | (r >> self.cols))
                & free;
            if grown == r {
                return r;
            }
            r = grown;
        }
    }

    /// The region's rank among the regions of `free` by lowest cell: at most k + 1 regions for k
    /// tiles (each but one is closed off by two tiles or more), so eight bits hold them, a
    /// quarter of the memory of a bit per cell.
    #[inline]
    fn bit(&self, free: u32, region: u32) -> u32 {
        let mut below = free & ((1u32 << region.trailing_zeros()) - 1);
        let mut rank = 0;
        while below != 0 {
            below &= !self.of(free, below.trailing_zeros());
            rank += 1;
        }
        assert!(rank < 8, "more regions than the reached bits hold");
        rank
    }
}

/// Builds one group's table (its tiles are its home cells; canonical frame, blank home in cell 0).
pub(crate) fn build(shape: Shape, tiles: &[u8], progress: &mut dyn FnMut(f64)) -> PatternTable {
    assert!(tiles.len() < 8, "a region's rank must fit eight bits");
    let n = shape.cells() as u32;
    super::bfs::build::<_, u8>(&Grid::new(shape), shape.cols() as u32, n, tiles, progress)
}
