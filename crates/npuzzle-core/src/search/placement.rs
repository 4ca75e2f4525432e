//! Few moves to bring a few tiles home, the other tiles ignored: weighted A* over the abstract
//! states (cells of those tiles, cell of the blank) inside a region of free cells.
//!
//! Fast mode places each outer line of a small board this way: the other tiles are
//! interchangeable for that stage, so the state space is small (five tiles and the blank on a
//! 5×5: at most 127 M states, of which the search visits a few thousand), and the line lands in
//! far fewer moves than tile-by-tile placement, corner cases included.

use super::Meter;
use crate::board::Shape;
use crate::solution::Status;
use rustc_hash::FxHashMap;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Cells of a region are numbered in 5 bits, so a region has at most 32 cells.
pub(crate) const MAX_REGION: usize = 32;
/// Tiles placed at once: the blank and the tiles, 5 bits each, fit a `u64`.
pub(crate) const MAX_TILES: usize = 11;

/// The heuristic's weights tried in turn, in halves (5: f = g + 2.5·h), each while the search
/// stays within its expansions. Optimal placements (weight 1) took millions of states on a 5×5;
/// 2.5 measured a few thousand to a few hundred thousand, and, over a whole fast-mode solution,
/// shorter answers than 2 or 3 (docs/benchmarks.md, "24-puzzle and fast mode"). A larger weight
/// finds a longer placement sooner.
pub(crate) const HALF_WEIGHTS: [u32; 2] = [5, 10];

/// How a placement ended.
pub(crate) enum Placed {
    /// The blank's successive cells (board indices), the start excluded.
    Path(Vec<usize>),
    /// More than the allowed expansions: the caller falls back to another method.
    TooHard,
    /// The caller's budget or cancel.
    Stop(Status),
}

/// What to place: the tiles now at `at` go to `home` (board cells, pairwise), moving only inside
/// `region` (board cells, holding every tile and the blank), the blank starting at `blank`.
pub(crate) struct Task<'a> {
    pub shape: Shape,
    pub region: &'a [usize],
    pub at: &'a [usize],
    pub home: &'a [usize],
    pub blank: usize,
}

/// Places `task`'s tiles with the heuristic weighted by `half_weights` / 2, expanding at most
/// `max_expanded` states.
pub(crate) fn place(
    task: &Task,
    half_weights: u32,
    max_expanded: u64,
    meter: &mut Meter,
) -> Placed {
    let Task {
        shape,
        region,
        at,
        home,
        blank,
    } = *task;
    assert!(region.len() <= MAX_REGION && at.len() <= MAX_TILES && at.len() == home.len());
    let mut local = vec![u8::MAX; shape.cells()];
    for (i, &c) in region.iter().enumerate() {
        local[c] = i as u8;
    }
    let neighbours: Vec<Vec<u8>> = region
        .iter()
        .map(|&c| {
            crate::board::Move::ALL
                .iter()
                .filter_map(|&m| shape.target(c, m))
                .filter(|&t| local[t] != u8::MAX)
                .map(|t| local[t])
                .collect()
        })
        .collect();
    let k = at.len();
    let home_local: Vec<usize> = home.iter().map(|&c| usize::from(local[c])).collect();
    // Row and column of each region cell, for distances.
    let rc: Vec<(i32, i32)> = region
        .iter()
        .map(|&c| (shape.row(c) as i32, shape.col(c) as i32))
        .collect();
    // Priorities are doubled to keep the weight an integer: f = 2g + half_weights·h.
    let estimate = |key: u64| -> u32 { half_weights * lower_bound(key, k, &home_local, &rc) };

    let start = pack(
        usize::from(local[blank]),
        at.iter().map(|&c| usize::from(local[c])),
    );
    // Best known cost and parent of each state reached.
    let mut best: FxHashMap<u64, (u32, u64)> = FxHashMap::default();
    best.insert(start, (0, start));
    // Ordered by f, then deeper first (ties on f are common; deeper ones are nearer the goal).
    let mut open = BinaryHeap::new();
    open.push((Reverse(estimate(start)), 0u32, start));
    let mut expanded = 0;
    while let Some((Reverse(f), g, key)) = open.pop() {
        if best.get(&key).is_some_and(|&(known, _)| known < g) {
            continue; // a stale entry; the state was reached more cheaply since
        }
        if f == 2 * g {
            return Placed::Path(path_to(key, &best, region));
        }
        if expanded == max_expanded {
            return Placed::TooHard;
        }
        expanded += 1;
        if let Some(stop) = meter.expand(open.len(), g) {
            return Placed::Stop(stop);
        }
        let b = (key & 31) as u8;
        for &nb in &neighbours[usize::from(b)] {
            // The blank moves to nb; a placed tile there slides back into b.
            let mut child = key & !31 | u64::from(nb);
            for i in 0..k {
                let shift = 5 * (i + 1);
                if (key >> shift) & 31 == u64::from(nb) {
                    child = child & !(31 << shift) | u64::from(b) << shift;
                    break;
                }
            }
            meter.generate(1);
            let cost = g + 1;
            if best.get(&child).is_some_and(|&(known, _)| known <= cost) {
                continue;
            }
            best.insert(child, (cost, key));
            open.push((Reverse(2 * cost + estimate(child)), cost, child));
        }
    }
    Placed::Stop(Status::Unsolvable) // the region cannot hold the tiles' homes
}

/// A state: the blank's local cell in bits 0..5, tile i's in bits 5(i+1)...
fn pack(blank: usize, tiles: impl Iterator<Item = usize>) -> u64 {
    tiles.enumerate().fold(blank as u64, |key, (i, c)| {
        key | (c as u64) << (5 * (i + 1))
    })
}

/// Manhattan distance of the tiles from home, plus two moves for each tile that must leave its
/// home row (or column) to let another pass: the tiles already in their home row, taken in the
/// order they stand, keep at most a longest increasing run of home columns (linear conflict).
fn lower_bound(key: u64, k: usize, home: &[usize], rc: &[(i32, i32)]) -> u32 {
    let mut md = 0;
    let mut pos = [(0i32, 0i32); MAX_TILES];
    for i in 0..k {
        let (r, c) = rc[((key >> (5 * (i + 1))) & 31) as usize];
        let (hr, hc) = rc[home[i]];
        md += (r - hr).unsigned_abs() + (c - hc).unsigned_abs();
        pos[i] = (r, c);
    }
    if md == 0 {
        return 0; // every tile home
    }
    let mut conflicts = 0;
    for transpose in [false, true] {
        // Tiles in their home line (row, or column when transposed): (line, place, home place).
        let mut lined = [(0i32, 0i32, 0i32); MAX_TILES];
        let mut n = 0;
        for i in 0..k {
            let ((r, c), (hr, hc)) = (pos[i], rc[home[i]]);
            let (line, place, home_line, home_place) = if transpose {
                (c, r, hc, hr)
            } else {
                (r, c, hr, hc)
            };
            if line == home_line {
                lined[n] = (line, place, home_place);
                n += 1;
            }
        }
        let lined = &mut lined[..n];
        lined.sort_unstable();
        // Per line: tiles minus the longest run whose home places increase with their places.
        let mut start = 0;
        while start < n {
            let mut end = start;
            while end < n && lined[end].0 == lined[start].0 {
                end += 1;
            }
            let run = &lined[start..end];
            let mut longest = [0u32; MAX_TILES];
            for j in 0..run.len() {
                longest[j] = 1
                    + (0..j)
                        .filter(|&i| run[i].2 < run[j].2)
                        .map(|i| longest[i])
                        .max()
                        .unwrap_or(0);
            }
            conflicts += run.len() as u32 - longest[..run.len()].iter().max().unwrap_or(&0);
            start = end;
        }
    }
    // Before the first move of a tile, the blank must come next to one: that walk moves none of
    // them, so it adds to the moves counted above.
    let blank = rc[(key & 31) as usize];
    let walk = (0..k)
        .map(|i| (pos[i].0 - blank.0).unsigned_abs() + (pos[i].1 - blank.1).unsigned_abs())
        .min()
        .unwrap_or(1);
    md + 2 * conflicts + walk - 1
}

/// The blank's cells from the start to `key`, the start excluded.
fn path_to(mut key: u64, best: &FxHashMap<u64, (u32, u64)>, region: &[usize]) -> Vec<usize> {
    let mut cells = Vec::new();
    loop {
        let (_, parent) = best[&key];
        if parent == key {
            break;
        }
        cells.push(region[(key & 31) as usize]);
        key = parent;
    }
    cells.reverse();
    cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::control::NoControl;
    use proptest::prelude::*;
    use std::collections::{HashMap, VecDeque};

    /// Fewest moves by breadth-first search over the same abstract states, written plainly.
    fn bfs(shape: Shape, region: &[usize], at: &[usize], home: &[usize], blank: usize) -> usize {
        let start: Vec<usize> = std::iter::once(blank).chain(at.iter().copied()).collect();
        let mut seen = HashMap::from([(start.clone(), 0)]);
        let mut queue = VecDeque::from([start]);
        while let Some(state) = queue.pop_front() {
            let d = seen[&state];
            if state[1..] == *home {
                return d;
            }
            for m in crate::board::Move::ALL {
                let Some(t) = shape.target(state[0], m).filter(|t| region.contains(t)) else {
                    continue;
                };
                let mut next = state.clone();
                if let Some(i) = state[1..].iter().position(|&c| c == t) {
                    next[i + 1] = state[0];
                }
                next[0] = t;
                if !seen.contains_key(&next) {
                    seen.insert(next.clone(), d + 1);
                    queue.push_back(next);
                }
            }
        }
        unreachable!("the tiles can always be brought home")
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// With weight 1 the placement is optimal (same length as BFS), and with any weight its
        /// path is legal, stays in the region and brings every tile home.
        #[test]
        fn placement_is_legal_and_optimal_at_weight_one(
            cols in 3usize..5,
            locked_row in any::<bool>(),
            k in 1usize..4,
            cells in Just(()).prop_perturb(|_, mut rng| {
                let mut v: Vec<usize> = (0..16).collect();
                for i in (1..v.len()).rev() { v.swap(i, rng.random_range(0..=i)); }
                v
            }),
            homes in Just(()).prop_perturb(|_, mut rng| {
                let mut v: Vec<usize> = (0..16).collect();
                for i in (1..v.len()).rev() { v.swap(i, rng.random_range(0..=i)); }
                v
            }),
        ) {
            let shape = Shape::new(3, cols).unwrap();
            // The region: the whole board, or all but a locked first row.
            let first = if locked_row { cols } else { 0 };
            let region: Vec<usize> = (first..shape.cells()).collect();
            let pick = |order: &[usize], n: usize| -> Vec<usize> {
                order.iter().map(|&i| region[i % region.len()]).fold(Vec::new(), |mut v, c| {
                    if !v.contains(&c) && v.len() < n { v.push(c) }
                    v
                })
            };
            let placed = pick(&cells, k + 1);
            let (blank, at) = (placed[0], placed[1..].to_vec());
            let home = pick(&homes, k);
            let want = bfs(shape, &region, &at, &home, blank);
            for half_weights in [2, 5] {
                let mut control = NoControl;
                let mut meter = Meter::new(&mut control, u64::MAX);
                let task = Task { shape, region: &region, at: &at, home: &home, blank };
                let Placed::Path(path) = place(&task, half_weights, u64::MAX, &mut meter) else {
                    panic!("no path");
                };
                let (mut b, mut tiles) = (blank, at.clone());
                for &c in &path {
                    prop_assert!(region.contains(&c) && shape.distance(b, c) == 1);
                    if let Some(i) = tiles.iter().position(|&t| t == c) {
                        tiles[i] = b;
                    }
                    b = c;
                }
                prop_assert_eq!(&tiles, &home);
                if half_weights == 2 {
                    prop_assert_eq!(path.len(), want);
                } else {
                    prop_assert!(path.len() >= want);
                }
            }
        }
    }
}
