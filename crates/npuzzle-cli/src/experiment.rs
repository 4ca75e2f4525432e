//! `npuzzle experiment`: the AI textbooks' table of search cost by solution depth (mean nodes
//! generated and expanded, and the effective branching factor b*), on boards drawn uniformly
//! from those exactly d moves from the goal. The page's Experiment view runs the same code, so a
//! fixed seed gives the same numbers there. Output is for scripts and reports: English (as
//! `bench`), a table by default, or `--csv` / `--json`.

use crate::output::{Failure, Out};
use npuzzle_core::experiment::{Plan, Row, Search, cell, csv, parse_depths, run};
use npuzzle_core::{Clock, Solver, parse_shape};
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
    /// Boards per depth.
    #[arg(long, short = 'n', default_value_t = 100)]
    pub count: usize,
    /// Draws the same boards every time (and the same as the page's Experiment view).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The searches, each an algorithm with an optional :heuristic.
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

/// The plan the arguments describe, or what is wrong with them.
pub fn plan(args: &Args) -> Result<Plan, String> {
    let shape = parse_shape(&args.size).map_err(|e| format!("--size: {e}"))?;
    let depths = parse_depths(&args.depths).map_err(|e| format!("--depths: {e}"))?;
    let searches = args
        .searches
        .split(',')
        .map(|s| {
            s.trim()
                .parse::<Search>()
                .map_err(|e| format!("--searches: `{s}`: {e}"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if args.count == 0 {
        return Err("--count: give at least 1 board per depth".into());
    }
    Ok(Plan {
        rows: shape.rows(),
        cols: shape.cols(),
        depths,
        count: args.count,
        seed: args.seed,
        searches,
        max_nodes: args.max_nodes,
    })
}

pub fn run_command(args: &Args) -> Result<ExitCode, Failure> {
    let plan = plan(args)?;
    let mut clock = Clock::default();
    let mut solver = Solver::new();
    // Progress on a terminal only: a script's log stays clean.
    let terminal = std::io::stderr().is_terminal();
    let rows = run(&plan, &mut solver, &mut clock, &mut |row, done| {
        if terminal {
            eprint!(
                "\r{:>3.0} % (depth {}, {})   ",
                done * 100.0,
                row.depth,
                row.search
            );
        }
    })
    .map_err(|e| format!("--size: {e}"))?;
    if terminal {
        eprintln!();
    }
    let mut out = Out::new();
    if args.json {
        let json = serde_json::json!({ "plan": plan, "rows": rows });
        writeln!(out, "{json}")?;
    } else if args.csv {
        write!(out, "{}", csv(&rows))?;
    } else {
        write!(out, "{}", table(&plan, &rows))?;
    }
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}

/// The textbook's layout: a line per depth; per search, mean nodes generated and b*.
pub fn table(plan: &Plan, rows: &[Row]) -> String {
    let mut out = format!(
        "Mean nodes generated (and effective branching factor b*) over {} boards per depth, {}×{}, seed {}, at most {} nodes a board; – past it.\n",
        plan.count, plan.rows, plan.cols, plan.seed, plan.max_nodes
    );
    let width = 20;
    out.push_str(&format!("{:>5}", "d"));
    for s in &plan.searches {
        out.push_str(&format!("  {:>width$}", s.to_string()));
    }
    out.push('\n');
    for &d in &plan.depths {
        out.push_str(&format!("{d:>5}"));
        for s in &plan.searches {
            let cell = rows
                .iter()
                .find(|r| r.depth == d && r.search == *s)
                .map_or_else(String::new, cell);
            out.push_str(&format!("  {cell:>width$}"));
        }
        out.push('\n');
    }
    out
}
