//! The answers `auto` offers before its shortest: one at once, then better ones (weighted A*,
//! beams, stretches made shortest), each told to the caller through the meter as it comes.

use super::Solver;
use super::auto::beams;
use super::fast::FINISH_PLAIN_CELLS;
use crate::method::Method;
use crate::search::{self, Meter, Outcome, Problem, fast};
use crate::solution::Status;
use crate::tables::frame::Frame;
use crate::tables::lookup::PatternEstimate;
use crate::tables::pattern::PatternSet;

/// Nodes an improvement (fast mode, before and beside `auto`'s optimal search) may spend in
/// all, and on finishing a region optimally: it must come at once, whatever the board.
const IMPROVEMENT_NODES: u64 = 50_000_000;
const IMPROVEMENT_FINISH_NODES: u64 = 200_000;
/// The weighted searches for an improvement with tables: their weights in halves (f = g + 3h, 2h, 1.5h),
/// and each one's budget in generated nodes.
const IMPROVEMENT_HALF_WEIGHTS: [u32; 3] = [6, 4, 3];
const IMPROVEMENT_WEIGHTED_NODES: u64 = 1_000_000;
/// Beam searches' widths for better answers on boards of more than 16 cells (on a 24-puzzle,
/// natively: 0.3–0.4 s at 10,000, 1.0–1.3 s at 30,000), the most bytes one may keep to retrace
/// its answer (two a board a layer: a wider beam is narrowed), and the most layers expected
/// when no answer bounds them.
const BEAM_WIDTHS: [usize; 3] = [10_000, 30_000, 100_000];
/// The first answer's beam on a 5×5 (Korf and Felner's fifty, natively: 45 ms a board, at most
/// 67 ms, 1.141 times the optimum; fast mode's answer took about 250 ms for 1.16; a 300-wide
/// beam 13 ms for 1.209).
const FIRST_BEAM_WIDTH: usize = 1_000;
const BEAM_BYTES: usize = 24 << 20;
const BEAM_MAX_LAYERS: usize = 1000;
/// An answer above this many tenths of the proved bound is far above it: the next beam is
/// tried even if the one before found nothing shorter (on 21 cells, a 100,000-wide beam then
/// still finds shorter answers; near the bound, as on most 4×5s, it rarely does and costs about
/// a second).
const FAR_ABOVE_TENTHS: u64 = 11;
/// Nodes of the optimal search with tables, after the short one and the weighted answer, before
/// the beams on boards of more than 16 cells (about 0.5 s natively on 20 cells): boards it
/// finishes do not pay for them.
const LATER_PATTERN_NODES: u64 = 20_000_000;
/// Nodes the first answer with tables may take (weighted A*, f = g + 3h): it must be nearly
/// free beside the optimal search that follows.
const FIRST_WEIGHTED_NODES: u64 = 20_000;

impl Solver {
    /// The first answer, offered to `meter` (which tells the caller) at once: fast mode on a
    /// meter of its own, so its nodes are not the optimal search's. Its regions of more than 12
    /// cells are peeled, not searched (with tables held, that search would be the optimal one's
    /// first steps), but on a board too large for them whose own are held (a 5×5, searched
    /// whole with them first).
    pub(super) fn first_answer(&self, p: &Problem, meter: &mut Meter) {
        let wide = self.wide_tables(p.goal).is_some();
        let mut side = meter.side(IMPROVEMENT_NODES);
        let (outcome, _) = self.fast(p, &mut side, &mut |start, goal, m| {
            if !wide && start.shape().cells() > FINISH_PLAIN_CELLS {
                return None;
            }
            self.finish_optimally(start, goal, m, IMPROVEMENT_FINISH_NODES)
        });
        drop(side);
        if outcome.status == Status::Solved {
            meter.offer(outcome.moves);
        }
    }

    /// The first answer with tables held: weighted A* (f = g + 3h) with them as its estimate,
    /// a few thousand nodes on a 15-puzzle (under a millisecond: so boards the optimal search
    /// finishes in milliseconds do not wait for fast mode's answer first); on a board too
    /// large for the optimal search (`wide`: a 5×5), a narrow beam with them. Fast mode's if
    /// neither finishes.
    pub(super) fn first_answer_with(
        &self,
        p: &Problem,
        meter: &mut Meter,
        (set, frame): (&PatternSet, Frame),
        wide: bool,
    ) {
        let estimate = PatternEstimate::new(set, frame, p.goal);
        let outcome = if wide {
            side_beam(p, meter, &estimate, FIRST_BEAM_WIDTH, BEAM_MAX_LAYERS)
        } else {
            let mut side = meter.side(IMPROVEMENT_NODES);
            fast::weighted_whole(p, &estimate, 6, FIRST_WEIGHTED_NODES, &mut side)
        };
        match outcome.status {
            Status::Solved => meter.offer(outcome.moves),
            Status::Cancelled => {}
            _ => self.first_answer(p, meter),
        }
    }

    /// Better answers than the first, once a short optimal search has not finished (so only
    /// boards that take long pay for them), each offered to `meter`. With `tables`, weighted A*
    /// on the whole board with them as its estimate, the weight lowered while each finishes
    /// within its budget (answers at most 3, 2, then 1.5 times the optimum, and in practice far
    /// closer; beyond 16 cells weight 3 only, as beam search follows: see
    /// [`Solver::beam_answers`]); then the best answer's stretches made shortest where that is
    /// cheap (`search::shorten`).
    pub(super) fn better_answers(
        &self,
        p: &Problem,
        meter: &mut Meter,
        tables: Option<(&PatternSet, Frame)>,
    ) {
        if !self.improvements {
            return;
        }
        if let Some((set, frame)) = tables {
            let estimate = PatternEstimate::new(set, frame, p.goal);
            // Where beams follow, only the quickest weighted search is kept.
            let weights = if beams(p) {
                &IMPROVEMENT_HALF_WEIGHTS[..1]
            } else {
                &IMPROVEMENT_HALF_WEIGHTS[..]
            };
            for &half_weight in weights {
                let mut side = meter.side(IMPROVEMENT_NODES);
                let outcome = fast::weighted_whole(
                    p,
                    &estimate,
                    half_weight,
                    IMPROVEMENT_WEIGHTED_NODES,
                    &mut side,
                );
                drop(side);
                match outcome.status {
                    Status::Solved => meter.offer(outcome.moves),
                    Status::Cancelled => return,
                    _ => {}
                }
            }
        }
        self.straighten(p, meter);
    }

    /// The best answer's stretches made shortest where that is cheap, offered to `meter`.
    pub(super) fn straighten(&self, p: &Problem, meter: &mut Meter) {
        if let Some(best) = meter.best.clone() {
            let mut side = meter.side(IMPROVEMENT_NODES);
            let short = search::shorten::shorten(p.start, best, &mut side);
            drop(side);
            meter.offer(short);
        }
    }

    /// The optimal search with the tables `patterns[i]` for up to [`LATER_PATTERN_NODES`] more
    /// (half of a caller's budget left at most, so the beams come before it is spent), which
    /// the caller may share as it would the last search's: its end if it finished, else beam
    /// search's better answers (they cost a second or so: only boards this search has not
    /// finished pay for them).
    pub(super) fn beams_unless_finished(
        &self,
        p: &Problem,
        meter: &mut Meter,
        i: usize,
        frame: Frame,
    ) -> Option<(Outcome, Method)> {
        let nodes = LATER_PATTERN_NODES.min(meter.room() / 2);
        let ended =
            meter.offering_hand_off(|m| self.pattern_search_within(p, m, i, frame, nodes, true));
        if ended.is_none() {
            self.beam_answers(p, meter, &self.patterns[i], frame);
        }
        ended
    }

    /// Better answers by beam search with the board's tables (`set`, read through `frame`),
    /// each wider beam tried while the one before found a shorter answer than the best so far
    /// (a wider one then rarely does) or the best is still far above the proved bound; then the
    /// best straightened, if a beam found it (the answer before them was straightened by
    /// `better_answers`).
    pub(super) fn beam_answers(
        &self,
        p: &Problem,
        meter: &mut Meter,
        set: &PatternSet,
        frame: Frame,
    ) {
        if !self.improvements {
            return;
        }
        let estimate = PatternEstimate::new(set, frame, p.goal);
        let mut found = false;
        for width in BEAM_WIDTHS {
            let best = meter.best.as_ref().map_or(BEAM_MAX_LAYERS, Vec::len);
            if best as u32 <= meter.lower_bound {
                return; // proved shortest
            }
            let width = width.min(BEAM_BYTES / (2 * best.min(BEAM_MAX_LAYERS)));
            let outcome = side_beam(p, meter, &estimate, width, best);
            match outcome.status {
                Status::Solved => {
                    meter.offer(outcome.moves);
                    found = true;
                }
                Status::Cancelled => return,
                _ if far_above(best, meter.lower_bound) => {}
                _ => break,
            }
        }
        if found {
            self.straighten(p, meter);
        }
    }
}

/// A beam `width` boards wide for an answer shorter than `shorter_than` moves, on a meter of its
/// own (its nodes are not the optimal search's).
fn side_beam(
    p: &Problem,
    meter: &mut Meter,
    estimate: &PatternEstimate,
    width: usize,
    shorter_than: usize,
) -> Outcome {
    let mut side = meter.side(IMPROVEMENT_NODES);
    let beam = search::beam::Beam {
        start: p.start,
        goal: p.goal,
        estimate,
        width,
        shorter_than,
    };
    beam.run(&mut side)
}

/// Whether an answer of `best` moves is more than [`FAR_ABOVE_TENTHS`] tenths of the proved
/// `bound`, so that a wider beam is worth its time even when a narrower one found nothing
/// shorter.
pub(super) fn far_above(best: usize, bound: u32) -> bool {
    best as u64 * 10 > u64::from(bound) * FAR_ABOVE_TENTHS
}
