//! `npuzzle heuristic grade 'EXPR' [--pass 80%] [--json]`: a formula graded as the page's
//! heuristic exercise grades it, by the same rules (`npuzzle_app::state::exercise::heuristic`):
//! checked on all 181,440 8-puzzles, then raced with A* against Manhattan on the exercise's 120
//! boards. A teacher can grade a formula from an LMS record (`cmi.suspend_data`'s `formula`)
//! and get the score the student's page gave.

use crate::output::{Failure, Out};
use npuzzle_app::state::exercise::heuristic::{
    Depth, Graded, MAX_NODES, after_check, after_race, goal, kept, plan, raced_words, totals,
};
use npuzzle_core::experiment::{self, Row};
use npuzzle_core::formula::{Formula, SAMPLES, check_shape};
use npuzzle_i18n::{CliKey, Key, Lang, error, group};
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct GradeArgs {
    /// The formula, as handed in (or as an LMS record keeps it).
    pub formula: String,
    /// The pass mark: the share of Manhattan's nodes h may generate, 0.8 or 80%.
    #[arg(long, default_value = "80%")]
    pub pass: String,
    /// One JSON object: `formula`, `admissible`, `counterexample`, `own`, `manhattan`,
    /// `byDepth` (`[depth, own, manhattan]`), `overBudget`, `score` (`raw`, `max`, `passed`).
    #[arg(long)]
    pub json: bool,
}

#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct Report<'a> {
    formula: &'a str,
    admissible: bool,
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
    let goal = goal();
    let bad = |why: String| CliKey::BadFormula.fill(lang, &[("why", &why)]);
    let formula = Formula::new(&text, &goal).map_err(|e| bad(e.to_string()))?;
    let checked = check_shape(&formula, &goal, SAMPLES, 1).map_err(|e| bad(e.to_string()))?;
    let (graded, score) = match after_check(&checked) {
        Some(failed) => failed,
        None => {
            let rows: Vec<Row> = experiment::run(
                &plan(&text),
                &mut npuzzle_core::Solver::new(),
                &mut npuzzle_core::NoControl,
                &mut |_, _| {},
            )
            .map_err(|e| error(&e).text(lang))?;
            after_race(&rows, pass)
        }
    };
    let mut out = Out::new();
    let by_depth: &[Depth] = match &graded {
        Graded::Raced(by_depth) => by_depth,
        _ => &[],
    };
    let raced = matches!(graded, Graded::Raced(_));
    let (own, manhattan) = totals(by_depth);
    let (own, manhattan) = (raced.then_some(own), raced.then_some(manhattan));
    if args.json {
        let report = Report {
            formula: &text,
            admissible: checked.admissible,
            counterexample: checked
                .counterexample
                .as_ref()
                .filter(|_| !checked.admissible),
            own,
            manhattan,
            by_depth,
            over_budget: graded == Graded::OverBudget,
            score,
        };
        writeln!(
            out,
            "{}",
            serde_json::to_string(&report).map_err(|e| e.to_string())?
        )?;
    } else {
        writeln!(out, "h = {text}")?;
        match &graded {
            Graded::NotAdmissible(c) => {
                let board = npuzzle_core::board_line(&c.tiles, 3);
                let h = npuzzle_core::print::fixed(c.h, 3);
                let h = h.trim_end_matches('0').trim_end_matches('.');
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
                let said =
                    npuzzle_i18n::Said::key(Key::ExHOverBudget).with("max", group(lang, MAX_NODES));
                writeln!(out, "{}", said.text(lang))?;
            }
        }
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
