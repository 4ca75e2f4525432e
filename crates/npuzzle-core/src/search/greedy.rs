//! Greedy best-first search: always expand the node that looks closest to the goal. Quick on
//! easy boards, but its paths are not shortest.

use super::best_first::{self, Order};
use super::trace::Observer;
use super::{Meter, Outcome, Problem};

pub(crate) fn run<O: Observer>(p: &Problem, meter: &mut Meter, obs: &mut O) -> Outcome {
    best_first::run(p, meter, Order::Greedy, obs)
}
