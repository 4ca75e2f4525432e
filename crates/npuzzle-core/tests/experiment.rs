//! The textbook's experiment: the boards drawn really are at the depth asked (by an independent
//! breadth-first search), a fixed seed gives the same rows, and the heuristics order as the
//! textbooks say.

mod common;

use common::bfs_distance;
use npuzzle_core::experiment::{Draw, Plan, Search, run};
use npuzzle_core::{Algorithm, Board, Heuristic, NoControl, Shape, Solver};

#[test]
fn boards_drawn_for_a_depth_are_exactly_that_far() {
    let shape = Shape::new(3, 3).unwrap();
    let draw = Draw::new(shape).unwrap();
    let goal = Board::blank_last(shape);
    for depth in [0, 1, 2, 5, 8, 12] {
        let boards = draw.boards(depth, 12, 7);
        assert_eq!(boards.len(), 12);
        for b in &boards {
            assert_eq!(bfs_distance(b, &goal, 2_000_000), Some(depth), "{b}");
        }
        assert_eq!(
            draw.boards(depth, 12, 7),
            boards,
            "the same seed draws the same boards"
        );
    }
    // Different seeds draw different boards where there are many to draw from.
    assert_ne!(draw.boards(12, 12, 7), draw.boards(12, 12, 8));
    // Past the hardest board (31 moves) there is none.
    assert!(draw.boards(32, 5, 1).is_empty());
}

#[test]
fn a_small_run_is_reproducible_and_manhattan_beats_hamming_from_depth_6() {
    let plan = Plan {
        depths: (1..=12).map(|i| i * 2).collect(),
        count: 20,
        searches: vec![
            Search {
                algorithm: Algorithm::Bfs,
                heuristic: None,
            },
            Search {
                algorithm: Algorithm::AStar,
                heuristic: Some(Heuristic::Hamming),
            },
            Search {
                algorithm: Algorithm::AStar,
                heuristic: Some(Heuristic::Manhattan),
            },
        ],
        ..Plan::textbook(42)
    };
    let mut seen = 0;
    let rows = run(&plan, &mut Solver::new(), &mut NoControl, &mut |_, done| {
        seen += 1;
        assert!(done > 0.0 && done <= 1.0);
    })
    .unwrap();
    assert_eq!((rows.len(), seen), (36, 36));
    let again = run(&plan, &mut Solver::new(), &mut NoControl, &mut |_, _| {}).unwrap();
    assert_eq!(rows, again, "a fixed seed gives the same numbers");
    for depth in (6..=24).step_by(2) {
        let of = |h| {
            rows.iter()
                .find(|r| r.depth == depth && r.search.heuristic == Some(h))
                .unwrap()
        };
        let (hamming, manhattan) = (of(Heuristic::Hamming), of(Heuristic::Manhattan));
        assert!(
            manhattan.generated_mean.unwrap() < hamming.generated_mean.unwrap(),
            "depth {depth}: {manhattan:?} vs {hamming:?}"
        );
        assert!(manhattan.ebf.unwrap() < hamming.ebf.unwrap());
    }
    for r in &rows {
        assert_eq!((r.boards, r.solved), (20, 20), "{r:?}");
        let b = r.ebf.unwrap();
        let n = r.generated_mean.unwrap();
        let sum: f64 = (1..=r.depth).map(|i| b.powi(i as i32)).sum();
        assert!(
            (sum - n).abs() / n < 1e-6,
            "b* solves N = b + … + b^d: {r:?}"
        );
    }
}

#[test]
fn past_the_node_budget_a_row_has_no_means() {
    let plan = Plan {
        depths: vec![16],
        count: 3,
        searches: vec![Search {
            algorithm: Algorithm::Iddfs,
            heuristic: None,
        }],
        max_nodes: 1_000,
        ..Plan::textbook(1)
    };
    let rows = run(&plan, &mut Solver::new(), &mut NoControl, &mut |_, _| {}).unwrap();
    assert_eq!(rows[0].solved, 0);
    assert_eq!((rows[0].generated_mean, rows[0].ebf), (None, None));
}
