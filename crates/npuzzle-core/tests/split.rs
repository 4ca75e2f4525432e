//! A long search handed over at `Control::share` and finished by "workers" that share no memory
//! (`Solver::cut`, `Solver::search_subtrees`, as the page's workers run them): the answer one
//! solver gives alone, bounds that rise and never pass the optimum, and names that are no path
//! refused without a panic.

mod common;
use common::*;
use npuzzle_core::split::{self, Cut, SUBTREES_PER_WORKER, Searched};
use npuzzle_core::{
    Control, Error, Move, NoControl, SolveOptions, Solver, Stats, Status, TableKind, parse_board,
};

/// 72 moves after about 17 M nodes (tests/threads.rs): its last iterations are long.
const BOARD: &str = "4 5 3 0 1 13 2 19 8 18 6 14 12 5 9 16 17 7 4 11 10 15";

/// Says yes to the first offer to share, and remembers its bound.
#[derive(Default)]
struct HandOver {
    at: Option<u32>,
}

impl Control for HandOver {
    fn share(&mut self, bound: u32) -> bool {
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
    let mut workers = solvers(2);
    let board = parse_board(BOARD).unwrap();
    let options = SolveOptions::default();
    let goal = options.goal.resolve(board.shape()).unwrap();
    let alone = workers[0].solve(&board, &options, &mut NoControl).unwrap();
    assert_eq!(alone.length(), Some(72));

    let mut hand = HandOver::default();
    let stopped = workers[0].solve(&board, &options, &mut hand).unwrap();
    let at = hand.at.expect("a long iteration was offered");
    assert_eq!(stopped.status, Status::Limit);
    assert_eq!(
        stopped.lower_bound,
        Some(at),
        "the bound handed over is proved"
    );
    assert!(at < 72);
    assert_eq!(
        &replay(&board, &stopped.moves, &stopped.tiles),
        goal.board(),
        "the best answer so far is kept"
    );
    assert!(stopped.moves.len() >= 72);

    // The coordinator: one worker cuts each iteration, runs of 8 subtrees go to the workers in
    // turn, the first subtree in order with an answer wins.
    let mut bound = at;
    let mut iterations = 0;
    let answer = loop {
        iterations += 1;
        assert!(bound <= 72, "a bound above the optimum: {bound}");
        let want = 2 * SUBTREES_PER_WORKER;
        let (cut, _) = workers[1]
            .cut(&board, &options, bound, want, &mut NoControl)
            .unwrap();
        let (subtrees, mut next) = match cut {
            Cut::Subtrees { subtrees, next } => (subtrees, next),
            Cut::Solved(moves) => break moves,
            other => panic!("{other:?} at {bound}"),
        };
        assert!(subtrees.len() >= want, "{} subtrees", subtrees.len());
        let mut found: Option<(usize, Vec<Move>)> = None;
        for (r, run) in subtrees.chunks(8).enumerate() {
            let (searched, stats) = workers[r % 2]
                .search_subtrees(&board, &options, bound, run, &mut NoControl)
                .unwrap();
            assert!(stats.generated > 0);
            assert_eq!(searched.stopped, None);
            if let Some((i, moves)) = searched.found {
                let index = r * 8 + i as usize;
                if found.as_ref().is_none_or(|(f, _)| index < *f) {
                    found = Some((index, moves));
                }
            }
            next = next.min(searched.next);
        }
        if let Some((_, moves)) = found {
            break moves;
        }
        assert!(next > bound, "bounds rise: {bound} then {next}");
        bound = next;
    };
    assert!(iterations >= 2, "the last iterations were shared");
    assert_eq!(answer.len(), 72);
    assert_eq!(answer, alone.moves, "the answer one solver gives alone");
    let work = Stats {
        generated: 5,
        ms: 9.0,
        ..Stats::default()
    };
    let s = split::finished(&stopped, &board, answer, &work);
    assert_eq!(
        (s.status, s.optimal, s.lower_bound),
        (Status::Solved, true, Some(72))
    );
    assert_eq!(&replay(&board, &s.moves, &s.tiles), goal.board());
    assert_eq!(s.stats.generated, stopped.stats.generated + 5);
    assert_eq!((s.stats.depth, s.stats.ms), (72, 9.0));
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
