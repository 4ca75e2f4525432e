//! Seeded random boards. The same seed gives the same board on every platform (wasm included).

use crate::board::{Board, Goal, Move, Shape, Tile};
use crate::error::Error;
use crate::solvable::is_solvable;
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The longest scramble: far past mixing any board up to 64×64 (a uniform shuffle is the better
/// tool beyond), and short enough to finish in well under a second.
pub const MAX_SCRAMBLE_MOVES: usize = 1_000_000;

/// A uniformly random board that can reach `goal`: a uniform shuffle of all cells, then, if it
/// landed in the wrong half, two tiles swapped (which flips solvability and keeps uniformity).
pub fn random_solvable(shape: Shape, goal: &Goal, seed: u64) -> Board {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut cells: Vec<Tile> = (0..shape.cells() as Tile).collect();
    for i in (1..cells.len()).rev() {
        cells.swap(i, below(&mut rng, i + 1));
    }
    let mut board = permutation(shape, cells.clone());
    if !is_solvable(&board, goal) {
        let (a, b) = non_blank_pair(&cells);
        cells.swap(a, b);
        board = permutation(shape, cells);
    }
    board
}

/// The board of a permutation of the tiles (always one). Not `expect` on the `Result`: that would
/// bring the error's `Debug` printer into the page's wasm (2.4 KB gzipped).
fn permutation(shape: Shape, cells: Vec<Tile>) -> Board {
    match Board::new(shape, cells) {
        Ok(board) => board,
        Err(_) => unreachable!("a permutation is a valid board"),
    }
}

/// The goal scrambled by `moves` random moves, never undoing the previous one (so, on boards
/// of at least 3×3 and for small `moves`, usually that many moves from the goal, never more).
///
/// Errors with `too-many-moves` beyond [`MAX_SCRAMBLE_MOVES`].
pub fn scramble(goal: &Goal, moves: usize, seed: u64) -> Result<Board, Error> {
    if moves > MAX_SCRAMBLE_MOVES {
        return Err(Error::TooManyMoves {
            moves: moves as u64,
            max: MAX_SCRAMBLE_MOVES as u64,
        });
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut board = goal.board().clone();
    let mut last: Option<Move> = None;
    for _ in 0..moves {
        let choices: Vec<Move> = board
            .legal_moves()
            .filter(|m| Some(m.opposite()) != last)
            .collect();
        let m = choices[below(&mut rng, choices.len())];
        board.apply(m);
        last = Some(m);
    }
    Ok(board)
}

/// A uniform integer below `n`, the same on 32- and 64-bit targets (multiply-shift, n ≤ 2^32).
fn below(rng: &mut Xoshiro256PlusPlus, n: usize) -> usize {
    ((u128::from(rng.next_u64()) * n as u128) >> 64) as usize
}

/// The first two cells that do not hold the blank.
fn non_blank_pair(cells: &[Tile]) -> (usize, usize) {
    let mut it = cells
        .iter()
        .enumerate()
        .filter(|&(_, &t)| t != 0)
        .map(|(i, _)| i);
    (it.next().unwrap_or(0), it.next().unwrap_or(1))
}
