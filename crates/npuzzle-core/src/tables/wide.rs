//! Pattern databases for the 5×5 (the 24-puzzle), which fast mode's whole-board search reads.
//!
//! Built by the same breadth-first search as the 4×4's ([`super::bfs`]), with two differences
//! that 25 cells force: a placement is indexed by its cells in base 25 (index =
//! Σ cellᵢ·25ⁱ: a 5-tile table has 25⁵ slots, 4.9 MB at four bits, where direct 5-bit indexing
//! would take 16.8 MB), and the blank's region is found by a flood fill over a 25-bit mask
//! instead of a table of every set of free cells (2²⁵ of them).

use super::pattern::PatternTable;

/// Cells of the only wide shape with tables, and the base of its placement indices.
pub(crate) const CELLS: usize = 25;
const SIDE: usize = 5;
const ALL: u32 = (1 << CELLS) - 1;

/// The 5×5's cells beside each cell, as bit masks, and the masks a flood fill shifts through.
struct Grid {
    neighbours: [u32; CELLS],
    not_first_col: u32,
    not_last_col: u32,
}

impl Grid {
    fn new() -> Grid {
        let column = |c: usize| (0..SIDE).fold(0u32, |m, r| m | 1 << (r * SIDE + c));
        let neighbours = std::array::from_fn(|i| {
            let (r, c) = (i / SIDE, i % SIDE);
            let mut m = 0u32;
            if r > 0 {
                m |= 1 << (i - SIDE);
            }
            if r + 1 < SIDE {
                m |= 1 << (i + SIDE);
            }
            if c > 0 {
                m |= 1 << (i - 1);
            }
            if c + 1 < SIDE {
                m |= 1 << (i + 1);
            }
            m
        });
        Grid {
            neighbours,
            not_first_col: ALL & !column(0),
            not_last_col: ALL & !column(SIDE - 1),
        }
    }

    /// The cells of `free` reachable from `seed` (which must be free).
    #[inline]
    fn region(&self, free: u32, seed: u32) -> u32 {
        let mut r = 1u32 << seed;
        loop {
            let grown = (r
                | ((r << 1) & self.not_first_col)
                | ((r >> 1) & self.not_last_col)
                | (r << SIDE)
                | (r >> SIDE))
                & free;
            if grown == r {
                return r;
            }
            r = grown;
        }
    }
}

impl super::bfs::Regions for Grid {
    fn all(&self) -> u32 {
        ALL
    }

    fn neighbours(&self, cell: u32) -> u32 {
        self.neighbours[cell as usize]
    }

    #[inline]
    fn of(&self, free: u32, seed: u32) -> u32 {
        self.region(free, seed)
    }
}

/// Builds one group's table (its tiles are its home cells; canonical frame, blank home in cell 0).
pub(crate) fn build(tiles: &[u8], progress: &mut dyn FnMut(f64)) -> PatternTable {
    super::bfs::build::<_, u32>(&Grid::new(), SIDE as u32, CELLS as u32, tiles, progress)
}
