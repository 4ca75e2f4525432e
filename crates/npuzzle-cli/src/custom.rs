//! `--heuristic expr:FORMULA` in `solve` and `bench`: the user's formula read for the board's
//! goal and searched with (the core's `formula::solve`). A shortest answer is claimed only where
//! the formula is proved admissible and consistent on every board (shapes of at most 9 cells,
//! checked once per goal).

use npuzzle_core::formula::{Formula, check, solve};
use npuzzle_core::{Board, Control, Solution, SolveOptions};
use npuzzle_i18n::{CliKey, Lang, error, formula_error};
use std::collections::HashMap;

/// Formulas read, by text and goal, with whether each is proved admissible and consistent.
#[derive(Default)]
pub struct Custom {
    read: HashMap<(String, Board), (Formula, bool)>,
}

impl Custom {
    /// Solves `board` with `text` as the heuristic; worded errors in `lang`.
    pub fn solve(
        &mut self,
        text: &str,
        board: &Board,
        options: &SolveOptions,
        control: &mut dyn Control,
        lang: Lang,
    ) -> Result<Solution, String> {
        let goal = options
            .goal
            .resolve(board.shape())
            .map_err(|e| error(&e).text(lang))?;
        // By text too: the experiment races several formulas on the same goal.
        let key = (text.to_string(), goal.board().clone());
        if !self.read.contains_key(&key) {
            let formula = Formula::new(text, &goal).map_err(|e| {
                CliKey::BadFormula.fill(lang, &[("why", &formula_error(&e).text(lang))])
            })?;
            let proved = board.shape().cells() <= 9
                && check(&formula, &goal).is_ok_and(|c| c.admissible && c.consistent);
            self.read.insert(key.clone(), (formula, proved));
        }
        let (formula, proved) = &self.read[&key];
        solve(board, options, formula, *proved, control).map_err(|e| error(&e).text(lang))
    }
}
