//! The solver: one entry point for every algorithm, keeping the tables `auto` builds so that each
//! is built at most once (a web worker or a benchmark keeps one `Solver` for all its solves).

use crate::algorithm::Algorithm;
use crate::board::{Board, replay_tiles};
use crate::control::Control;
use crate::error::Error;
use crate::heuristic::{Estimator, Heuristic};
use crate::method::{Finish, Method};
use crate::search::trace::{Observer, Recorder, Silent, Trace};
use crate::search::{self, Meter, Outcome, Problem, fast, idastar, pdb_idastar};
use crate::settings::SolveOptions;
use crate::solution::{Solution, Stats, Status};
use crate::solvable::is_solvable;
use crate::split::{Cut, Searched};
use crate::tables::frame::Frame;
use crate::tables::lookup::PatternEstimate;
use crate::tables::pattern::{self, AUTO_MAX_CELLS, PatternSet, TableKind};
use crate::tables::perfect::{self, PerfectTable};

/// Nodes `auto` spends on IDA* with linear conflict before it builds pattern databases: easy
/// boards are answered without the build.
const TRY_BEFORE_BUILDING: u64 = 300_000;

/// Nodes fast mode may spend finishing a region optimally (many times the mean of Korf's 100
/// with pattern databases: docs/benchmarks.md, "15-puzzle: Korf's 100") before it peels the
/// region instead.
const FINISH_NODES: u64 = 5_000_000;
/// Regions fast mode finishes by IDA* with linear conflict when it has no tables for them (3×4).
const FINISH_PLAIN_CELLS: usize = 12;

/// Nodes `auto` spends on a search with tables it holds before it looks for a better interim
/// answer with them (and then searches in full), in whole iterations (see [`quick_nodes`]).
const QUICK_PATTERN_NODES: u64 = 9_000_000;
const QUICK_PATTERN_NODES_BEYOND_16: u64 = 3_000_000;
/// Nodes of the search with tables held before anything else (about 0.1 ms natively): the
/// easiest boards end there (some of Korf's 100: docs/benchmarks.md, "Answers at once, then
/// better ones") with no interim answer spent before their shortest; the others lose only the
/// part iteration it searched.
const PROBE_NODES: u64 = 4_000;

/// Nodes an interim answer (fast mode, before and beside `auto`'s optimal search) may spend in
/// all, and on finishing a region optimally: it must come at once, whatever the board.
const INTERIM_NODES: u64 = 50_000_000;
const INTERIM_FINISH_NODES: u64 = 200_000;
/// The interim weighted searches with tables: their weights in halves (f = g + 3h, 2h, 1.5h),
/// and each one's budget in generated nodes.
const INTERIM_HALF_WEIGHTS: [u32; 3] = [6, 4, 3];
const INTERIM_WEIGHTED_NODES: u64 = 1_000_000;
/// Beam searches' widths for better answers on boards of more than 16 cells (on a 24-puzzle,
/// natively: 0.3–0.4 s at 10,000, 1.0–1.3 s at 30,000), the most bytes one may keep to retrace
/// its answer (two a board a layer: a wider beam is narrowed), and the most layers expected
/// when no answer bounds them.
const BEAM_WIDTHS: [usize; 3] = [10_000, 30_000, 100_000];
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

/// Solves boards, keeping the tables it builds.
///
/// # Example
/// ```
/// use npuzzle_core::{Board, NoControl, SolveOptions, Solver};
/// let mut solver = Solver::new();
/// let board: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap();
/// let s = solver.solve(&board, &SolveOptions::default(), &mut NoControl).unwrap();
/// assert_eq!(s.length(), Some(31));
/// assert!(solver.table_bytes() > 0); // the 3×3 distance table is kept for the next solve
/// ```
pub struct Solver {
    perfect: Vec<PerfectTable>,
    patterns: Vec<PatternSet>,
    /// Build the small exact tables too (worth it only when several boards follow).
    build_small: bool,
    try_first: u64,
    threads: usize,
    /// Whether `auto` answers at once and better while its optimal search runs.
    interim: bool,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// A solver that builds each table on first need and keeps it.
    pub fn new() -> Solver {
        Solver {
            perfect: Vec::new(),
            patterns: Vec::new(),
            build_small: true,
            try_first: TRY_BEFORE_BUILDING,
            threads: 1,
            interim: true,
        }
    }

    /// How many threads share a long search with pattern databases, and build their tables a
    /// group each (default 1). Natively only: wasm works on one thread whatever this says. The
    /// answer and the tables are the same; the node counts of long searches vary a little from
    /// run to run with more than one.
    pub fn threads(mut self, threads: usize) -> Solver {
        self.threads = threads.max(1);
        self
    }

    /// How many nodes `auto` spends on IDA* with linear conflict before it builds pattern
    /// databases (default 300,000, so easy boards never wait for a build); 0 builds at once.
    pub fn try_before_building(mut self, nodes: u64) -> Solver {
        self.try_first = nodes;
        self
    }

    /// Whether `auto` offers an answer at once and better ones while its optimal search runs
    /// (default true). Without them the optimal search runs alone: what a benchmark compares
    /// against to measure what the interim answers cost.
    pub fn interim(mut self, on: bool) -> Solver {
        self.interim = on;
        self
    }

    /// For a single solve: skips tables that cost more to build than they save on one board
    /// (the 3×3 exact table); pattern databases are still built when `auto` needs them, or used
    /// if loaded with [`Solver::import_tables`].
    pub fn one_shot() -> Solver {
        Solver {
            build_small: false,
            ..Solver::new()
        }
    }

    /// The shape whose pattern databases this solve would use, if the solver does not hold them
    /// yet: `auto` builds them (a caller may load them with [`Solver::import_tables`] instead);
    /// fast mode on a 5×5 searches the whole board with the 5×5's if they are loaded first, and on
    /// boards up to 5×5 finishes on a 4×4 with the 4×4's (asked for once the 5×5's are held).
    pub fn wants_tables(
        &self,
        board: &Board,
        options: &SolveOptions,
    ) -> Option<crate::board::Shape> {
        let shape = board.shape();
        let goal = options.goal.resolve(shape).ok()?;
        let wanted = match options.algorithm.unwrap_or(Algorithm::Auto) {
            Algorithm::Auto => pattern_frame(&goal).map(|_| shape),
            Algorithm::Fast => {
                let wide = Frame::for_goal(&goal)
                    .filter(|_| shape.cells() > AUTO_MAX_CELLS)
                    .and_then(|_| PatternSet::groups_for(shape, TableKind::Full))
                    .map(|_| shape);
                match wide.filter(|&s| self.best(s).is_none()) {
                    Some(shape) => return Some(shape),
                    None => fast::finishing_shape(&goal),
                }
            }
            _ => None,
        }?;
        self.best(wanted).is_none().then_some(wanted)
    }

    /// The pattern databases of `kind` for `shape` as bytes (built first if need be), for
    /// [`Solver::import_tables`]. `None` for shapes that get none of that kind (9 cells or less,
    /// or more than 16 but the 5×5; quick tables exist for the 4×4 only).
    pub fn export_tables(
        &mut self,
        shape: crate::board::Shape,
        kind: TableKind,
        progress: &mut dyn FnMut(f64),
    ) -> Option<Vec<u8>> {
        if shape.cells() <= perfect::MAX_CELLS {
            return None;
        }
        PatternSet::groups_for(shape, kind)?;
        let held = |s: &PatternSet| s.shape == shape && s.kind == kind;
        if !self.patterns.iter().any(held) {
            let built = PatternSet::build(shape, kind, self.threads, progress);
            self.patterns.push(built);
        }
        self.patterns
            .iter()
            .find(|s| held(s))
            .map(crate::tables::store::encode)
    }

    /// The strongest pattern databases held for `shape` as bytes for [`Solver::import_tables`],
    /// fast (stored, not compressed: a copy for another worker on the device, not a download).
    pub fn copy_tables(&self, shape: crate::board::Shape) -> Option<Vec<u8>> {
        self.best(shape)
            .map(|set| crate::tables::store::encode_with(set, 0))
    }

    /// Memory the strongest pattern databases held for `shape` take, in bytes: what a copy from
    /// [`Solver::copy_tables`] becomes once imported.
    pub fn tables_in_memory(&self, shape: crate::board::Shape) -> Option<usize> {
        self.best(shape).map(PatternSet::bytes)
    }

    /// The strongest pattern databases held for `shape` (built or loaded), if any.
    pub fn holds_tables(&self, shape: crate::board::Shape) -> Option<TableKind> {
        self.best(shape).map(|s| s.kind)
    }

    fn best(&self, shape: crate::board::Shape) -> Option<&PatternSet> {
        self.best_index(shape).map(|i| &self.patterns[i])
    }

    fn best_index(&self, shape: crate::board::Shape) -> Option<usize> {
        self.patterns
            .iter()
            .enumerate()
            .filter(|(_, s)| s.shape == shape)
            .max_by_key(|(_, s)| s.kind)
            .map(|(i, _)| i)
    }

    /// Loads pattern databases saved by [`Solver::export_tables`]; returns their shape and kind.
    /// Searches use the strongest held: quick tables answer until full ones are loaded.
    pub fn import_tables(
        &mut self,
        bytes: &[u8],
    ) -> Result<(crate::board::Shape, TableKind), Error> {
        let set = crate::tables::store::decode(bytes)?;
        let (shape, kind) = (set.shape, set.kind);
        // Only the strongest set of a shape is kept: full tables free the quick ones' memory.
        if self.holds_tables(shape).is_none_or(|held| held <= kind) {
            self.patterns.retain(|s| s.shape != shape);
            self.patterns.push(set);
        }
        Ok((shape, kind))
    }

    /// Memory held by the kept tables, in bytes.
    pub fn table_bytes(&self) -> usize {
        self.perfect.iter().map(PerfectTable::bytes).sum::<usize>()
            + self.patterns.iter().map(PatternSet::bytes).sum::<usize>()
    }

    /// The iteration of `auto`'s search at `bound` cut into at least `want` subtrees (fewer if
    /// its tree is that small), for workers to search with [`Solver::search_subtrees`] (see
    /// [`crate::split`]). Needs the board's pattern databases held, as the solve that stopped
    /// at [`Control::hand_over`] held them.
    pub fn cut(
        &self,
        board: &Board,
        options: &SolveOptions,
        bound: u32,
        want: usize,
        control: &mut dyn Control,
    ) -> Result<(Cut, Stats), Error> {
        self.split_job(board, options, control, |p, set, frame, meter| {
            pdb_idastar::split::cut(p, set, frame, meter, bound, want)
        })
    }

    /// Searches a run of the subtrees a [`Solver::cut`] gave, in order, at `bound`, up to the
    /// first that holds an answer. Any tables of the board serve (quick or full): the first
    /// answer in a subtree is the same with either.
    pub fn search_subtrees(
        &self,
        board: &Board,
        options: &SolveOptions,
        bound: u32,
        subtrees: &[Vec<crate::board::Move>],
        control: &mut dyn Control,
    ) -> Result<(Searched, Stats), Error> {
        self.split_job(board, options, control, |p, set, frame, meter| {
            pdb_idastar::split::search(p, set, frame, meter, bound, subtrees)
        })
    }

    fn split_job<T>(
        &self,
        board: &Board,
        options: &SolveOptions,
        control: &mut dyn Control,
        f: impl FnOnce(&Problem, &PatternSet, Frame, &mut Meter) -> T,
    ) -> Result<(T, Stats), Error> {
        let goal = options.goal.resolve(board.shape())?;
        let no_tables =
            || Error::BadTables(format!("no pattern databases held for {}", board.shape()));
        let frame = pattern_frame(&goal).ok_or_else(no_tables)?;
        let set = self.best(board.shape()).ok_or_else(no_tables)?;
        let problem = Problem {
            start: board,
            goal: &goal,
            estimator: Estimator::new(Some(Heuristic::Manhattan), &goal),
            settings: options.settings,
        };
        let mut meter = Meter::new(control, options.max_nodes.unwrap_or(u64::MAX));
        let result = f(&problem, set, frame, &mut meter);
        Ok((result, meter.finish()))
    }

    /// Solves `board` as `options` say, reporting to `control`.
    ///
    /// Unsolvable boards answer at once without a search. Errors only for bad options (a custom
    /// goal of another size, a heuristic given to an uninformed algorithm).
    pub fn solve(
        &mut self,
        board: &Board,
        options: &SolveOptions,
        control: &mut dyn Control,
    ) -> Result<Solution, Error> {
        self.solve_observed(board, options, control, &mut Silent)
    }

    /// Solves as [`Solver::solve`] does, recording every step of the search (bfs, dfs, iddfs,
    /// greedy, astar, idastar; `auto` and `fast` are refused): at most `budget` events, past which
    /// the run ends with status `limit`. The solution and counters are those of the untraced run.
    ///
    /// # Example
    /// ```
    /// use npuzzle_core::{Algorithm, NoControl, SolveOptions, Solver, Stepper, TraceEvent};
    /// let board = "1 2 3 / 4 _ 5 / 7 8 6".parse().unwrap();
    /// let options = SolveOptions::with_algorithm(Algorithm::AStar);
    /// let trace = Solver::new().trace(&board, &options, &mut NoControl, 1000).unwrap();
    /// assert_eq!(trace.solution.length(), Some(2));
    /// assert!(matches!(trace.events.last(), Some(TraceEvent::Goal { .. })));
    /// let mut stepper = Stepper::new(trace);
    /// while stepper.step() {}
    /// assert_eq!(stepper.state().expanded, 2);
    /// ```
    pub fn trace(
        &mut self,
        board: &Board,
        options: &SolveOptions,
        control: &mut dyn Control,
        budget: usize,
    ) -> Result<Trace, Error> {
        let algorithm = options.algorithm.unwrap_or(Algorithm::Auto);
        if !algorithm.steppable() {
            return Err(Error::BadSetting {
                setting: "algorithm to trace",
                value: algorithm.name().into(),
                expected: "an algorithm that can be stepped: any but auto and fast",
            });
        }
        let mut recorder = Recorder {
            events: Vec::new(),
            budget,
        };
        let solution = self.solve_observed(board, options, control, &mut recorder)?;
        Ok(Trace {
            algorithm,
            ties: options.settings.ties,
            events: recorder.events,
            solution,
        })
    }

    fn solve_observed<O: Observer>(
        &mut self,
        board: &Board,
        options: &SolveOptions,
        control: &mut dyn Control,
        obs: &mut O,
    ) -> Result<Solution, Error> {
        let goal = options.goal.resolve(board.shape())?;
        let algorithm = options.algorithm.unwrap_or(Algorithm::Auto);
        algorithm.refuse_heuristic(options.heuristic.is_some())?;
        let mut heuristic = options.heuristic.or(algorithm.default_heuristic());
        let max_nodes = options.budget(algorithm, board);
        let problem = Problem {
            start: board,
            goal: &goal,
            estimator: Estimator::new(heuristic, &goal),
            settings: options.settings,
        };
        let h_start = problem.estimator.estimate(board.cells());
        let mut meter = Meter::new(control, max_nodes);
        if optimal_bounds(algorithm) {
            meter.report_bounds(h_start);
        }
        let mut method = Method::Search;
        // Fast mode on boards of at most 3×3 is the optimal solver itself.
        let small = board.shape().rows() <= 3 && board.shape().cols() <= 3;
        let optimal = algorithm.is_optimal() || (algorithm == Algorithm::Fast && small);
        let outcome = if !is_solvable(board, &goal) {
            Outcome::stopped(Status::Unsolvable)
        } else if algorithm == Algorithm::Auto || (algorithm == Algorithm::Fast && small) {
            let (outcome, how) = self.auto(&problem, &mut meter);
            method = how;
            if how != Method::LinearConflict {
                heuristic = None;
            }
            outcome
        } else if algorithm == Algorithm::Fast {
            let (outcome, how) = self.fast(&problem, &mut meter, &mut |start, goal, meter| {
                self.finish_optimally(start, goal, meter, FINISH_NODES)
            });
            method = how;
            outcome
        } else {
            search::run_observed(algorithm, &problem, &mut meter, obs)
        };
        let mut outcome = outcome;
        // A stopped optimal search keeps the best answer it had (auto's interim answers).
        if matches!(outcome.status, Status::Limit | Status::Cancelled)
            && let Some(best) = meter.best.take()
        {
            outcome.moves = best;
        }
        let lower_bound = optimal.then(|| match outcome.status {
            Status::Solved => outcome.moves.len() as u32,
            _ => meter.lower_bound.max(h_start),
        });
        let stats = Stats {
            h_start,
            ..meter.finish()
        };
        let tiles = replay_tiles(board, &outcome.moves);
        Ok(Solution {
            optimal: outcome.status == Status::Solved && optimal,
            lower_bound: lower_bound.filter(|_| outcome.status != Status::Unsolvable),
            status: outcome.status,
            algorithm,
            heuristic,
            method,
            moves: outcome.moves,
            tiles,
            stats,
        })
    }

    /// Fast mode's last region solved optimally, within a node cap: with kept pattern databases
    /// (never built for this), or by IDA* with linear conflict on at most 12 cells; with how, in
    /// words. `None` if neither applies or the cap is hit.
    fn finish_optimally(
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
        let problem = Problem {
            start,
            goal,
            estimator: Estimator::new(Some(Heuristic::LinearConflict), goal),
            settings: Default::default(),
        };
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
    fn fast(
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
    fn wide_tables(&self, goal: &crate::board::Goal) -> Option<(usize, Frame)> {
        let shape = goal.board().shape();
        let frame = Frame::for_goal(goal).filter(|_| shape.cells() > AUTO_MAX_CELLS)?;
        Some((self.best_index(shape)?, frame))
    }

    /// The fastest optimal method for the board: an exact table (≤ 9 cells), pattern databases
    /// (≤ 21 cells, goal blank in a corner), else IDA* with linear conflict. Beside it, an answer
    /// at once and better ones, each told to the caller as it comes, with each new bound.
    fn auto(&mut self, p: &Problem, meter: &mut Meter) -> (Outcome, Method) {
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
            && self.interim
            && meter.room() > PROBE_NODES
            && let Some(done) = self.pattern_search_within(p, meter, i, frame, PROBE_NODES, false)
        {
            return done;
        }
        // With tables held, the answer at once is theirs and nearly free; else fast mode's.
        if self.interim {
            match (held, frame) {
                (Some(i), Some(frame)) => {
                    self.first_answer_with(p, meter, &self.patterns[i], frame)
                }
                _ => self.first_answer(p, meter),
            }
        }
        let Some(frame) = frame else {
            // A board too large for the tables' optimal search (a 5×5) whose own are held gets
            // its better answers with them.
            let tables = self
                .wide_tables(p.goal)
                .map(|(i, frame)| (&self.patterns[i], frame));
            self.better_answers(p, meter, tables);
            if let Some((set, frame)) = tables {
                self.beam_answers(p, meter, set, frame);
            }
            return (idastar::run(p, meter, &mut Silent), Method::LinearConflict);
        };
        let set = match held {
            // Most of the other boards finish within a short search, resumed at the bound the
            // first reached (all of Korf's 100 do); the rest first get a better interim answer
            // with the tables, then the search goes on.
            Some(i) if self.interim => {
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
        if self.interim
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
    fn tables_for(&mut self, p: &Problem, meter: &mut Meter) -> Result<usize, (Outcome, Method)> {
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
        let built = PatternSet::build(p.start.shape(), TableKind::Full, self.threads, &mut |f| {
            cancelled |= meter.building("building pattern databases", f)
        });
        meter.stats.table_ms += meter.now_ms() - t0;
        self.patterns.push(built);
        if cancelled {
            let how = Method::PatternDatabases {
                quick: false,
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
    fn pattern_search_within(
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

    /// The first answer, offered to `meter` (which tells the caller) at once: fast mode on a
    /// meter of its own, so its nodes are not the optimal search's. Its regions of more than 12
    /// cells are peeled, not searched (with tables held, that search would be the optimal one's
    /// first steps), but on a board too large for them whose own are held (a 5×5, searched
    /// whole with them first).
    fn first_answer(&self, p: &Problem, meter: &mut Meter) {
        let wide = self.wide_tables(p.goal).is_some();
        let mut side = meter.side(INTERIM_NODES);
        let (outcome, _) = self.fast(p, &mut side, &mut |start, goal, m| {
            if !wide && start.shape().cells() > FINISH_PLAIN_CELLS {
                return None;
            }
            self.finish_optimally(start, goal, m, INTERIM_FINISH_NODES)
        });
        drop(side);
        if outcome.status == Status::Solved {
            meter.offer(outcome.moves);
        }
    }

    /// `auto` on boards the exact distance table covers: the table (built once, where allowed),
    /// else IDA* with linear conflict.
    fn auto_small(&mut self, p: &Problem, meter: &mut Meter) -> (Outcome, Method) {
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

    /// The first answer with tables held: weighted A* (f = g + 3h) with them as its estimate,
    /// a few thousand nodes on a 15-puzzle (under a millisecond: so boards the optimal search
    /// finishes in milliseconds do not wait for fast mode's answer first); fast mode's if it
    /// does not finish within its small budget.
    fn first_answer_with(&self, p: &Problem, meter: &mut Meter, set: &PatternSet, frame: Frame) {
        let estimate = PatternEstimate::new(set, frame, p.goal);
        let mut side = meter.side(INTERIM_NODES);
        let outcome = fast::weighted_whole(p, &estimate, 6, FIRST_WEIGHTED_NODES, &mut side);
        drop(side);
        match outcome.status {
            Status::Solved => meter.offer(outcome.moves),
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
    fn better_answers(&self, p: &Problem, meter: &mut Meter, tables: Option<(&PatternSet, Frame)>) {
        if !self.interim {
            return;
        }
        if let Some((set, frame)) = tables {
            let estimate = PatternEstimate::new(set, frame, p.goal);
            // Where beams follow, only the quickest weighted search is kept.
            let weights = if beams(p) {
                &INTERIM_HALF_WEIGHTS[..1]
            } else {
                &INTERIM_HALF_WEIGHTS[..]
            };
            for &half_weight in weights {
                let mut side = meter.side(INTERIM_NODES);
                let outcome = fast::weighted_whole(
                    p,
                    &estimate,
                    half_weight,
                    INTERIM_WEIGHTED_NODES,
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
    fn straighten(&self, p: &Problem, meter: &mut Meter) {
        if let Some(best) = meter.best.clone() {
            let mut side = meter.side(INTERIM_NODES);
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
    fn beams_unless_finished(
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
    fn beam_answers(&self, p: &Problem, meter: &mut Meter, set: &PatternSet, frame: Frame) {
        if !self.interim {
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
            let mut side = meter.side(INTERIM_NODES);
            let beam = search::beam::Beam {
                start: p.start,
                goal: p.goal,
                estimate: &estimate,
                width,
                shorter_than: best,
            };
            let outcome = beam.run(&mut side);
            drop(side);
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

/// Whether an answer of `best` moves is more than [`FAR_ABOVE_TENTHS`] tenths of the proved
/// `bound`, so that a wider beam is worth its time even when a narrower one found nothing
/// shorter.
fn far_above(best: usize, bound: u32) -> bool {
    best as u64 * 10 > u64::from(bound) * FAR_ABOVE_TENTHS
}

/// `search` within `nodes` more nodes (in `whole` iterations: see
/// [`Meter::limit_iterations_to`]): its outcome if it ended (solved, unsolvable, the caller's
/// own budget spent, cancelled, or handed over), `None` if it only ran out of these nodes.
fn ended_within(
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
fn quick_nodes(p: &Problem) -> u64 {
    if beams(p) {
        QUICK_PATTERN_NODES_BEYOND_16
    } else {
        QUICK_PATTERN_NODES
    }
}

/// Whether `auto` looks for better answers by beam search (boards of more than 16 cells, where
/// they are far shorter than weighted A*'s at its lower weights, in fewer nodes).
fn beams(p: &Problem) -> bool {
    p.start.shape().cells() > pattern::MAX_CELLS
}

/// How `auto` solved with `set`, in words.
fn pattern_method(set: &PatternSet) -> Method {
    Method::PatternDatabases {
        quick: set.kind == TableKind::Quick,
        reflected: set.reflectable(),
    }
}

/// Whether `algorithm`'s searches prove lower bounds as they go (iterative deepening with an
/// admissible estimate: each finished iteration rules out every shorter solution).
fn optimal_bounds(algorithm: Algorithm) -> bool {
    algorithm.spec().bound == Some(crate::algorithm::Bound::F)
}

/// Whether `auto` uses pattern databases for this goal's boards (more than 9 and at most 21
/// cells, the goal's blank in a corner), and the frame that maps them onto the tables.
fn pattern_frame(goal: &crate::board::Goal) -> Option<Frame> {
    let n = goal.board().shape().cells();
    Frame::for_goal(goal).filter(|_| n > perfect::MAX_CELLS && n <= AUTO_MAX_CELLS)
}

/// Solves one board (see [`Solver::solve`]); keeps no tables, so it skips those that would not
/// pay for themselves on a single board.
///
/// # Example
/// ```
/// use npuzzle_core::{solve, Board, NoControl, SolveOptions, Status};
/// let board: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap();
/// let s = solve(&board, &SolveOptions::default(), &mut NoControl).unwrap();
/// assert_eq!((s.status, s.length(), s.optimal), (Status::Solved, Some(31), true));
/// ```
pub fn solve(
    board: &Board,
    options: &SolveOptions,
    control: &mut dyn Control,
) -> Result<Solution, Error> {
    Solver::one_shot().solve(board, options, control)
}
