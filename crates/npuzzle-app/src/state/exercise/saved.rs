//! An attempt as the browser keeps it (and an LMS, in `cmi.suspend_data`), and the check that
//! decides whether it is believed. Nothing in it is taken on trust: it keeps what the student
//! did (the blank's moves, three to a character; the nodes picked; the values typed), never a
//! board or a score, and a restore replays those from the exercise's own start, as a chess
//! server replays a game's moves rather than reading its result. What does not replay is set
//! aside with a notice, and a fresh attempt starts.

use super::{Attempt, Spec};
use crate::options::{Hints, MAX_COUNT, Task};
pub use crate::state::records::Saved;
use npuzzle_core::{Board, Goal, Move, parse_board, solvability};

/// The version of this format; saved data of another is set aside (with a notice). Version 1
/// kept the board and the counters as the student's browser reported them.
pub const VERSION: u32 = 2;
/// The most attempts a record may number.
pub const MAX_ATTEMPT: u32 = 100_000;
/// The most moves a play attempt makes: it ends there, not passed (no slack allowed reaches it:
/// the largest is 1,000 over an optimal length below 100). The record then still fits SCORM
/// 1.2's 4,096 characters of `cmi.suspend_data` (3,334 characters of path).
pub const MAX_MOVES: u32 = 10_000;
/// The latest an answer's time may be, after the attempt's start: thirty days, in milliseconds
/// (an attempt resumed later keeps its times at this).
pub const MAX_TIME: u32 = 30 * 24 * 3600 * 1000;
/// Hints an attempt may ask for where the teacher set no limit.
pub const MAX_HINTS_COUNTED: u32 = 100_000;

/// Why saved data was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// It is not this format (not JSON, or fields missing or of the wrong kind).
    Unreadable,
    /// Another version of the app wrote it.
    Version,
    /// It does not fit this exercise, or does not replay: another board or exercise, a move
    /// off the board, more hints than allowed, impossible counts.
    Mismatch,
}

/// A saved attempt checked against the exercise and replayed (play): what it comes back as.
#[derive(Clone, Debug, PartialEq)]
pub struct Replayed {
    /// The attempt, not yet scored (`done` is `None`; the caller scores the replay).
    pub attempt: Attempt,
    /// Its starting board.
    pub start: Board,
    /// Its board now: the start with the path played (play; the start otherwise).
    pub board: Board,
    /// Whether it had ended: play at the goal or at the most moves, every question answered, a
    /// formula handed in.
    pub ended: bool,
}

impl Replayed {
    /// How far the attempt got, to choose between two records of it (the LMS's and the
    /// browser's): later attempts first, then more answered.
    pub fn progress(&self) -> (u32, bool, usize) {
        let a = &self.attempt;
        (a.number, self.ended, a.path.len() + a.picks.len())
    }
}

impl Saved {
    /// Checks saved data against `spec` (whose board, if the teacher set one, is `given`) and
    /// replays its moves from its start towards `goal`.
    pub fn check(
        self,
        spec: &Spec,
        given: Option<&Board>,
        goal: &Goal,
    ) -> Result<Replayed, Damage> {
        if self.v != VERSION {
            return Err(Damage::Version);
        }
        let bad = Err(Damage::Mismatch);
        if !self.is_of(spec) {
            return bad;
        }
        let Ok(start) = parse_board(&self.start) else {
            return bad;
        };
        if !is_start(&start, given, goal) {
            return bad;
        }
        if !self.counts_fit(spec)
            || !self.formula_fits(spec.task)
            || !self.times_fit(spec.task)
            || self.moves > MAX_MOVES
        {
            return bad;
        }
        let Some(path) = decode_path(&self.path, self.moves) else {
            return bad;
        };
        let Some(board) = replay(&start, &path, goal) else {
            return bad;
        };
        let ended = match spec.task {
            Task::Play => goal.is_reached(board.cells()) || self.moves == MAX_MOVES,
            Task::Heuristic => self.formula.is_some(),
            Task::Predict | Task::Children => self.picks.len() as u32 >= spec.count.min(MAX_COUNT),
        };
        Ok(Replayed {
            attempt: self.into_attempt(path),
            start,
            board,
            ended,
        })
    }

    /// Whether it is an attempt at this exercise's task, numbered and timed as attempts are.
    fn is_of(&self, spec: &Spec) -> bool {
        self.exercise == spec.id
            && self.task == spec.task.value()
            && (1..=MAX_ATTEMPT).contains(&self.attempt)
            && self.started.is_finite()
            && self.started >= 0.0
    }

    /// Whether its counts are the task's: moves and hints for play, picks and values for the
    /// questions, nothing for a heuristic.
    fn counts_fit(&self, spec: &Spec) -> bool {
        let answered = self.picks.len() as u32;
        match spec.task {
            Task::Play => {
                answered == 0 && self.values.is_empty() && self.hints <= hint_limit(spec.hints)
            }
            Task::Heuristic => {
                answered == 0 && self.values.is_empty() && self.hints == 0 && self.moves == 0
            }
            // A children question has at most four children, three values each.
            Task::Predict | Task::Children => {
                self.moves == 0
                    && self.path.is_empty()
                    && self.hints == 0
                    && answered <= spec.count.min(MAX_COUNT)
                    && (spec.task == Task::Children || self.values.is_empty())
                    && self.values.len() <= 12 * self.picks.len()
            }
        }
    }

    /// A time for each answer at most (one for play and heuristic, whose one answer is the
    /// end), in order, none past [`MAX_TIME`].
    fn times_fit(&self, task: Task) -> bool {
        let answers = match task {
            Task::Play | Task::Heuristic => 1,
            Task::Predict | Task::Children => self.picks.len(),
        };
        self.times.len() <= answers
            && self.times.iter().all(|&t| t <= MAX_TIME)
            && self.times.windows(2).all(|w| w[0] <= w[1])
    }

    /// Only a heuristic keeps a formula, as the page keeps it (`kept`): at most the language's
    /// length, printable ASCII (each one character in JSON), so the record fits SCORM 1.2. A
    /// seed comes with a formula only (any seed: it only chooses which boards the formula races
    /// on, and the formula is graded again on them).
    fn formula_fits(&self, task: Task) -> bool {
        match &self.formula {
            None => self.seed.is_none(),
            Some(f) => {
                task == Task::Heuristic
                    && f.len() <= npuzzle_core::formula::MAX_TEXT
                    && f.bytes().all(|b| b.is_ascii_graphic() || b == b' ')
                    && super::heuristic::kept(f) == *f
            }
        }
    }

    /// The attempt it keeps, with its path decoded, not yet scored.
    fn into_attempt(self, path: Vec<Move>) -> Attempt {
        Attempt {
            number: self.attempt,
            started: Some(self.started),
            hints: self.hints,
            path,
            picks: self.picks,
            values: self.values,
            formula: self.formula,
            seed: self.seed,
            answers: vec![],
            times: self.times,
            records: vec![],
            done: None,
        }
    }
}

/// Whether `start` is the exercise's: the teacher's board, or (a random board's exercise) one of
/// its shape that can reach the goal and is not already there.
fn is_start(start: &Board, given: Option<&Board>, goal: &Goal) -> bool {
    start.shape() == goal.board().shape()
        && given.is_none_or(|g| g == start)
        && solvability(start, goal).solvable
        && !goal.is_reached(start.cells())
}

/// The board after `path` from `start`, if every move is legal and none is made after the goal
/// (an attempt ends there, or at the most moves an attempt makes).
fn replay(start: &Board, path: &[Move], goal: &Goal) -> Option<Board> {
    let mut board = start.clone();
    for &m in path {
        if goal.is_reached(board.cells()) || board.apply(m).is_none() {
            return None;
        }
    }
    Some(board)
}

/// The most hints an attempt under `hints` can have used.
fn hint_limit(hints: Hints) -> u32 {
    match hints {
        Hints::On => MAX_HINTS_COUNTED,
        Hints::Off => 0,
        Hints::Limit(n) => n,
    }
}

/// The 64 characters of a path, each three moves (URL- and JSON-safe: base64url's alphabet).
const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn code(m: Move) -> u8 {
    match m {
        Move::Up => 0,
        Move::Down => 1,
        Move::Left => 2,
        Move::Right => 3,
    }
}

/// The blank's moves, three to a character (two bits each, the first lowest): a 300-move
/// attempt is 100 characters, so even long ones fit SCORM 1.2's 4,096.
pub fn encode_path(path: &[Move]) -> String {
    path.chunks(3)
        .map(|three| {
            let n = three.iter().rev().fold(0u8, |n, &m| (n << 2) | code(m));
            char::from(DIGITS[usize::from(n)])
        })
        .collect()
}

/// The `count` moves [`encode_path`] wrote; `None` for anything it could not have written
/// (another length, a character outside its alphabet, bits set past the last move).
pub fn decode_path(text: &str, count: u32) -> Option<Vec<Move>> {
    let count = count as usize;
    if text.len() != count.div_ceil(3) {
        return None;
    }
    let mut path = Vec::with_capacity(count);
    for b in text.bytes() {
        let mut n = DIGITS.iter().position(|&d| d == b)?;
        for _ in 0..3 {
            if path.len() == count {
                // Past the last move every bit is zero.
                return (n == 0).then_some(path);
            }
            path.push(Move::ALL[n & 3]);
            n >>= 2;
        }
    }
    Some(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_round_trip_and_only_what_was_written_decodes() {
        let all = [Move::Up, Move::Down, Move::Left, Move::Right];
        for len in 0..10 {
            let path: Vec<Move> = (0..len).map(|i| all[(i * 7 + i / 3) % 4]).collect();
            let text = encode_path(&path);
            assert_eq!(text.len(), len.div_ceil(3));
            assert_eq!(decode_path(&text, len as u32), Some(path), "{len}");
        }
        let text = encode_path(&[Move::Right, Move::Left]);
        assert_eq!(decode_path(&text, 2).unwrap(), [Move::Right, Move::Left]);
        assert_eq!(
            decode_path(&text, 3),
            Some(vec![Move::Right, Move::Left, Move::Up])
        );
        assert_eq!(decode_path(&text, 4), None, "another length");
        assert_eq!(decode_path("*", 1), None, "outside the alphabet");
        assert_eq!(decode_path("_", 1), None, "bits past the last move");
        assert_eq!(decode_path("", 0), Some(vec![]));
    }
}
