//! The sliding-tile puzzle on any R×C board: boards and goals, parsing, solvability, heuristics,
//! and the search algorithms taught with it (BFS, DFS, IDDFS, bidirectional BFS, greedy, A*,
//! IDA*), with statistics,
//! budgets, progress and cancellation.
//!
//! Pure Rust, no web or OS dependencies: the same code runs natively and in wasm.
//!
//! # Example
//! ```
//! use npuzzle_core::{solve, Algorithm, Board, NoControl, SolveOptions};
//! let board: Board = "3\n0 1 3\n4 2 5\n7 8 6".parse().unwrap();
//! let s = solve(&board, &SolveOptions::with_algorithm(Algorithm::AStar), &mut NoControl).unwrap();
//! assert_eq!(s.length(), Some(4));
//! assert_eq!(s.boards(&board).last().unwrap(), &Board::blank_last(board.shape()));
//! ```

pub mod algorithm;
mod board;
mod control;
mod digits;
mod error;
pub mod experiment;
pub mod formula;
pub mod handover;
mod heuristic;
mod method;
mod parse;
pub mod print;
mod random;
pub mod sample;
mod search;
mod settings;
mod solution;
mod solvable;
mod solver;
pub mod sort;
#[cfg(not(target_arch = "wasm32"))]
pub mod subtree_costs;
mod tables;
#[cfg(not(target_arch = "wasm32"))]
mod threads;

pub use algorithm::Algorithm;
pub use board::{
    BLANK, Board, Goal, GoalSpec, MAX_SIDE, MIN_SIDE, Move, Shape, Tile, line as board_line,
};
#[cfg(not(target_arch = "wasm32"))]
pub use control::Clock;
pub use control::{
    Control, Improvement, ImprovementReport, NoControl, PROGRESS_INTERVAL_MS, Progress,
};
pub use digits::{digit_value, fold_digits};
pub use error::{Error, Pos, printable, shown};
pub use heuristic::{Breakdown, Conflict, Heuristic, TileCost, breakdown};
pub use method::{Finish, Method};
pub use parse::{MAX_BOARD_TEXT, parse_board, parse_shape};
pub use random::{MAX_SCRAMBLE_MOVES, random_solvable, scramble};
pub use search::trace::{Fate, Open, StepState, Stepper, Trace, TraceEvent, order_frontier};
pub use search::{DEFAULT_MAX_NODES, DEFAULT_MAX_NODES_ITERATIVE, MEMORY_BUDGET_BYTES};
pub use settings::{GoalTest, SearchSettings, SolveOptions, Ties};
pub use solution::{Solution, SolveReport, Stats, Status};
pub use solvable::{Solvability, is_solvable, solvability};
pub use solver::{Solver, solve};
pub use tables::pattern::{TABLE_CELLS, TableKind};
pub use tables::store::MAX_FILE_BYTES as MAX_TABLES_BYTES;
