//! Iterative deepening depth-first search: depth-limited DFS with limits 0, 1, 2, ... ("Tree
//! Depth: X"), so the first solution is a shortest one while memory stays linear in the depth.
//!
//! It is IDA* with the zero heuristic (each f-bound is then the next depth), so it shares that loop.

use super::trace::Observer;
use super::{Meter, Outcome, Problem, idastar};

pub(crate) fn run<O: Observer>(p: &Problem, meter: &mut Meter, obs: &mut O) -> Outcome {
    debug_assert_eq!(
        p.estimator.estimate(p.start.cells()),
        0,
        "IDDFS runs without a heuristic"
    );
    idastar::run(p, meter, obs)
}
