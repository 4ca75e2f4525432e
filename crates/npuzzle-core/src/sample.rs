//! Boards drawn at an exact distance from the goal, uniformly, from a shape's exact table, and
//! the effective branching factor b* a search's node count gives at that depth: what the
//! textbook's experiment ([`crate::experiment`]) and the heuristic race ([`crate::formula`])
//! both measure with.

use crate::board::{Board, Goal, Shape};
use crate::error::Error;
use crate::tables::perfect::{MAX_CELLS, PerfectTable};
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The effective branching factor: the b > 0 with `n` + 1 = 1 + b + b² + … + b^`d` (`None` for
/// d = 0 or no nodes). Solved by bisection: the sum grows with b.
pub fn effective_branching_factor(n: f64, d: u32) -> Option<f64> {
    if d == 0 || n.is_nan() || n <= 0.0 {
        return None;
    }
    let sum = |b: f64| (1..=d).map(|i| b.powi(i as i32)).sum::<f64>();
    let (mut lo, mut hi) = (0.0f64, n.max(2.0));
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if sum(mid) < n {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some((lo + hi) / 2.0)
}

/// Where the boards come from: the exact table of a shape (blank last), built once.
pub struct Draw {
    table: PerfectTable,
}

impl Draw {
    /// The table for `shape`; refused above 9 cells (no exact table to draw uniformly from).
    pub fn new(shape: Shape) -> Result<Draw, Error> {
        table(shape).map(|table| Draw { table })
    }

    /// `count` boards exactly `depth` moves from the goal, drawn uniformly (with replacement:
    /// the 8-puzzle has only a handful at depth 2) by a generator seeded with `seed` and the
    /// depth. Empty when no board is that far.
    pub fn boards(&self, depth: u32, count: usize, seed: u64) -> Vec<Board> {
        boards_at(&self.table, depth, count, seed)
    }
}

fn table(shape: Shape) -> Result<PerfectTable, Error> {
    if shape.cells() > MAX_CELLS {
        return Err(Error::BadSetting {
            setting: "size for the experiment",
            value: shape.to_string(),
            expected: "a board of at most 9 cells (2x2 to 3x3), whose exact table gives every board's distance",
        });
    }
    Ok(PerfectTable::build(
        &Goal::new(Board::blank_last(shape)),
        &mut |_| {},
    ))
}

/// [`Draw::boards`], from `table`.
fn boards_at(table: &PerfectTable, depth: u32, count: usize, seed: u64) -> Vec<Board> {
    let Ok(d) = u8::try_from(depth) else {
        return vec![];
    };
    let total = table.count_at(d);
    if total == 0 {
        return vec![];
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(
        seed ^ u64::from(depth).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    );
    let mut picks: Vec<usize> = (0..count)
        .map(|_| ((u128::from(rng.next_u64()) * total as u128) >> 64) as usize)
        .collect();
    let order = picks.clone();
    picks.sort_unstable();
    // One pass over the boards at that depth, in rank order, then back to the drawn order.
    let mut found: Vec<(usize, Board)> = Vec::with_capacity(count);
    let mut want = picks.iter().peekable();
    for (i, board) in table.at_distance(d).enumerate() {
        while want.peek() == Some(&&i) {
            found.push((i, board.clone()));
            want.next();
        }
        if want.peek().is_none() {
            break;
        }
    }
    order
        .iter()
        .map(|k| {
            let at = found.partition_point(|(i, _)| i < k);
            found[at].1.clone()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn larger_shapes_are_refused_by_name() {
        let e = Draw::new(Shape::new(4, 4).unwrap()).err().unwrap();
        assert_eq!(e.code(), "bad-setting");
        assert!(e.to_string().contains("4×4"), "{e}");
    }
}
