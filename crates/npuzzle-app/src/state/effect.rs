//! What crosses a component's edge: the effects the web layer carries out (a job for the solver
//! among them), the events the host page hears, and the lines the views show.

use crate::i18n::Said;
use npuzzle_core::{Algorithm, Board, Heuristic, ImprovementReport, Move, Solution, Tile};
use npuzzle_protocol::Job;

/// What the web layer must do after an update. Timers are not here: they follow from
/// [`State::timer`](super::State::timer).
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Send a job to the (shared) solver, under this component's id for it.
    StartJob(u32, Job),
    /// Stop a job (queued or running).
    CancelJob(u32),
    /// Animate a tile sliding from `from` to `to` (cells).
    Slide {
        /// The tile.
        tile: Tile,
        /// Cell it leaves.
        from: usize,
        /// Cell it reaches.
        to: usize,
    },
    /// Tell the host page.
    Emit(Event),
    /// Put this text on the clipboard (then send [`Msg::Copied`](super::Msg::Copied)).
    Copy(String),
    /// The words changed language: rebuild the view.
    Relabel,
    /// Make an exercise's LMS package (then send its size or failure back).
    Pack(super::records::Package),
}

/// What the host page hears (as `npuzzle-*` DOM events, or messages to an iframe's parent).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Event {
    /// A tile moved by the person's hand.
    #[serde(rename = "npuzzle-move", rename_all = "camelCase")]
    Move {
        /// The tile.
        tile: Tile,
        /// The way it slid.
        direction: Move,
        /// Moves played since the board was set.
        moves: u32,
        /// The board now.
        board: String,
        /// Whether the goal is reached.
        solved: bool,
    },
    /// The person reached the goal by hand.
    #[serde(rename = "npuzzle-solved", rename_all = "camelCase")]
    Solved {
        /// Moves it took.
        moves: u32,
        /// The board.
        board: String,
    },
    /// An answer in an exercise, with the score so far (and at the end, the final score).
    #[serde(rename = "npuzzle-score")]
    Score(Box<super::records::Report>),
    /// An exercise's attempt ended: passed or failed.
    #[serde(rename = "npuzzle-completed")]
    Completed(Box<super::records::Report>),
    /// An exercise's attempt changed: what to keep to resume it (also kept in the browser).
    #[serde(rename = "npuzzle-attempt")]
    Attempt(Box<super::records::Saved>),
    /// A search finished.
    #[serde(rename = "npuzzle-result", rename_all = "camelCase")]
    Result {
        /// The board searched.
        board: String,
        /// The search's result.
        solution: HostSolution,
    },
    /// A better answer while a search for the shortest goes on: the core's improvement as hosts
    /// read it (its moves, the bound proved, the time, whether proved shortest: the JS API's
    /// shape), and the answer as a search's result (`optimal`
    /// false, `lowerBound` what is proved so far); `npuzzle-result` still ends the search.
    #[serde(rename = "npuzzle-improved", rename_all = "camelCase")]
    Improved {
        /// The board searched.
        board: String,
        /// The improvement, as the search reported it.
        improvement: ImprovementReport,
        /// The answer so far.
        solution: HostSolution,
    },
}

/// A search's result as hosts receive it (`n-puzzle.d.ts`): the core's solution, with its
/// method in English words, as the JSON of the CLI and the wasm API gives it.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HostSolution {
    /// How the search ended.
    pub status: npuzzle_core::Status,
    /// The algorithm that ran.
    pub algorithm: Algorithm,
    /// Its heuristic, if any.
    pub heuristic: Option<Heuristic>,
    /// How, in English words (`""` when the algorithm says it all).
    pub method: String,
    /// The blank's moves (added to the event by the web layer, as one JavaScript call).
    #[serde(skip)]
    pub moves: Vec<Move>,
    /// The tile that slid at each move (likewise).
    #[serde(skip)]
    pub tiles: Vec<Tile>,
    /// Guaranteed shortest.
    pub optimal: bool,
    /// For optimal searches: the shortest takes at least this many moves (proved).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lower_bound: Option<u32>,
    /// Counters.
    pub stats: npuzzle_core::Stats,
}

impl From<&Solution> for HostSolution {
    fn from(s: &Solution) -> HostSolution {
        HostSolution {
            status: s.status,
            algorithm: s.algorithm,
            heuristic: s.heuristic,
            method: s.method.to_string(),
            moves: s.moves.clone(),
            tiles: s.tiles.clone(),
            optimal: s.optimal,
            lower_bound: s.lower_bound,
            stats: s.stats,
        }
    }
}

impl Event {
    /// The DOM event's name.
    pub fn name(&self) -> &'static str {
        match self {
            Event::Move { .. } => "npuzzle-move",
            Event::Solved { .. } => "npuzzle-solved",
            Event::Result { .. } => "npuzzle-result",
            Event::Improved { .. } => "npuzzle-improved",
            Event::Score(_) => "npuzzle-score",
            Event::Completed(_) => "npuzzle-completed",
            Event::Attempt(_) => "npuzzle-attempt",
        }
    }
}

/// How a line reads: information, or an error (styled and announced as one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Information.
    Info,
    /// Something went wrong, or cannot be done.
    Error,
}

/// A line a panel shows: what it says and its tone.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    /// The words.
    pub said: Said,
    /// Information or error.
    pub tone: Tone,
}

impl Note {
    /// Information.
    pub fn info(said: impl Into<Said>) -> Note {
        Note {
            said: said.into(),
            tone: Tone::Info,
        }
    }

    /// An error.
    pub fn error(said: impl Into<Said>) -> Note {
        Note {
            said: said.into(),
            tone: Tone::Error,
        }
    }

    /// Whether it is an error.
    pub fn is_error(&self) -> bool {
        self.tone == Tone::Error
    }
}

/// For screen readers: the last thing said and how many were said, so the same words twice are
/// heard twice.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Voice {
    /// The last announcement.
    pub said: Option<Said>,
    /// How many were made.
    pub count: u32,
}

impl Voice {
    /// Announces `said`.
    pub fn say(&mut self, said: impl Into<Said>) {
        self.said = Some(said.into());
        self.count = self.count.wrapping_add(1);
    }
}

/// A board as hosts receive it: rows on lines, blank as `_`, no trailing newline.
pub fn board_text(b: &Board) -> String {
    b.to_string().trim_end().to_string()
}
