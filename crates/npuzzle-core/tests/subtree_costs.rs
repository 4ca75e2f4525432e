//! The subtrees kept for `npuzzle bench --subtrees`: every subtree of each shared iteration once,
//! in order, their nodes adding up to at most the search's. In a process of its own: the record
//! is the whole process's.

mod common;
use common::*;
use npuzzle_core::{NoControl, SolveOptions, Solver, TableKind, parse_board, subtree_costs};

#[test]
fn each_shared_iteration_is_kept_subtree_by_subtree() {
    let bytes = Solver::new()
        .export_tables(shape(4, 5), TableKind::Full, &mut |_| {})
        .expect("4×5 boards get tables");
    let mut solver = Solver::new().threads(3);
    solver.import_tables(&bytes).unwrap();
    // Its last two iterations are shared, the first of them whole.
    let board = parse_board(LONG_4X5[1].0).unwrap();
    assert!(
        subtree_costs::take().is_empty(),
        "nothing kept unless asked"
    );
    solver
        .solve(&board, &SolveOptions::default(), &mut NoControl)
        .unwrap();
    assert!(
        subtree_costs::take().is_empty(),
        "nothing kept unless asked"
    );
    subtree_costs::record();
    let s = solver
        .solve(&board, &SolveOptions::default(), &mut NoControl)
        .unwrap();
    let kept = subtree_costs::take();
    assert!(!kept.is_empty(), "the long iterations were shared");
    let iterations: Vec<_> = kept.chunk_by(|a, b| a.iteration == b.iteration).collect();
    let mut whole = Vec::new();
    for it in &iterations {
        // Cut into at least 64 subtrees a thread, each taken once, in order.
        assert!(it[0].of >= 3 * 64, "{}", it[0].of);
        assert!(
            it.iter()
                .all(|p| p.of == it[0].of && p.bound == it[0].bound)
        );
        assert!(it.windows(2).all(|w| w[0].index < w[1].index));
        assert!(it.iter().all(|p| p.index < p.of));
        // Searched whole, or stopped: by the answer, or by the solver's first, budgeted try.
        if it.len() == it[0].of {
            whole.push(it);
        }
    }
    assert!(!whole.is_empty(), "an iteration searched whole");
    let sum: u64 = kept.iter().map(|p| p.generated).sum();
    assert!(
        sum <= s.stats.generated && sum > s.stats.generated / 2,
        "{sum} of {}",
        s.stats.generated
    );
    // Taking empties the record, which goes on.
    assert!(subtree_costs::take().is_empty());
    // Workers taking them in order: never faster than the workers' number, nor than the
    // largest subtree allows.
    let sizes: Vec<u64> = whole[0].iter().map(|p| p.generated).collect();
    let total: u64 = sizes.iter().sum();
    for w in [1, 2, 4, 8] {
        let m = subtree_costs::makespan(&sizes, w);
        assert!(m * w as u64 >= total && m >= *sizes.iter().max().unwrap());
    }
    assert_eq!(subtree_costs::makespan(&sizes, 1), total);
}
