//! The one request and one response type that cross between the page and the solver worker,
//! in the core's own types (serde), so neither side restates the other's. They cross as bytes
//! (postcard, a `Uint8Array` each way): compact, one copy, and the page's wasm carries no code
//! to walk JavaScript objects. Both ends are of one build, so the format needs no versioning.

use npuzzle_core::experiment::{Plan, Row};
use npuzzle_core::{Algorithm, Board, Heuristic, Progress, SearchSettings, Solution, Trace};
use serde::{Deserialize, Serialize};

/// A solve job, sent by the page.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    /// Identifies the job in the responses (unique on the page, across components).
    pub id: u32,
    /// The board (checked when read: a bad one is refused before any work).
    pub board: Board,
    /// The goal, of the board's size.
    pub goal: Board,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The heuristic, for algorithms that take one.
    pub heuristic: Option<Heuristic>,
    /// At most this many nodes (Compare gives each run its own budget); the worker's memory
    /// budget applies either way.
    #[serde(default)]
    pub max_nodes: Option<u64>,
    /// Record the search, up to this many events, and answer with `Traced`.
    #[serde(default)]
    pub trace: Option<u32>,
    /// Successor order, tie-break, goal test.
    #[serde(default)]
    pub settings: SearchSettings,
    /// Run the textbook's experiment instead (the board is not searched): rows as they finish,
    /// then `ExperimentDone`.
    #[serde(default)]
    pub experiment: Option<Plan>,
    /// Check this heuristic formula on every board of the goal's shape (at most 9 cells; a
    /// sample of a larger one) instead (the board is not searched): `Checked`. With `trace`, the
    /// heuristic of the recorded search instead (the lab's Step).
    #[serde(default)]
    pub formula: Option<String>,
    /// Workers for one long search (`auto`'s long iterations shared among workers the solver
    /// worker starts): 0 lets the device decide (one fewer than its cores, at most 8).
    #[serde(default)]
    pub workers: u8,
    /// Absolute URL of the folder holding the shipped tables (the worker may run from a blob:
    /// URL when the component's assets come from another origin).
    pub tables: String,
}

/// What the worker says.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Response {
    /// Loaded and listening (messages sent before this are lost).
    Ready,
    /// A running job's progress.
    Progress {
        /// Job id.
        id: u32,
        /// Counters so far.
        progress: Progress,
    },
    /// Tables for this size are being downloaded or built (first solve of a size only).
    Building {
        /// Job id.
        id: u32,
        /// Fraction done, 0 to 1.
        fraction: f64,
    },
    /// A better answer, or a higher proved lower bound, while `auto` searches on (not final).
    Improved {
        /// Job id.
        id: u32,
        /// The best answer's moves.
        moves: Vec<npuzzle_core::Move>,
        /// The shortest takes at least this many moves (proved).
        lower_bound: u32,
    },
    /// A solve handed over to helper workers goes on in the background: the worker takes the
    /// next job meanwhile (its result still comes as `Done`).
    Handed {
        /// Job id.
        id: u32,
    },
    /// A job's result.
    Done {
        /// Job id.
        id: u32,
        /// The result, as the core gives it.
        solution: Solution,
    },
    /// A traced job's record.
    Traced {
        /// Job id.
        id: u32,
        /// The events and the result.
        trace: Trace,
    },
    /// One row of a running experiment.
    ExperimentRow {
        /// Job id.
        id: u32,
        /// The row.
        row: Row,
    },
    /// An experiment ended (all its rows were sent).
    ExperimentDone {
        /// Job id.
        id: u32,
    },
    /// A formula checked, or why it could not be (its error, with its place).
    Checked {
        /// Job id.
        id: u32,
        /// The verdicts, or the formula's error in words.
        result: Result<npuzzle_core::formula::Checked, String>,
    },
    /// A job that could not start (bad request).
    Failed {
        /// Job id.
        id: u32,
        /// What was wrong.
        message: String,
    },
}

impl Request {
    /// The request as bytes.
    pub fn encode(&self) -> Vec<u8> {
        postcard::to_allocvec(self).unwrap_or_default()
    }

    /// A request from bytes; what is wrong with them, in words.
    pub fn decode(bytes: &[u8]) -> Result<Request, String> {
        postcard::from_bytes(bytes).map_err(|e| format!("unreadable request: {e}"))
    }
}

impl Response {
    /// The response as bytes.
    pub fn encode(&self) -> Vec<u8> {
        postcard::to_allocvec(self).unwrap_or_default()
    }

    /// A response from bytes; what is wrong with them, in words (not postcard's own: its
    /// messages would add half a kilobyte to the page's wasm for a case that needs none).
    pub fn decode(bytes: &[u8]) -> Result<Response, String> {
        postcard::from_bytes(bytes).map_err(|_| "unreadable message from the solver".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use npuzzle_core::{Board, SolveOptions, Solver};

    #[test]
    fn a_request_carries_checked_boards() {
        let board: Board = "8 6 7 / 2 5 4 / 3 _ 1".parse().unwrap();
        let request = Request {
            id: 3,
            goal: Board::blank_last(board.shape()),
            board,
            algorithm: Algorithm::AStar,
            heuristic: None,
            max_nodes: None,
            trace: None,
            settings: SearchSettings::default(),
            experiment: Some(npuzzle_core::experiment::Plan::textbook(7)),
            formula: None,
            workers: 0,
            tables: String::new(),
        };
        let back = Request::decode(&request.encode()).unwrap();
        assert_eq!(back.board, request.board);
        assert_eq!(
            back.experiment, request.experiment,
            "an experiment's plan crosses whole"
        );
        let json = serde_json::to_string(&request).unwrap();
        // A board with a tile twice never reaches the solver: reading the request fails.
        let bad = json.replacen("\"cells\":[8,6,7", "\"cells\":[8,8,7", 1);
        assert_ne!(bad, json);
        let e = serde_json::from_str::<Request>(&bad)
            .unwrap_err()
            .to_string();
        assert!(e.contains("tile 8 appears twice"), "{e}");
    }

    #[test]
    fn every_answer_crosses_with_or_without_a_bound() {
        // Greedy proves no bound (`lower_bound` None): the fields after it must still read.
        let board: Board = "8 6 7 / 2 5 4 / 3 _ 1".parse().unwrap();
        for algorithm in [Algorithm::Greedy, Algorithm::Dfs, Algorithm::AStar] {
            let solution = Solver::new()
                .solve(
                    &board,
                    &SolveOptions::with_algorithm(algorithm),
                    &mut npuzzle_core::NoControl,
                )
                .unwrap();
            let r = Response::Done {
                id: 1,
                solution: solution.clone(),
            };
            match Response::decode(&r.encode()) {
                Ok(Response::Done { solution: back, .. }) => assert_eq!(back, solution),
                other => panic!("{algorithm}: {other:?}"),
            }
        }
        let goal = npuzzle_core::Goal::new(Board::blank_last(board.shape()));
        let f = npuzzle_core::formula::Formula::new("manhattan * 1.5", &goal).unwrap();
        let checked = npuzzle_core::formula::check(&f, &goal).unwrap();
        let r = Response::Checked {
            id: 2,
            result: Ok(checked.clone()),
        };
        match Response::decode(&r.encode()) {
            Ok(Response::Checked { result, .. }) => assert_eq!(result, Ok(checked)),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_solution_crosses_the_boundary_unchanged() {
        let board: Board = "8 6 7 / 2 5 4 / 3 _ 1".parse().unwrap();
        let solution = Solver::new()
            .solve(
                &board,
                &SolveOptions::with_algorithm(Algorithm::AStar),
                &mut npuzzle_core::NoControl,
            )
            .unwrap();
        let r = Response::Done {
            id: 7,
            solution: solution.clone(),
        };
        let json = serde_json::to_string(&r).unwrap();
        assert!(json.contains(r#""algorithm":"astar""#), "{json}");
        let bytes = r.encode();
        assert!(bytes.len() < 200, "{} bytes", bytes.len());
        assert!(
            Response::decode(&bytes[..bytes.len() - 1]).is_err(),
            "cut short: refused"
        );
        match Response::decode(&bytes).unwrap() {
            Response::Done { id, solution: back } => {
                assert_eq!(id, 7);
                assert_eq!(back, solution);
                assert_eq!(back.moves.len(), 31);
            }
            other => panic!("{other:?}"),
        }
    }
}
