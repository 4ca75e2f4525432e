//! Every algorithm, on one table of expectations: solutions replay to the goal, optimal
//! algorithms match an independent breadth-first search, and statuses are honest.

#![allow(clippy::too_many_lines, reason = "a test reads as one story")]

mod common;
use common::*;
use npuzzle_core::{
    Algorithm, Board, Control, Goal, GoalSpec, Heuristic, NoControl, Progress, SolveOptions,
    Status, random_solvable, scramble, solve,
};

const OPTIMAL: [(Algorithm, Option<Heuristic>); 10] = [
    (Algorithm::Bfs, None),
    (Algorithm::Iddfs, None),
    (Algorithm::Bibfs, None),
    (Algorithm::AStar, Some(Heuristic::Hamming)),
    (Algorithm::AStar, Some(Heuristic::Manhattan)),
    (Algorithm::AStar, Some(Heuristic::LinearConflict)),
    (Algorithm::IdaStar, Some(Heuristic::Manhattan)),
    (Algorithm::IdaStar, Some(Heuristic::LinearConflict)),
    (Algorithm::IdaStar, None),
    (Algorithm::Auto, None),
];

fn options(a: Algorithm, h: Option<Heuristic>, goal: &Goal) -> SolveOptions {
    SolveOptions {
        algorithm: Some(a),
        heuristic: h,
        goal: GoalSpec::Custom(goal.board().clone()),
        max_nodes: None,
        settings: Default::default(),
    }
}

#[test]
fn every_optimal_algorithm_is_on_the_table() {
    for a in Algorithm::ALL.into_iter().filter(|a| a.is_optimal()) {
        assert!(OPTIMAL.iter().any(|(b, _)| *b == a), "{a} is not checked");
    }
}

#[test]
fn optimal_algorithms_agree_with_bfs_on_random_boards_and_goals() {
    let sizes = [(3, 3), (2, 4), (4, 2), (2, 5), (3, 4), (2, 3)];
    for (k, &(r, c)) in sizes.iter().enumerate() {
        for goal in goals(shape(r, c)) {
            for seed in 0..6u64 {
                let start = if r * c > 9 {
                    scramble(&goal, 18, seed * 31 + k as u64).unwrap()
                } else {
                    random_solvable(shape(r, c), &goal, seed * 31 + k as u64)
                };
                let want = bfs_distance(&start, goal.board(), 5_000_000).expect("within reach");
                for (a, h) in OPTIMAL {
                    if a == Algorithm::Iddfs && want > 22 {
                        continue; // exponential without a heuristic; covered on shorter boards
                    }
                    let s = solve(&start, &options(a, h, &goal), &mut NoControl).unwrap();
                    assert_eq!(s.status, Status::Solved, "{a} {h:?} on {}", start.to_flat());
                    assert!(s.optimal);
                    assert_eq!(
                        s.length(),
                        Some(want as usize),
                        "{a} {h:?} on {r}×{c} {}",
                        start.to_flat()
                    );
                    assert_eq!(&replay(&start, &s.moves, &s.tiles), goal.board());
                }
            }
        }
    }
}

#[test]
fn non_optimal_algorithms_return_valid_solutions_and_say_so() {
    for goal in goals(shape(3, 3)) {
        for seed in 0..5 {
            let start = random_solvable(shape(3, 3), &goal, seed);
            for (a, h) in [
                (Algorithm::Dfs, None),
                (Algorithm::Greedy, None),
                (Algorithm::Greedy, Some(Heuristic::Hamming)),
            ] {
                let s = solve(&start, &options(a, h, &goal), &mut NoControl).unwrap();
                assert_eq!(s.status, Status::Solved);
                assert!(!s.optimal, "{a} must not claim optimality");
                assert_eq!(&replay(&start, &s.moves, &s.tiles), goal.board());
            }
        }
    }
}

#[test]
fn the_hardest_8_puzzles_take_31_moves() {
    for text in ["8 6 7 2 5 4 3 0 1", "6 4 7 8 5 0 3 2 1"] {
        let b: Board = text.parse().unwrap();
        for a in [
            Algorithm::AStar,
            Algorithm::IdaStar,
            Algorithm::Auto,
            Algorithm::Bfs,
            Algorithm::Bibfs,
        ] {
            let s = solve(&b, &SolveOptions::with_algorithm(a), &mut NoControl).unwrap();
            assert_eq!(s.length(), Some(31), "{a} on {text}");
        }
    }
    let s = solve(
        &"3 / 0 1 3 / 4 2 5 / 7 8 6".parse().unwrap(),
        &SolveOptions::default(),
        &mut NoControl,
    )
    .unwrap();
    assert_eq!(s.length(), Some(4), "the assignment's example");
}

#[test]
fn bidirectional_bfs_meets_halfway_with_a_fraction_of_bfs_nodes() {
    let b: Board = "8 6 7 / 2 5 4 / 3 _ 1".parse().unwrap();
    let run = |a| solve(&b, &SolveOptions::with_algorithm(a), &mut NoControl).unwrap();
    let (one, two) = (run(Algorithm::Bfs), run(Algorithm::Bibfs));
    assert_eq!((one.length(), two.length()), (Some(31), Some(31)));
    // Two searches of depth about 15 instead of one of 31: BFS reaches nearly all 181,440
    // boards; the two together, some thousands.
    assert!(
        two.stats.generated * 10 < one.stats.generated,
        "{} vs {}",
        two.stats.generated,
        one.stats.generated
    );
    // The goal itself: no moves, two nodes (the start and the goal are one).
    let goal = Board::blank_last(b.shape());
    let s = solve(
        &goal,
        &SolveOptions::with_algorithm(Algorithm::Bibfs),
        &mut NoControl,
    )
    .unwrap();
    assert_eq!((s.status, s.length()), (Status::Solved, Some(0)));
}

#[test]
fn unsolvable_boards_answer_at_once() {
    let b: Board = "1 2 3 4 5 6 8 7 0".parse().unwrap();
    for a in Algorithm::ALL {
        let s = solve(&b, &SolveOptions::with_algorithm(a), &mut NoControl).unwrap();
        assert_eq!(s.status, Status::Unsolvable);
        assert_eq!(
            (s.stats.expanded, s.stats.generated, s.moves.len()),
            (0, 0, 0)
        );
        assert_eq!(s.report().length, None);
    }
}

#[test]
fn bfs_on_a_4x4_stops_at_its_budget() {
    let b: Board = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3".parse().unwrap();
    let options = SolveOptions {
        max_nodes: Some(200_000),
        goal: GoalSpec::BlankFirst, // Korf's instance 1, whose goal has the blank first
        ..SolveOptions::with_algorithm(Algorithm::Bfs)
    };
    let s = solve(&b, &options, &mut NoControl).unwrap();
    assert_eq!(s.status, Status::Limit);
    assert!(
        s.stats.generated > 200_000 && s.stats.generated < 200_010,
        "{:?}",
        s.stats
    );
    assert!(s.moves.is_empty() && !s.optimal);
}

#[test]
fn default_budgets_shrink_for_large_boards() {
    // A* on a random 12×12 cannot finish; it must stop at a budget that fits in memory.
    let g = Goal::new(Board::blank_last(shape(12, 12)));
    let b = random_solvable(shape(12, 12), &g, 3);
    let s = solve(
        &b,
        &SolveOptions::with_algorithm(Algorithm::Greedy),
        &mut NoControl,
    )
    .unwrap();
    assert!(matches!(s.status, Status::Limit | Status::Solved));
    if s.status == Status::Limit {
        assert!(s.stats.generated < npuzzle_core::DEFAULT_MAX_NODES);
    }
}

struct CancelAfter {
    checks: u32,
    reports: Vec<Progress>,
    /// Counting checks (auto counts from its optimal search's first progress report on: the
    /// checks before it are its improvements', which report no progress).
    armed: bool,
}

impl Control for CancelAfter {
    fn cancelled(&mut self) -> bool {
        if self.armed {
            self.checks = self.checks.saturating_sub(1);
        }
        self.checks == 0
    }

    fn progress(&mut self, p: &Progress) {
        self.reports.push(*p);
        self.armed = true;
    }
}

#[test]
fn cancel_stops_every_algorithm_and_progress_is_reported() {
    let b: Board = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3".parse().unwrap();
    // Greedy search and fast mode solve this board before five checks come, so they are left out.
    for a in Algorithm::ALL
        .into_iter()
        .filter(|&a| !matches!(a, Algorithm::Greedy | Algorithm::Fast))
    {
        let mut ctl = CancelAfter {
            checks: 5,
            reports: Vec::new(),
            armed: a != Algorithm::Auto,
        };
        let options = SolveOptions {
            goal: GoalSpec::BlankFirst,
            ..SolveOptions::with_algorithm(a)
        };
        let s = solve(&b, &options, &mut ctl).unwrap();
        assert_eq!(s.status, Status::Cancelled, "{a}");
        assert!(!ctl.reports.is_empty(), "{a} reports progress");
        let last = ctl.reports.last().unwrap();
        assert!(
            last.expanded > 0 && last.generated >= last.expanded.min(1),
            "{a}: {last:?}"
        );
        assert!(s.stats.expanded >= last.expanded);
    }
}

#[test]
fn large_boards_with_short_solutions_are_solved_at_once_by_auto() {
    let g = Goal::new(Board::blank_last(shape(10, 10)));
    for seed in 0..5 {
        let b = scramble(&g, 16, seed).unwrap();
        let s = solve(&b, &SolveOptions::default(), &mut NoControl).unwrap();
        assert_eq!(s.status, Status::Solved);
        assert!(s.length().unwrap() <= 16);
        assert!(
            s.stats.generated < 100_000,
            "auto must not wander: {:?}",
            s.stats
        );
        assert_eq!(&replay(&b, &s.moves, &s.tiles), g.board());
    }
    // Rectangular and blank-first too.
    let g = Goal::new(Board::blank_first(shape(6, 9)));
    let b = scramble(&g, 20, 9).unwrap();
    let s = solve(
        &b,
        &SolveOptions {
            goal: npuzzle_core::GoalSpec::BlankFirst,
            ..SolveOptions::default()
        },
        &mut NoControl,
    )
    .unwrap();
    assert_eq!(&replay(&b, &s.moves, &s.tiles), g.board());
}

#[test]
fn option_errors_are_typed() {
    let b: Board = "1 2 3 4 5 6 7 0 8".parse().unwrap();
    let with_h = SolveOptions {
        heuristic: Some(Heuristic::Manhattan),
        ..SolveOptions::with_algorithm(Algorithm::Bfs)
    };
    assert_eq!(
        solve(&b, &with_h, &mut NoControl).unwrap_err().code(),
        "no-heuristic"
    );
    // `auto` and `fast` pick their own heuristic: one given is refused, not silently misreported.
    for a in [
        Algorithm::Auto,
        Algorithm::Fast,
        Algorithm::Dfs,
        Algorithm::Iddfs,
    ] {
        let with_h = SolveOptions {
            heuristic: Some(Heuristic::Hamming),
            ..SolveOptions::with_algorithm(a)
        };
        assert_eq!(
            solve(&b, &with_h, &mut NoControl).unwrap_err().code(),
            "no-heuristic",
            "{a}"
        );
    }
    let too_long = scramble(&Goal::new(Board::blank_last(b.shape())), 1_000_001, 1);
    assert_eq!(too_long.unwrap_err().code(), "too-many-moves");
    let other_goal = SolveOptions {
        goal: "1 2 3 0".parse().unwrap(),
        ..SolveOptions::default()
    };
    assert_eq!(
        solve(&b, &other_goal, &mut NoControl).unwrap_err().code(),
        "goal-mismatch"
    );
    assert_eq!(
        "a-star-ish".parse::<Algorithm>().unwrap_err().code(),
        "unknown-algorithm"
    );
    assert_eq!(
        "euclid".parse::<Heuristic>().unwrap_err().code(),
        "unknown-heuristic"
    );
}

#[test]
fn auto_with_tables_agrees_with_plain_ida_star_on_every_goal_kind() {
    if heavy::skip_heavy("pattern databases for every goal kind") {
        return;
    }
    // One solver keeps its tables across boards, goals and sizes; it builds them at once here so
    // that every board goes through them. The reference is IDA* with linear conflict, itself
    // checked against breadth-first search above.
    let mut solver = npuzzle_core::Solver::new().try_before_building(0);
    let snail = "1 2 3 4 12 13 14 5 11 15 0 6 10 9 8 7"; // blank in the middle: no tables
    let cases = [
        (
            4,
            4,
            GoalSpec::BlankLast,
            "pattern databases and reflection",
        ),
        (
            4,
            4,
            GoalSpec::BlankFirst,
            "pattern databases and reflection",
        ),
        (
            4,
            4,
            GoalSpec::Custom("0 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1".parse().unwrap()),
            "reflection",
        ),
        (
            4,
            4,
            GoalSpec::Custom(snail.parse().unwrap()),
            "linear conflict",
        ),
        (3, 4, GoalSpec::BlankLast, "pattern databases"),
        (2, 5, GoalSpec::BlankFirst, "pattern databases"),
        (3, 3, GoalSpec::BlankFirst, "exact distance table"),
    ];
    for (r, c, goal, method) in cases {
        let goal_board = goal.resolve(shape(r, c)).unwrap();
        for seed in 0..3u64 {
            let start = if r * c <= 12 {
                random_solvable(shape(r, c), &goal_board, seed)
            } else {
                scramble(&goal_board, 40, seed * 7 + 1).unwrap()
            };
            let options = SolveOptions {
                goal: goal.clone(),
                ..SolveOptions::default()
            };
            let s = solver.solve(&start, &options, &mut NoControl).unwrap();
            assert!(
                s.method.to_string().contains(method),
                "{r}×{c} {goal:?}: {}",
                s.method
            );
            let reference = solve(
                &start,
                &SolveOptions {
                    algorithm: Some(Algorithm::IdaStar),
                    ..options
                },
                &mut NoControl,
            );
            assert_eq!(
                s.length(),
                reference.unwrap().length(),
                "{r}×{c} {goal:?} {}",
                start.to_flat()
            );
            assert!(s.optimal);
            assert_eq!(&replay(&start, &s.moves, &s.tiles), goal_board.board());
        }
    }
    assert!(solver.table_bytes() > 16_000_000, "4×4 tables kept");

    // Fast mode on 5×5 boards finishes on the kept 4×4 tables, for both corner goals.
    for goal in [GoalSpec::BlankLast, GoalSpec::BlankFirst] {
        let goal_board = goal.resolve(shape(5, 5)).unwrap();
        let start = random_solvable(shape(5, 5), &goal_board, 5);
        let options = SolveOptions {
            goal,
            algorithm: Some(Algorithm::Fast),
            ..SolveOptions::default()
        };
        let s = solver.solve(&start, &options, &mut NoControl).unwrap();
        assert!(
            s.method.to_string().contains("4×4 optimally"),
            "{}",
            s.method
        );
        assert!(!s.optimal);
        assert_eq!(&replay(&start, &s.moves, &s.tiles), goal_board.board());
    }
}

#[test]
fn fast_mode_answers_scrambled_boards_within_one_and_a_half_times_the_shortest() {
    // Boards a few dozen moves from the goal are searched whole (weighted A*, weight 1.5), which
    // bounds the answer by 1.5 times the optimum; line by line gave about 1.34 times on 5×5 and
    // several times on larger boards.
    let (mut total, mut optimal) = (0, 0);
    for (r, c, moves, seed) in [
        (5, 5, 40, 1),
        (5, 5, 40, 2),
        (5, 5, 50, 3),
        (4, 5, 40, 4),
        (4, 6, 40, 5),
        (6, 6, 30, 6),
        (8, 8, 24, 7),
        (12, 12, 24, 8),
    ] {
        let goal = GoalSpec::BlankLast.resolve(shape(r, c)).unwrap();
        let start = scramble(&goal, moves, seed).unwrap();
        let with = |algorithm| SolveOptions::with_algorithm(algorithm);
        let s = solve(&start, &with(Algorithm::Fast), &mut NoControl).unwrap();
        let best = solve(&start, &with(Algorithm::IdaStar), &mut NoControl).unwrap();
        let (length, shortest) = (s.length().unwrap(), best.length().unwrap());
        assert_eq!(
            s.method.to_string(),
            "weighted A* with linear conflict, weight 1.5",
            "{r}×{c} seed {seed}"
        );
        assert!(!s.optimal);
        assert!(
            2 * length <= 3 * shortest,
            "{r}×{c} seed {seed}: {length} against {shortest}"
        );
        assert_eq!(&replay(&start, &s.moves, &s.tiles), goal.board());
        total += length;
        optimal += shortest;
    }
    // Measured: 256 moves against 250 (ratio 1.024).
    assert!(
        total * 10 <= optimal * 12,
        "{total} moves against {optimal} optimal"
    );
}

#[test]
fn fast_mode_stays_near_optimal_on_korf_taylor_5x5_instances() {
    // Ten random 24-puzzles with published optimal lengths (Korf & Taylor 1996), solved without
    // tables. Measured: 1,438 moves against 1,026 optimal (ratio 1.40); the constructive method
    // alone took about 2.6 times the optimum.
    let text = include_str!("../../../bench/korf-taylor10_24puzzle.txt");
    let options = SolveOptions {
        goal: GoalSpec::BlankFirst,
        algorithm: Some(Algorithm::Fast),
        ..SolveOptions::default()
    };
    let (mut total, mut optimal) = (0, 0);
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<usize> = line
            .split_whitespace()
            .map(|f| f.parse().unwrap())
            .collect();
        let board: Board = fields[2..]
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" ")
            .parse()
            .unwrap();
        let s = solve(&board, &options, &mut NoControl).unwrap();
        assert_eq!(
            &replay(&board, &s.moves, &s.tiles),
            &Board::blank_first(shape(5, 5))
        );
        assert!(
            s.method.to_string().contains("placed by search"),
            "{}",
            s.method
        );
        total += s.length().unwrap();
        optimal += fields[1];
    }
    assert!(
        total * 2 <= optimal * 3,
        "{total} moves against {optimal} optimal"
    );
}

#[test]
fn pattern_databases_solve_korf_instances_optimally() {
    if heavy::skip_heavy("three of Korf's 4×4 instances") {
        return;
    }
    // Korf's instances 2, 9 and 12 (lengths 55, 46, 45), goal blank first.
    let mut solver = npuzzle_core::Solver::new();
    let options = SolveOptions {
        goal: GoalSpec::BlankFirst,
        ..SolveOptions::default()
    };
    for (tiles, want) in [
        ("13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6", 55),
        ("3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0", 46),
        ("14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15", 45),
    ] {
        let b: Board = tiles.parse().unwrap();
        let s = solver.solve(&b, &options, &mut NoControl).unwrap();
        assert_eq!(s.length(), Some(want), "{tiles}");
        assert!(
            s.method.to_string().contains("pattern databases"),
            "{}",
            s.method
        );
        assert_eq!(
            &replay(&b, &s.moves, &s.tiles),
            &Board::blank_first(shape(4, 4))
        );
    }
}

#[test]
fn wants_tables_names_the_tables_a_solve_would_use() {
    let solver = npuzzle_core::Solver::new();
    let ask = |r: usize, c: usize, algorithm: Algorithm, goal: GoalSpec| {
        let goal_board = goal.resolve(shape(r, c)).unwrap();
        let board = random_solvable(shape(r, c), &goal_board, 1);
        let options = SolveOptions {
            goal,
            algorithm: Some(algorithm),
            ..SolveOptions::default()
        };
        solver
            .wants_tables(&board, &options)
            .map(|s| (s.rows(), s.cols()))
    };
    use Algorithm::{Auto, Fast, IdaStar};
    use GoalSpec::{BlankFirst, BlankLast};
    assert_eq!(ask(4, 4, Auto, BlankLast), Some((4, 4)));
    assert_eq!(ask(3, 4, Auto, BlankFirst), Some((3, 4)));
    assert_eq!(
        ask(3, 3, Auto, BlankLast),
        None,
        "exact table, built at once"
    );
    // A 5×5's are used by `auto`'s beams if loaded (not built: too large a search for them).
    assert_eq!(ask(5, 5, Auto, BlankLast), Some((5, 5)));
    assert_eq!(ask(3, 6, Auto, BlankLast), Some((3, 6)));
    assert_eq!(ask(4, 5, Auto, BlankFirst), Some((4, 5)));
    assert_eq!(ask(2, 10, Auto, BlankLast), Some((2, 10)));
    assert_eq!(ask(3, 7, Auto, BlankLast), Some((3, 7)));
    assert_eq!(ask(2, 11, Auto, BlankLast), None, "22 cells: no tables");
    assert_eq!(ask(4, 4, IdaStar, BlankLast), None);
    // Fast mode searches a 5×5 whole with its tables (then asks for the 4×4's: see
    // `fast_mode_on_a_5x5_with_its_tables_searches_the_whole_board`) and finishes boards up to
    // 5×5 on a 4×4.
    assert_eq!(ask(5, 5, Fast, BlankLast), Some((5, 5)));
    assert_eq!(ask(4, 5, Fast, BlankFirst), Some((4, 4)));
    assert_eq!(ask(3, 8, Fast, BlankLast), None, "never narrows to 4×4");
    assert_eq!(ask(6, 6, Fast, BlankLast), None, "too large for search");
    let middle = GoalSpec::Custom(
        "1 2 3 4 5 6 7 8 9 10 11 12 0 13 14 15 16 17 18 19 20 21 22 23 24"
            .parse()
            .unwrap(),
    );
    assert_eq!(ask(5, 5, Fast, middle), None, "blank not in a corner");
}

/// Found by fuzzing: the kept exact table of a 2×3 goal was reused for the 3×2 goal with the same
/// cells (`0 1 2 3 4 5`), and the walk downhill panicked. Tables are keyed by shape too.
#[test]
fn kept_tables_are_kept_per_shape_not_per_cells() {
    let mut solver = npuzzle_core::Solver::new();
    let start = SolveOptions {
        goal: GoalSpec::BlankFirst,
        ..SolveOptions::default()
    };
    for text in [
        "2 3\n1 2 0\n3 4 5",
        "3 2\n2 5\n4 0\n3 1",
        "2 3\n3 1 2\n0 4 5",
    ] {
        let b: Board = text.parse().unwrap();
        let s = solver.solve(&b, &start, &mut NoControl).unwrap();
        let goal = GoalSpec::BlankFirst.resolve(b.shape()).unwrap();
        assert_eq!(&replay(&b, &s.moves, &s.tiles), goal.board(), "{text}");
        assert_eq!(
            s.length().map(|l| l as u32),
            bfs_distance(&b, goal.board(), 1_000_000)
        );
    }
}

/// The quick 4×4 tables (5-5-5, shipped so a first answer need not wait for the full ones): they
/// load, `auto` says it used them, and its lengths agree with plain IDA* on both corner goals.
#[test]
fn quick_tables_answer_optimally_and_say_so() {
    use npuzzle_core::{Solver, TableKind};
    let bytes = Solver::new()
        .export_tables(shape(4, 4), TableKind::Quick, &mut |_| {})
        .unwrap();
    assert!(bytes.len() < 200_000, "{} bytes", bytes.len());
    let mut solver = Solver::new().try_before_building(0);
    assert_eq!(
        solver.import_tables(&bytes).unwrap(),
        (shape(4, 4), TableKind::Quick)
    );
    assert_eq!(solver.holds_tables(shape(4, 4)), Some(TableKind::Quick));
    for (seed, goal) in [
        (1, GoalSpec::BlankFirst),
        (2, GoalSpec::BlankLast),
        (3, GoalSpec::BlankFirst),
    ] {
        let g = goal.resolve(shape(4, 4)).unwrap();
        let b = scramble(&g, 60, seed).unwrap();
        let with = |algorithm| SolveOptions {
            algorithm: Some(algorithm),
            goal: goal.clone(),
            ..SolveOptions::default()
        };
        let quick = solver
            .solve(&b, &with(Algorithm::Auto), &mut NoControl)
            .unwrap();
        assert_eq!(
            quick.method.to_string(),
            "IDA* with the quick (5-5-5) pattern databases and reflection"
        );
        assert_eq!(quick.stats.table_ms, 0.0, "nothing built");
        let plain = solve(&b, &with(Algorithm::IdaStar), &mut NoControl).unwrap();
        assert_eq!(quick.length(), plain.length(), "{}", b.to_flat());
        assert_eq!(&replay(&b, &quick.moves, &quick.tiles), g.board());
    }
    // Quick tables exist for the 4×4 only.
    assert!(
        Solver::new()
            .export_tables(shape(3, 4), TableKind::Quick, &mut |_| {})
            .is_none()
    );
}

/// The per-tile breakdown: the assignment's example by hand, and totals equal to the heuristics
/// the searches use, on random boards of several shapes and goals.
#[test]
fn heuristic_breakdown_matches_the_estimates() {
    use npuzzle_core::breakdown;
    let b: Board = "8 1 3 / 4 _ 2 / 7 6 5".parse().unwrap();
    let g = Goal::new(Board::blank_last(b.shape()));
    let e = breakdown(&b, &g);
    assert_eq!((e.hamming, e.manhattan), (5, 10));
    let misplaced: Vec<u16> = e
        .tiles
        .iter()
        .filter(|t| t.misplaced)
        .map(|t| t.tile)
        .collect();
    assert_eq!(misplaced, [8, 1, 2, 6, 5]);
    let per_tile: Vec<(u16, u32)> = e.tiles.iter().map(|t| (t.tile, t.manhattan)).collect();
    assert_eq!(
        per_tile,
        [
            (8, 3),
            (1, 1),
            (3, 0),
            (4, 0),
            (2, 2),
            (7, 0),
            (6, 2),
            (5, 2)
        ]
    );
    // 2 1 in the top row: one conflict, two extra moves.
    let b: Board = "2 1 3 / 4 5 6 / 7 8 _".parse().unwrap();
    let e = breakdown(&b, &g);
    assert_eq!(e.conflicts.len(), 1);
    assert_eq!(
        (
            e.conflicts[0].line,
            e.conflicts[0].number,
            e.conflicts[0].tiles
        ),
        ("row", 1, [2, 1])
    );
    assert_eq!((e.manhattan, e.linear_conflict), (2, 4));
    for (r, c) in [(3, 3), (4, 4), (3, 5), (5, 5)] {
        for goal in goals(shape(r, c)) {
            for seed in 0..20 {
                let b = random_solvable(shape(r, c), &goal, seed);
                let e = breakdown(&b, &goal);
                assert_eq!(e.hamming, Heuristic::Hamming.estimate(&b, &goal));
                assert_eq!(e.manhattan, Heuristic::Manhattan.estimate(&b, &goal));
                assert_eq!(
                    e.linear_conflict,
                    Heuristic::LinearConflict.estimate(&b, &goal),
                    "{}",
                    b.to_flat()
                );
            }
        }
    }
}

/// Successor order, tie-breaking and BFS's goal test change the search as documented.
#[test]
fn search_settings_change_the_search_as_documented() {
    use npuzzle_core::{GoalTest, Move, SearchSettings, Ties};
    let with = |algorithm, settings| SolveOptions {
        settings,
        ..SolveOptions::with_algorithm(algorithm)
    };
    let near: Board = "1 2 3 / 4 _ 5 / 7 8 6".parse().unwrap();
    let stats = |o: &SolveOptions| {
        let s = solve(&near, o, &mut NoControl).unwrap();
        (s.length(), s.stats.expanded, s.stats.generated)
    };
    // By hand: BFS expands the start, then up, down, left, then right, whose child down is the
    // goal: tested when generated, 5 expanded and 13 generated (start, 4, 2, 2, 2, 2). Tested
    // when expanded, every node queued before the goal (12) is expanded first.
    let defaults = SearchSettings::default();
    assert_eq!(stats(&with(Algorithm::Bfs, defaults)), (Some(2), 5, 13));
    let at_expansion = SearchSettings {
        goal_test: GoalTest::Expansion,
        ..defaults
    };
    assert_eq!(
        stats(&with(Algorithm::Bfs, at_expansion)),
        (Some(2), 12, 20)
    );
    // DFS expands the first move of the order first: right, then down is the goal.
    let rdlu = SearchSettings {
        order: SearchSettings::parse_order("rdlu").unwrap(),
        ..defaults
    };
    let s = solve(&near, &with(Algorithm::Dfs, rdlu), &mut NoControl).unwrap();
    assert_eq!(s.moves, [Move::Right, Move::Down]);
    let s = solve(&near, &with(Algorithm::Dfs, defaults), &mut NoControl).unwrap();
    assert_eq!(s.moves[0], Move::Up, "udlr tries up first");
    // A board with several shortest solutions: the order picks which one BFS returns.
    let far: Board = "1 2 _ / 4 5 3 / 6 7 8".parse().unwrap();
    let goal = Goal::new(Board::blank_last(far.shape()));
    let rldu = SearchSettings {
        order: SearchSettings::parse_order("right,left,down,up").unwrap(),
        ..defaults
    };
    let a = solve(&far, &with(Algorithm::Bfs, defaults), &mut NoControl).unwrap();
    let b = solve(&far, &with(Algorithm::Bfs, rldu), &mut NoControl).unwrap();
    assert_eq!((a.length(), b.length()), (Some(14), Some(14)));
    assert_eq!((a.moves[0], b.moves[0]), (Move::Down, Move::Left));
    for s in [&a, &b] {
        assert_eq!(&replay(&far, &s.moves, &s.tiles), goal.board());
    }
    // Ties in A* (Manhattan): the same length, different work (measured: 70, 105 and 54 nodes).
    let expanded = |ties| {
        let o = SolveOptions {
            heuristic: Some(Heuristic::Manhattan),
            ..with(Algorithm::AStar, SearchSettings { ties, ..defaults })
        };
        let s = solve(&far, &o, &mut NoControl).unwrap();
        assert_eq!(s.length(), Some(14));
        s.stats.expanded
    };
    assert_eq!(
        (
            expanded(Ties::Deeper),
            expanded(Ties::Oldest),
            expanded(Ties::Newest)
        ),
        (70, 105, 54)
    );
    // Orders are the four moves once each.
    assert_eq!(SearchSettings::parse_order("udlr").unwrap(), Move::ALL);
    for bad in ["uudl", "udl", "up,down,left", "north,south,east,west", ""] {
        assert_eq!(
            SearchSettings::parse_order(bad).unwrap_err().code(),
            "bad-setting",
            "{bad}"
        );
    }
    assert_eq!(
        "sideways".parse::<Ties>().unwrap_err().code(),
        "bad-setting"
    );
}

#[test]
fn fast_mode_on_a_5x5_with_its_tables_searches_the_whole_board() {
    if heavy::skip_heavy("a 5×5's tables") {
        return;
    }
    use npuzzle_core::{Solver, TableKind};
    let five = shape(5, 5);
    // Built once (about 15 s), then loaded from bytes as the web app and the CLI load them.
    let bytes = Solver::new()
        .export_tables(five, TableKind::Full, &mut |_| {})
        .expect("the 5×5 has tables");
    let mut solver = Solver::new();
    assert_eq!(
        solver.import_tables(&bytes).unwrap(),
        (five, TableKind::Full)
    );
    // Three of Korf and Taylor's random 24-puzzles (the blank's goal top-left) with their optimal
    // lengths, and a board scrambled 70 moves from the blank-last goal (IDA* gives its optimum).
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../bench/korf-taylor10_24puzzle.txt"
    ))
    .unwrap();
    let mut cases: Vec<(Board, GoalSpec, u32)> = text
        .lines()
        .filter(|l| l.starts_with("1 ") || l.starts_with("8 ") || l.starts_with("9 "))
        .map(|l| {
            let f: Vec<u32> = l.split_whitespace().map(|x| x.parse().unwrap()).collect();
            let tiles = f[2..].iter().map(|&t| t as npuzzle_core::Tile).collect();
            (Board::new(five, tiles).unwrap(), GoalSpec::BlankFirst, f[1])
        })
        .collect();
    assert_eq!(cases.len(), 3);
    let last = GoalSpec::BlankLast.resolve(five).unwrap();
    let near = scramble(&last, 70, 5).unwrap();
    let idastar = SolveOptions::with_algorithm(Algorithm::IdaStar);
    let shortest = solve(&near, &idastar, &mut NoControl)
        .unwrap()
        .length()
        .unwrap();
    cases.push((near, GoalSpec::BlankLast, shortest as u32));
    let (mut with_tables, mut without, mut optimal) = (0, 0, 0);
    for (board, goal, best) in cases {
        let options = SolveOptions {
            goal: goal.clone(),
            ..SolveOptions::with_algorithm(Algorithm::Fast)
        };
        let s = solver.solve(&board, &options, &mut NoControl).unwrap();
        let goal_board = goal.resolve(five).unwrap();
        assert_eq!(
            s.method.to_string(),
            "weighted A* with pattern databases, weight 1.5"
        );
        assert_eq!(&replay(&board, &s.moves, &s.tiles), goal_board.board());
        let length = s.length().unwrap() as u32;
        assert!(2 * length <= 3 * best, "{length} against {best}");
        with_tables += length;
        optimal += best;
        without += solve(&board, &options, &mut NoControl)
            .unwrap()
            .length()
            .unwrap() as u32;
        // Held, the 5×5's tables are not asked for again; the 4×4's finish is asked for next.
        let wanted = solver.wants_tables(&board, &options);
        assert_eq!(wanted.map(|s| (s.rows(), s.cols())), Some((4, 4)));
    }
    // Measured: 396 moves against 356 optimal (ratio 1.11); line by line without them, 488.
    assert!(
        with_tables * 10 <= optimal * 12 && with_tables < without,
        "{with_tables} with the tables, {without} without, {optimal} optimal"
    );
}
