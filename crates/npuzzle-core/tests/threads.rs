//! Threads sharing a long search with pattern databases (4×5 boards whose iterations reach
//! millions of nodes): the same answer as one thread, and the node budget and the caller's
//! cancel still stop every thread. Threads building the tables a group each build the same.

mod common;
use common::*;
use npuzzle_core::{
    Control, NoControl, Progress, SolveOptions, Solver, Status, TableKind, parse_board,
};

fn solvers(threads: &[usize]) -> Vec<Solver> {
    let bytes = Solver::new()
        .export_tables(shape(4, 5), TableKind::Full, &mut |_| {})
        .expect("4×5 boards get tables");
    threads
        .iter()
        .map(|&n| {
            let mut solver = Solver::new().threads(n);
            solver.import_tables(&bytes).unwrap();
            solver
        })
        .collect()
}

#[test]
fn threads_give_the_answer_one_thread_gives() {
    if heavy::skip_heavy("4×5 searches of millions of nodes") {
        return;
    }
    let mut solvers = solvers(&[1, 2, 3]);
    let goal = npuzzle_core::GoalSpec::BlankLast
        .resolve(shape(4, 5))
        .unwrap();
    for (text, length) in LONG_4X5 {
        let board = parse_board(text).unwrap();
        let answers: Vec<_> = solvers
            .iter_mut()
            .map(|solver| {
                solver
                    .solve(&board, &SolveOptions::default(), &mut NoControl)
                    .unwrap()
            })
            .collect();
        for s in &answers {
            assert_eq!(s.length(), Some(length), "{text}");
            assert_eq!(&replay(&board, &s.moves, &s.tiles), goal.board(), "{text}");
            assert_eq!(s.moves, answers[0].moves, "{text}");
            // Long enough that the threads shared the last iterations.
            assert!(s.stats.generated > 10_000_000, "{text}");
        }
    }
}

#[test]
fn the_node_budget_stops_every_thread() {
    if heavy::skip_heavy("4×5 searches of millions of nodes") {
        return;
    }
    let mut solver = solvers(&[3]).remove(0);
    let board = parse_board(LONG_4X5[1].0).unwrap();
    let budget = 5_000_000;
    let options = SolveOptions {
        max_nodes: Some(budget),
        ..SolveOptions::default()
    };
    let s = solver.solve(&board, &options, &mut NoControl).unwrap();
    assert_eq!(s.status, Status::Limit);
    // Each thread reports every thousand expansions or so: a little over, never far.
    assert!(
        (budget..budget + 200_000).contains(&s.stats.generated),
        "{}",
        s.stats.generated
    );
}

/// Cancels once a progress report shows `after` nodes generated.
struct CancelAfter {
    after: u64,
    seen: u64,
}

impl Control for CancelAfter {
    fn cancelled(&mut self) -> bool {
        self.seen >= self.after
    }

    fn progress(&mut self, progress: &Progress) {
        self.seen = progress.generated;
    }
}

#[test]
fn the_callers_cancel_stops_every_thread() {
    if heavy::skip_heavy("4×5 searches of millions of nodes") {
        return;
    }
    let mut solver = solvers(&[3]).remove(0);
    let board = parse_board(LONG_4X5[1].0).unwrap();
    let mut control = CancelAfter {
        after: 3_000_000,
        seen: 0,
    };
    let s = solver
        .solve(&board, &SolveOptions::default(), &mut control)
        .unwrap();
    assert_eq!(s.status, Status::Cancelled);
    assert!(s.stats.generated < 20_000_000, "{}", s.stats.generated);
}

#[test]
fn tables_built_a_group_per_thread_are_the_same() {
    for (r, c) in [(3, 4), (3, 5), (2, 6)] {
        let mut fractions = Vec::new();
        let bytes: Vec<Vec<u8>> = [1, 3]
            .into_iter()
            .map(|threads| {
                Solver::new()
                    .threads(threads)
                    .export_tables(shape(r, c), TableKind::Full, &mut |f| fractions.push(f))
                    .expect("these shapes get tables")
            })
            .collect();
        assert_eq!(bytes[0], bytes[1], "{r}×{c}");
        assert!(fractions.iter().all(|f| (0.0..=1.0).contains(f)), "{r}×{c}");
        assert_eq!(fractions.last(), Some(&1.0));
    }
}
