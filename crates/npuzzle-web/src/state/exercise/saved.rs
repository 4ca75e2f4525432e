//! An attempt as the browser keeps it (and an LMS, in `cmi.suspend_data`): small enough for
//! SCORM 1.2's 4,096 characters, since the board is kept rather than every move, and checked
//! in full before it is trusted: anything else is ignored with a notice.

use super::score::Score;
use super::{Attempt, Spec};
use crate::options::MAX_COUNT;
use npuzzle_core::{Board, parse_board};

/// The version of this format; saved data of another is ignored (with a notice).
pub const VERSION: u32 = 1;

/// A saved attempt.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Saved {
    /// [`VERSION`].
    pub v: u32,
    /// The exercise's id.
    pub exercise: String,
    /// Its task.
    pub task: String,
    /// The attempt's number.
    pub attempt: u32,
    /// The board the attempt started from (flat, 0 the blank).
    pub start: String,
    /// The board now (play).
    pub board: String,
    /// Moves made (play).
    pub moves: u32,
    /// Hints used (play).
    pub hints: u32,
    /// The frontier nodes picked (predict), in order.
    pub picks: Vec<u32>,
    /// Each answer: right or not (predict: per pick; children: per child).
    pub answers: Vec<bool>,
    /// When the attempt started (milliseconds since 1970).
    pub started: f64,
    /// The final score, once the attempt has ended.
    pub score: Option<Score>,
}

/// Why saved data was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// It is not this format (not JSON, or fields missing or of the wrong kind).
    Unreadable,
    /// Another version of the app wrote it.
    Version,
    /// It does not fit this exercise (another board, impossible values).
    Mismatch,
}

/// A saved attempt checked against the exercise: the boards it names.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked {
    /// The attempt.
    pub attempt: Attempt,
    /// Its starting board.
    pub start: Board,
    /// Its board now.
    pub board: Board,
}

impl Saved {
    /// Checks saved data against `spec`, whose board (if the teacher set one) is `given`.
    pub fn check(
        self,
        spec: &Spec,
        given: Option<&Board>,
        goal: &Board,
    ) -> Result<Checked, Damage> {
        if self.v != VERSION {
            return Err(Damage::Version);
        }
        let bad = Err(Damage::Mismatch);
        if self.exercise != spec.id || self.task != spec.task.value() || self.attempt == 0 {
            return bad;
        }
        let (Ok(start), Ok(board)) = (parse_board(&self.start), parse_board(&self.board)) else {
            return bad;
        };
        let same_tiles = |b: &Board| {
            let mut cells = b.cells().to_vec();
            cells.sort_unstable();
            let mut want = goal.cells().to_vec();
            want.sort_unstable();
            b.shape() == goal.shape() && cells == want
        };
        if !same_tiles(&start) || !same_tiles(&board) || given.is_some_and(|g| *g != start) {
            return bad;
        }
        let questions = MAX_COUNT as usize;
        // A children question has at most four children.
        if self.picks.len() > questions || self.answers.len() > 4 * questions {
            return bad;
        }
        if !self.started.is_finite() || self.score.is_some_and(|s| s.raw > s.max) {
            return bad;
        }
        Ok(Checked {
            attempt: Attempt {
                number: self.attempt,
                started: Some(self.started),
                hints: self.hints,
                moves: self.moves,
                picks: self.picks,
                answers: self.answers,
                done: self.score,
            },
            start,
            board,
        })
    }
}
