//! Pattern databases for the 5×5 (the 24-puzzle), which fast mode's whole-board search reads.
//!
//! Built as the 4×4's are (see [`super::pattern`]: a breadth-first search over placements of a
//! group's tiles and the region the blank is in; only the group's moves count), with two
//! differences that 25 cells force: a placement is indexed by its cells in base 25 (index =
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

fn distance(a: u32, b: u32) -> u32 {
    let (a, b) = (a as usize, b as usize);
    ((a / SIDE).abs_diff(b / SIDE) + (a % SIDE).abs_diff(b % SIDE)) as u32
}

/// Builds one group's table (its tiles are its home cells; canonical frame, blank home in cell 0).
pub(crate) fn build(tiles: &[u8], progress: &mut dyn FnMut(f64)) -> PatternTable {
    let grid = Grid::new();
    let k = tiles.len();
    let weight: Vec<u32> = (0..k).map(|i| (CELLS as u32).pow(i as u32)).collect();
    let slots = CELLS.pow(k as u32);
    let placements: usize = (CELLS - k + 1..=CELLS).product();
    let mut table = PatternTable {
        cells: tiles.to_vec(),
        nibbles: vec![0; slots.div_ceil(2)],
    };
    // Regions already reached for each placement, a bit per region's lowest cell.
    let mut seen = vec![0u32; slots];
    let home: u32 = tiles
        .iter()
        .zip(&weight)
        .map(|(&c, w)| u32::from(c) * w)
        .sum();
    let home_free = ALL & !tiles.iter().fold(0u32, |m, &c| m | 1 << c);
    let rep = grid.region(home_free, 0).trailing_zeros();
    seen[home as usize] = 1 << rep;
    let mut frontier = vec![(home, rep as u8)];
    let (mut depth, mut reached) = (0u32, 1usize);
    let mut at = [0u32; 8];
    while !frontier.is_empty() {
        let mut next = Vec::with_capacity(frontier.len() * 2);
        for &(index, rep) in &frontier {
            let (mut occupied, mut md, mut rest) = (0u32, 0u32, index);
            for i in 0..k {
                at[i] = rest % CELLS as u32;
                rest /= CELLS as u32;
                occupied |= 1 << at[i];
                md += distance(at[i], u32::from(tiles[i]));
            }
            let free = ALL & !occupied;
            let region = grid.region(free, u32::from(rep));
            for i in 0..k {
                let from = at[i];
                // The tile may slide into any cell of the blank's region beside it.
                let mut targets = grid.neighbours[from as usize] & region;
                while targets != 0 {
                    let to = targets.trailing_zeros();
                    targets &= targets - 1;
                    let moved = index + to * weight[i] - from * weight[i];
                    let moved_free = (free | 1 << from) & !(1 << to);
                    let rep = grid.region(moved_free, from).trailing_zeros();
                    let r = moved as usize;
                    let bits = seen[r];
                    if bits & (1 << rep) == 0 {
                        if bits == 0 {
                            let home = u32::from(tiles[i]);
                            let md = md - distance(from, home) + distance(to, home);
                            // Distance depth + 1; kept as its excess over Manhattan, halved.
                            let extra = ((depth + 1 - md) / 2).min(15) as u8;
                            table.nibbles[r / 2] |= extra << (4 * (r % 2));
                            reached += 1;
                        }
                        seen[r] = bits | 1 << rep;
                        next.push((moved, rep as u8));
                    }
                }
            }
        }
        depth += 1;
        progress(reached as f64 / placements as f64);
        frontier = next;
    }
    table
}
