//! The core's values in words: moves, the solvability explanation, errors, the method a
//! solver used, the names of the algorithms and heuristics.

use crate::{Key, Lang, Said};
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
/// (English) sentence.
pub fn error(e: &Error) -> Said {
    let size = |rows: &usize, cols: &usize| format!("{rows}×{cols}");
    let pos = |p: &npuzzle_core::Pos| Said::key(Key::Pos).with("row", p.row).with("col", p.col);
    match e {
        Error::Empty => Key::ErrEmpty.into(),
        Error::InvalidToken { token, index } => Said::key(Key::ErrToken)
            .with("token", token.chars().take(20).collect::<String>())
            .with("i", index),
        Error::TooSmall { rows, cols, min } => Said::key(Key::ErrTooSmall)
            .with("size", size(rows, cols))
            .with("min", min),
        Error::TooLarge { rows, cols, max } => Said::key(Key::ErrTooLarge)
            .with("size", size(rows, cols))
            .with("max", max),
        Error::TextTooLong { bytes, max } => Said::key(Key::ErrTextTooLong)
            .with("bytes", bytes)
            .with("max", max),
        Error::SideTooLarge { side, max } => {
            let side = if *side == u64::MAX {
                Key::TooManyDigits.into()
            } else {
                Said::key(Key::Verbatim).with("text", side)
            };
            Said::key(Key::ErrSideTooLarge)
                .with_said("side", side)
                .with("max", max)
        }
        Error::NotSquare { count } => Said::key(Key::ErrNotSquare).with("count", count),
        Error::RaggedRows {
            row,
            expected,
            found,
        } => Said::key(Key::ErrRagged)
            .with("row", row)
            .with("expected", expected)
            .with("found", found),
        Error::WrongTileCount {
            rows,
            cols,
            expected,
            found,
        } => Said::key(Key::ErrTileCount)
            .with("size", size(rows, cols))
            .with("expected", expected)
            .with("found", found),
        Error::NoBlank => Key::ErrNoBlank.into(),
        Error::TwoBlanks { first, second } => Said::key(Key::ErrTwoBlanks)
            .with_said("first", pos(first))
            .with_said("second", pos(second)),
        Error::OutOfRange { tile, at, max } => Said::key(Key::ErrOutOfRange)
            .with("tile", tile)
            .with_said("at", pos(at))
            .with("max", max),
        Error::Duplicate {
            tile,
            first,
            second,
        } => Said::key(Key::ErrDuplicate)
            .with("tile", tile)
            .with_said("first", pos(first))
            .with_said("second", pos(second)),
        Error::Missing { tile } => Said::key(Key::ErrMissing).with("tile", tile),
        Error::TooManyMoves { moves, max } => Said::key(Key::ErrTooManyMoves)
            .with("moves", moves)
            .with("max", max),
        // Hidden characters, brackets, size lines: the core's sentence (it names the character).
        other => Said::key(Key::Verbatim).with("text", other),
    }
}

/// How the core solved a board ([`Method`]), in `lang`: English as the JSON says it, German and
/// Spanish from their own words (the core's value is typed, so nothing is parsed back).
pub fn method(lang: Lang, m: &Method) -> String {
    if lang == Lang::En {
        return m.to_string();
    }
    // German or Spanish (English is the core's own `Display`, above).
    let pick = |de: &'static str, es: &'static str| if lang == Lang::De { de } else { es };
    match *m {
        Method::Search => String::new(),
        Method::ExactTable => pick("exakte Distanztabelle", "tabla exacta de distancias").into(),
        Method::PatternDatabases { quick, reflected } => {
            let tables = if quick {
                pick(
                    "IDA* mit den schnellen (5-5-5) Musterdatenbanken",
                    "IDA* con las bases de datos de patrones rápidas (5-5-5)",
                )
            } else {
                pick(
                    "IDA* mit additiven Musterdatenbanken",
                    "IDA* con bases de datos de patrones aditivas",
                )
            };
            let reflection = if reflected {
                pick(" und Spiegelung", " y reflexión")
            } else {
                ""
            };
            format!("{tables}{reflection}")
        }
        Method::LinearConflict => {
            pick("IDA* mit linearem Konflikt", "IDA* con conflicto lineal").into()
        }
        Method::Weighted {
            patterns,
            weight_tenths,
        } => {
            let estimate = if patterns {
                pick("Musterdatenbanken", "bases de datos de patrones")
            } else {
                pick("linearem Konflikt", "conflicto lineal")
            };
            let weight = Method::weight(weight_tenths).replace('.', ",");
            match lang {
                Lang::De => format!("gewichtetes A* mit {estimate}, Gewicht {weight}"),
                _ => format!("A* ponderado con {estimate}, peso {weight}"),
            }
        }
        Method::Lines {
            searched,
            rows,
            cols,
            finish,
        } => {
            let placed = if searched {
                pick(
                    ", jede per Suche platziert",
                    ", cada una colocada por búsqueda",
                )
            } else {
                ""
            };
            let how = match finish {
                Finish::Plain => "",
                Finish::PatternDatabases => {
                    pick(" mit Musterdatenbanken", " con bases de datos de patrones")
                }
                Finish::LinearConflict => pick(
                    " per IDA* mit linearem Konflikt",
                    " con IDA* y conflicto lineal",
                ),
            };
            match lang {
                Lang::De => format!(
                    "Zeilen und Spalten einzeln{placed}, der letzte Block {rows}×{cols} optimal{how}"
                ),
                _ => format!(
                    "filas y columnas una a una{placed}, el último bloque {rows}×{cols} de forma óptima{how}"
                ),
            }
        }
    }
}

/// The name a person reads for an algorithm.
pub fn algorithm_name(a: Algorithm) -> Key {
    match a {
        Algorithm::Bfs => Key::NameBfs,
        Algorithm::Dfs => Key::NameDfs,
        Algorithm::Iddfs => Key::NameIddfs,
        Algorithm::Greedy => Key::NameGreedy,
        Algorithm::AStar => Key::NameAStar,
        Algorithm::IdaStar => Key::NameIdaStar,
        Algorithm::Auto => Key::NameAuto,
        Algorithm::Fast => Key::NameFast,
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
