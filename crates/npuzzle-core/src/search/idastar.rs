//! Iterative deepening A* (Korf, 1985): depth-first search bounded by f = g + h, the bound raised
//! to the smallest f that exceeded it, until the goal is found. Memory is the current path; the
//! heuristic is updated per move, and the move that undoes the last one is never tried.

use super::trace::{Fate, Observer, TraceEvent};
use super::{Meter, Outcome, Problem};
use crate::board::{Move, Shape, Tile};
use crate::heuristic::Estimate;
use crate::solution::Status;

pub(crate) fn run<O: Observer>(p: &Problem, meter: &mut Meter, obs: &mut O) -> Outcome {
    run_with(p, &p.estimator, meter, obs)
}

/// As [`run`], with another estimate than the problem's (a student's formula).
pub(crate) fn run_with<E: Estimate + ?Sized, O: Observer>(
    p: &Problem,
    estimate: &E,
    meter: &mut Meter,
    obs: &mut O,
) -> Outcome {
    let mut search = Search {
        p,
        estimate,
        shape: p.start.shape(),
        cells: p.start.cells().to_vec(),
        path: Vec::new(),
        meter,
        bound: 0,
        obs,
        ids: Vec::new(),
        next_id: 0,
    };
    let h = estimate.estimate(&search.cells);
    let first = search.meter.proved();
    let blank = p.start.blank();
    let iteration = |bound| {
        search.bound = bound;
        if O::ON {
            search.ids.clear();
            if !search.obs.record(TraceEvent::Iteration { bound }) {
                return Flow::Stop(Status::Limit);
            }
        }
        match search.meter.new_bound(bound) {
            Some(stop) => Flow::Stop(stop),
            None => search.dfs(blank, 0, h, None),
        }
    };
    // From the bound an earlier search of this board proved on this meter, if higher (as
    // `pdb_idastar` does): a search resumed repeats none of the iterations below it, and the
    // depth it reports never falls below the bound shown.
    match deepen(h.max(first), iteration) {
        None => Outcome::solved(search.path),
        Some(status) => Outcome::stopped(status),
    }
}

/// How one bounded depth-first pass ended.
pub(crate) enum Flow {
    Found,
    /// Not found under this bound; the smallest f seen above it.
    Next(u32),
    Stop(Status),
}

/// The deepening loop shared by the IDA* searches: runs `iteration` with bounds from `first`,
/// each the smallest f that exceeded the last, until the goal is found (`None`) or the search
/// stops (`Some` status; `unsolvable` if nothing exceeded the bound).
pub(crate) fn deepen(first: u32, mut iteration: impl FnMut(u32) -> Flow) -> Option<Status> {
    let mut bound = first;
    loop {
        match iteration(bound) {
            Flow::Found => return None,
            Flow::Stop(status) => return Some(status),
            Flow::Next(u32::MAX) => return Some(Status::Unsolvable),
            Flow::Next(next) => bound = next,
        }
    }
}

struct Search<'a, 'm, 'c, 'o, O, E: ?Sized> {
    p: &'a Problem<'a>,
    estimate: &'a E,
    shape: Shape,
    cells: Vec<Tile>,
    path: Vec<Move>,
    meter: &'m mut Meter<'c>,
    bound: u32,
    obs: &'o mut O,
    /// Traced runs only: the numbers of the nodes on the path (each visit is a new node).
    ids: Vec<u32>,
    next_id: u32,
}

impl<O: Observer, E: Estimate + ?Sized> Search<'_, '_, '_, '_, O, E> {
    fn dfs(&mut self, blank: usize, g: u32, h: u32, last: Option<Move>) -> Flow {
        // An estimate that may be above 0 at the goal (a student's) has every node tested.
        if (h == 0 || !self.estimate.zero_at_goal()) && self.p.goal.is_reached(&self.cells) {
            if O::ON {
                let node = self.visit();
                if !self.obs.record(TraceEvent::Goal { node }) {
                    return Flow::Stop(Status::Limit);
                }
            }
            return Flow::Found;
        }
        if let Some(stop) = self.meter.expand(self.path.len(), g) {
            return Flow::Stop(stop);
        }
        if O::ON {
            let node = self.visit();
            let event = TraceEvent::Expand {
                node,
                parent: self.ids.len().checked_sub(2).map(|i| self.ids[i]),
                cells: self.cells.clone(),
                g,
                h,
                frontier: self.path.len() as u64,
                back: false,
            };
            if !self.obs.record(event) {
                return Flow::Stop(Status::Limit);
            }
        }
        let mut next = u32::MAX;
        for m in self.p.settings.order {
            if Some(m.opposite()) == last {
                continue;
            }
            let Some(t) = self.shape.target(blank, m) else {
                continue;
            };
            self.cells.swap(blank, t);
            let child_h = self.estimate.after_move(&self.cells, h, t, blank);
            self.meter.generate(1);
            let f = g + 1 + child_h;
            if O::ON {
                let over = f > self.bound;
                let event = TraceEvent::Generate {
                    node: (!over).then_some(self.next_id),
                    parent: self.ids.last().copied().unwrap_or(0),
                    via: m,
                    cells: self.cells.clone(),
                    g: g + 1,
                    h: child_h,
                    fate: if over { Fate::OverBound } else { Fate::New },
                    back: false,
                };
                if !self.obs.record(event) {
                    self.cells.swap(blank, t);
                    return Flow::Stop(Status::Limit);
                }
            }
            let flow = if f > self.bound {
                Flow::Next(f)
            } else {
                self.path.push(m);
                let depth = self.ids.len();
                let flow = self.dfs(t, g + 1, child_h, Some(m));
                if matches!(flow, Flow::Found) {
                    return flow;
                }
                self.path.pop();
                if O::ON {
                    self.ids.truncate(depth);
                }
                flow
            };
            self.cells.swap(blank, t);
            match flow {
                Flow::Next(f) => next = next.min(f),
                stop => return stop,
            }
        }
        Flow::Next(next)
    }

    /// Numbers a node as it is visited (traced runs): the next number, pushed on the path's ids.
    /// The child announced as new by `Generate` gets this same number when it is visited.
    fn visit(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        self.ids.push(id);
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Goal, Shape};
    use crate::control::NoControl;
    use crate::search::trace::Silent;

    #[test]
    fn a_search_stopped_short_resumes_at_the_bound_it_proved() {
        let shape = Shape::new(3, 4).unwrap();
        let goal = Goal::new(Board::blank_last(shape));
        let start = crate::random::random_solvable(shape, &goal, 11);
        let p = Problem::linear_conflict(&start, &goal);
        let mut control = NoControl;
        let mut meter = Meter::new(&mut control, u64::MAX);
        meter.report_bounds(0);
        let alone = run(&p, &mut meter, &mut Silent);
        let alone_nodes = meter.stats.generated;
        let h = p.estimator.estimate(start.cells());
        assert!(
            alone.moves.len() as u32 > h + 4,
            "a board of several iterations"
        );
        // Stopped at half its nodes (in a later iteration than the first), then resumed.
        let mut meter = Meter::new(&mut control, u64::MAX);
        meter.report_bounds(0);
        let budget = meter.limit_to(alone_nodes / 2);
        assert_eq!(run(&p, &mut meter, &mut Silent).status, Status::Limit);
        meter.restore(budget);
        let (bound, partial) = (meter.proved(), meter.at_bound());
        assert!(
            bound > h && partial < meter.stats.generated,
            "{bound} over {h}"
        );
        let resumed = run(&p, &mut meter, &mut Silent);
        assert_eq!(resumed.status, Status::Solved);
        assert_eq!(resumed.moves.len(), alone.moves.len(), "still the shortest");
        let mut board = start.clone();
        for &m in &resumed.moves {
            board.apply(m);
        }
        assert!(goal.is_reached(board.cells()), "its moves reach the goal");
        // The iterations below the bound are not searched again: only the stopped one's part.
        assert_eq!(meter.stats.generated, alone_nodes + partial);
        assert!(meter.stats.depth >= bound);
    }
}
