//! The textbook's experiment: the boards drawn really are at the depth asked (by an independent
//! breadth-first search), a fixed seed gives the same rows, and the heuristics order as the
//! textbooks say.

mod common;

use common::bfs_distance;
use npuzzle_core::experiment::{Contender, Plan, run};
use npuzzle_core::sample::Draw;
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
            Contender {
                algorithm: Algorithm::Bfs,
                heuristic: None,
                own: false,
            },
            Contender {
                algorithm: Algorithm::AStar,
                heuristic: Some(Heuristic::Hamming),
                own: false,
            },
            Contender {
                algorithm: Algorithm::AStar,
                heuristic: Some(Heuristic::Manhattan),
                own: false,
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
        searches: vec![Contender {
            algorithm: Algorithm::Iddfs,
            heuristic: None,
            own: false,
        }],
        max_nodes: 1_000,
        ..Plan::textbook(1)
    };
    let rows = run(&plan, &mut Solver::new(), &mut NoControl, &mut |_, _| {}).unwrap();
    assert_eq!(rows[0].solved, 0);
    assert_eq!((rows[0].generated_mean, rows[0].ebf), (None, None));
}

fn own(algorithm: Algorithm) -> Contender {
    Contender {
        algorithm,
        heuristic: None,
        own: true,
    }
}

/// The race in the page: the searches marked `own` take the plan's formula.
fn race(formula: Option<&str>) -> Plan {
    Plan {
        depths: vec![4, 10, 16],
        count: 12,
        searches: vec![
            Contender {
                algorithm: Algorithm::AStar,
                heuristic: Some(Heuristic::LinearConflict),
                own: false,
            },
            own(Algorithm::AStar),
            own(Algorithm::IdaStar),
        ],
        formula: formula.map(String::from),
        ..Plan::textbook(5)
    }
}

#[test]
fn searches_with_your_own_h_take_the_plans_formula_and_count_answers_not_shortest() {
    let mut solver = Solver::new();
    let rows = run(
        &race(Some("manhattan + 2*conflicts")),
        &mut solver,
        &mut NoControl,
        &mut |_, _| {},
    )
    .unwrap();
    assert_eq!(rows.len(), 9);
    for d in rows.chunks(3) {
        // The formula of linear conflict searches as linear conflict does, node for node.
        assert_eq!(d[1].generated_mean, d[0].generated_mean, "{d:?}");
        assert!(d.iter().all(|r| r.solved == 12 && r.longer == 0), "{d:?}");
        assert_eq!(d[1].search.to_string(), "astar:expr");
    }
    // Three times Manhattan overestimates: A* then gives longer answers, and says how many.
    let rows = run(
        &race(Some("3 * manhattan")),
        &mut solver,
        &mut NoControl,
        &mut |_, _| {},
    )
    .unwrap();
    let deep = &rows[rows.len() - 3..];
    assert!(deep[1].longer > 0, "{deep:?}");
    assert!(deep[1].longer <= deep[1].solved);
    assert_eq!(deep[0].longer, 0);
    // No formula, or one that does not read: refused before any row.
    for (formula, said) in [(None, "your own h"), (Some("manhattan +"), "formula")] {
        let mut rows_seen = 0;
        let e = run(&race(formula), &mut solver, &mut NoControl, &mut |_, _| {
            rows_seen += 1
        })
        .unwrap_err();
        assert_eq!(e.code(), "bad-setting");
        assert!(e.to_string().contains(said), "{e}");
        assert_eq!(rows_seen, 0);
    }
    // `astar:expr` reads and prints back.
    let s: Contender = "astar:expr".parse().unwrap();
    assert_eq!(s, own(Algorithm::AStar));
    assert_eq!(s.to_string(), "astar:expr");
}
