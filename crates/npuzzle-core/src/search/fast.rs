//! Fast mode: a valid solution for any board in milliseconds, not necessarily the shortest.
//!
//! The constructive method people use by hand: solve the outermost row or column farthest from
//! the blank's goal cell (tile by tile; the last two of a line by the corner trick), lock it, and
//! repeat on the smaller board until at most 3×3 remains, which is finished optimally. Moves that
//! undo each other are then cancelled.

use super::{Meter, Outcome, Problem};
use crate::board::{Board, Goal, GoalSpec, Move, Shape, Tile};
use crate::control::NoControl;
use crate::solution::Status;
use std::collections::VecDeque;

pub(crate) fn run(p: &Problem, meter: &mut Meter) -> Outcome {
    let mut b = Builder::new(p.start.clone(), p.goal);
    let (mut r0, mut r1, mut c0, mut c1) = (0, b.shape.rows(), 0, b.shape.cols());
    let blank_goal = p.goal.position(0);
    let (br, bc) = (b.shape.row(blank_goal), b.shape.col(blank_goal));
    while r1 - r0 > 3 || c1 - c0 > 3 {
        if let Some(stop) = meter.expand(0, b.moves.len() as u32) {
            return Outcome::stopped(stop);
        }
        let cols = b.shape.cols();
        let (line, inward): (Vec<usize>, Vec<usize>) = if r1 - r0 >= c1 - c0 {
            let (r, inner) = peel(&mut r0, &mut r1, br);
            (c0..c1).map(|c| (r * cols + c, inner * cols + c)).unzip()
        } else {
            let (c, inner) = peel(&mut c0, &mut c1, bc);
            (r0..r1).map(|r| (r * cols + c, r * cols + inner)).unzip()
        };
        if !b.solve_line(&line, &inward) {
            return Outcome::stopped(Status::Unsolvable); // cannot happen on a solvable board
        }
    }
    if !b.finish(r0, r1, c0, c1) {
        return Outcome::stopped(Status::Unsolvable);
    }
    meter.generate(b.visited);
    Outcome::solved(cancel_pairs(b.moves))
}

/// Takes the outer line (row or column index in `lo..hi`) farther from the blank's goal line
/// `blank` off the range; returns it and its inner neighbour.
fn peel(lo: &mut usize, hi: &mut usize, blank: usize) -> (usize, usize) {
    if blank - *lo >= *hi - 1 - blank {
        *lo += 1;
        (*lo - 1, *lo)
    } else {
        *hi -= 1;
        (*hi, *hi - 1)
    }
}

/// Removes every move immediately undone by the next.
fn cancel_pairs(moves: Vec<Move>) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::with_capacity(moves.len());
    for m in moves {
        if out.last() == Some(&m.opposite()) {
            out.pop();
        } else {
            out.push(m);
        }
    }
    out
}

struct Builder<'g> {
    board: Board,
    shape: Shape,
    goal: &'g Goal,
    /// where[tile] = its cell now.
    at: Vec<usize>,
    locked: Vec<bool>,
    moves: Vec<Move>,
    /// Breadth-first search buffers, reused: a cell is seen in this search if seen[cell] == stamp.
    seen: Vec<u32>,
    parent: Vec<usize>,
    stamp: u32,
    queue: VecDeque<usize>,
    visited: u64,
}

impl<'g> Builder<'g> {
    fn new(board: Board, goal: &'g Goal) -> Builder<'g> {
        let n = board.cells().len();
        let mut at = vec![0; n];
        for (i, &t) in board.cells().iter().enumerate() {
            at[usize::from(t)] = i;
        }
        Builder {
            shape: board.shape(),
            board,
            goal,
            at,
            locked: vec![false; n],
            moves: Vec::new(),
            seen: vec![0; n],
            parent: vec![0; n],
            stamp: 0,
            queue: VecDeque::new(),
            visited: 0,
        }
    }

    fn goal_tile(&self, cell: usize) -> Tile {
        self.goal.board().cells()[cell]
    }

    /// Moves the blank one step onto the neighbouring cell `to`.
    fn step(&mut self, to: usize) {
        let blank = self.board.blank();
        let m = self
            .board
            .move_for_cell(to)
            .expect("steps go to a neighbour of the blank");
        let tile = self.board.apply(m).expect("legal");
        self.at[usize::from(tile)] = blank;
        self.at[0] = to;
        self.moves.push(m);
    }

    /// Shortest path from `from` to `to` through unlocked cells other than `avoid` (inclusive of
    /// both ends), or `None`.
    fn path(&mut self, from: usize, to: usize, avoid: Option<usize>) -> Option<Vec<usize>> {
        self.stamp += 1;
        let stamp = self.stamp;
        self.queue.clear();
        self.queue.push_back(from);
        self.seen[from] = stamp;
        while let Some(c) = self.queue.pop_front() {
            self.visited += 1;
            if c == to {
                let mut path = vec![to];
                let mut x = to;
                while x != from {
                    x = self.parent[x];
                    path.push(x);
                }
                path.reverse();
                return Some(path);
            }
            for m in Move::ALL {
                let Some(n) = self.shape.target(c, m) else {
                    continue;
                };
                if self.seen[n] != stamp && !self.locked[n] && Some(n) != avoid {
                    self.seen[n] = stamp;
                    self.parent[n] = c;
                    self.queue.push_back(n);
                }
            }
        }
        None
    }

    fn blank_to(&mut self, target: usize, avoid: Option<usize>) -> bool {
        let Some(path) = self.path(self.at[0], target, avoid) else {
            return false;
        };
        path[1..].iter().for_each(|&c| self.step(c));
        true
    }

    /// Brings `tile` to `target` along a shortest free path, walking the blank ahead of it.
    fn tile_to(&mut self, tile: Tile, target: usize) -> bool {
        let t = usize::from(tile);
        let Some(path) = self.path(self.at[t], target, None) else {
            return false;
        };
        for &next in &path[1..] {
            let here = self.at[t];
            if !self.blank_to(next, Some(here)) {
                return false;
            }
            self.step(here);
        }
        true
    }

    /// Places the goal tiles of `line` (in order), using `inward` (the cells next to them on the
    /// unsolved side) for the corner trick on the last two, then locks the line.
    fn solve_line(&mut self, line: &[usize], inward: &[usize]) -> bool {
        let k = line.len();
        for &cell in &line[..k - 2] {
            if !self.tile_to(self.goal_tile(cell), cell) {
                return false;
            }
            self.locked[cell] = true;
        }
        let (a, b) = (self.goal_tile(line[k - 2]), self.goal_tile(line[k - 1]));
        let (end, before_end, below_end) = (line[k - 1], line[k - 2], inward[k - 1]);
        if self.at[usize::from(a)] == before_end && self.at[usize::from(b)] == end {
            self.locked[before_end] = true;
            self.locked[end] = true;
            return true;
        }
        // a goes to the end cell, b just inside it; then the blank comes to the cell before the
        // end and two moves slide a and b into place.
        // If b is near the corner, park it two cells in first: otherwise, with a locked at the
        // end, b and the blank can block each other there.
        let park = inward[k - 2];
        let far = self
            .shape
            .target(park, away(self.shape, before_end, park))
            .unwrap_or(park);
        if [end, before_end, below_end, park].contains(&self.at[usize::from(b)])
            && !self.tile_to(b, far)
        {
            return false;
        }
        if !self.tile_to(a, end) {
            return false;
        }
        self.locked[end] = true;
        if !self.tile_to(b, below_end) {
            return false;
        }
        self.locked[below_end] = true;
        if !self.blank_to(before_end, None) {
            return false;
        }
        self.locked[end] = false;
        self.locked[below_end] = false;
        self.step(end);
        self.step(below_end);
        self.locked[before_end] = true;
        self.locked[end] = true;
        true
    }

    /// Solves the remaining region (at most 3×3) optimally.
    fn finish(&mut self, r0: usize, r1: usize, c0: usize, c1: usize) -> bool {
        let cols = self.shape.cols();
        let cells: Vec<usize> = (r0..r1)
            .flat_map(|r| (c0..c1).map(move |c| r * cols + c))
            .collect();
        // Rename the region's tiles 1..k by their goal cell's order; the blank stays 0.
        let mut goal_tiles: Vec<Tile> = cells.iter().map(|&c| self.goal_tile(c)).collect();
        goal_tiles.sort_unstable();
        let rename = |t: Tile| {
            goal_tiles
                .binary_search(&t)
                .map(|i| i as Tile)
                .unwrap_or(Tile::MAX)
        };
        let Ok(sub_shape) = Shape::new(r1 - r0, c1 - c0) else {
            return false;
        };
        let sub_goal: Vec<Tile> = cells.iter().map(|&c| rename(self.goal_tile(c))).collect();
        let sub_start: Vec<Tile> = cells
            .iter()
            .map(|&c| rename(self.board.cells()[c]))
            .collect();
        let (Ok(sub_goal), Ok(sub_start)) = (
            Board::new(sub_shape, sub_goal),
            Board::new(sub_shape, sub_start),
        ) else {
            return false;
        };
        let options = super::SolveOptions {
            goal: GoalSpec::Custom(sub_goal),
            ..super::SolveOptions::default()
        };
        let Ok(s) = crate::solver::solve(&sub_start, &options, &mut NoControl) else {
            return false;
        };
        if s.status != Status::Solved {
            return false;
        }
        for m in s.moves {
            let Some(to) = self.shape.target(self.at[0], m) else {
                return false;
            };
            self.step(to);
        }
        true
    }
}

/// The move from `from` that leads away from `toward` (used to park a tile one cell further in).
fn away(shape: Shape, toward: usize, from: usize) -> Move {
    let (dr, dc) = (
        shape.row(from) as isize - shape.row(toward) as isize,
        shape.col(from) as isize - shape.col(toward) as isize,
    );
    match (dr.signum(), dc.signum()) {
        (1, _) => Move::Down,
        (-1, _) => Move::Up,
        (_, 1) => Move::Right,
        _ => Move::Left,
    }
}
