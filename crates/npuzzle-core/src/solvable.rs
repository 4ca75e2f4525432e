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
