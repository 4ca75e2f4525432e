//! Traced searches: the same run as untraced, counted event by event, bounded, and walked
//! forwards and back.

mod common;
use common::*;
use npuzzle_core::{
    Algorithm, Board, Fate, GoalSpec, Heuristic, NoControl, SearchSettings, SolveOptions, Solver,
    Status, Stepper, Ties, TraceEvent, random_solvable, scramble,
};

const TRACED: [(Algorithm, Option<Heuristic>); 8] = [
    (Algorithm::Bfs, None),
    (Algorithm::Dfs, None),
    (Algorithm::Iddfs, None),
    (Algorithm::Bibfs, None),
    (Algorithm::Greedy, Some(Heuristic::Manhattan)),
    (Algorithm::AStar, Some(Heuristic::Hamming)),
    (Algorithm::AStar, Some(Heuristic::Manhattan)),
    (Algorithm::IdaStar, Some(Heuristic::LinearConflict)),
];

fn options(
    a: Algorithm,
    h: Option<Heuristic>,
    goal: GoalSpec,
    settings: SearchSettings,
) -> SolveOptions {
    SolveOptions {
        algorithm: Some(a),
        heuristic: h,
        goal,
        max_nodes: Some(200_000),
        settings,
    }
}

#[test]
fn traced_runs_are_the_untraced_runs() {
    let order = SearchSettings::parse_order("rdlu").unwrap();
    let settings = [
        SearchSettings::default(),
        SearchSettings {
            order,
            ties: Ties::Newest,
            ..SearchSettings::default()
        },
    ];
    for seed in 0..12u64 {
        let goal = if seed % 2 == 0 {
            GoalSpec::BlankLast
        } else {
            GoalSpec::BlankFirst
        };
        let g = goal.resolve(shape(3, 3)).unwrap();
        // Short scrambles keep IDDFS and DFS small; a few uniform boards for the informed ones.
        let board = if seed < 8 {
            scramble(&g, 12, seed).unwrap()
        } else {
            random_solvable(shape(3, 3), &g, seed)
        };
        for (a, h) in TRACED {
            if seed >= 8 && matches!(a, Algorithm::Iddfs | Algorithm::Dfs | Algorithm::Bfs) {
                continue;
            }
            for s in settings {
                let o = options(a, h, goal.clone(), s);
                let plain = Solver::new().solve(&board, &o, &mut NoControl).unwrap();
                let trace = Solver::new()
                    .trace(&board, &o, &mut NoControl, 5_000_000)
                    .unwrap();
                let traced = &trace.solution;
                let what = format!("{a} {h:?} {s:?} on {}", board.to_flat());
                assert_eq!(traced.status, plain.status, "{what}");
                assert_eq!(traced.moves, plain.moves, "{what}");
                assert_eq!(
                    (traced.stats.expanded, traced.stats.generated),
                    (plain.stats.expanded, plain.stats.generated),
                    "{what}"
                );
                // Counted event by event.
                let count = |f: &dyn Fn(&TraceEvent) -> bool| {
                    trace.events.iter().filter(|e| f(e)).count() as u64
                };
                assert_eq!(
                    count(&|e| matches!(e, TraceEvent::Expand { .. })),
                    plain.stats.expanded,
                    "{what}"
                );
                let fresh = count(&|e| {
                    matches!(
                        e,
                        TraceEvent::Generate {
                            fate: Fate::New | Fate::Reopened,
                            ..
                        }
                    )
                });
                let all = count(&|e| matches!(e, TraceEvent::Generate { .. }));
                match a {
                    // IDA* counts every child it generates, the cut-off ones too.
                    Algorithm::Iddfs | Algorithm::IdaStar => {
                        assert_eq!(all, plain.stats.generated, "{what}")
                    }
                    // Bidirectional BFS counts its two roots, the start and the goal.
                    Algorithm::Bibfs if plain.moves.is_empty() => {
                        assert_eq!(plain.stats.generated, 1, "{what}")
                    }
                    Algorithm::Bibfs => assert_eq!(fresh + 2, plain.stats.generated, "{what}"),
                    // Graph searches count the start and the children that joined the frontier.
                    _ => assert_eq!(fresh + 1, plain.stats.generated, "{what}"),
                }
                if plain.status == Status::Solved {
                    assert!(
                        matches!(trace.events.last(), Some(TraceEvent::Goal { .. })),
                        "{what}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_search_that_steps_is_traced_here() {
    for a in Algorithm::ALL.into_iter().filter(|a| a.steppable()) {
        assert!(TRACED.iter().any(|(b, _)| *b == a), "{a} is not traced");
    }
}

#[test]
fn bidirectional_bfs_shows_two_frontiers_and_expands_each_side_oldest_first() {
    let board: Board = "8 6 7 / 2 5 4 / 3 _ 1".parse().unwrap();
    let o = options(
        Algorithm::Bibfs,
        None,
        GoalSpec::BlankLast,
        SearchSettings::default(),
    );
    let trace = Solver::new()
        .trace(&board, &o, &mut NoControl, 5_000_000)
        .unwrap();
    assert_eq!(trace.solution.length(), Some(31));
    let mut stepper = Stepper::new(trace.clone());
    let (mut both, mut met) = (false, 0);
    for event in &trace.events {
        let frontier = &stepper.state().frontier;
        // The start's queue, then the goal's, each oldest first.
        let sides: Vec<bool> = frontier.iter().map(|o| o.back).collect();
        assert!(sides.windows(2).all(|w| w[0] <= w[1]), "start's side first");
        both |= sides.first() == Some(&false) && sides.last() == Some(&true);
        if let TraceEvent::Expand { node, back, .. } = event
            && *node > 1
        {
            let first = frontier.iter().find(|o| o.back == *back).map(|o| o.node);
            assert_eq!(first, Some(*node), "the oldest of its side");
        }
        if let TraceEvent::Generate {
            fate: Fate::Met,
            back,
            node: Some(other),
            ..
        } = event
        {
            met += 1;
            // The node met belongs to the other search.
            let of_other = *other <= 1
                || trace.events.iter().any(|e| {
                    matches!(e, TraceEvent::Generate { node: Some(n), fate: Fate::New, back: b, .. }
                    if n == other && b != back)
                });
            assert!(of_other, "met a node of the other side");
        }
        assert!(stepper.step());
    }
    assert!(both, "both frontiers were shown at once");
    assert_eq!(met, 1, "one meeting ends the search");
    assert!(matches!(trace.events.last(), Some(TraceEvent::Goal { .. })));
}

#[test]
fn a_spent_trace_budget_ends_the_run_with_limit() {
    let board: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap();
    let o = options(
        Algorithm::AStar,
        Some(Heuristic::Manhattan),
        GoalSpec::BlankLast,
        SearchSettings::default(),
    );
    let trace = Solver::new()
        .trace(&board, &o, &mut NoControl, 500)
        .unwrap();
    assert_eq!(trace.solution.status, Status::Limit);
    assert_eq!(trace.events.len(), 500);
    for a in [Algorithm::Auto, Algorithm::Fast] {
        let o = SolveOptions::with_algorithm(a);
        assert_eq!(
            Solver::new()
                .trace(&board, &o, &mut NoControl, 10)
                .unwrap_err()
                .code(),
            "bad-setting"
        );
    }
}

#[test]
fn the_stepper_rewinds_and_shows_the_frontier_the_search_takes() {
    let far: Board = "1 2 _ / 4 5 3 / 6 7 8".parse().unwrap();
    // DFS roams most of the 181,440 states of any 3x3 before it expands the goal: a 2x3 for it.
    let near: Board = "4 1 2 / 5 _ 3".parse().unwrap();
    let m = Some(Heuristic::Manhattan);
    for (a, h, ties) in [
        (Algorithm::AStar, m, Ties::Deeper),
        (Algorithm::AStar, m, Ties::Oldest),
        (Algorithm::AStar, m, Ties::Newest),
        (Algorithm::Greedy, m, Ties::Deeper),
        (Algorithm::Greedy, m, Ties::Newest),
        (Algorithm::Bfs, None, Ties::Deeper),
        (Algorithm::Dfs, None, Ties::Deeper),
        (Algorithm::IdaStar, m, Ties::Deeper),
    ] {
        let board = if a == Algorithm::Dfs { &near } else { &far };
        let settings = SearchSettings {
            ties,
            ..SearchSettings::default()
        };
        let o = options(a, h, GoalSpec::BlankLast, settings);
        let trace = Solver::new()
            .trace(board, &o, &mut NoControl, 200_000)
            .unwrap();
        let length = trace.solution.length();
        let total = trace.events.len();
        let mut stepper = Stepper::new(trace.clone());
        let mut bounds = Vec::new();
        for event in &trace.events {
            // Each expansion takes the node the stepper shows first in its frontier (graph
            // searches; A* and greedy with each tie-break).
            if let TraceEvent::Expand { node, .. } = event
                && *node != 0
                && !matches!(a, Algorithm::IdaStar)
            {
                let first = stepper.state().frontier.first().map(|o| o.node);
                assert_eq!(
                    first,
                    Some(*node),
                    "{a} {ties:?}: step {}",
                    stepper.state().step
                );
            }
            if a == Algorithm::AStar {
                let f: Vec<u32> = stepper.state().frontier.iter().map(|o| o.g + o.h).collect();
                assert!(
                    f.windows(2).all(|w| w[0] <= w[1]),
                    "A*'s frontier in f order: {f:?}"
                );
            }
            assert!(stepper.step());
            if let Some(b) = stepper.state().bound {
                bounds.push(b);
            }
        }
        assert!(!stepper.step(), "the end");
        assert!(stepper.state().goal.is_some(), "{a} reaches the goal");
        assert_eq!(stepper.state().expanded, trace.solution.stats.expanded);
        assert!(length.is_some());
        if a == Algorithm::IdaStar {
            assert!(
                bounds.windows(2).all(|w| w[0] <= w[1]) && bounds.len() > 1,
                "{bounds:?}"
            );
        }
        // Back after k steps is exactly the state after k - 1.
        for k in (1..=total).rev().step_by((total / 17).max(1)) {
            stepper.seek(k - 1);
            let before = stepper.state().clone();
            assert!(stepper.step());
            assert!(stepper.back());
            assert_eq!(stepper.state(), &before, "{a}: back from {k}");
        }
        stepper.seek(0);
        assert!(!stepper.back());
    }
}

#[test]
fn a_formula_traces_event_for_event_as_the_heuristic_it_spells() {
    use npuzzle_core::formula::{self, Formula};
    let goal = npuzzle_core::Goal::new(Board::blank_last(shape(3, 3)));
    let board: Board = "4 1 3 / 7 2 6 / _ 5 8".parse().unwrap();
    for (algorithm, heuristic, text) in [
        (Algorithm::AStar, Heuristic::Manhattan, "manhattan"),
        (
            Algorithm::IdaStar,
            Heuristic::LinearConflict,
            "manhattan + 2*conflicts",
        ),
        (Algorithm::Greedy, Heuristic::Hamming, "hamming"),
    ] {
        let ours = SolveOptions {
            heuristic: Some(heuristic),
            ..SolveOptions::with_algorithm(algorithm)
        };
        let expected = Solver::new()
            .trace(&board, &ours, &mut NoControl, 100_000)
            .unwrap();
        let f = Formula::new(text, &goal).unwrap();
        let options = SolveOptions::with_algorithm(algorithm);
        let traced = formula::trace(&board, &options, &f, &mut NoControl, 100_000).unwrap();
        assert_eq!(traced.algorithm, algorithm);
        assert_eq!(traced.events, expected.events, "{text}");
        assert_eq!(traced.solution.moves, expected.solution.moves);
        assert!(
            !traced.solution.optimal,
            "a formula's answer is not claimed shortest"
        );
        // Bounded as ours are.
        let short = formula::trace(&board, &options, &f, &mut NoControl, 10).unwrap();
        assert_eq!(short.events.len(), 10);
        assert_eq!(short.solution.status, Status::Limit);
    }
}
