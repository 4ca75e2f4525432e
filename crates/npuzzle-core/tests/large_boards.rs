//! Boards of 17 to 21 cells: `auto` answers them with pattern databases built for the shape, and
//! its answers replay to the goal and are as short as those of an independent route, IDA* with
//! Manhattan distance, on scrambles of 30 to 40 moves (where that route is quick).

mod common;
use common::*;
use npuzzle_core::{
    Algorithm, GoalSpec, Heuristic, Method, NoControl, SolveOptions, Solver, TableKind, scramble,
};

// Nine shapes, a test for each shape and its transpose, so that the harness runs them side by
// side (each builds its tables on one core).

#[test]
fn auto_on_3x6_and_6x3_is_optimal_with_their_tables() {
    auto_is_optimal_with_tables(&[(3, 6), (6, 3)]);
}

#[test]
fn auto_on_2x9_is_optimal_with_its_tables() {
    auto_is_optimal_with_tables(&[(2, 9)]);
}

#[test]
fn auto_on_4x5_and_5x4_is_optimal_with_their_tables() {
    auto_is_optimal_with_tables(&[(4, 5), (5, 4)]);
}

#[test]
fn auto_on_2x10_and_10x2_is_optimal_with_their_tables() {
    auto_is_optimal_with_tables(&[(2, 10), (10, 2)]);
}

#[test]
fn auto_on_3x7_and_7x3_is_optimal_with_their_tables() {
    auto_is_optimal_with_tables(&[(3, 7), (7, 3)]);
}

fn auto_is_optimal_with_tables(shapes: &[(usize, usize)]) {
    if heavy::skip_heavy("tables for shapes of 18 to 21 cells") {
        return;
    }
    for &(r, c) in shapes {
        // Built at once, so every board goes through the tables.
        let mut solver = Solver::new().try_before_building(0);
        for (seed, goal) in [(1, GoalSpec::BlankLast), (2, GoalSpec::BlankFirst)] {
            let goal_board = goal.resolve(shape(r, c)).unwrap();
            let moves = 30 + (seed as usize * 7 + r * c) % 11;
            let board = scramble(&goal_board, moves, seed).unwrap();
            let options = SolveOptions {
                goal: goal.clone(),
                ..SolveOptions::default()
            };
            let s = solver.solve(&board, &options, &mut NoControl).unwrap();
            assert!(
                matches!(s.method, Method::PatternDatabases { .. }),
                "{r}×{c}: {}",
                s.method
            );
            assert!(s.optimal, "{r}×{c}");
            assert_eq!(
                &replay(&board, &s.moves, &s.tiles),
                goal_board.board(),
                "{r}×{c}"
            );
            let reference = SolveOptions {
                algorithm: Some(Algorithm::IdaStar),
                heuristic: Some(Heuristic::Manhattan),
                ..options
            };
            let want = solver.solve(&board, &reference, &mut NoControl).unwrap();
            assert_eq!(s.length(), want.length(), "{r}×{c} from {board}");
        }
        assert_eq!(
            solver.holds_tables(shape(r, c)),
            Some(TableKind::Full),
            "{r}×{c}"
        );
    }
}

#[test]
fn tables_of_a_20_cell_shape_survive_a_round_trip_and_refuse_damage() {
    if heavy::skip_heavy("a 4×5's tables") {
        return;
    }
    let four_five = shape(4, 5);
    let bytes = Solver::new()
        .export_tables(four_five, TableKind::Full, &mut |_| {})
        .expect("4×5 boards get tables");
    let mut loaded = Solver::new().try_before_building(0);
    assert_eq!(
        loaded.import_tables(&bytes).unwrap(),
        (four_five, TableKind::Full)
    );
    // A loaded set answers without building (no table time).
    let goal = GoalSpec::BlankLast.resolve(four_five).unwrap();
    let board = scramble(&goal, 36, 5).unwrap();
    let s = loaded
        .solve(&board, &SolveOptions::default(), &mut NoControl)
        .unwrap();
    assert_eq!(s.stats.table_ms, 0.0);
    assert_eq!(&replay(&board, &s.moves, &s.tiles), goal.board());
    let mut damaged = bytes.clone();
    let middle = damaged.len() / 2;
    damaged[middle] ^= 0x40;
    let err = Solver::new().import_tables(&damaged).unwrap_err();
    assert_eq!(err.code(), "bad-tables");
}
