//! The one protocol of the solver workers: what the page asks of the solver worker and what the
//! lead worker asks of its helpers ([`Request`], a [`Job`] each), and everything a worker says
//! back ([`Response`], a [`Reply`] each). The same types on both sides of `postMessage`, in the
//! core's own types, so no side restates another's.
//!
//! How a job travels: a component's state asks for a [`Job`] (an effect) → the page's pool gives
//! it a page-wide id and posts the [`Request`] → the worker decodes it, runs it with the core and
//! posts [`Response`]s → the pool hands each [`Reply`] to the component that asked → its state
//! updates → the views draw it.
//!
//! Messages cross as bytes (postcard, a `Uint8Array` each way): compact, one copy, and the page's
//! wasm carries no code to walk JavaScript objects. The one payload too large to copy into a
//! message, a helper's copy of the pattern databases ([`Job::Tables`]), rides beside it as a
//! second `Uint8Array`. Every worker is of the same build as the page, so the format needs no
//! versioning.

use npuzzle_core::experiment::{Plan, Row};
use npuzzle_core::formula::{CheckError, HeuristicCheck};
use npuzzle_core::handover::Searched;
use npuzzle_core::{
    Algorithm, Board, Heuristic, Improvement, Move, Progress, SearchSettings, Solution, TableKind,
    Trace,
};
use serde::{Deserialize, Serialize};

/// A job for a worker, with the id its replies carry (unique on the page, across components).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// The job's id; for [`Job::Cancel`], the job to stop.
    pub id: u32,
    /// What to do.
    pub job: Job,
}

/// What a worker is asked to do: each kind with only its own fields.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Job {
    /// Where the site's files are and how many workers a long search may take: sent once, when
    /// the worker says [`Reply::Ready`], before any other job.
    Setup(Site),
    /// Search a board.
    Solve(Search),
    /// Record a search, up to `events` events, for the page's stepper; with `formula`, a
    /// student's heuristic formula is the search's h.
    Trace {
        /// The search.
        search: Search,
        /// The most events recorded.
        events: u32,
        /// The heuristic, as a formula of the lab's language.
        formula: Option<String>,
    },
    /// The textbook's experiment (or the lab's race: the plan carries the formula): rows as they
    /// finish, then [`Reply::ExperimentDone`].
    Experiment(Plan),
    /// Check a heuristic formula on every board of the goal's shape (at most 9 cells; a sample
    /// of a larger one).
    Check {
        /// The goal the formula's h measures toward.
        goal: Board,
        /// The formula.
        formula: String,
    },
    /// Stop job `id`, which goes on in the background, handed to helpers ([`Reply::Handed`]); a
    /// job the worker searches itself is stopped by terminating the worker.
    Cancel,
    /// Pattern databases to hold (the bytes ride beside the message: see the crate's
    /// documentation): for a helper, those of the search it will take runs of, as the lead holds
    /// them; for the page's worker, the quick ones the page fetched while the worker loaded.
    Tables,
    /// For a helper: a run of subtrees of one iteration to search.
    Run(Run),
    /// Close once the work after the last answer is done (keeping built tables, a download):
    /// the first answer's worker, once the solver's own has taken over.
    Retire,
    /// Download the full tables of boards of this shape, unless held (the solver's own worker,
    /// after the first answer's worker answered such a board with quick ones).
    Complete {
        /// Rows of the boards.
        rows: u8,
        /// Columns of the boards.
        cols: u8,
    },
}

/// A search of one board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Search {
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
    pub max_nodes: Option<u64>,
    /// Successor order, tie-break, goal test.
    pub settings: SearchSettings,
}

impl Search {
    /// A search of `board` toward `goal` by `algorithm`, with its default heuristic and settings
    /// and no budget of its own.
    pub fn new(board: Board, goal: Board, algorithm: Algorithm) -> Search {
        Search {
            board,
            goal,
            algorithm,
            heuristic: None,
            max_nodes: None,
            settings: SearchSettings::default(),
        }
    }
}

/// What a worker needs to know of the site it serves.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Site {
    /// Absolute URL of the folder of the worker's own files (`worker.js`, `worker_bg.wasm`) and
    /// of `tables/` (the worker may run from a blob: URL when the component's assets come from
    /// another origin).
    pub assets: String,
    /// Workers for one long search: 0 lets the device decide (one fewer than its cores, at most
    /// 8); the page's `?workers=N` sets it.
    pub workers: u8,
}

/// The table files the site ships (`scripts/tables.sh`), as (rows, columns, whether quick ones
/// come first): the 4×4's, full and quick, and the 5×5's (fast mode). Other shapes' tables are
/// built by the worker.
pub const SHIPPED_TABLES: [(usize, usize, bool); 2] = [(4, 4, true), (5, 5, false)];

impl Site {
    /// The folder of the shipped (and cached) table files.
    pub fn tables(&self) -> String {
        format!("{}tables/", self.assets)
    }

    /// The address of a shape's table file of `kind` (shipped, or kept in the browser's cache
    /// under the same name): absolute, since the worker may run from a blob: URL.
    pub fn table_url(&self, rows: usize, cols: usize, kind: TableKind) -> String {
        let suffix = match kind {
            TableKind::Quick => "-quick",
            TableKind::Full => "",
        };
        format!("{}pdb-{rows}x{cols}{suffix}.bin", self.tables())
    }
}

/// A run of subtrees of one iteration, for a helper.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Run {
    /// The iteration's serial number (answers of an earlier one are dropped).
    pub serial: u32,
    /// The run's place in the iteration.
    pub index: u32,
    /// The board and the goal.
    pub board: Board,
    /// The goal.
    pub goal: Board,
    /// The iteration's bound.
    pub bound: u32,
    /// The subtrees, each named by the moves from the start to its root.
    pub subtrees: Vec<Vec<Move>>,
}

/// What a helper found in a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Ran {
    /// The iteration's serial number.
    pub serial: u32,
    /// The run's place in the iteration.
    pub index: u32,
    /// What the run held, or why it could not be searched (no tables).
    pub searched: Result<Searched, String>,
    /// Nodes expanded.
    pub expanded: u64,
    /// Nodes generated.
    pub generated: u64,
}

/// Something a worker says about job [`Response::id`] (or, for [`Reply::Ready`], about itself).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Response {
    /// The job it is about (0 for [`Reply::Ready`]).
    pub id: u32,
    /// What it says.
    pub reply: Reply,
}

/// What a worker says: one name per reply, from the worker to the component's state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Reply {
    /// Loaded and listening (messages sent before this are lost).
    Ready,
    /// A running job's counters.
    Progress(Progress),
    /// Tables for this size are being fetched or built (the first solve of a size only): the
    /// fraction done, 0 to 1.
    Preparing(f64),
    /// A better answer, or a higher proved lower bound, while the search for the shortest goes
    /// on (not final).
    Improved(Improvement),
    /// A solve handed over to helper workers goes on in the background: the worker takes the
    /// next job meanwhile (its result still comes as [`Reply::Done`]).
    Handed,
    /// A search's result.
    Done(Solution),
    /// A recorded search.
    Traced(Box<Trace>),
    /// One row of a running experiment.
    ExperimentRow(Row),
    /// An experiment ended (all its rows were sent).
    ExperimentDone,
    /// A heuristic formula checked, or why it could not be: its error, typed (with its place,
    /// and the board it failed on), so the page words it in its language. Also the answer to
    /// a recording or a race whose formula does not read.
    Checked(Result<HeuristicCheck, CheckError>),
    /// A job that could not start or failed (a bad request): what was wrong.
    Failed(String),
    /// A helper's answer for a run.
    Ran(Ran),
}

impl Reply {
    /// Whether the job ends with it (nothing more comes about it).
    pub fn is_final(&self) -> bool {
        matches!(
            self,
            Reply::Done(_)
                | Reply::Traced(_)
                | Reply::ExperimentDone
                | Reply::Checked(_)
                | Reply::Failed(_)
        )
    }
}

/// Bytes that are not a message of this protocol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unreadable;

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Not postcard's own words: its messages would add half a kilobyte to the page's wasm
        // for a case that needs none.
        f.write_str("unreadable message between the page and the solver")
    }
}

impl Request {
    /// The request as bytes.
    pub fn encode(&self) -> Vec<u8> {
        postcard::to_allocvec(self).unwrap_or_default()
    }

    /// A request from bytes.
    pub fn decode(bytes: &[u8]) -> Result<Request, Unreadable> {
        postcard::from_bytes(bytes).map_err(|_| Unreadable)
    }
}

impl Response {
    /// The response as bytes.
    pub fn encode(&self) -> Vec<u8> {
        postcard::to_allocvec(self).unwrap_or_default()
    }

    /// A response from bytes.
    pub fn decode(bytes: &[u8]) -> Result<Response, Unreadable> {
        postcard::from_bytes(bytes).map_err(|_| Unreadable)
    }
}

#[cfg(test)]
mod tests;
