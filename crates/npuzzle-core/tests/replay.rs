//! Property: every returned solution replays, move by move, to the goal.

mod common;
use common::*;
use npuzzle_core::{
    Algorithm, Board, Goal, GoalSpec, NoControl, SolveOptions, Status, random_solvable, scramble,
    solve,
};
use proptest::prelude::*;

fn check(board: &Board, goal: &Goal, algorithm: Algorithm) -> Result<(), TestCaseError> {
    let options = SolveOptions {
        algorithm: Some(algorithm),
        goal: GoalSpec::Custom(goal.board().clone()),
        max_nodes: Some(3_000_000),
        ..SolveOptions::default()
    };
    let s = solve(board, &options, &mut NoControl).unwrap();
    if s.status == Status::Solved {
        prop_assert_eq!(&replay(board, &s.moves, &s.tiles), goal.board());
        let boards = s.boards(board);
        prop_assert_eq!(boards.last().unwrap(), goal.board());
    } else {
        prop_assert_eq!(s.status, Status::Limit);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn small_random_boards_any_algorithm(r in 2usize..4, c in 2usize..4, seed in any::<u64>(), a in 0usize..7, first in any::<bool>()) {
        let s = shape(r, c);
        let goal = Goal::new(if first { Board::blank_first(s) } else { Board::blank_last(s) });
        let algorithm = Algorithm::ALL[a];
        let board = random_solvable(s, &goal, seed);
        if algorithm == Algorithm::Iddfs && r * c == 9 {
            return Ok(()); // can take seconds on the hardest 3×3s; covered on shorter boards
        }
        check(&board, &goal, algorithm)?;
    }

    #[test]
    fn scrambled_large_boards(r in 4usize..12, c in 4usize..12, k in 0usize..14, seed in any::<u64>(), a in 0usize..7) {
        let s = shape(r, c);
        let goal = Goal::new(Board::blank_last(s));
        let board = scramble(&goal, k, seed).unwrap();
        let algorithm = Algorithm::ALL[a];
        check(&board, &goal, algorithm)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Fast mode solves any random board of any shape, for blank-last, blank-first and random goals.
    #[test]
    fn fast_mode_solves_random_boards_of_any_shape(r in 2usize..14, c in 2usize..14, seed in any::<u64>(), g in 0u8..3) {
        let s = shape(r, c);
        let goal = match g {
            0 => Board::blank_last(s),
            1 => Board::blank_first(s),
            _ => random_solvable(s, &Goal::new(Board::blank_last(s)), seed ^ 0x5eed),
        };
        let goal = Goal::new(goal);
        let board = random_solvable(s, &goal, seed);
        let options = SolveOptions {
            algorithm: Some(Algorithm::Fast),
            goal: GoalSpec::Custom(goal.board().clone()),
            ..SolveOptions::default()
        };
        let sol = solve(&board, &options, &mut NoControl).unwrap();
        prop_assert_eq!(sol.status, Status::Solved, "{}×{} {}", r, c, board.to_flat());
        prop_assert_eq!(&replay(&board, &sol.moves, &sol.tiles), goal.board());
        prop_assert_eq!(sol.optimal, r <= 3 && c <= 3);
    }
}

#[test]
fn fast_mode_solves_a_32x32_board() {
    let s = shape(32, 32);
    let goal = Goal::new(Board::blank_last(s));
    let board = random_solvable(s, &goal, 2026);
    let sol = solve(
        &board,
        &SolveOptions::with_algorithm(Algorithm::Fast),
        &mut NoControl,
    )
    .unwrap();
    assert_eq!(&replay(&board, &sol.moves, &sol.tiles), goal.board());
    assert!(!sol.optimal);
}
