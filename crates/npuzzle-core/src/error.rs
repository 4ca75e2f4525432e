//! The one error type of the core: every way input can be wrong, named with where it is wrong.

use std::fmt;

/// A cell of a board, 1-based as a person counts (row 1 is the top row).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    /// Row, counted from 1 at the top.
    pub row: usize,
    /// Column, counted from 1 at the left.
    pub col: usize,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}, column {}", self.row, self.col)
    }
}

/// Everything that can be wrong with a board, a goal or a solver option.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The text held no tiles at all.
    #[error("the board is empty: type the tiles, e.g. `1 2 3 / 4 5 6 / 7 8 0`")]
    Empty,
    /// A token that is neither a number nor a blank (`0`, `_`, `.`, `nil`).
    #[error(
        "`{}` (item {index}) is not a tile number or a blank (0, _, . or nil)",
        printable(token)
    )]
    InvalidToken {
        /// The offending text.
        token: String,
        /// Its place among the items, counted from 1.
        index: usize,
    },
    /// A character that cannot be seen (zero-width space, byte order mark, a control byte such as
    /// ESC or NUL): text pasted from elsewhere often carries one, and it makes a tile unreadable.
    #[error(
        "item {index} holds an invisible character, U+{code_point:04X}{}: delete it (retype the tiles around it)",
        char_name(*code_point)
    )]
    HiddenCharacter {
        /// The character's Unicode code point.
        code_point: u32,
        /// The item it is in (or after), counted from 1.
        index: usize,
    },
    /// A bracket with no partner: `(1 2 3` or `1 2 3)`.
    #[error("{}", bracket_message(*bracket, *index))]
    Unbalanced {
        /// The bracket that has no partner.
        bracket: char,
        /// The item it comes before (or after, when unclosed), counted from 1.
        index: usize,
    },
    /// Fewer than 2 rows or columns.
    #[error("a {rows}×{cols} board is too small: both sides must be at least {min}")]
    TooSmall {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
        /// The smallest side allowed.
        min: usize,
    },
    /// Text longer than any board is written (a stray file, a runaway paste).
    #[error("the text is {bytes} bytes long, more than any board: at most {max} bytes are read")]
    TextTooLong {
        /// Its length in bytes.
        bytes: usize,
        /// The most read.
        max: usize,
    },
    /// A size line (the assignment's `N`) larger than any board.
    #[error("{} is too large for the side of a board: sides can be at most {max}", side_text(*side))]
    SideTooLarge {
        /// The side asked for (`u64::MAX`: a number too long to read).
        side: u64,
        /// The largest side allowed.
        max: usize,
    },
    /// More rows or columns than supported.
    #[error("a {rows}×{cols} board is too large: sides can be at most {max}")]
    TooLarge {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
        /// The largest side allowed.
        max: usize,
    },
    /// A flat list whose length is not a square number, so no square size fits it.
    #[error(
        "{count} tiles do not make a square board (a 3×3 needs 9, a 4×4 needs 16); put rows on separate lines or give the size first"
    )]
    NotSquare {
        /// Tiles found.
        count: usize,
    },
    /// Rows of different lengths.
    #[error("row {row} has {found} tiles but row 1 has {expected}")]
    RaggedRows {
        /// The first row whose length differs, counted from 1.
        row: usize,
        /// Length of the first row.
        expected: usize,
        /// Length of this row.
        found: usize,
    },
    /// Rows under a size line that do not have the size's number of columns.
    #[error("row {row} has {found} tiles but the size line says {expected} per row")]
    RowWidth {
        /// The row of the board (not counting the size line), counted from 1.
        row: usize,
        /// Columns the size line gives.
        expected: usize,
        /// Tiles in this row.
        found: usize,
    },
    /// The size header and the number of tiles disagree.
    #[error("a {rows}×{cols} board needs {expected} tiles but {found} were given")]
    WrongTileCount {
        /// Rows of the board.
        rows: usize,
        /// Columns of the board.
        cols: usize,
        /// Tiles needed (rows × cols, blank included).
        expected: usize,
        /// Tiles found.
        found: usize,
    },
    /// No blank cell.
    #[error("the board has no blank: write it as 0, _, . or nil")]
    NoBlank,
    /// More than one blank cell.
    #[error("the board has two blanks, at {first} and at {second}")]
    TwoBlanks {
        /// The first blank.
        first: Pos,
        /// The second blank.
        second: Pos,
    },
    /// A tile number bigger than the board allows.
    #[error("tile {tile} at {at} is out of range: this board's tiles are 1 to {max}")]
    OutOfRange {
        /// The number as written.
        tile: u64,
        /// Where it is.
        at: Pos,
        /// The largest tile of this board.
        max: usize,
    },
    /// The same tile twice.
    #[error("tile {tile} appears twice, at {first} and at {second}")]
    Duplicate {
        /// The repeated tile.
        tile: u16,
        /// Its first place.
        first: Pos,
        /// Its second place.
        second: Pos,
    },
    /// A tile that should be there and is not.
    #[error("tile {tile} is missing")]
    Missing {
        /// The missing tile.
        tile: u16,
    },
    /// Board and goal have different sizes.
    #[error("the goal is {goal_rows}×{goal_cols} but the board is {rows}×{cols}")]
    GoalMismatch {
        /// Board rows.
        rows: usize,
        /// Board columns.
        cols: usize,
        /// Goal rows.
        goal_rows: usize,
        /// Goal columns.
        goal_cols: usize,
    },
    /// An algorithm name that does not exist.
    #[error("unknown algorithm `{name}`: choose {choices}")]
    UnknownAlgorithm {
        /// What was given.
        name: String,
        /// Every algorithm's name, as a list to read (the error is built where the algorithms
        /// are known, so this module needs none of them).
        choices: String,
    },
    /// A heuristic name that does not exist.
    #[error("unknown heuristic `{0}`: choose hamming, manhattan or linear-conflict")]
    UnknownHeuristic(String),
    /// A tables file that cannot be used (damaged, or from another version).
    #[error("the tables file cannot be used: {0}")]
    BadTables(String),
    /// A search setting that does not exist (`--order`, `--ties`, `--goal-test`).
    #[error("`{value}` is not a {setting}: give {expected}")]
    BadSetting {
        /// Which setting.
        setting: &'static str,
        /// What was given.
        value: String,
        /// What it takes.
        expected: &'static str,
    },
    /// A scramble longer than [`MAX_SCRAMBLE_MOVES`](crate::MAX_SCRAMBLE_MOVES).
    #[error("a scramble of {moves} moves is too long: at most {max}")]
    TooManyMoves {
        /// Moves asked for.
        moves: u64,
        /// The most allowed.
        max: u64,
    },
    /// An algorithm that does not take the heuristic asked for (`auto` and `fast` pick their own).
    #[error("{algorithm} does not take a heuristic: only {takers} do")]
    NoHeuristic {
        /// The algorithm's name.
        algorithm: &'static str,
        /// The algorithms that take one, as a list to read.
        takers: String,
    },
}

impl Error {
    /// A stable, machine-readable name for the kind of error (for scripts and the wasm API).
    pub fn code(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::InvalidToken { .. } => "invalid-token",
            Error::HiddenCharacter { .. } => "hidden-character",
            Error::Unbalanced { .. } => "unbalanced",
            Error::TooSmall { .. } => "too-small",
            Error::TooLarge { .. } | Error::SideTooLarge { .. } => "too-large",
            Error::TextTooLong { .. } => "text-too-long",
            Error::NotSquare { .. } => "not-square",
            Error::RaggedRows { .. } | Error::RowWidth { .. } => "ragged-rows",
            Error::WrongTileCount { .. } => "wrong-tile-count",
            Error::NoBlank => "no-blank",
            Error::TwoBlanks { .. } => "two-blanks",
            Error::OutOfRange { .. } => "out-of-range",
            Error::Duplicate { .. } => "duplicate",
            Error::Missing { .. } => "missing",
            Error::GoalMismatch { .. } => "goal-mismatch",
            Error::UnknownAlgorithm { .. } => "unknown-algorithm",
            Error::UnknownHeuristic(_) => "unknown-heuristic",
            Error::NoHeuristic { .. } => "no-heuristic",
            Error::TooManyMoves { .. } => "too-many-moves",
            Error::BadSetting { .. } => "bad-setting",
            Error::BadTables(_) => "bad-tables",
        }
    }
}

/// A side as read: the number, or "a number of more than 20 digits" for one too long to read.
pub fn side_text(side: u64) -> String {
    if side == u64::MAX {
        "a number of more than 20 digits".into()
    } else {
        side.to_string()
    }
}

/// Whether a character is one a person cannot see or type by accident on purpose: control bytes
/// (other than the whitespace the parser skips) and the invisible format characters that pasted
/// text carries (zero-width spaces and joiners, direction marks, the byte order mark, ...).
pub(crate) fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(c as u32,
            0x00AD | 0x034F | 0x061C | 0x115F | 0x1160 | 0x17B4 | 0x17B5 | 0x180B..=0x180F
            | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F
            | 0xFEFF | 0xFFA0 | 0xFFF0..=0xFFFB | 0xE0000..=0xE007F)
}

/// Text safe to print on a terminal or a page: hidden characters (direction overrides among
/// them, which would make the rest read backwards) and line breaks written as `\u{..}`.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if is_hidden(c) || matches!(c, '\u{2028}' | '\u{2029}') {
            out.push_str(&format!("\\u{{{:X}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// A value quoted back to a person (an id, a file name, a package's entry, a setting): at most
/// `max` characters of it, `…` where it was cut, hidden characters written as `\u{..}` by
/// [`printable`] (a newline cannot start a line of its own, nor a direction override make the
/// rest of the sentence read backwards). The command line and the page quote through this one.
pub fn shown(text: &str, max: usize) -> String {
    let cut: String = text.chars().take(max).collect();
    let shown = printable(&cut);
    if cut.len() < text.len() {
        format!("{shown}…")
    } else {
        shown
    }
}

/// The usual name of the hidden characters people meet, with a leading space and in brackets.
fn char_name(code_point: u32) -> &'static str {
    match code_point {
        0x00 => " (NUL)",
        0x1B => " (ESC)",
        0x7F => " (DEL)",
        0x00AD => " (soft hyphen)",
        0x200B => " (zero-width space)",
        0x200C => " (zero-width non-joiner)",
        0x200D => " (zero-width joiner)",
        0x200E | 0x200F => " (direction mark)",
        0x2060 => " (word joiner)",
        0xFEFF => " (byte order mark)",
        _ => "",
    }
}

fn bracket_message(bracket: char, index: usize) -> String {
    if index == 0 {
        format!("the `{bracket}` at the start closes nothing")
    } else if "([{".contains(bracket) {
        format!("the `{bracket}` before item {index} is never closed")
    } else {
        format!("the `{bracket}` after item {index} closes nothing")
    }
}
