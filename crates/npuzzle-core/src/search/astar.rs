//! A*: best-first on f = g + h. With an admissible, consistent heuristic (all of ours) the first
//! goal taken from the frontier is reached by a shortest path.

use super::best_first::{self, Order};
use super::trace::Observer;
use super::{Meter, Outcome, Problem};

pub(crate) fn run<O: Observer>(p: &Problem, meter: &mut Meter, obs: &mut O) -> Outcome {
    best_first::run(p, meter, Order::AStar, obs)
}
