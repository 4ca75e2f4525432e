//! The core's values in words: moves, the solvability explanation, errors, the method a
//! solver used, the names of the algorithms and heuristics.

use crate::{Key, Lang, Said};
use npuzzle_core::{Algorithm, Error, Heuristic, Move, Solvability};

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

/// The core's description of how it solved a board (`Solution::method`, English: "IDA* with
/// additive pattern databases", fast mode's "rows and columns one by one, …"), in `lang`. The
/// core has a handful of phrases; one it does not know here stays in English.
pub fn method(lang: Lang, english: &str) -> String {
    // (English, German, Spanish), longest first where one begins another.
    const WHOLE: [(&str, &str, &str); 7] = [
        (
            "exact distance table",
            "exakte Distanztabelle",
            "tabla exacta de distancias",
        ),
        (
            "IDA* with additive pattern databases and reflection",
            "IDA* mit additiven Musterdatenbanken und Spiegelung",
            "IDA* con bases de datos de patrones aditivas y reflexión",
        ),
        (
            "IDA* with additive pattern databases",
            "IDA* mit additiven Musterdatenbanken",
            "IDA* con bases de datos de patrones aditivas",
        ),
        (
            "IDA* with the quick (5-5-5) pattern databases and reflection",
            "IDA* mit den schnellen (5-5-5) Musterdatenbanken und Spiegelung",
            "IDA* con las bases de datos de patrones rápidas (5-5-5) y reflexión",
        ),
        (
            "IDA* with linear conflict",
            "IDA* mit linearem Konflikt",
            "IDA* con conflicto lineal",
        ),
        (
            "weighted A* with linear conflict, weight 1.5",
            "gewichtetes A* mit linearem Konflikt, Gewicht 1,5",
            "A* ponderado con conflicto lineal, peso 1,5",
        ),
        (
            "weighted A* with pattern databases, weight 1.5",
            "gewichtetes A* mit Musterdatenbanken, Gewicht 1,5",
            "A* ponderado con bases de datos de patrones, peso 1,5",
        ),
    ];
    const PARTS: [(&str, &str, &str); 5] = [
        (
            "rows and columns one by one",
            "Zeilen und Spalten einzeln",
            "filas y columnas una a una",
        ),
        (
            ", each placed by search",
            ", jede per Suche platziert",
            ", cada una colocada por búsqueda",
        ),
        (", the last ", ", der letzte Block ", ", el último bloque "),
        (
            " with pattern databases",
            " mit Musterdatenbanken",
            " con bases de datos de patrones",
        ),
        (
            " by IDA* with linear conflict",
            " per IDA* mit linearem Konflikt",
            " con IDA* y conflicto lineal",
        ),
    ];
    let pick = |t: &(&'static str, &'static str, &'static str)| -> &'static str {
        match lang {
            Lang::En => t.0,
            Lang::De => t.1,
            Lang::Es => t.2,
        }
    };
    if lang == Lang::En {
        return english.to_string();
    }
    if let Some(t) = WHOLE.iter().find(|t| t.0 == english) {
        return pick(t).to_string();
    }
    // Fast mode: "rows and columns one by one[, each placed by search], the last R×C
    // optimally[ with pattern databases | by IDA* with linear conflict]".
    let Some(rest) = english.strip_prefix(PARTS[0].0) else {
        return english.to_string();
    };
    let (placed, rest) = match rest.strip_prefix(PARTS[1].0) {
        Some(r) => (pick(&PARTS[1]), r),
        None => ("", rest),
    };
    let Some((size, how)) = rest
        .strip_prefix(PARTS[2].0)
        .and_then(|r| r.split_once(" optimally"))
    else {
        return english.to_string();
    };
    let how = match PARTS[3..].iter().find(|t| t.0 == how) {
        Some(t) => pick(t),
        None if how.is_empty() => "",
        None => return english.to_string(),
    };
    let optimally = match lang {
        Lang::De => " optimal",
        _ => " de forma óptima",
    };
    format!(
        "{}{placed}{}{size}{optimally}{how}",
        pick(&PARTS[0]),
        pick(&PARTS[2])
    )
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
