//! Parsed boards through every algorithm (properties in crates/npuzzle-core/tests/fuzz_check).
#![no_main]

#[path = "../../crates/npuzzle-core/tests/fuzz_check/mod.rs"]
mod fuzz_check;

use npuzzle_core::Solver;
use std::cell::RefCell;

thread_local! {
    // Kept across runs, as the web worker keeps its solver: tables built once.
    static SOLVERS: RefCell<(Solver, Solver)> = RefCell::new((Solver::new(), Solver::new()));
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    SOLVERS.with(|s| {
        let (solver, oracle) = &mut *s.borrow_mut();
        fuzz_check::check_solve(data, solver, oracle);
    })
});
