//! A heuristic that is not a number on a board, in words: what `heuristic check` and `grade`
//! both print. Its own module so that `grade`, which the `heuristic` command dispatches to, does
//! not import its dispatcher back.

use npuzzle_core::formula::{NotANumber, Undefined};
use npuzzle_i18n::{CliKey, Lang};

/// h is not a number on `board` (the board `x` names, as the caller writes boards), in words.
pub fn not_a_number(x: &NotANumber, board: &str, lang: Lang) -> String {
    let at = match x.value {
        Undefined::DivisionByZero { at } => at + 1,
        _ => 0,
    };
    let values: [(&str, &dyn npuzzle_i18n::Plain); 3] =
        [("value", &x.value.name()), ("at", &at), ("board", &board)];
    CliKey::HeuristicNotANumber.fill(lang, &values)
}
