//! `npuzzle heuristic grade 'EXPR' [--exercise ID | --seed N] [--pass 80%] [--json]`: a formula
//! graded as the page's heuristic exercise grades it, by the same rules
//! (`npuzzle_app::state::exercise::heuristic`): checked on all 181,440 8-puzzles (a number on
//! every board, and admissible), then raced with A* against Manhattan on 120 boards drawn with
//! the exercise's seed (from its id). A teacher can grade a formula from an LMS record
//! (`cmi.suspend_data`'s `formula`) and get the score the student's page gave.

use crate::output::{Failure, Out};
use npuzzle_app::state::exercise::heuristic::{
    self, Depth, FIXED_SEED, Graded, MAX_NODES, after_check, after_race, goal, kept, plan,
    raced_words, totals,
};
use npuzzle_core::formula::{Formula, SAMPLES, check_shape};
use npuzzle_i18n::{CliKey, Key, Lang, Said, check_error, error, formula_error, group};
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct GradeArgs {
    /// The formula, as handed in (or as an LMS record keeps it).
    pub formula: String,
    /// The exercise's id: its race's boards, as the page draws them for every attempt at it.
    #[arg(long, conflicts_with = "seed")]
    pub exercise: Option<String>,
    /// The seed the race's boards are drawn with (the exercise's, as a record's `seed` keeps it;
    /// 1 with neither this nor --exercise).
    #[arg(long)]
    pub seed: Option<u32>,
    /// The pass mark: the share of Manhattan's nodes h may generate, 0.8 or 80%.
    #[arg(long, default_value = "80%")]
    pub pass: String,
    /// One JSON object: `formula`, `seed`, `admissible`, `notANumber`, `counterexample`, `own`,
    /// `manhattan`, `byDepth` (`[depth, own, manhattan]`), `overBudget`, `score` (`raw`, `max`,
    /// `passed`).
    #[arg(long)]
    pub json: bool,
}

#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct GradeReport<'a> {
    formula: &'a str,
    seed: u32,
    admissible: bool,
    not_a_number: Option<&'a npuzzle_core::formula::NotANumber>,
    counterexample: Option<&'a npuzzle_core::formula::Counterexample>,
    own: Option<u64>,
    manhattan: Option<u64>,
    by_depth: &'a [(u32, u64, u64)],
    over_budget: bool,
    score: npuzzle_app::state::exercise::Score,
}

pub fn run(args: &GradeArgs, lang: Lang) -> Result<ExitCode, Failure> {
    let pass = npuzzle_app::options::parse_pass(&args.pass).ok_or_else(|| {
        let why = "0.8 or 80% (the share of Manhattan's nodes h may generate)".to_string();
        CliKey::BadOption.fill(lang, &[("option", &"--pass"), ("why", &why)])
    })?;
    let text = kept(&args.formula);
    let seed = match (&args.exercise, args.seed) {
        (Some(id), _) => heuristic::race_seed_of(id),
        (None, seed) => seed.unwrap_or(FIXED_SEED),
    };
    let goal = goal();
    let bad = |why: String| CliKey::BadFormula.fill(lang, &[("why", &why)]);
    let formula = Formula::new(&text, &goal).map_err(|e| bad(formula_error(&e).text(lang)))?;
    let checked =
        check_shape(&formula, &goal, SAMPLES, 1).map_err(|e| bad(check_error(&e).text(lang)))?;
    let (graded, score) = match after_check(&checked) {
        Some(failed) => failed,
        None => race(&text, seed, pass).map_err(|e| error(&e).text(lang))?,
    };
    let mut out = Out::new();
    let by_depth: &[Depth] = match &graded {
        Graded::Raced(by_depth) => by_depth,
        _ => &[],
    };
    if args.json {
        let raced = matches!(graded, Graded::Raced(_));
        let (own, manhattan) = totals(by_depth);
        let report = GradeReport {
            formula: &text,
            seed,
            admissible: checked.admissible,
            not_a_number: checked.not_a_number.as_ref(),
            counterexample: checked
                .counterexample
                .as_ref()
                .filter(|_| !checked.admissible),
            own: raced.then_some(own),
            manhattan: raced.then_some(manhattan),
            by_depth,
            over_budget: matches!(graded, Graded::OverBudget),
            score,
        };
        writeln!(
            out,
            "{}",
            serde_json::to_string(&report).map_err(|e| e.to_string())?
        )?;
    } else {
        writeln!(out, "h = {text}")?;
        print(&mut out, &graded, seed, lang)?;
        let key = if score.passed {
            CliKey::GradePassed
        } else {
            CliKey::GradeFailed
        };
        let allowed = (pass * 100.0).round() as u32;
        let values: [(&str, &dyn npuzzle_i18n::Plain); 3] =
            [("raw", &score.raw), ("max", &score.max), ("pass", &allowed)];
        writeln!(out, "{}", key.fill(lang, &values))?;
    }
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}

/// The race as the page runs it: A* with Manhattan and with h on the boards `seed` draws, at
/// most [`MAX_NODES`] a board, stopped once h is past them, as the page stops it.
fn race(
    text: &str,
    seed: u32,
    pass: f64,
) -> Result<(Graded, npuzzle_app::state::exercise::Score), npuzzle_core::Error> {
    Ok(after_race(&heuristic::race(&plan(text, seed))?, pass))
}

/// What grading found, in words: the board where h is not a number or overestimates, or the
/// race by depth (with its seed).
fn print(out: &mut Out, graded: &Graded, seed: u32, lang: Lang) -> std::io::Result<()> {
    match graded {
        Graded::NotANumber(x) => {
            let board = npuzzle_core::board_line(&x.tiles, 3);
            let line = crate::undefined::not_a_number(x, &board, lang);
            writeln!(out, "{line}")?;
        }
        Graded::NotAdmissible(c) => {
            let board = npuzzle_core::board_line(&c.tiles, 3);
            let h = npuzzle_core::print::trimmed(c.h, 3);
            let values: [(&str, &dyn npuzzle_i18n::Plain); 3] =
                [("board", &board), ("h", &h), ("hstar", &c.h_star)];
            writeln!(
                out,
                "{}",
                CliKey::HeuristicNotAdmissible.fill(lang, &values)
            )?;
        }
        Graded::Raced(by_depth) => {
            let said = raced_words(by_depth, lang);
            writeln!(out, "{}", said.text(lang))?;
            writeln!(out, "{:>3} {:>10} {:>10}", "d", "h", "manhattan")?;
            for (d, mine, theirs) in by_depth {
                writeln!(
                    out,
                    "{d:>3} {:>10} {:>10}",
                    group(lang, *mine),
                    group(lang, *theirs)
                )?;
            }
        }
        Graded::OverBudget => {
            let said = Said::key(Key::ExHOverBudget).with("max", group(lang, MAX_NODES));
            writeln!(out, "{}", said.text(lang))?;
        }
    }
    if matches!(graded, Graded::Raced(_) | Graded::OverBudget) {
        let seed = seed.to_string();
        writeln!(out, "{}", CliKey::GradeSeed.fill(lang, &[("seed", &seed)]))?;
    }
    Ok(())
}
