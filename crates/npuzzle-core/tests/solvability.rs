//! `is_solvable` agrees with exhaustive search.

mod common;
use common::*;
use npuzzle_core::{Board, Goal, is_solvable};

#[test]
fn agrees_with_exhaustive_search_on_small_boards_for_both_goals() {
    for (r, c) in [(2, 2), (2, 3), (3, 2)] {
        let s = shape(r, c);
        for goal in goals(s) {
            let reachable = distances_from(goal.board());
            let boards = all_boards(s);
            assert_eq!(boards.len(), (1..=r * c).product::<usize>());
            assert_eq!(
                reachable.len() * 2,
                boards.len(),
                "exactly half of the {r}×{c} boards are solvable"
            );
            for b in boards {
                assert_eq!(
                    is_solvable(&b, &goal),
                    reachable.contains_key(b.cells()),
                    "{r}×{c} board {}",
                    b.to_flat()
                );
            }
        }
    }
}

#[test]
fn agrees_on_a_custom_goal_and_on_3x3() {
    let s = shape(3, 3);
    // The "snail" goal used in some courses: 1 2 3 / 8 _ 4 / 7 6 5.
    let snail = Goal::new("1 2 3 8 0 4 7 6 5".parse().unwrap());
    let reachable = distances_from(snail.board());
    assert_eq!(reachable.len(), 181_440);
    for b in all_boards(s).iter().step_by(7) {
        assert_eq!(is_solvable(b, &snail), reachable.contains_key(b.cells()));
    }
}

#[test]
fn known_cases() {
    let g = Goal::new(Board::blank_last(shape(3, 3)));
    assert!(
        !is_solvable(&"1 2 3 4 5 6 8 7 0".parse().unwrap(), &g),
        "the assignment's impossible board"
    );
    assert!(is_solvable(&"8 6 7 2 5 4 3 0 1".parse().unwrap(), &g));
    let g4 = Goal::new(Board::blank_last(shape(4, 4)));
    // Sam Loyd's 14-15 puzzle.
    assert!(!is_solvable(
        &"1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0".parse().unwrap(),
        &g4
    ));
    // A different size never reaches the goal.
    assert!(!is_solvable(&"1 2 3 0".parse().unwrap(), &g4));
}

/// The explanation's own rule (inversions in goal order, the blank's rows) agrees with
/// `is_solvable` (cycle parity) on every 2×2, 2×3, 3×2 and 3×3 board, for both goals and a custom
/// one, and its sentence names the deciding numbers.
#[test]
fn the_explanation_agrees_on_every_small_board() {
    use npuzzle_core::solvability;
    for (r, c) in [(2, 2), (2, 3), (3, 2), (3, 3)] {
        let s = shape(r, c);
        let mut goals: Vec<Goal> = goals(s).into_iter().collect();
        if (r, c) == (3, 3) {
            goals.push(Goal::new("1 2 3 8 0 4 7 6 5".parse().unwrap()));
        }
        for goal in &goals {
            for b in all_boards(s) {
                let e = solvability(&b, goal);
                assert_eq!(e.solvable, is_solvable(&b, goal), "{r}×{c} {}", b.to_flat());
            }
        }
    }
    let g = Goal::new(Board::blank_last(shape(3, 3)));
    let e = solvability(&"1 2 3 4 5 6 8 7 0".parse().unwrap(), &g);
    assert_eq!((e.solvable, e.inversions, e.deciding_sum()), (false, 1, 1));
    assert!(
        e.explain()
            .contains("1 is odd, so the goal can never be reached"),
        "{}",
        e.explain()
    );
    // Sam Loyd's 14-15 on an even width: one inversion, blank on its goal row.
    let g4 = Goal::new(Board::blank_last(shape(4, 4)));
    let e = solvability(
        &"1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0".parse().unwrap(),
        &g4,
    );
    assert_eq!(
        (e.solvable, e.inversions, e.blank_row, e.goal_blank_row),
        (false, 1, 4, 4)
    );
    assert!(e.explain().contains("1 + 0 = 1 is odd"), "{}", e.explain());
}
