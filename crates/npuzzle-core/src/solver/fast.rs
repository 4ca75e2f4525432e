//! Fast mode's driver: the tables it reads, and how it finishes its last region optimally.

use super::Solver;
use super::auto::{ended_within, pattern_frame};
use crate::board::Board;
use crate::method::{Finish, Method};
use crate::search::trace::Silent;
use crate::search::{Meter, Outcome, Problem, fast, idastar, pdb_idastar};
use crate::tables::frame::Frame;
use crate::tables::lookup::PatternEstimate;
use crate::tables::pattern::AUTO_MAX_CELLS;

/// Nodes fast mode may spend finishing a region optimally (many times the mean of Korf's 100
/// with pattern databases: docs/benchmarks.md, "15-puzzle: Korf's 100") before it peels the
/// region instead.
pub(super) const FINISH_NODES: u64 = 5_000_000;
/// Regions fast mode finishes by IDA* with linear conflict when it has no tables for them (3×4).
pub(super) const FINISH_PLAIN_CELLS: usize = 12;

impl Solver {
    /// Fast mode's last region solved optimally, within a node cap: with kept pattern databases
    /// (never built for this), or by IDA* with linear conflict on at most 12 cells; with how, in
    /// words. `None` if neither applies or the cap is hit.
    pub(super) fn finish_optimally(
        &self,
        start: &Board,
        goal: &crate::board::Goal,
        meter: &mut Meter,
        cap: u64,
    ) -> Option<(Outcome, Finish)> {
        let tables = pattern_frame(goal).and_then(|frame| Some((self.best(start.shape())?, frame)));
        if tables.is_none() && start.shape().cells() > FINISH_PLAIN_CELLS {
            return None;
        }
        let problem = Problem::linear_conflict(start, goal);
        match tables {
            Some((set, frame)) => ended_within(meter, cap, false, |m| {
                pdb_idastar::run(&problem, set, frame, m, self.threads)
            })
            .map(|o| (o, Finish::PatternDatabases)),
            None => ended_within(meter, cap, false, |m| {
                idastar::run(&problem, m, &mut Silent)
            })
            .map(|o| (o, Finish::LinearConflict)),
        }
    }

    /// Fast mode, with the tables held for it: those of a board too large for `auto` (the
    /// 5×5's) as its whole-board estimate (those of smaller boards serve `auto`; fast mode
    /// finishes its last region on them, by `finish`).
    pub(super) fn fast(
        &self,
        p: &Problem,
        meter: &mut Meter,
        finish: &mut fast::Finisher,
    ) -> (Outcome, Method) {
        let wide = self.wide_tables(p.goal);
        let wide = wide.map(|(i, frame)| PatternEstimate::new(&self.patterns[i], frame, p.goal));
        let patterns = wide.as_ref().map(|e| e as &dyn crate::heuristic::Estimate);
        fast::run(p, meter, patterns, finish)
    }

    /// The tables held for boards of `goal`'s shape when it is too large for `auto`'s optimal
    /// search with them (a 5×5), and the frame that maps its boards onto them.
    pub(super) fn wide_tables(&self, goal: &crate::board::Goal) -> Option<(usize, Frame)> {
        let frame = wide_frame(goal)?;
        Some((self.best_index(goal.board().shape())?, frame))
    }
}

/// The frame of a board too large for `auto`'s optimal search with tables whose shape has them
/// nonetheless (a 5×5: fast mode's whole-board search and `auto`'s beams use them).
pub(super) fn wide_frame(goal: &crate::board::Goal) -> Option<Frame> {
    let shape = goal.board().shape();
    Frame::for_goal(goal).filter(|_| shape.cells() > AUTO_MAX_CELLS)
}
