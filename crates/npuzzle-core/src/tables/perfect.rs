//! The exact distance to one goal of every board of a small shape (at most 9 cells: the 8-puzzle
//! has 181,440 solvable boards), found by one breadth-first search from the goal. Solving is then
//! a walk downhill: at each step, a neighbour one move closer.

use crate::board::{Board, Goal, Move, Tile};

/// Shapes with at most this many cells get a perfect table.
pub(crate) const MAX_CELLS: usize = 9;
const UNSEEN: u8 = u8::MAX;

pub(crate) struct PerfectTable {
    /// The goal board, shape included: a 2×3 and a 3×2 goal have the same cells.
    goal: Board,
    /// Distance by permutation rank (Lehmer code); `UNSEEN` for the other half.
    dist: Vec<u8>,
}

impl PerfectTable {
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    pub fn bytes(&self) -> usize {
        self.dist.len()
    }

    /// Breadth-first search from the goal over every reachable board.
    pub fn build(goal: &Goal, progress: &mut dyn FnMut(f64)) -> PerfectTable {
        let start = goal.board().clone();
        let n = start.cells().len();
        let total: usize = (1..=n).product();
        let mut dist = vec![UNSEEN; total];
        dist[rank(start.cells())] = 0;
        let mut frontier = vec![start];
        let (mut seen, mut depth) = (1usize, 0u8);
        while !frontier.is_empty() {
            let mut next = Vec::new();
            for b in &frontier {
                for m in Move::ALL {
                    if let Some(nb) = b.moved(m) {
                        let slot = &mut dist[rank(nb.cells())];
                        if *slot == UNSEEN {
                            *slot = depth + 1;
                            next.push(nb);
                        }
                    }
                }
            }
            seen += next.len();
            depth += 1;
            progress(seen as f64 / (total / 2) as f64);
            frontier = next;
        }
        PerfectTable {
            goal: goal.board().clone(),
            dist,
        }
    }

    /// Distance to the goal, or `None` if the board cannot reach it.
    pub fn distance(&self, cells: &[Tile]) -> Option<u8> {
        Some(self.dist[rank(cells)]).filter(|&d| d != UNSEEN)
    }

    /// A shortest solution and the number of boards looked at.
    pub fn solve(&self, start: &Board) -> Option<(Vec<Move>, u64)> {
        let mut b = start.clone();
        let mut d = self.distance(b.cells())?;
        let (mut moves, mut looked) = (Vec::with_capacity(usize::from(d)), 0u64);
        while d > 0 {
            let step = Move::ALL.into_iter().find_map(|m| {
                let nb = b.moved(m)?;
                looked += 1;
                (self.distance(nb.cells()) == Some(d - 1)).then_some((m, nb))
            });
            let (m, nb) = step.expect("a board at distance d has a neighbour at d - 1");
            moves.push(m);
            b = nb;
            d -= 1;
        }
        Some((moves, looked))
    }
}

impl PerfectTable {
    /// Every board exactly `d` moves from the goal, in rank order (a uniform draw picks among
    /// them).
    pub fn at_distance(&self, d: u8) -> impl Iterator<Item = Board> + '_ {
        let n = self.goal.cells().len();
        self.dist
            .iter()
            .enumerate()
            .filter(move |&(_, &x)| x == d)
            .map(move |(r, _)| {
                Board::new(self.goal.shape(), unrank(r, n))
                    .unwrap_or_else(|_| unreachable!("a permutation is a board"))
            })
    }

    /// Every board that reaches the goal, with its rank and its distance, in rank order.
    pub fn each(&self, mut f: impl FnMut(usize, &[Tile], u8)) {
        let n = self.goal.cells().len();
        for (r, &d) in self.dist.iter().enumerate() {
            if d != UNSEEN {
                f(r, &unrank(r, n), d);
            }
        }
    }

    /// How many boards are exactly `d` moves from the goal.
    pub fn count_at(&self, d: u8) -> usize {
        self.dist.iter().filter(|&&x| x == d).count()
    }
}

/// The permutation of `0..n` with Lehmer rank `r` (the inverse of [`rank`]).
fn unrank(mut r: usize, n: usize) -> Vec<Tile> {
    let mut digits = vec![0usize; n];
    for i in (0..n).rev() {
        let base = n - i;
        digits[i] = r % base;
        r /= base;
    }
    let mut left: Vec<Tile> = (0..n as Tile).collect();
    digits.into_iter().map(|k| left.remove(k)).collect()
}

/// The permutation's index in lexicographic order (Lehmer code); `n` ≤ 12 fits a `usize`.
pub(crate) fn rank(cells: &[Tile]) -> usize {
    let n = cells.len();
    let mut r = 0;
    for i in 0..n {
        let smaller_after = cells[i + 1..].iter().filter(|&&t| t < cells[i]).count();
        r = r * (n - i) + smaller_after;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Shape;

    #[test]
    fn unrank_inverts_rank() {
        for r in [0, 1, 5, 23, 100, 362_879] {
            let n = if r < 24 { 4 } else { 9 };
            assert_eq!(rank(&unrank(r, n)), r);
        }
    }

    #[test]
    fn ranks_are_a_bijection() {
        let mut seen = std::collections::HashSet::new();
        let shape = Shape::new(2, 2).unwrap();
        let goal = Goal::new(Board::blank_last(shape));
        for seed in 0..200 {
            let b = crate::random::random_solvable(shape, &goal, seed);
            seen.insert((rank(b.cells()), b.cells().to_vec()));
        }
        let ranks: std::collections::HashSet<_> = seen.iter().map(|(r, _)| *r).collect();
        assert_eq!(ranks.len(), seen.len());
        assert!(ranks.iter().all(|&r| r < 24));
    }
}
