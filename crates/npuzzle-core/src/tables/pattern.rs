//! Additive pattern databases (Korf & Felner, 2002) for boards of 10 to 21 cells, which `auto`
//! reads, and for the 5×5, which fast mode's whole-board search reads. Boards of more than 16
//! cells are built by [`super::grid`].
//!
//! The 15 tiles are split into disjoint groups (6-6-3 for the 4×4). For each group, a table holds,
//! for every placement of its tiles, the fewest moves *of those tiles* needed to bring them home,
//! the other tiles ignored. Because no move is counted in two groups, the sum over groups is an
//! admissible heuristic, far stronger than Manhattan distance. The 4×4 has four such partitions;
//! the search takes the largest sum (with each transposed as well, eight lookups).
//!
//! Tables live in the canonical frame (goal blank in cell 0, tile `i` at home in cell `i`; see
//! [`super::frame`]). A placement is indexed by its cells, four bits each (index = Σ cellᵢ·16ⁱ),
//! so a move updates the index with one addition. Each entry takes four bits: the group's distance
//! minus its Manhattan distance, halved (the two always differ by an even number), saturated at 15
//! (a smaller value stays admissible). The 4×4's four partitions take seven 6-tile tables (the
//! fourth shares one with the second); each partition added cut the nodes of Korf's 100 for
//! about the same search time (the figures in docs/benchmarks.md, "15-puzzle: Korf's 100"; the
//! tables' sizes in its "Pattern-database tables").
//! Larger boards' placements are indexed in base n instead (see [`radix`]): 3×6 and 6×3 take
//! 6-6-5 strips (35 MB), the 20-cell shapes 5-5-5-4 (4.9 MB a partition; 6-6-6-1 would be 96
//! MB), the 3×7 and 7×3 5-5-5-5 (2 MB a table), with further partitions of 5-tile strips beside
//! them (see [`partitions`]).

use crate::board::Shape;

pub(crate) use super::group::{PatternTable, placement_count};

/// Boards up to this many cells index placements by four bits a cell, and find regions of free
/// cells in a table of every set of them.
pub(crate) const MAX_CELLS: usize = 16;
/// The most cells of a shape that `auto` solves with pattern databases (beyond, an optimal search
/// takes hours: `fast` is offered; the 5×5's tables serve fast mode only).
pub(crate) const AUTO_MAX_CELLS: usize = 21;
/// The sizes of board `auto` solves with pattern databases (fewer cells: a table of every board).
pub const TABLE_CELLS: std::ops::RangeInclusive<usize> =
    super::perfect::MAX_CELLS + 1..=AUTO_MAX_CELLS;
/// Largest group: six tiles.
const MAX_GROUP: usize = 6;

/// The base of a shape's placement indices (index = Σ cellᵢ·radixⁱ): 16 up to 16 cells, so a
/// cell is four bits; beyond, the number of cells (20⁶ slots for six tiles of a 4×5, where five
/// bits a cell would take 2³⁰).
pub(crate) fn radix(shape: Shape) -> u32 {
    if shape.cells() <= MAX_CELLS {
        16
    } else {
        shape.cells() as u32
    }
}

/// One lookup of a set: a partition's groups (indices into its tables), read directly or
/// transposed.
pub(crate) struct Lookup {
    pub groups: Vec<usize>,
    pub transposed: bool,
}

/// Which set of pattern databases: the full one answers with the fewest nodes; the quick one is
/// small enough to be on the critical path of a first answer (the 4×4's is 5-5-5: 105 KB to
/// download where the full one is 4.75 MB) while the full one follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TableKind {
    /// A 5-5-5 partition (4×4 only).
    Quick,
    /// The strongest partitions this version has for the shape.
    Full,
}

impl TableKind {
    pub(crate) fn byte(self) -> u8 {
        match self {
            TableKind::Quick => 1,
            TableKind::Full => 2,
        }
    }

    pub(crate) fn from_byte(b: u8) -> Option<TableKind> {
        match b {
            1 => Some(TableKind::Quick),
            2 => Some(TableKind::Full),
            _ => None,
        }
    }

    /// `quick` or `full`.
    pub fn name(self) -> &'static str {
        match self {
            TableKind::Quick => "quick",
            TableKind::Full => "full",
        }
    }
}

/// The groups and their tables for one shape (canonical frame).
pub(crate) struct PatternSet {
    pub shape: Shape,
    pub kind: TableKind,
    pub groups: Vec<PatternTable>,
}

impl PatternSet {
    /// The groups `build` makes tables for, for this shape and kind (canonical frame): each group
    /// once, in the order the partitions first name it (partitions that share a group share its
    /// table); `None` if the shape has no tables of that kind.
    pub fn groups_for(shape: Shape, kind: TableKind) -> Option<Vec<Vec<u8>>> {
        let mut groups: Vec<Vec<u8>> = Vec::new();
        for group in layout(shape, kind)?.into_iter().flatten() {
            if !groups.contains(&group) {
                groups.push(group);
            }
        }
        Some(groups)
    }

    /// The lookups a search takes the largest of: each partition, read directly and, on square
    /// boards, transposed (a table read at transposed cells for the transposed board).
    pub fn lookups(&self) -> Vec<Lookup> {
        let flips: &[bool] = match self.reflectable() {
            true => &[false, true],
            false => &[false],
        };
        let mut lookups = Vec::new();
        for groups in self.partitions() {
            for &transposed in flips {
                let groups = groups.clone();
                lookups.push(Lookup { groups, transposed });
            }
        }
        lookups
    }

    /// Each partition's groups, as indices into `groups`.
    fn partitions(&self) -> Vec<Vec<usize>> {
        layout(self.shape, self.kind)
            .unwrap_or_default()
            .iter()
            .map(|partition| {
                partition
                    .iter()
                    .map(|group| {
                        self.groups
                            .iter()
                            .position(|t| &t.cells == group)
                            .expect("every group has its table")
                    })
                    .collect()
            })
            .collect()
    }

    /// Builds the tables of `kind` for `shape` (which must have them: see [`Self::groups_for`]),
    /// up to `threads` groups at once (natively; each thread takes as much memory as the group
    /// it builds, so the largest groups' builds add up).
    pub fn build(
        shape: Shape,
        kind: TableKind,
        threads: usize,
        progress: &mut dyn FnMut(f64),
    ) -> PatternSet {
        let parts = Self::groups_for(shape, kind).unwrap_or_default();
        // The table of every set of free cells exists for small boards only (2¹⁶ sets).
        let regions = (shape.cells() <= MAX_CELLS).then(|| Regions::new(shape));
        let build = |cells: &[u8], report: &mut dyn FnMut(f64)| match &regions {
            Some(regions) => {
                super::bfs::build::<_, u16>(regions, shape.cols() as u32, 16, cells, report)
            }
            None => super::grid::build(shape, cells, report),
        };
        // Progress is shared out by each group's placements, which its search's work follows.
        let weights: Vec<f64> = parts
            .iter()
            .map(|p| placement_count(shape.cells(), p.len()) as f64)
            .collect();
        #[cfg(not(target_arch = "wasm32"))]
        if threads > 1
            && parts.len() > 1
            && let Some(groups) =
                super::parallel_build::build(&parts, &weights, threads, &build, progress)
        {
            return PatternSet {
                shape,
                kind,
                groups,
            };
        }
        let _ = threads; // wasm builds on one thread
        let total: f64 = weights.iter().sum();
        let mut done = 0.0;
        let groups = parts
            .iter()
            .zip(&weights)
            .map(|(cells, w)| {
                let table = build(cells, &mut |f| progress((done + f * w) / total));
                done += w;
                table
            })
            .collect();
        progress(1.0);
        PatternSet {
            shape,
            kind,
            groups,
        }
    }

    pub fn bytes(&self) -> usize {
        self.groups.iter().map(PatternTable::bytes).sum()
    }

    /// The transposed lookup is valid (square boards, whose canonical goal is symmetric).
    pub fn reflectable(&self) -> bool {
        self.shape.rows() == self.shape.cols()
    }
}

/// The partitions of a kind for a shape.
fn layout(shape: Shape, kind: TableKind) -> Option<Vec<Vec<Vec<u8>>>> {
    let small = shape.cells() <= MAX_CELLS;
    match kind {
        TableKind::Full if small => Some(partitions(shape)),
        // _  A  A  B  B      5-5-5-5-4, compact blocks (read directly and transposed). Built in
        // C  A  A  B  B      about 15 s, 0.5 MB compressed (most entries equal Manhattan
        // C  C  A  E  B      distance), 19.7 MB in memory.
        // C  D  D  E  E
        // C  D  D  D  E
        TableKind::Full if (shape.rows(), shape.cols()) == (5, 5) => Some(vec![vec![
            vec![1, 2, 6, 7, 12],
            vec![3, 4, 8, 9, 14],
            vec![5, 10, 11, 15, 20],
            vec![16, 17, 21, 22, 23],
            vec![13, 18, 19, 24],
        ]]),
        TableKind::Full if shape.cells() <= AUTO_MAX_CELLS => Some(partitions(shape)),
        TableKind::Full => None,
        // _  A  A  A      A: the top row's three and the two below its right end
        // B  B  A  A      B: the left two columns' block
        // B  B  C  C      C: the bottom right
        // B  C  C  C
        TableKind::Quick if (shape.rows(), shape.cols()) == (4, 4) => Some(vec![vec![
            vec![1, 2, 3, 6, 7],
            vec![4, 5, 8, 9, 12],
            vec![10, 11, 13, 14, 15],
        ]]),
        TableKind::Quick => None,
    }
}

/// Partitions of the tiles (= home cells, canonical frame) into groups of at most six, each a
/// compact block. Each partition gives an admissible sum; a search takes the largest.
fn partitions(shape: Shape) -> Vec<Vec<Vec<u8>>> {
    if (shape.rows(), shape.cols()) == (4, 4) {
        let groups = |p: &[&[u8]; 3]| p.iter().map(|g| g.to_vec()).collect();
        PARTITIONS_4X4.iter().map(groups).collect()
    } else {
        strips(shape)
    }
}

/// The 4×4's four 6-6-3 partitions (groups of home cells, the blank's at 0).
const PARTITIONS_4X4: [[&[u8]; 3]; 4] = [
    // _  A  A  B      A: the six cells around the blank's corner
    // A  A  B  B      B: the right two columns' staircase
    // A  A  B  B      C: the bottom row's first three
    // C  C  C  B
    [&[1, 2, 4, 5, 8, 9], &[3, 6, 7, 10, 11, 15], &[12, 13, 14]],
    // _  C  C  C      Blocks of two columns, the top row apart: weaker alone (twice the
    // A  A  B  B      nodes), but it catches what the first misses.
    // A  A  B  B
    // A  A  B  B
    [&[4, 5, 8, 9, 12, 13], &[6, 7, 10, 11, 14, 15], &[1, 2, 3]],
    // _  C  A  A      The best two of five more tried greedily on Korf's 100, each added for the
    // C  C  A  A      most nodes it saved (docs/benchmarks.md, "15-puzzle: Korf's 100"). The
    // B  B  A  A      fourth shares its right block (B) with the second, so the four partitions
    // B  B  B  B      take seven 6-tile tables.
    [&[2, 3, 6, 7, 10, 11], &[8, 9, 12, 13, 14, 15], &[1, 4, 5]],
    // _  A  A  A
    // A  A  B  B
    // A  C  B  B
    // C  C  B  B
    [&[1, 2, 3, 4, 5, 8], &[6, 7, 10, 11, 14, 15], &[9, 12, 13]],
];

/// Strips across the longer side, in reading order along it, and beside them further partitions
/// where their tables are small.
fn strips(shape: Shape) -> Vec<Vec<Vec<u8>>> {
    let (rows, cols) = (shape.rows(), shape.cols());
    let mut tiles: Vec<usize> = (1..shape.cells()).collect();
    if cols >= rows {
        tiles.sort_by_key(|&i| (i % cols, i / cols));
    }
    let groups = tiles.len().div_ceil(MAX_GROUP);
    let size = tiles.len().div_ceil(groups);
    // Groups of `size` along an order of cells, the blank's home (cell 0) left out.
    let groups_along = |order: &[usize], size: usize| -> Vec<Vec<u8>> {
        order
            .chunks(size)
            .map(|c| c.iter().filter(|&&i| i != 0).map(|&i| i as u8).collect())
            .collect()
    };
    // The strips moved `shift` tiles along.
    let shifted = |shift: usize, size: usize| {
        let mut along = tiles.clone();
        along.rotate_left(shift);
        groups_along(&along, size)
    };
    let mut sets = vec![groups_along(&tiles, size)];
    // Tables of five tiles are small (radix⁵ / 2 bytes: 1.6 MB on 20 cells), so more partitions
    // catch the tiles that cross the first's borders: on boards of three lines or more, strips
    // the other way, aligned with the lines (the blank's cell counted: on a 4×5 the rows,
    // 4-5-5-5); on every board the same strips half a strip along. (Measured on 20 random
    // boards each of 4×5 and 5×4 within 400 M nodes: strips and lines solved 11 and 10, all
    // three 13 and 11, every board solved by both as fast or faster, for 7% more time a node.)
    if size < MAX_GROUP {
        let mut shifts = vec![size / 2];
        if rows >= 3 && cols >= 3 {
            let mut cells: Vec<usize> = (0..shape.cells()).collect();
            if cols < rows {
                cells.sort_by_key(|&i| (i % cols, i / cols));
            }
            let lines = groups_along(&cells, size);
            if lines.len() == groups {
                sets.push(lines);
            } else {
                // 21 cells (3×7, 7×3) would chunk into five with the blank's. Their tiles in
                // reading order, in fives, never gave the largest sum where it counted (the same
                // bounds and answers without them on 20 random 3×7s), so the strips shifted by
                // one more tile serve instead. Within 20 M nodes, the answer over the proved
                // bound: 1.119 → 1.102 on 20 random 3×7s, 1.130 → 1.129 on 20 7×3s.
                shifts.push(size / 2 + 1);
            }
        }
        sets.extend(shifts.into_iter().map(|shift| shifted(shift, size)));
    } else if shape.cells() == 18 {
        // The 18-cell shapes' 6-6-5 strips (17 MB a 6-tile table): beside them 5-5-5-2 strips
        // (0.9 MB a 5-tile table), half a strip along and not shifted (a second 6-6-5 would add
        // 35 MB, past the page's memory budget while its tables are built). (Measured on 20
        // random boards each of 3×6, 6×3 and 2×9 within 100 M nodes: the unshifted strips cut
        // the nodes by a tenth and the median time by a third to a half, for 2.8 MB.)
        sets.push(shifted(size / 2, MAX_GROUP - 1));
        sets.push(shifted(0, MAX_GROUP - 1));
    }
    sets
}

/// Connected regions of free cells, precomputed for every set of free cells (2¹⁶ sets × 16
/// cells): finding the blank's region is then one look-up instead of a flood fill.
struct Regions {
    all: u32,
    neighbours: Vec<u32>,
    /// region[free * 16 + cell]: the cells reachable from `cell` through `free` (0 if not free).
    region: Vec<u16>,
}

impl Regions {
    fn new(shape: Shape) -> Regions {
        let n = shape.cells();
        let all = (1u32 << n) - 1;
        let neighbours: Vec<u32> = (0..n)
            .map(|i| {
                let targets = crate::board::Move::ALL
                    .iter()
                    .filter_map(|&m| shape.target(i, m));
                targets.fold(0, |m, t| m | 1 << t)
            })
            .collect();
        let mut region = vec![0u16; (1 << n) * 16];
        for free in 0..=all {
            let mut left = free;
            while left != 0 {
                let seed = left & left.wrapping_neg();
                let mut r = seed;
                loop {
                    let mut grown = r;
                    let mut bits = r;
                    while bits != 0 {
                        grown |= neighbours[bits.trailing_zeros() as usize];
                        bits &= bits - 1;
                    }
                    grown &= free;
                    if grown == r {
                        break;
                    }
                    r = grown;
                }
                let mut bits = r;
                while bits != 0 {
                    region[(free as usize) * 16 + bits.trailing_zeros() as usize] = r as u16;
                    bits &= bits - 1;
                }
                left &= !r;
            }
        }
        Regions {
            all,
            neighbours,
            region,
        }
    }
}

impl super::bfs::Regions for Regions {
    fn all(&self) -> u32 {
        self.all
    }

    fn neighbours(&self, cell: u32) -> u32 {
        self.neighbours[cell as usize]
    }

    /// The region of free cells holding `cell`: one look-up.
    #[inline]
    fn of(&self, free: u32, cell: u32) -> u32 {
        u32::from(self.region[(free as usize) * 16 + cell as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shape `auto` has tables for: each partition splits the tiles into disjoint groups of
    /// at most six, no two partitions are the same, and the search's lookups (each partition,
    /// also transposed on square boards) are a count its loop is built for (the arms of
    /// `by_lookups!` in `search::pdb_idastar`: change both together).
    #[test]
    fn every_shapes_partitions_are_distinct_partitions_of_its_tiles_in_lookups_searched() {
        let shapes = (2..=10).flat_map(|r| (2..=10).map(move |c| (r, c)));
        for (rows, cols) in shapes.filter(|(r, c)| TABLE_CELLS.contains(&(r * c))) {
            let shape = Shape::new(rows, cols).unwrap();
            let parts = layout(shape, TableKind::Full).unwrap();
            let flips = if rows == cols { 2 } else { 1 };
            assert!(
                [1, 2, 3, 8].contains(&(parts.len() * flips)),
                "{rows}×{cols}: {parts:?}"
            );
            for (i, groups) in parts.iter().enumerate() {
                let mut tiles: Vec<u8> = groups.concat();
                tiles.sort_unstable();
                let all: Vec<u8> = (1..shape.cells() as u8).collect();
                assert_eq!(tiles, all, "{rows}×{cols}: {groups:?}");
                assert!(groups.len() <= 4 && groups.iter().all(|g| g.len() <= MAX_GROUP));
                assert!(
                    !parts[..i].contains(groups),
                    "{rows}×{cols}: {groups:?} twice"
                );
            }
        }
    }

    /// The 4×4's partitions share a table where they share a group: four partitions of 6-6-3,
    /// seven 6-tile tables; each partition's groups, by index, are its own.
    #[test]
    fn partitions_that_share_a_group_share_its_table() {
        let shape = Shape::new(4, 4).unwrap();
        let groups = PatternSet::groups_for(shape, TableKind::Full).unwrap();
        let six = groups.iter().filter(|g| g.len() == 6).count();
        assert_eq!((six, groups.len()), (7, 11));
        let set = PatternSet {
            shape,
            kind: TableKind::Full,
            groups: groups
                .into_iter()
                .map(|cells| PatternTable {
                    cells,
                    nibbles: Vec::new(),
                })
                .collect(),
        };
        let laid_out = layout(shape, TableKind::Full).unwrap();
        let parts = set.partitions();
        assert_eq!(parts.len(), laid_out.len());
        for (indices, groups) in parts.iter().zip(&laid_out) {
            let read: Vec<&Vec<u8>> = indices.iter().map(|&t| &set.groups[t].cells).collect();
            assert_eq!(read, groups.iter().collect::<Vec<_>>());
        }
        assert_eq!(parts[1][1], parts[3][1], "the staircase, once");
    }

    #[test]
    fn building_progress_rises_by_each_groups_placements_to_one() {
        let shape = Shape::new(3, 5).unwrap();
        let mut seen = Vec::new();
        PatternSet::build(shape, TableKind::Full, 1, &mut |f| seen.push(f));
        assert!(seen.windows(2).all(|w| w[0] <= w[1]), "{seen:?}");
        assert_eq!(seen.last(), Some(&1.0));
        // The first group (five tiles of 15 cells) ends at its placements' share of them all.
        let groups = PatternSet::groups_for(shape, TableKind::Full).unwrap();
        let placements = |k: usize| placement_count(15, k) as f64;
        let total: f64 = groups.iter().map(|g| placements(g.len())).sum();
        let first = placements(groups[0].len()) / total;
        assert!(
            seen.iter().any(|&f| (f - first).abs() < 1e-12),
            "{first} in {seen:?}"
        );
    }
}
