//! Iterative deepening A* (Korf, 1985): depth-first search bounded by f = g + h, the bound raised
//! to the smallest f that exceeded it, until the goal is found. Memory is the current path; the
//! heuristic is updated per move, and the move that undoes the last one is never tried.

use super::{Meter, Outcome, Problem};
use crate::board::{Move, Shape, Tile};
use crate::solution::Status;

pub(crate) fn run(p: &Problem, meter: &mut Meter) -> Outcome {
    let mut search = Search {
        p,
        shape: p.start.shape(),
        cells: p.start.cells().to_vec(),
        path: Vec::new(),
        meter,
        bound: 0,
    };
    let h = p.estimator.estimate(&search.cells);
    let blank = p.start.blank();
    let iteration = |bound| {
        search.bound = bound;
        match search.meter.new_bound(bound) {
            Some(stop) => Flow::Stop(stop),
            None => search.dfs(blank, 0, h, None),
        }
    };
    match deepen(h, iteration) {
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

struct Search<'a, 'm, 'c> {
    p: &'a Problem<'a>,
    shape: Shape,
    cells: Vec<Tile>,
    path: Vec<Move>,
    meter: &'m mut Meter<'c>,
    bound: u32,
}

impl Search<'_, '_, '_> {
    fn dfs(&mut self, blank: usize, g: u32, h: u32, last: Option<Move>) -> Flow {
        if h == 0 && self.p.goal.is_reached(&self.cells) {
            return Flow::Found;
        }
        if let Some(stop) = self.meter.expand(self.path.len(), g) {
            return Flow::Stop(stop);
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
            let child_h = self.p.estimator.after_move(&self.cells, h, t, blank);
            self.meter.generate(1);
            let f = g + 1 + child_h;
            let flow = if f > self.bound {
                Flow::Next(f)
            } else {
                self.path.push(m);
                let flow = self.dfs(t, g + 1, child_h, Some(m));
                if matches!(flow, Flow::Found) {
                    return flow;
                }
                self.path.pop();
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
}
