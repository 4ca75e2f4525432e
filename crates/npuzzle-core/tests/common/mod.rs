//! Test helpers, independent of the solvers under test.
#![allow(dead_code)]

pub mod heavy;

use npuzzle_core::{Board, Goal, Move, Shape, Tile};
use std::collections::{HashMap, VecDeque};

/// Random 4×5 boards (`npuzzle random --size 4x5 -n 6 --seed 1`, the second and fifth) with
/// their optimal lengths: 72 moves after about 13 M nodes, 77 after about 44 M. The second's last
/// two iterations are long enough to share; the first shares only its last, the answer's.
pub const LONG_4X5: [(&str, usize); 2] = [
    ("4 5 3 0 1 13 2 19 8 18 6 14 12 5 9 16 17 7 4 11 10 15", 72),
    ("4 5 19 12 17 2 4 13 3 15 7 18 9 14 16 6 10 8 0 1 11 5", 77),
];

pub fn shape(r: usize, c: usize) -> Shape {
    Shape::new(r, c).unwrap()
}

/// Distance of every board reachable from `goal`, by a plain breadth-first search over `Vec`s
/// (moves are reversible, so this is also each board's distance *to* the goal).
pub fn distances_from(goal: &Board) -> HashMap<Vec<Tile>, u32> {
    let mut dist = HashMap::from([(goal.cells().to_vec(), 0)]);
    let mut queue = VecDeque::from([goal.clone()]);
    while let Some(b) = queue.pop_front() {
        let d = dist[b.cells()];
        for m in Move::ALL {
            if let Some(next) = b.moved(m) {
                dist.entry(next.cells().to_vec()).or_insert_with(|| {
                    queue.push_back(next.clone());
                    d + 1
                });
            }
        }
    }
    dist
}

/// Shortest distance from `start` to `goal` by a plain BFS (None if unreachable within `cap` states).
pub fn bfs_distance(start: &Board, goal: &Board, cap: usize) -> Option<u32> {
    let mut seen = HashMap::from([(start.cells().to_vec(), 0u32)]);
    let mut queue = VecDeque::from([start.clone()]);
    while let Some(b) = queue.pop_front() {
        let d = seen[b.cells()];
        if b == *goal {
            return Some(d);
        }
        if seen.len() > cap {
            return None;
        }
        for m in Move::ALL {
            if let Some(next) = b.moved(m)
                && !seen.contains_key(next.cells())
            {
                seen.insert(next.cells().to_vec(), d + 1);
                queue.push_back(next);
            }
        }
    }
    None
}

/// Applies `moves` to `start`, checking each is legal and slides the reported tile.
pub fn replay(start: &Board, moves: &[Move], tiles: &[Tile]) -> Board {
    assert_eq!(moves.len(), tiles.len(), "one tile per move");
    let mut b = start.clone();
    for (i, (&m, &t)) in moves.iter().zip(tiles).enumerate() {
        assert_eq!(
            b.apply(m),
            Some(t),
            "move {i} ({m:?}) must be legal and slide tile {t}"
        );
    }
    b
}

/// Every arrangement of `0..n` (Heap's algorithm), as boards of `shape`.
pub fn all_boards(shape: Shape) -> Vec<Board> {
    let n = shape.cells();
    let mut a: Vec<Tile> = (0..n as Tile).collect();
    let mut out = vec![Board::new(shape, a.clone()).unwrap()];
    let mut c = vec![0; n];
    let mut i = 0;
    while i < n {
        if c[i] < i {
            if i % 2 == 0 {
                a.swap(0, i)
            } else {
                a.swap(c[i], i)
            }
            out.push(Board::new(shape, a.clone()).unwrap());
            c[i] += 1;
            i = 0;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
    out
}

pub fn goals(shape: Shape) -> [Goal; 2] {
    [
        Goal::new(Board::blank_last(shape)),
        Goal::new(Board::blank_first(shape)),
    ]
}
