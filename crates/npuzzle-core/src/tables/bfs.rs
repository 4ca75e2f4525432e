//! The one breadth-first search that builds a group's pattern database, for the boards of at
//! most 16 cells ([`super::pattern`]) and for larger ones ([`super::grid`]).
//!
//! It searches backwards from the group's home placement over states (placement of the group's
//! tiles, region of the blank). Other tiles are not tracked: the blank moves through them for
//! free, so a state's blank is anywhere in its connected region of cells not held by the group,
//! and only moves of the group's tiles cost. An entry is the least cost over the blank's regions:
//! the depth at which the layer-by-layer search first reaches the placement, kept as its excess
//! over the placement's Manhattan distance, halved, in four bits.
//!
//! What differs by board is given to it: the base of the placement index (16 up to 16 cells,
//! so a cell is four bits; n beyond), how the blank's region is found (a table of every set of
//! free cells, or a flood fill), and how the regions reached are marked per placement.

use super::group::{PatternTable, placement_count};

/// How the blank's region is found on one board.
pub(crate) trait Regions {
    /// Every cell, as a bit mask.
    fn all(&self) -> u32;
    /// The cells beside `cell`, as a bit mask.
    fn neighbours(&self, cell: u32) -> u32;
    /// The cells of `free` reachable from `seed` (which must be free).
    fn of(&self, free: u32, seed: u32) -> u32;
    /// The bit that marks `region` (a region of `free`) reached: its lowest cell, unless the
    /// board has more cells than the reached-bits type has bits.
    #[inline]
    fn bit(&self, _free: u32, region: u32) -> u32 {
        region.trailing_zeros()
    }
}

/// The regions already reached for a placement, a bit per region ([`Regions::bit`]): `u16` up
/// to 16 cells, `u8` on larger boards, whose regions are counted instead of named by a cell.
pub(crate) trait Reached: Copy {
    /// None reached.
    const NONE: Self;
    /// Whether region `bit` was reached.
    fn has(self, bit: u32) -> bool;
    /// Whether no region was (the placement is new).
    fn is_none(self) -> bool;
    /// With region `bit` reached too.
    fn with(self, bit: u32) -> Self;
}

impl Reached for u16 {
    const NONE: u16 = 0;
    fn has(self, bit: u32) -> bool {
        self & (1 << bit) != 0
    }
    fn is_none(self) -> bool {
        self == 0
    }
    fn with(self, bit: u32) -> u16 {
        self | 1 << bit
    }
}

impl Reached for u8 {
    const NONE: u8 = 0;
    fn has(self, bit: u32) -> bool {
        self & (1 << bit) != 0
    }
    fn is_none(self) -> bool {
        self == 0
    }
    fn with(self, bit: u32) -> u8 {
        self | 1 << bit
    }
}

/// Builds the table of the group whose tiles are `tiles` (also their home cells: canonical
/// frame, blank home in cell 0) on a board of `cols` columns, placements indexed in base `radix`
/// (index = Σ cellᵢ·radixⁱ; every index must fit 27 bits). `progress` hears the fraction of
/// placements reached after each layer.
pub(crate) fn build<R: Regions, S: Reached>(
    regions: &R,
    cols: u32,
    radix: u32,
    tiles: &[u8],
    progress: &mut dyn FnMut(f64),
) -> PatternTable {
    let k = tiles.len();
    let n = regions.all().count_ones() as usize;
    let weight: Vec<u32> = (0..k).map(|i| radix.pow(i as u32)).collect();
    let slots = (radix as usize).pow(k as u32);
    let placements = placement_count(n, k);
    let distance = |a: u32, b: u32| (a / cols).abs_diff(b / cols) + (a % cols).abs_diff(b % cols);
    let mut table = PatternTable {
        cells: tiles.to_vec(),
        nibbles: vec![0; slots.div_ceil(2)],
    };
    let mut seen = vec![S::NONE; slots];
    let home: u32 = tiles
        .iter()
        .zip(&weight)
        .map(|(&c, w)| u32::from(c) * w)
        .sum();
    let home_free = regions.all() & !tiles.iter().fold(0u32, |m, &c| m | 1 << c);
    let start = regions.of(home_free, 0);
    let rep = start.trailing_zeros();
    seen[home as usize] = S::NONE.with(regions.bit(home_free, start));
    // A state is (placement index << 5 | lowest cell of the blank's region): four bytes.
    // Two buffers swapped each layer, sized once for the largest layer seen on these boards
    // (3×6: 3.7 M states for 13.4 M placements): growing them by doubling left wasm memory
    // (which never shrinks) 30 MB larger with the blocks each size outgrew.
    let layer = placements / 3;
    let mut frontier = Vec::with_capacity(layer);
    frontier.push(home << 5 | rep);
    let mut next = Vec::with_capacity(layer);
    let (mut depth, mut reached) = (0u32, 1usize);
    let mut at = [0u32; 8];
    while !frontier.is_empty() {
        next.clear();
        for &state in &frontier {
            let (index, rep) = (state >> 5, state & 31);
            let (mut occupied, mut md, mut rest) = (0u32, 0u32, index);
            for i in 0..k {
                at[i] = rest % radix;
                rest /= radix;
                occupied |= 1 << at[i];
                md += distance(at[i], u32::from(tiles[i]));
            }
            let free = regions.all() & !occupied;
            let region = regions.of(free, rep);
            for i in 0..k {
                let from = at[i];
                // The tile may slide into any cell of the blank's region beside it.
                let mut targets = regions.neighbours(from) & region;
                while targets != 0 {
                    let to = targets.trailing_zeros();
                    targets &= targets - 1;
                    let moved = index + to * weight[i] - from * weight[i];
                    let moved_free = (free | 1 << from) & !(1 << to);
                    let region = regions.of(moved_free, from);
                    let (rep, bit) = (region.trailing_zeros(), regions.bit(moved_free, region));
                    let r = moved as usize;
                    let bits = seen[r];
                    if !bits.has(bit) {
                        if bits.is_none() {
                            let home = u32::from(tiles[i]);
                            let md = md - distance(from, home) + distance(to, home);
                            // First reached: its distance is depth + 1.
                            let extra = ((depth + 1 - md) / 2).min(15) as u8;
                            table.nibbles[r / 2] |= extra << (4 * (r % 2));
                            reached += 1;
                        }
                        seen[r] = bits.with(bit);
                        next.push(moved << 5 | rep);
                    }
                }
            }
        }
        depth += 1;
        progress(reached as f64 / placements as f64);
        std::mem::swap(&mut frontier, &mut next);
    }
    table
}
