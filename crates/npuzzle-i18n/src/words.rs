//! The core's values in words: moves, the solvability explanation, errors, the method a
//! solver used, the names of the algorithms and heuristics.

use crate::{Fixed, Key, Lang, Said};
use npuzzle_core::{Algorithm, Error, Finish, Heuristic, Method, Move, Solvability};

/// The way a tile slides when the blank makes move `m`.
pub fn way(m: Move) -> Key {
    match m.opposite() {
        Move::Up => Key::WayUp,
        Move::Down => Key::WayDown,
        Move::Left => Key::WayLeft,
        Move::Right => Key::WayRight,
    }
}

/// Why a board cannot (or can) reach the goal, in numbers.
pub fn explain(s: &Solvability) -> Said {
    let parity = if s.deciding_sum().is_multiple_of(2) {
        Key::Even
    } else {
        Key::Odd
    };
    let verdict = if s.solvable {
        Key::CanReach
    } else {
        Key::CannotReach
    };
    let said = if s.width % 2 == 1 {
        Said::key(Key::ExplainOdd)
    } else {
        Said::key(Key::ExplainEven)
            .with("rows", s.blank_row.abs_diff(s.goal_blank_row))
            .with("sum", s.deciding_sum())
    };
    said.with("inv", s.inversions)
        .with("width", s.width)
        .with_said("parity", parity.into())
        .with_said("verdict", verdict.into())
}

/// What is wrong, for the errors a person can cause from the page; others keep the core's
/// (English) sentence. The values are the core's as it says them (ASCII digits, no grouping):
/// they echo what the person typed, and a count still picks its plural form.
pub fn error(e: &Error) -> Said {
    let size = |rows: &usize, cols: &usize| format!("{rows}×{cols}");
    let pos = |p: &npuzzle_core::Pos| Said::key(Key::Pos).with("row", p.row).with("col", p.col);
    match e {
        Error::Empty => Key::ErrEmpty.into(),
        Error::InvalidToken { token, index } => Said::key(Key::ErrToken)
            .with("token", token.chars().take(20).collect::<String>())
            .with_typed("i", *index as u64),
        Error::TooSmall { rows, cols, min } => Said::key(Key::ErrTooSmall)
            .with("size", size(rows, cols))
            .with_typed("min", *min as u64),
        Error::TooLarge { rows, cols, max } => Said::key(Key::ErrTooLarge)
            .with("size", size(rows, cols))
            .with_typed("max", *max as u64),
        Error::TextTooLong { bytes, max } => Said::key(Key::ErrTextTooLong)
            .with_typed("bytes", *bytes as u64)
            .with_typed("max", *max as u64),
        Error::SideTooLarge { side, max } => {
            let side = if *side == u64::MAX {
                Key::TooManyDigits.into()
            } else {
                Said::key(Key::Verbatim).with_typed("text", *side)
            };
            Said::key(Key::ErrSideTooLarge)
                .with_said("side", side)
                .with_typed("max", *max as u64)
        }
        Error::NotSquare { count } => {
            Said::key(Key::ErrNotSquare).with_typed("count", *count as u64)
        }
        Error::RaggedRows {
            row,
            expected,
            found,
        } => Said::key(Key::ErrRagged)
            .with_typed("row", *row as u64)
            .with_typed("expected", *expected as u64)
            .with_typed("found", *found as u64),
        Error::WrongTileCount {
            rows,
            cols,
            expected,
            found,
        } => Said::key(Key::ErrTileCount)
            .with("size", size(rows, cols))
            .with_typed("expected", *expected as u64)
            .with_typed("found", *found as u64),
        Error::NoBlank => Key::ErrNoBlank.into(),
        Error::TwoBlanks { first, second } => Said::key(Key::ErrTwoBlanks)
            .with_said("first", pos(first))
            .with_said("second", pos(second)),
        Error::OutOfRange { tile, at, max } => Said::key(Key::ErrOutOfRange)
            .with_typed("tile", *tile)
            .with_said("at", pos(at))
            .with_typed("max", *max as u64),
        Error::Duplicate {
            tile,
            first,
            second,
        } => Said::key(Key::ErrDuplicate)
            .with_typed("tile", *tile as u64)
            .with_said("first", pos(first))
            .with_said("second", pos(second)),
        Error::Missing { tile } => Said::key(Key::ErrMissing).with_typed("tile", *tile as u64),
        Error::TooManyMoves { moves, max } => Said::key(Key::ErrTooManyMoves)
            .with_typed("moves", *moves)
            .with_typed("max", *max),
        // Hidden characters, brackets, size lines: the core's sentence (it names the character).
        other => Said::key(Key::Verbatim).with("text", other),
    }
}

/// How the core solved a board ([`Method`]), in `lang` (in English as the JSON says it: the
/// core's `Display`; the core's value is typed, so nothing is parsed back).
pub fn method(lang: Lang, m: &Method) -> String {
    method_said(m).map_or_else(String::new, |said| said.text(lang))
}

fn method_said(m: &Method) -> Option<Said> {
    Some(match *m {
        Method::Search => return None,
        Method::ExactTable => Key::MethodExactTable.into(),
        Method::PatternDatabases { quick, reflected } => match (quick, reflected) {
            (false, false) => Key::MethodPdb,
            (false, true) => Key::MethodPdbReflected,
            (true, false) => Key::MethodPdbQuick,
            (true, true) => Key::MethodPdbQuickReflected,
        }
        .into(),
        Method::LinearConflict => Key::MethodLinearConflict.into(),
        Method::Weighted {
            patterns,
            weight_tenths,
        } => {
            let key = match patterns {
                true => Key::MethodWeightedPdb,
                false => Key::MethodWeightedLinearConflict,
            };
            Said::key(key).with("weight", Fixed(f64::from(weight_tenths) / 10.0, 1))
        }
        Method::Lines {
            searched,
            rows,
            cols,
            finish,
        } => {
            let key = match searched {
                true => Key::MethodLinesSearched,
                false => Key::MethodLines,
            };
            let lines = Said::key(key).with("size", format!("{rows}×{cols}"));
            match finish {
                Finish::Plain => lines,
                Finish::PatternDatabases => {
                    Said::key(Key::MethodFinishPdb).with_said("lines", lines)
                }
                Finish::LinearConflict => {
                    Said::key(Key::MethodFinishLinearConflict).with_said("lines", lines)
                }
            }
        }
    })
}

/// The name a person reads for an algorithm.
pub fn algorithm_name(a: Algorithm) -> Key {
    match a {
        Algorithm::Bfs => Key::NameBfs,
        Algorithm::Dfs => Key::NameDfs,
        Algorithm::Iddfs => Key::NameIddfs,
        Algorithm::Bibfs => Key::NameBibfs,
        Algorithm::Greedy => Key::NameGreedy,
        Algorithm::AStar => Key::NameAStar,
        Algorithm::IdaStar => Key::NameIdaStar,
        Algorithm::Auto => Key::NameAuto,
        Algorithm::Fast => Key::NameFast,
    }
}

/// An algorithm as the menus offer it: `auto` and `fast` say what they give.
pub fn menu_label(a: Algorithm) -> Key {
    match a {
        Algorithm::Auto => Key::OptionAuto,
        Algorithm::Fast => Key::OptionFast,
        _ => algorithm_name(a),
    }
}

/// The name a person reads for a heuristic.
pub fn heuristic_name(h: Heuristic) -> Key {
    match h {
        Heuristic::Hamming => Key::NameHamming,
        Heuristic::Manhattan => Key::NameManhattan,
        Heuristic::LinearConflict => Key::NameLinearConflict,
    }
}
