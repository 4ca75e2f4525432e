//! A long search handed over at `Control::hand_over` and finished by "workers" that share no memory
//! (`Solver::cut`, `Solver::search_subtrees`, as the page's workers run them): the answer one
//! solver gives alone, bounds that rise and never pass the optimum, and names that are no path
//! refused without a panic.

#![allow(clippy::too_many_lines, reason = "a test reads as one story")]

mod common;
use common::*;
use npuzzle_core::handover::{self, SUBTREES_PER_WORKER, Searched};
use npuzzle_core::{
    Control, Error, Move, NoControl, SolveOptions, Solver, Stats, Status, TableKind, parse_board,
};

/// A 4×5 whose last two iterations are long enough to share (`common::LONG_4X5`).
const BOARD: &str = LONG_4X5[1].0;
const OPTIMUM: usize = LONG_4X5[1].1;

/// Says yes to the first offer to share, and remembers its bound.
#[derive(Default)]
struct HandOver {
    at: Option<u32>,
}

impl Control for HandOver {
    fn hand_over(&mut self, bound: u32) -> bool {
        self.at.get_or_insert(bound);
        true
    }
}

/// `n` solvers holding the 4×5's tables: the first built them, the others hold its fast copy
/// (`copy_tables`, as a page's lead worker sends them to its helpers).
fn solvers(n: usize) -> Vec<Solver> {
    let mut first = Solver::new();
    first
        .export_tables(shape(4, 5), TableKind::Full, &mut |_| {})
        .expect("4×5 boards get tables");
    let copy = first.copy_tables(shape(4, 5)).expect("tables held");
    let mut all = vec![first];
    for _ in 1..n {
        let mut solver = Solver::new();
        assert_eq!(
            solver.import_tables(&copy).unwrap(),
            (shape(4, 5), TableKind::Full)
        );
        all.push(solver);
    }
    all
}

#[test]
fn workers_finish_a_handed_over_search_with_the_answer_one_solver_gives() {
    if heavy::skip_heavy("long shared searches with tables") {
        return;
    }
    let mut workers = solvers(2);
    let board = parse_board(BOARD).unwrap();
    let options = SolveOptions::default();
    let goal = options.goal.resolve(board.shape()).unwrap();
    let alone = workers[0].solve(&board, &options, &mut NoControl).unwrap();
    assert_eq!(alone.length(), Some(OPTIMUM));

    let mut hand = HandOver::default();
    let stopped = workers[0].solve(&board, &options, &mut hand).unwrap();
    let at = hand.at.expect("a long iteration was offered");
    assert_eq!(stopped.status, Status::Limit);
    assert_eq!(
        stopped.lower_bound,
        Some(at),
        "the bound handed over is proved"
    );
    assert!((at as usize) < OPTIMUM);
    assert_eq!(
        &replay(&board, &stopped.moves, &stopped.tiles),
        goal.board(),
        "the best answer so far is kept"
    );
    assert!(stopped.moves.len() >= OPTIMUM);

    // The coordinator, as the page's lead worker runs it: the core's `HandedOver` keeps the
    // bounds and the work, its `Round` the runs; one worker cuts each iteration, runs of 8
    // subtrees go to the workers in turn, and the first run of each iteration is first taken by
    // a worker that dies (given back, then searched by another).
    let mut handed = handover::HandedOver::new(stopped.clone());
    assert_eq!(handed.bound(), at);
    let (mut iterations, mut bounds) = (0, vec![at]);
    let solution = loop {
        iterations += 1;
        let bound = handed.bound();
        assert!(
            bound as usize <= OPTIMUM,
            "a bound above the optimum: {bound}"
        );
        let want = 2 * SUBTREES_PER_WORKER;
        let (cut, stats) = workers[1]
            .cut(&board, &options, bound, want, &mut NoControl)
            .unwrap();
        handed.add(&stats);
        let (subtrees, cut_next) = match handed.cut(cut, &board, u64::MAX, 1.0) {
            Ok(runs) => runs,
            Err(handover::Next::Over(s)) => break *s,
            Err(other) => panic!("{other:?} at {bound}"),
        };
        assert!(subtrees.len() >= want, "{} subtrees", subtrees.len());
        let mut round = handover::Round::new(&subtrees, 8);
        let (dead, _) = round.take(Some(9)).expect("a first run");
        assert_eq!(dead, 0);
        round.put_back(Some(9));
        let mut turn = 0;
        let outcome = loop {
            if let Some(outcome) = round.decided() {
                break outcome;
            }
            let who = Some(turn % 2);
            let (i, run) = round.take(who).expect("runs left until decided");
            let (searched, stats) = workers[turn % 2]
                .search_subtrees(&board, &options, bound, &run, &mut NoControl)
                .unwrap();
            assert!(stats.generated > 0);
            assert_eq!(searched.stopped, None);
            // A late answer from the dead worker is not taken.
            round.ran(Some(9), i, handover::Searched::default(), &stats);
            round.ran(who, i, searched, &stats);
            turn += 1;
        };
        handed.add(&Stats {
            expanded: round.expanded,
            generated: round.generated,
            ..Stats::default()
        });
        match handed.iterated(outcome, cut_next, &board, u64::MAX, 2.0) {
            handover::Next::Over(s) => break *s,
            handover::Next::Iterate(improvement) => {
                assert!(improvement.lower_bound > bound, "bounds rise");
                assert_eq!(improvement.moves, stopped.moves, "the best answer stays");
                bounds.push(improvement.lower_bound);
            }
        }
    };
    assert!(
        iterations >= 2,
        "the last iterations were shared: {bounds:?}"
    );
    assert_eq!(
        (solution.status, solution.optimal, solution.lower_bound),
        (Status::Solved, true, Some(OPTIMUM as u32))
    );
    assert_eq!(
        solution.moves, alone.moves,
        "the answer one solver gives alone"
    );
    assert_eq!(
        &replay(&board, &solution.moves, &solution.tiles),
        goal.board()
    );
    assert!(solution.stats.generated > stopped.stats.generated);
    assert_eq!(
        (solution.stats.depth, solution.stats.ms),
        (OPTIMUM as u32, 2.0)
    );

    // A budget stops it at the next bound, proved, with the best answer kept; a cancel likewise.
    let mut budgeted = handover::HandedOver::new(stopped.clone());
    match budgeted.iterated(Err(at + 2), u32::MAX, &board, 0, 3.0) {
        handover::Next::Over(s) => {
            assert_eq!((s.status, s.lower_bound), (Status::Limit, Some(at + 2)));
            assert_eq!(s.moves, stopped.moves);
        }
        other => panic!("{other:?}"),
    }
    let handover::Next::Over(cancelled) = budgeted.stopped(Status::Cancelled, at, 4.0) else {
        panic!("a stop is the end")
    };
    assert_eq!(cancelled.status, Status::Cancelled);
}

#[test]
fn names_that_are_no_path_are_skipped_and_tables_are_needed() {
    let workers = solvers(1);
    let board = parse_board(BOARD).unwrap();
    let options = SolveOptions::default();
    // A move off the board (the blank starts in the top row of the tables' frame or not: one of
    // Up and Down twice in a row leaves any 4-row board), and a move undone at once.
    let bad = vec![
        vec![Move::Up; 5],
        vec![Move::Down; 5],
        vec![Move::Left; 6],
        vec![Move::Right; 6],
    ];
    let (searched, _) = workers[0]
        .search_subtrees(&board, &options, 80, &bad, &mut NoControl)
        .unwrap();
    assert_eq!(
        searched,
        Searched {
            found: None,
            next: u32::MAX,
            stopped: None
        }
    );
    let e = Solver::new()
        .cut(&board, &options, 60, 128, &mut NoControl)
        .unwrap_err();
    assert!(matches!(e, Error::BadTables(_)), "{e:?}");
}
