//! Which boards can reach which goals.

use crate::board::{Board, Goal};

/// Whether `board` can be slid into `goal` (same size required; a different size answers `false`).
///
/// Every move swaps the blank with a neighbour, so it flips the parity of the permutation from board
/// to goal (blank included) and changes the blank's taxicab distance to its goal cell by one. Hence
/// `parity(permutation) == distance mod 2` is invariant, and on any R×C board with R, C ≥ 2 it is
/// also sufficient (Johnson & Story, 1879; Wilson, 1974). For odd widths this is the familiar
/// inversion count rule, for even widths the inversion count plus the blank's row distance.
/// Linear time: the parity comes from counting cycles.
///
/// # Example
/// ```
/// use npuzzle_core::{is_solvable, Board, Goal};
/// let goal = Goal::new(Board::blank_last(npuzzle_core::Shape::new(3, 3).unwrap()));
/// assert!(is_solvable(&"8 6 7 2 5 4 3 0 1".parse().unwrap(), &goal));
/// assert!(!is_solvable(&"1 2 3 4 5 6 8 7 0".parse().unwrap(), &goal));
/// ```
pub fn is_solvable(board: &Board, goal: &Goal) -> bool {
    let shape = board.shape();
    if shape != goal.board().shape() {
        return false;
    }
    let cells = board.cells();
    let n = cells.len();
    let mut visited = vec![false; n];
    let mut cycles = 0;
    for start in 0..n {
        if visited[start] {
            continue;
        }
        cycles += 1;
        let mut i = start;
        while !visited[i] {
            visited[i] = true;
            i = goal.position(cells[i]);
        }
    }
    let odd_permutation = (n - cycles) % 2 == 1;
    let odd_distance = shape.distance(board.blank(), goal.position(0)) % 2 == 1;
    odd_permutation == odd_distance
}

/// Why a board can or cannot reach a goal, in the numbers a course uses.
///
/// Tiles are read row by row (the blank skipped) and compared by their order in the goal; an
/// inversion is a pair that comes in the reverse of that order. On a board of odd width a move
/// never changes the parity of the inversion count; on an even width a vertical move changes both
/// that parity and the blank's row by one. So the goal is reachable exactly when the inversions
/// are even (odd width), or when inversions plus the blank's distance in rows from its goal row
/// are even (even width). Computed apart from [`is_solvable`], and agreeing with it (tested on
/// every 2×2, 2×3, 3×2 and 3×3 board).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Solvability {
    /// Whether the goal can be reached.
    pub solvable: bool,
    /// Pairs of tiles in the reverse of their goal order, reading row by row.
    pub inversions: u32,
    /// The board's width (columns).
    pub width: usize,
    /// The blank's row, counted from 1 at the top.
    pub blank_row: usize,
    /// The blank's row in the goal.
    pub goal_blank_row: usize,
}

impl Solvability {
    /// The number whose parity decides: the inversions, plus on an even width the blank's
    /// distance in rows from its goal row.
    pub fn deciding_sum(&self) -> u32 {
        if self.width % 2 == 1 {
            self.inversions
        } else {
            self.inversions + self.blank_row.abs_diff(self.goal_blank_row) as u32
        }
    }

    /// The rule and the numbers, in a sentence.
    pub fn explain(&self) -> String {
        let verdict = if self.solvable {
            "so the goal can be reached"
        } else {
            "so the goal can never be reached: swap any two tiles to change that"
        };
        let parity = |n: u32| if n.is_multiple_of(2) { "even" } else { "odd" };
        let inversions = match self.inversions {
            1 => "1 inversion (a pair of tiles in the reverse of their goal order)".to_string(),
            n => format!("{n} inversions (pairs of tiles in the reverse of their goal order)"),
        };
        if self.width % 2 == 1 {
            format!(
                "This board has {inversions}. On a board of odd width ({}) every move keeps the \
                 parity of that count, and the goal has none: it must be even. {} is {}, {verdict}.",
                self.width,
                self.inversions,
                parity(self.inversions)
            )
        } else {
            let rows = self.blank_row.abs_diff(self.goal_blank_row);
            format!(
                "This board has {inversions}, and its blank is {rows} row{} from its goal row. On a \
                 board of even width ({}) a move up or down changes the parity of both, so their sum \
                 must be even, as at the goal. {} + {rows} = {} is {}, {verdict}.",
                if rows == 1 { "" } else { "s" },
                self.width,
                self.inversions,
                self.deciding_sum(),
                parity(self.deciding_sum())
            )
        }
    }
}

/// Pairs `i < j` with `order[i] > order[j]`, for `order` a permutation of `0..n`: by a Fenwick
/// tree of the ranks seen, O(n log n) (a 64×64 board's 4,095 tiles would take 8 million
/// comparisons pair by pair: milliseconds on the page's thread, at every check).
fn count_inversions(order: &[u32]) -> u32 {
    let n = order.len();
    let mut tree = vec![0u32; n + 1];
    let mut inversions = 0u32;
    for (seen, &rank) in order.iter().enumerate() {
        // Ranks seen so far that are at most `rank`.
        let (mut i, mut below) = (rank as usize + 1, 0u32);
        while i > 0 {
            below += tree[i];
            i &= i - 1;
        }
        inversions += seen as u32 - below;
        let mut i = rank as usize + 1;
        while i <= n {
            tree[i] += 1;
            i += i & i.wrapping_neg();
        }
    }
    inversions
}

/// The numbers that decide whether `board` can reach `goal` (same size), and the verdict.
///
/// # Example
/// ```
/// use npuzzle_core::{solvability, Board, Goal};
/// let b: Board = "1 2 3 / 4 5 6 / 8 7 _".parse().unwrap();
/// let s = solvability(&b, &Goal::new(Board::blank_last(b.shape())));
/// assert_eq!((s.solvable, s.inversions), (false, 1));
/// ```
pub fn solvability(board: &Board, goal: &Goal) -> Solvability {
    let shape = board.shape();
    // Each tile's rank in the goal's reading order, blank skipped.
    let mut rank = vec![0u32; shape.cells()];
    let mut next = 0;
    for &t in goal.board().cells() {
        if t != 0 {
            rank[usize::from(t)] = next;
            next += 1;
        }
    }
    let order: Vec<u32> = board
        .cells()
        .iter()
        .filter(|&&t| t != 0)
        .map(|&t| rank[usize::from(t)])
        .collect();
    let inversions = count_inversions(&order);
    let mut s = Solvability {
        solvable: false,
        inversions,
        width: shape.cols(),
        blank_row: shape.row(board.blank()) + 1,
        goal_blank_row: shape.row(goal.position(0)) + 1,
    };
    s.solvable = s.deciding_sum().is_multiple_of(2);
    s
}

#[cfg(test)]
mod tests {
    use super::count_inversions;

    /// The Fenwick count is the pair-by-pair one, on every permutation of up to 7 and on long
    /// scrambled ones.
    #[test]
    fn inversions_are_counted_as_pairs_are() {
        let pairs = |o: &[u32]| {
            (0..o.len())
                .map(|i| o[i + 1..].iter().filter(|&&b| b < o[i]).count() as u32)
                .sum::<u32>()
        };
        fn each(prefix: &mut Vec<u32>, left: &mut Vec<u32>, f: &mut dyn FnMut(&[u32])) {
            if left.is_empty() {
                return f(prefix);
            }
            for i in 0..left.len() {
                let x = left.remove(i);
                prefix.push(x);
                each(prefix, left, f);
                prefix.pop();
                left.insert(i, x);
            }
        }
        for n in 0..=7 {
            each(&mut vec![], &mut (0..n).collect(), &mut |o| {
                assert_eq!(count_inversions(o), pairs(o), "{o:?}")
            });
        }
        let mut x = 12345u64;
        let mut long: Vec<u32> = (0..4095).collect();
        for i in (1..long.len()).rev() {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            long.swap(i, (x >> 33) as usize % (i + 1));
        }
        assert_eq!(count_inversions(&long), pairs(&long));
    }
}
