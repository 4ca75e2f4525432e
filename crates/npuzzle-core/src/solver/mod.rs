//! The solver: one entry point for every algorithm, keeping the tables `auto` builds so that each
//! is built at most once (a web worker or a benchmark keeps one `Solver` for all its solves).
//!
//! One `Solver`, its methods a file per idea: the tables it keeps (`kept.rs`), `auto`'s strategy
//! and its budgets (`auto.rs`), fast mode's driver (`fast.rs`), and the answers `auto` offers
//! before its shortest (`improvement.rs`). The files are children of this one so that they reach the
//! solver's fields, which stay private to it.

mod auto;
mod fast;
mod improvement;
mod kept;

use crate::algorithm::Algorithm;
use crate::board::{Board, replay_tiles};
use crate::control::Control;
use crate::error::Error;
use crate::heuristic::Estimator;
use crate::method::Method;
use crate::search::trace::{Observer, Recorder, Silent, Trace};
use crate::search::{self, Meter, Outcome, Problem};
use crate::settings::SolveOptions;
use crate::solution::{Solution, Stats, Status};
use crate::solvable::is_solvable;
use crate::tables::pattern::PatternSet;
use crate::tables::perfect::PerfectTable;
use auto::TRY_BEFORE_BUILDING;
use fast::FINISH_NODES;

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
    improvements: bool,
    /// Whether `auto` builds a shape's quick tables where it would build the full ones.
    quick_first: bool,
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
            improvements: true,
            quick_first: false,
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

    /// The threads it was given ([`Solver::threads`]).
    pub fn thread_count(&self) -> usize {
        self.threads
    }

    /// How many nodes `auto` spends on IDA* with linear conflict before it builds pattern
    /// databases (default 300,000, so easy boards never wait for a build); 0 builds at once.
    pub fn try_before_building(mut self, nodes: u64) -> Solver {
        self.try_first = nodes;
        self
    }

    /// Whether `auto` offers an answer at once and better ones while its optimal search runs
    /// (default true). Without them the optimal search runs alone: what a benchmark compares
    /// against to measure what the improvements cost.
    pub fn improvements(mut self, on: bool) -> Solver {
        self.improvements = on;
        self
    }

    /// Whether `auto`, needing pattern databases it does not hold, builds the quick ones where a
    /// shape has them (the 4×4's 5-5-5, in well under a second) instead of the full ones (a minute
    /// of CPU). For a caller that builds the full tables on other threads meanwhile and loads
    /// them with [`Solver::import_tables`], as the command line does on its first 15-puzzle.
    /// Default false.
    pub fn quick_tables_first(mut self, on: bool) -> Solver {
        self.quick_first = on;
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
        // A stopped optimal search keeps the best answer it had (auto's improvements).
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
}

/// Whether `algorithm`'s searches prove lower bounds as they go (iterative deepening with an
/// admissible estimate: each finished iteration rules out every shorter solution).
fn optimal_bounds(algorithm: Algorithm) -> bool {
    algorithm.spec().bound == Some(crate::algorithm::Bound::F)
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
