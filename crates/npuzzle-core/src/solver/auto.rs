//! `auto`'s strategy: the fastest optimal method for the board (an exact table, pattern
//! databases, else IDA* with linear conflict), and the budgets of the searches it tries before
//! the full one. The answers it offers meanwhile are `improvement.rs`'s.

use super::Solver;
use crate::heuristic::Estimate;
use crate::method::Method;
use crate::search::trace::Silent;
use crate::search::{Meter, Outcome, Problem, idastar, pdb_idastar};
use crate::solution::Status;
use crate::tables::frame::Frame;
use crate::tables::lookup::PatternEstimate;
use crate::tables::pattern::{self, AUTO_MAX_CELLS, PatternSet, TableKind};
use crate::tables::perfect::{self, PerfectTable};

/// Nodes `auto` spends on IDA* with linear conflict before it builds pattern databases: easy
/// boards are answered without the build.
pub(super) const TRY_BEFORE_BUILDING: u64 = 300_000;
/// Nodes `auto` spends on a search with tables it holds before it looks for a better
/// improvement with them (and then searches in full), in whole iterations (see [`quick_nodes`]).
const QUICK_PATTERN_NODES: u64 = 9_000_000;
const QUICK_PATTERN_NODES_BEYOND_16: u64 = 3_000_000;
/// Nodes of the search with tables held before anything else (about 0.1 ms natively): the
/// easiest boards end there (some of Korf's 100: docs/benchmarks.md, "Answers at once, then
/// better ones") with no improvement spent before their shortest; the others lose only the
/// part iteration it searched.
const PROBE_NODES: u64 = 4_000;
/// Nodes of the optimal search (linear conflict's) before a 5×5's beams: its first iterations
/// prove more than the tables' estimate for a few hundredths of a second (`npuzzle random
/// --size 5x5 --seed 5`, eight boards: 1 M nodes, 25–38 ms, raised the bound by 5 to 10 over
/// linear conflict's estimate; the first board's tables estimate 86, the search 92), which the
/// beams, spending a time limit whole, would otherwise leave at the estimate.
const WIDE_BOUND_NODES: u64 = 1_000_000;

impl Solver {
    /// The fastest optimal method for the board: an exact table (≤ 9 cells), pattern databases
    /// (≤ 21 cells, goal blank in a corner), else IDA* with linear conflict. Beside it, an answer
    /// at once and better ones, each told to the caller as it comes, with each new bound.
    pub(super) fn auto(&mut self, p: &Problem, meter: &mut Meter) -> (Outcome, Method) {
        let shape = p.start.shape();
        if shape.cells() <= perfect::MAX_CELLS {
            return self.auto_small(p, meter);
        }
        let frame = pattern_frame(p.goal);
        let held = frame.and(self.best_index(shape));
        // Tables held: the easiest boards finish within a very short search, and their first
        // answer is then the shortest, with nothing spent before it. (Not under a caller's
        // budget this search could spend: the answer at once comes first then.)
        if let (Some(i), Some(frame)) = (held, frame)
            && self.improvements
            && meter.room() > PROBE_NODES
            && let Some(done) = self.pattern_search_within(p, meter, i, frame, PROBE_NODES, false)
        {
            return done;
        }
        // A board too large for the tables' optimal search (a 5×5) whose own are held.
        let wide = if frame.is_none() {
            self.wide_tables(p.goal)
        } else {
            None
        };
        // Their estimate of the board is a proved bound, above linear conflict's (`npuzzle
        // random --size 5x5 --seed 5`'s first: 86 and 84), which the beams, spending the time
        // given, would otherwise leave where it was; the search after them starts there.
        if let Some((i, frame)) = wide {
            let estimate = PatternEstimate::new(&self.patterns[i], frame, p.goal);
            meter.raise_bound(estimate.estimate(p.start.cells()));
        }
        // With tables held, the answer at once is theirs and nearly free (a 5×5's too, with its
        // own); else fast mode's.
        if self.improvements {
            match (held, frame, wide) {
                (Some(i), Some(frame), _) => {
                    self.first_answer_with(p, meter, (&self.patterns[i], frame), false)
                }
                (_, _, Some((i, frame))) => {
                    self.first_answer_with(p, meter, (&self.patterns[i], frame), true)
                }
                _ => self.first_answer(p, meter),
            }
        }
        let Some(frame) = frame else {
            // The 5×5 gets its better answers from wider beams with its tables (its first was a
            // narrow beam's, which a weighted search would not better).
            match wide {
                Some((i, frame)) => {
                    if self.improvements {
                        self.straighten(p, meter);
                    }
                    if let Some(ended) = ended_within(meter, WIDE_BOUND_NODES, false, |m| {
                        idastar::run(p, m, &mut Silent)
                    }) {
                        return (ended, Method::LinearConflict);
                    }
                    self.beam_answers(p, meter, &self.patterns[i], frame);
                }
                None => self.better_answers(p, meter, None),
            }
            return (idastar::run(p, meter, &mut Silent), Method::LinearConflict);
        };
        let set = match held {
            // Most of the other boards finish within a short search, resumed at the bound the
            // first reached (all of Korf's 100 do); the rest first get a better improvement
            // with the tables, then the search goes on.
            Some(i) if self.improvements => {
                match self.pattern_search_within(p, meter, i, frame, quick_nodes(p), true) {
                    Some(done) => return done,
                    None => i,
                }
            }
            Some(i) => i,
            None => match self.tables_for(p, meter) {
                Ok(i) => i,
                Err(done) => return done,
            },
        };
        self.better_answers(p, meter, Some((&self.patterns[set], frame)));
        if self.improvements
            && beams(p)
            && let Some(done) = self.beams_unless_finished(p, meter, set, frame)
        {
            return done;
        }
        let set = &self.patterns[set];
        let outcome = meter.offering_hand_off(|m| pdb_idastar::run(p, set, frame, m, self.threads));
        (outcome, pattern_method(set))
    }

    /// The board's pattern databases, built (after a short search without them, which may
    /// answer first, and a better answer while they are built): their index, or the solve's end
    /// (answered by that search, or cancelled during the build).
    pub(super) fn tables_for(
        &mut self,
        p: &Problem,
        meter: &mut Meter,
    ) -> Result<usize, (Outcome, Method)> {
        if self.try_first > 0
            && let Some(ended) = ended_within(meter, self.try_first, false, |m| {
                idastar::run(p, m, &mut Silent)
            })
        {
            return Err((ended, Method::LinearConflict));
        }
        self.better_answers(p, meter, None);
        let t0 = meter.now_ms();
        let mut cancelled = false;
        let shape = p.start.shape();
        let kind = if self.quick_first && PatternSet::groups_for(shape, TableKind::Quick).is_some()
        {
            TableKind::Quick
        } else {
            TableKind::Full
        };
        let built = PatternSet::build(shape, kind, self.threads, &mut |f| {
            cancelled |= meter.building("building pattern databases", f)
        });
        meter.stats.table_ms += meter.now_ms() - t0;
        self.patterns.push(built);
        if cancelled {
            let how = Method::PatternDatabases {
                quick: kind == TableKind::Quick,
                reflected: false,
            };
            return Err((Outcome::stopped(Status::Cancelled), how));
        }
        Ok(self.patterns.len() - 1)
    }

    /// The optimal search with the tables `patterns[i]` within `nodes` more nodes (in `whole`
    /// iterations: it stops before one expected not to fit): its outcome if it ended (solved,
    /// or the caller's own budget spent or cancelled), `None` if it only ran out of these nodes
    /// (the next search resumes at the bound it reached).
    pub(super) fn pattern_search_within(
        &self,
        p: &Problem,
        meter: &mut Meter,
        i: usize,
        frame: Frame,
        nodes: u64,
        whole: bool,
    ) -> Option<(Outcome, Method)> {
        let set = &self.patterns[i];
        ended_within(meter, nodes, whole, |m| {
            pdb_idastar::run(p, set, frame, m, self.threads)
        })
        .map(|outcome| (outcome, pattern_method(set)))
    }

    /// `auto` on boards the exact distance table covers: the table (built once, where allowed),
    /// else IDA* with linear conflict.
    pub(super) fn auto_small(&mut self, p: &Problem, meter: &mut Meter) -> (Outcome, Method) {
        let goal = p.goal.board();
        let cached = self.perfect.iter().position(|t| t.goal() == goal);
        let table = match cached {
            Some(i) => Some(i),
            None if self.build_small => {
                let t0 = meter.now_ms();
                let table = PerfectTable::build(p.goal, &mut |f| {
                    meter.building("building the exact distance table", f);
                });
                meter.stats.table_ms += meter.now_ms() - t0;
                self.perfect.push(table);
                Some(self.perfect.len() - 1)
            }
            None => None,
        };
        if let Some(i) = table {
            let (moves, looked) = self.perfect[i]
                .solve(p.start)
                .expect("solvable boards are in the table");
            meter.stats.expanded += moves.len() as u64;
            meter.stats.generated += looked;
            meter.stats.depth = moves.len() as u32;
            return (Outcome::solved(moves), Method::ExactTable);
        }
        (idastar::run(p, meter, &mut Silent), Method::LinearConflict)
    }
}

/// `search` within `nodes` more nodes (in `whole` iterations: see
/// [`Meter::limit_iterations_to`]): its outcome if it ended (solved, unsolvable, the caller's
/// own budget spent, cancelled, or handed over), `None` if it only ran out of these nodes.
pub(super) fn ended_within(
    meter: &mut Meter,
    nodes: u64,
    whole: bool,
    search: impl FnOnce(&mut Meter) -> Outcome,
) -> Option<Outcome> {
    let budget = if whole {
        meter.limit_iterations_to(nodes)
    } else {
        meter.limit_to(nodes)
    };
    let outcome = search(meter);
    meter.restore(budget);
    (outcome.status != Status::Limit || meter.budget_spent() || meter.handed_off).then_some(outcome)
}

/// The short search's budget: on up to 16 cells, enough that every one of Korf's 100 finishes
/// in it, even those whose last iteration the estimate (5 times the one before) puts far above
/// what it takes, and most 4×4s with the quick tables the page loads first (measured in
/// docs/benchmarks.md, "Answers at once, then better ones"). Beyond 16 cells, where iterations
/// grow faster and beams follow, a third of that.
pub(super) fn quick_nodes(p: &Problem) -> u64 {
    if beams(p) {
        QUICK_PATTERN_NODES_BEYOND_16
    } else {
        QUICK_PATTERN_NODES
    }
}

/// Whether `auto` looks for better answers by beam search (boards of more than 16 cells, where
/// they are far shorter than weighted A*'s at its lower weights, in fewer nodes).
pub(super) fn beams(p: &Problem) -> bool {
    p.start.shape().cells() > pattern::MAX_CELLS
}

/// How `auto` solved with `set`, in words.
pub(super) fn pattern_method(set: &PatternSet) -> Method {
    Method::PatternDatabases {
        quick: set.kind == TableKind::Quick,
        reflected: set.reflectable(),
    }
}

/// Whether `auto` uses pattern databases for this goal's boards (more than 9 and at most 21
/// cells, the goal's blank in a corner), and the frame that maps them onto the tables.
pub(super) fn pattern_frame(goal: &crate::board::Goal) -> Option<Frame> {
    let n = goal.board().shape().cells();
    Frame::for_goal(goal).filter(|_| n > perfect::MAX_CELLS && n <= AUTO_MAX_CELLS)
}
