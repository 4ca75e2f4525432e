//! Counting, budgets, cancel checks and progress reports, shared by every search loop.

use crate::board::Move;
use crate::control::{Control, Improvement, PROGRESS_INTERVAL_MS, Progress};
use crate::solution::{Stats, Status};

/// Expansions between two looks at the clock and the cancel flag.
const CHECK_EVERY: u32 = 1024;

pub(crate) struct Meter<'c> {
    control: &'c mut dyn Control,
    start_ms: f64,
    last_report_ms: f64,
    countdown: u32,
    max_nodes: u64,
    pub stats: Stats,
    /// Whether an iterative search's new bound is a lower bound of this solve (the top-level
    /// optimal search's meter, not fast mode's on a region).
    bounds: bool,
    /// The proved lower bound so far.
    pub lower_bound: u32,
    /// Nodes generated when the current bound's iteration began.
    bound_at: u64,
    /// Nodes of the last iteration an iterative search on this meter finished (a resumed
    /// search's next iteration is expected from it).
    pub last_iteration: u64,
    /// Whether the lowered budget ends before an iteration that would not fit in it, rather
    /// than inside it (see [`Meter::limit_iterations_to`]).
    whole: bool,
    /// The best answer so far, while an optimal search looks for a shorter one.
    pub best: Option<Vec<Move>>,
    /// A side search's meter (`Some`): it asks the caller's cancel but reports no counters of
    /// its own, which are not the search's the caller follows. It reports, as time passes, the
    /// counters of the search it is beside as they were when it began, on that search's clock
    /// (its start here), so that the solve's clock goes on while a side search runs.
    beside: Option<(Progress, f64)>,
    /// Whether the caller is asked to take a long iteration over (only within
    /// [`Meter::offering_hand_off`]).
    may_hand_off: bool,
    /// Whether the caller took an iteration over (the solve then ends, stopped at its bound).
    pub handed_off: bool,
}

impl<'c> Meter<'c> {
    pub fn new(control: &'c mut dyn Control, max_nodes: u64) -> Meter<'c> {
        let start_ms = control.now_ms();
        Meter {
            control,
            start_ms,
            last_report_ms: f64::NEG_INFINITY,
            countdown: CHECK_EVERY,
            max_nodes,
            stats: Stats::default(),
            bounds: false,
            lower_bound: 0,
            bound_at: 0,
            last_iteration: 0,
            whole: false,
            best: None,
            beside: None,
            may_hand_off: false,
            handed_off: false,
        }
    }

    /// A meter on the same caller for a side search (an improvement): its own budget and
    /// counters, reporting no bounds, and as progress this search's counters as they stand.
    pub fn side(&mut self, max_nodes: u64) -> Meter<'_> {
        let beside = self
            .beside
            .unwrap_or_else(|| (self.counters(0, 0.0), self.start_ms));
        Meter {
            beside: Some(beside),
            ..Meter::new(&mut *self.control, max_nodes)
        }
    }

    /// The counters as progress reports them, `ms` into the search.
    fn counters(&self, frontier: u64, ms: f64) -> Progress {
        Progress {
            expanded: self.stats.expanded,
            generated: self.stats.generated,
            frontier,
            depth: self.stats.depth,
            ms,
        }
    }

    /// From now on an iterative search's new bound is a lower bound of the solve, starting at
    /// `at_least` (the start's admissible estimate).
    pub fn report_bounds(&mut self, at_least: u32) {
        self.bounds = true;
        self.lower_bound = self.lower_bound.max(at_least);
    }

    /// A lower bound proved another way (an admissible estimate of the start better than the
    /// search's own), if this meter reports bounds.
    pub fn raise_bound(&mut self, at_least: u32) {
        if self.bounds {
            self.lower_bound = self.lower_bound.max(at_least);
        }
    }

    /// An answer found on the way: kept and reported if shorter than the best so far.
    pub fn offer(&mut self, moves: Vec<Move>) {
        if self.best.as_ref().is_none_or(|b| moves.len() < b.len()) {
            self.best = Some(moves);
            self.tell();
        }
    }

    fn tell(&mut self) {
        if let Some(best) = &self.best {
            let ms = self.control.now_ms() - self.start_ms;
            self.control.improved(&Improvement {
                moves: best.clone(),
                lower_bound: self.lower_bound,
                ms,
            });
        }
    }

    /// Where an iterative search of the solve's board may start: the bound an earlier search
    /// reached (every shorter path is ruled out), or 0 when this meter proves no bounds.
    pub fn proved(&self) -> u32 {
        if self.bounds { self.lower_bound } else { 0 }
    }

    /// Nodes generated since the current bound's iteration began (by this search or, for one
    /// resumed at [`Meter::proved`], by the one stopped short).
    pub fn at_bound(&self) -> u64 {
        self.stats.generated - self.bound_at
    }

    /// Runs `search` with the caller asked to take a long iteration over (`auto`'s searches
    /// after its improvements), and no other search.
    pub fn offering_hand_off<T>(&mut self, search: impl FnOnce(&mut Meter<'c>) -> T) -> T {
        let was = std::mem::replace(&mut self.may_hand_off, true);
        let out = search(self);
        self.may_hand_off = was;
        out
    }

    /// Whether the caller takes the iteration at `bound` over (see [`Control::hand_over`]).
    pub fn hand_off(&mut self, bound: u32) -> bool {
        let yes = self.may_hand_off && self.control.hand_over(bound);
        self.handed_off |= yes;
        yes
    }

    /// Counts one expansion; `Some(status)` means stop now (budget spent or cancelled).
    #[inline]
    pub fn expand(&mut self, frontier: usize, depth: u32) -> Option<Status> {
        self.stats.expanded += 1;
        self.stats.max_frontier = self.stats.max_frontier.max(frontier as u64);
        self.stats.depth = self.stats.depth.max(depth);
        if self.stats.generated > self.max_nodes {
            return Some(Status::Limit);
        }
        self.countdown -= 1;
        if self.countdown == 0 {
            self.countdown = CHECK_EVERY;
            return self.check(frontier as u64);
        }
        None
    }

    /// Counts generated nodes.
    #[inline]
    pub fn generate(&mut self, n: u64) {
        self.stats.generated += n;
    }

    /// Sets the depth shown in progress (an iterative search's new bound) and reports it at once.
    pub fn new_bound(&mut self, bound: u32) -> Option<Status> {
        self.stats.depth = bound;
        self.bound_at = self.stats.generated;
        if self.bounds && bound > self.lower_bound {
            self.lower_bound = bound;
            self.tell();
        }
        self.last_report_ms = f64::NEG_INFINITY;
        self.check(0)
    }

    /// Asks the caller's cancel and reports progress if it is time: for a thread that waits on
    /// others' search.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    pub fn poll(&mut self) -> Option<Status> {
        self.check(0)
    }

    // Out of line: inlined, its report's record needs a stack frame in every search's loop (in
    // wasm, one kept in the module's memory at each call).
    #[cold]
    #[inline(never)]
    fn check(&mut self, frontier: u64) -> Option<Status> {
        if self.control.cancelled() {
            return Some(Status::Cancelled);
        }
        let now = self.control.now_ms();
        let due = now - self.last_report_ms >= PROGRESS_INTERVAL_MS;
        let progress = match self.beside {
            None if now == 0.0 || due => Some(self.counters(frontier, now - self.start_ms)),
            // A side search (with a clock): the solve's counters, its clock going on.
            Some((counters, started)) if now > 0.0 && due => Some(Progress {
                ms: now - started,
                ..counters
            }),
            _ => None,
        };
        if let Some(progress) = progress {
            self.last_report_ms = now;
            self.control.progress(&progress);
        }
        None
    }

    /// Lowers the node budget to `extra` more nodes; returns the old budget for [`Meter::restore`].
    pub fn limit_to(&mut self, extra: u64) -> u64 {
        let old = self.max_nodes;
        self.max_nodes = old.min(self.stats.generated + extra);
        old
    }

    pub fn restore(&mut self, max_nodes: u64) {
        self.max_nodes = max_nodes;
        self.whole = false;
    }

    /// As [`Meter::limit_to`], but an iterative search stops before an iteration expected to
    /// pass the budget instead of inside it: a search resumed after it then repeats nothing.
    pub fn limit_iterations_to(&mut self, extra: u64) -> u64 {
        self.whole = true;
        self.limit_to(extra)
    }

    /// Whether an iteration expected to generate `nodes` should not start (see
    /// [`Meter::limit_iterations_to`]).
    pub fn stop_before(&self, nodes: u64) -> bool {
        self.whole && self.stats.generated.saturating_add(nodes) > self.max_nodes
    }

    /// How many more nodes the budget allows.
    pub fn room(&self) -> u64 {
        self.max_nodes.saturating_sub(self.stats.generated)
    }

    /// Whether the caller's own budget (not a lowered one) is spent.
    pub fn budget_spent(&self) -> bool {
        self.stats.generated > self.max_nodes
    }

    pub fn now_ms(&self) -> f64 {
        self.control.now_ms()
    }

    /// Reports table-building progress (0 to 1); `true` if the caller cancelled meanwhile.
    pub fn building(&mut self, what: &str, fraction: f64) -> bool {
        self.control.building(what, fraction);
        self.control.cancelled()
    }

    pub fn finish(self) -> Stats {
        Stats {
            ms: self.control.now_ms() - self.start_ms,
            ..self.stats
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::{Cell, RefCell};
    use std::rc::Rc;

    /// A clock the test moves, and the progress it heard.
    #[derive(Default)]
    struct Watch {
        now: Cell<f64>,
        heard: RefCell<Vec<Progress>>,
    }

    struct Watching(Rc<Watch>);

    impl Control for Watching {
        fn now_ms(&self) -> f64 {
            self.0.now.get()
        }
        fn progress(&mut self, p: &Progress) {
            self.0.heard.borrow_mut().push(*p);
        }
    }

    #[test]
    fn a_side_search_reports_the_solves_counters_as_its_clock_goes_on() {
        let watch = Rc::new(Watch::default());
        watch.now.set(1000.0);
        let mut control = Watching(watch.clone());
        let mut meter = Meter::new(&mut control, u64::MAX);
        for _ in 0..5 {
            assert_eq!(meter.expand(3, 7), None);
        }
        meter.generate(12);
        assert_eq!(meter.new_bound(9), None);
        assert_eq!(watch.heard.borrow().len(), 1, "the new bound, at once");
        let mut side = meter.side(u64::MAX);
        for step in 1..=3 {
            watch.now.set(1000.0 + 150.0 * f64::from(step));
            for _ in 0..CHECK_EVERY {
                side.generate(2);
                assert_eq!(side.expand(1, 40), None);
            }
        }
        assert_eq!(side.stats.generated, 6 * u64::from(CHECK_EVERY));
        let heard = watch.heard.borrow();
        assert_eq!(heard.len(), 4, "{heard:?}");
        for (k, p) in heard[1..].iter().enumerate() {
            // The solve's counters, not the side search's, on the solve's clock.
            assert_eq!((p.expanded, p.generated, p.depth), (5, 12, 9), "{p:?}");
            assert_eq!(p.ms, 150.0 * (k as f64 + 1.0), "{p:?}");
        }
    }
}
