//! A heuristic formula's errors in words (the lab, the heuristic task, `npuzzle heuristic`):
//! the core's typed error worded here, so the page and the command line say it in the reader's
//! language. What the person typed is quoted through [`npuzzle_core::printable`]: a direction
//! override or isolate typed into a formula is shown as `\u{202E}`, never obeyed, so it cannot
//! reorder the sentence around it (the page isolates every placeholder in a right-to-left
//! language besides: [`crate::message`]).

use crate::{Fixed, Key, Said};
use npuzzle_core::formula::{
    CheckError, FormulaError, Found, MAX_CHECKED_CELLS, MAX_COST, MAX_TEXT, NAMES, Problem,
    Undefined,
};
use npuzzle_core::printable;

/// What is wrong with a formula, and where (1-based, as a person counts characters).
pub fn formula_error(e: &FormulaError) -> Said {
    let at = |problem: Said| placed(e.at, problem);
    let text = |key: Key, s: &str| Said::key(key).with("text", printable(s));
    match &e.problem {
        Problem::TooLong(n) => Said::key(Key::FormulaTooLong)
            .with("n", n)
            .with("max", MAX_TEXT),
        Problem::TooSlow(cost) => Said::key(Key::FormulaTooSlow)
            .with("cost", cost)
            .with("max", MAX_COST),
        Problem::NotANumber(u) => {
            let said = Said::key(Key::FormulaNotANumber).with("value", u.name());
            match u {
                Undefined::DivisionByZero { at } => placed(*at, said),
                _ => said,
            }
        }
        Problem::TooDeep(depth) => at(Said::key(Key::FormulaTooDeep).with("depth", depth)),
        Problem::Expected { what, found } => {
            let said = Said::key(Key::FormulaExpected)
                .with("what", what.name())
                .with("found", found.name());
            at(match found {
                Found::Text(t) => said.with("text", printable(t)),
                _ => said,
            })
        }
        Problem::Unexpected(c) => at(text(Key::FormulaUnexpected, c)),
        Problem::BadNumber(s) => at(text(Key::FormulaBadNumber, s)),
        Problem::UnknownName(name) => at(Said::key(Key::FormulaUnknownName)
            .with("name", printable(name))
            .with("names", NAMES)),
        Problem::Arguments { name, want, got } => at(Said::key(Key::FormulaArguments)
            .with("name", printable(name))
            .with("want", want)
            .with("got", got)),
        Problem::DivisionByZero => at(Key::FormulaDivision.into()),
        Problem::NoSuchTile(t) => {
            // As typed (2.5, not 2.500), and by the words' own number printer: the core's
            // would be one more in the page.
            let places = (0..3u8)
                .find(|&p| (t * 10f64.powi(p.into())).fract() == 0.0)
                .unwrap_or(3);
            at(Said::key(Key::FormulaNoSuchTile).with("tile", Fixed(*t, places)))
        }
    }
}

/// `problem` at the character `at` (0-based).
fn placed(at: usize, problem: Said) -> Said {
    Said::key(Key::FormulaAt)
        .with("at", at + 1)
        .with_said("problem", problem)
}

/// Why a formula could not be checked: its error on a board, or a shape too large.
pub fn check_error(e: &CheckError) -> Said {
    match e {
        CheckError::Formula(e, tiles) if tiles.is_empty() => formula_error(e),
        CheckError::Formula(e, tiles) => {
            let board: Vec<String> = tiles.iter().map(u16::to_string).collect();
            Said::key(Key::FormulaOnBoard)
                .with_said("why", formula_error(e))
                .with("board", board.join(" "))
        }
        CheckError::TooLarge(cells) => Said::key(Key::FormulaTooLarge)
            .with("cells", cells)
            .with("max", MAX_CHECKED_CELLS),
    }
}

/// Why h cannot be used, in the page's words (the lab's note, the heuristic task's, a
/// recording's or a race's with the lab's formula).
pub fn bad_formula(e: &CheckError) -> Said {
    Said::key(Key::LabBadFormula).with_said("why", check_error(e))
}

/// h is not a number on a board, and what it is there instead, in words (the lab's verdict and
/// the heuristic exercise's).
pub fn not_a_number(value: Undefined) -> Said {
    let at = match value {
        Undefined::DivisionByZero { at } => at + 1,
        _ => 0,
    };
    Said::key(Key::LabNotANumber)
        .with("value", value.name())
        .with("at", at)
}
