//! `npuzzle experiment`: the AI textbooks' table of search cost by solution depth (mean nodes
//! generated and expanded, and the effective branching factor b*), on boards drawn uniformly
//! from those exactly d moves from the goal. The page's Experiment view runs the same code, so a
//! fixed seed gives the same numbers there. Output is for scripts and reports: English (as
//! `bench`), a table by default, or `--csv` / `--json`.

use crate::output::{Failure, Out};
use npuzzle_core::experiment::{Contender, Plan, Row, cell, csv_with, parse_depths, run_by};
use npuzzle_core::formula::Formula;
use npuzzle_core::{Board, Clock, Goal, GoalSpec, Solver, parse_shape};
use npuzzle_i18n::{CliKey, Lang, formula_error, group};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Board size, at most 9 cells: 3x3 (the 8-puzzle), 2x4, 2x3, …
    #[arg(long, short, default_value = "3x3")]
    pub size: String,
    /// Solution depths: from..to:step (2..24:2) or a comma list (2,4,8).
    #[arg(long, default_value = "2..24:2")]
    pub depths: String,
    /// Boards per depth (at most 100,000).
    #[arg(long, short = 'n', default_value_t = 100)]
    pub count: usize,
    /// Draws the same boards every time (and the same as the page's Experiment view).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The searches, each an algorithm with an optional :heuristic; `astar:expr:FORMULA` searches
    /// with a heuristic of your own (`npuzzle heuristic check` explains the formulas).
    #[arg(long, default_value = "iddfs,astar:hamming,astar:manhattan")]
    pub searches: String,
    /// Nodes one search may generate on one board; past it the row shows "–".
    #[arg(long, default_value_t = 1_000_000)]
    pub max_nodes: u64,
    /// One JSON object: the plan and its rows.
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// One line per depth and search: depth,algorithm,heuristic,boards,solved,generated_mean,
    /// expanded_mean,ebf.
    #[arg(long)]
    pub csv: bool,
}

/// The most boards a depth: a depth's boards are drawn at once and kept while every search
/// solves them (100,000 take about 25 MB; a billion took 13.6 GB in a minute).
pub const MAX_COUNT: usize = 100_000;

/// `--count` over `max`, in words.
pub fn too_many_boards(max: usize, lang: Lang) -> String {
    let why = CliKey::BoardsPerDepth.fill(lang, &[("max", &group(lang, max as u64))]);
    CliKey::BadOption.fill(lang, &[("option", &"--count"), ("why", &why)])
}

/// The plan the arguments describe, with each search's formula (`None` for ours), or what is
/// wrong with them.
pub fn plan(args: &Args, lang: Lang) -> Result<(Plan, Vec<Option<String>>), String> {
    let shape = parse_shape(&args.size).map_err(|e| format!("--size: {e}"))?;
    let depths = parse_depths(&args.depths).map_err(|e| format!("--depths: {e}"))?;
    let goal = Goal::new(Board::blank_last(shape));
    let mut searches = Vec::new();
    let mut formulas = Vec::new();
    for s in split_searches(&args.searches) {
        let bad = |e: &dyn std::fmt::Display| format!("--searches: `{s}`: {e}");
        // `algo:expr:FORMULA`: the formula is read here, so a typo is said before any search.
        if let Some((algo, text)) = s.split_once(":expr:") {
            let search = algo.parse::<Contender>().map_err(|e| bad(&e))?;
            if !search.algorithm.takes_heuristic() || search.heuristic.is_some() {
                return Err(bad(
                    &"a formula is the heuristic of greedy, astar or idastar",
                ));
            }
            Formula::new(text, &goal).map_err(|e| {
                bad(&CliKey::BadFormula.fill(lang, &[("why", &formula_error(&e).text(lang))]))
            })?;
            searches.push(search);
            formulas.push(Some(text.trim().to_string()));
        } else {
            searches.push(s.parse::<Contender>().map_err(|e| bad(&e))?);
            formulas.push(None);
        }
    }
    if args.count == 0 {
        return Err("--count: give at least 1 board per depth".into());
    }
    if args.count > MAX_COUNT {
        return Err(too_many_boards(MAX_COUNT, lang));
    }
    let plan = Plan {
        rows: shape.rows(),
        cols: shape.cols(),
        depths,
        count: args.count,
        seed: args.seed,
        searches,
        max_nodes: args.max_nodes,
        // Each search's formula is its own (`formulas`), solved by `run_by` below.
        formula: None,
    };
    Ok((plan, formulas))
}

/// The searches of `--searches`, split at the commas that are not inside a formula's brackets
/// (`astar:expr:max(manhattan, 2*hamming),iddfs` is two).
fn split_searches(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth <= 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(text[start..].trim());
    out
}

/// What the table and CSV call search `k`: `astar:manhattan`, or `astar:expr:FORMULA`.
fn label(plan: &Plan, formulas: &[Option<String>], k: usize) -> String {
    match &formulas[k] {
        Some(f) => format!("{}:expr:{f}", plan.searches[k].algorithm.name()),
        None => plan.searches[k].to_string(),
    }
}

pub fn run_command(args: &Args, lang: Lang) -> Result<ExitCode, Failure> {
    let (plan, formulas) = plan(args, lang)?;
    let mut clock = Clock::default();
    let mut solver = Solver::new();
    let mut custom = crate::custom::Custom::default();
    // Progress on a terminal only: a script's log stays clean.
    let terminal = std::io::stderr().is_terminal();
    let n = plan.searches.len();
    let mut done_rows = 0;
    let rows = run_by(
        &plan,
        &mut clock,
        &mut |row, done| {
            if terminal {
                let k = done_rows % n;
                eprint!(
                    "\r{:>3.0} % (depth {}, {})   ",
                    done * 100.0,
                    row.depth,
                    label(&plan, &formulas, k)
                );
            }
            done_rows += 1;
        },
        &mut |k, board, options, control| match &formulas[k] {
            Some(text) => {
                let options = npuzzle_core::SolveOptions {
                    goal: GoalSpec::BlankLast,
                    ..options.clone()
                };
                custom
                    .solve(text, board, &options, control, lang)
                    .map_err(Why)
            }
            None => Ok(solver.solve(board, options, control)?),
        },
    )
    .map_err(|Why(e)| format!("--size: {e}"))?;
    if terminal {
        eprintln!();
    }
    let mut out = Out::new();
    if args.json {
        let json = serde_json::json!({ "plan": plan, "formulas": formulas, "rows": rows });
        writeln!(out, "{json}")?;
    } else if args.csv {
        let heuristic = |i: usize, r: &Row| match &formulas[i % n] {
            Some(f) => format!("\"expr:{}\"", f.replace('"', "\"\"")),
            None => r.search.heuristic.map_or("", |h| h.name()).to_string(),
        };
        write!(out, "{}", csv_with(&rows, &heuristic))?;
    } else {
        write!(out, "{}", table(&plan, &formulas, &rows))?;
    }
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}

/// Why the experiment stopped, in words.
struct Why(String);

impl From<npuzzle_core::Error> for Why {
    fn from(e: npuzzle_core::Error) -> Why {
        Why(e.to_string())
    }
}

/// The textbook's layout: a line per depth; per search, mean nodes generated and b*. Rows come
/// as `run` gives them: depth by depth, each search in turn.
pub fn table(plan: &Plan, formulas: &[Option<String>], rows: &[Row]) -> String {
    let mut out = format!(
        "Mean nodes generated (and effective branching factor b*) over {} boards per depth, {}×{}, seed {}, at most {} nodes a board; – past it.\n",
        plan.count, plan.rows, plan.cols, plan.seed, plan.max_nodes
    );
    let n = plan.searches.len();
    let width = (0..n)
        .map(|k| label(plan, formulas, k).chars().count())
        .max()
        .unwrap_or(0)
        .max(20);
    out.push_str(&format!("{:>5}", "d"));
    for k in 0..n {
        out.push_str(&format!("  {:>width$}", label(plan, formulas, k)));
    }
    out.push('\n');
    for (i, &d) in plan.depths.iter().enumerate() {
        out.push_str(&format!("{d:>5}"));
        for k in 0..n {
            let cell = rows
                .get(i * n + k)
                .filter(|r| r.depth == d)
                .map_or_else(String::new, cell);
            out.push_str(&format!("  {cell:>width$}"));
        }
        out.push('\n');
    }
    out
}
