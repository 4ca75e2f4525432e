//! `npuzzle bench`: solve a file of boards and print figures (benchmarks are figures, not tests).

use crate::options::SolverArgs;
use npuzzle_core::{Board, Clock, Control, Report, Solver, Status, parse_board};
use serde::Serialize;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// One board per line as a flat list (0 = blank; `R C` first for a non-square board); `#`
    /// lines and blank lines are skipped. Fields before the board are labels: the first is shown
    /// as the instance's id.
    #[arg(required_unless_present = "every")]
    pub file: Option<PathBuf>,
    /// Instead of a file: every solvable board of this small size (e.g. 3x3: 181,440 boards),
    /// printing only the summary.
    #[arg(long, conflicts_with_all = ["file", "json", "expect_field"])]
    pub every: Option<String>,
    #[command(flatten)]
    pub solver: SolverArgs,
    /// Print one JSON object per board, then a summary object.
    #[arg(long)]
    pub json: bool,
    /// The label field (1-based) holding each board's known optimal length, checked against the
    /// solution (e.g. 3 for Korf's 100: `id h optimal nodes tiles...`).
    #[arg(long)]
    pub expect_field: Option<usize>,
    /// Load pattern databases saved by `npuzzle tables` instead of building them (as the web app
    /// does); the load time counts as table time.
    #[arg(long, value_name = "FILE")]
    pub tables: Option<PathBuf>,
}

struct Instance {
    line: usize,
    id: String,
    expected: Option<usize>,
    board: Board,
}

#[derive(Serialize)]
struct Row<'a> {
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    expected: Option<usize>,
    #[serde(flatten)]
    report: Report,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Summary {
    summary: bool,
    count: usize,
    solved: usize,
    mismatches: usize,
    total_ms: f64,
    median_ms: f64,
    total_expanded: u64,
    total_generated: u64,
    mean_generated: f64,
    table_ms: f64,
    table_bytes: usize,
    /// Over boards solved that have a known length: their total length and the known total.
    total_length: usize,
    total_expected: usize,
}

pub fn run(args: &Args) -> Result<ExitCode, String> {
    let instances = match (&args.every, &args.file) {
        (Some(size), _) => every_board(size, &args.solver)?,
        (None, file) => {
            read_instances(&crate::solve::read_input(file.as_ref())?, args.expect_field)?
        }
    };
    let options = args.solver.options();
    let rows = args.every.is_none();
    if !args.json && rows {
        println!(
            "{:>6} {:>6} {:>8} {:>12} {:>12} {:>10}  status",
            "id", "length", "expected", "expanded", "generated", "ms"
        );
    }
    // One solver for all boards: tables are built once (their time is in the first board's ms).
    let mut solver = Solver::new();
    let mut times = Vec::new();
    let mut table_ms = 0.0;
    if let Some(path) = &args.tables {
        let clock = Clock::default();
        let bytes =
            std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        solver
            .import_tables(&bytes)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        table_ms += Control::now_ms(&clock);
    }
    let (mut solved, mut mismatches, mut expanded, mut generated) = (0, 0, 0u64, 0u64);
    let (mut total_length, mut total_expected) = (0, 0);
    for inst in &instances {
        let s = solver
            .solve(&inst.board, &options, &mut Clock::default())
            .map_err(|e| format!("line {}: {e}", inst.line))?;
        table_ms += s.stats.table_ms;
        let ok = s.status == Status::Solved;
        let wrong = match (inst.expected, s.length()) {
            (Some(want), Some(got)) => s.optimal && want != got,
            (Some(_), None) => true,
            _ => false,
        };
        solved += usize::from(ok);
        mismatches += usize::from(wrong);
        if let (Some(want), Some(got)) = (inst.expected, s.length()) {
            total_length += got;
            total_expected += want;
        }
        expanded += s.stats.expanded;
        generated += s.stats.generated;
        times.push(s.stats.ms);
        if args.json {
            let row = Row {
                id: &inst.id,
                expected: inst.expected,
                report: s.report(),
            };
            println!(
                "{}",
                serde_json::to_string(&row).map_err(|e| e.to_string())?
            );
        } else if rows || wrong || !ok {
            let length = s.length().map_or("-".into(), |l| l.to_string());
            let expected = inst.expected.map_or("-".into(), |l| l.to_string());
            let note = if wrong { " MISMATCH" } else { "" };
            println!(
                "{:>6} {:>6} {:>8} {:>12} {:>12} {:>10.1}  {}{note}",
                inst.id,
                length,
                expected,
                s.stats.expanded,
                s.stats.generated,
                s.stats.ms,
                s.status.name()
            );
        }
    }
    let count = instances.len();
    let summary = Summary {
        summary: true,
        count,
        solved,
        mismatches,
        total_ms: times.iter().sum(),
        median_ms: median(&mut times),
        total_expanded: expanded,
        total_generated: generated,
        mean_generated: if count == 0 {
            0.0
        } else {
            generated as f64 / count as f64
        },
        table_ms,
        table_bytes: solver.table_bytes(),
        total_length,
        total_expected,
    };
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&summary).map_err(|e| e.to_string())?
        );
    } else {
        println!(
            "{count} boards, {solved} solved, {mismatches} mismatches; total {:.1} ms, median {:.2} ms; {expanded} nodes expanded, {generated} generated (mean {:.0}); tables {:.1} ms, {:.1} MB",
            summary.total_ms,
            summary.median_ms,
            summary.mean_generated,
            table_ms,
            summary.table_bytes as f64 / 1e6
        );
        if total_expected > 0 {
            // Non-optimal methods (fast mode): how far from the known lengths.
            println!(
                "lengths {total_length} against {total_expected} expected: ratio {:.3}",
                total_length as f64 / total_expected as f64
            );
        }
    }
    Ok(if solved == count && mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn read_instances(text: &str, expect_field: Option<usize>) -> Result<Vec<Instance>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let (labels, board) = split_line(trimmed).map_err(|e| format!("line {line_no}: {e}"))?;
        let expected =
            match expect_field {
                None => None,
                Some(k) => {
                    let field = labels
                        .get(k.wrapping_sub(1))
                        .ok_or(format!("line {line_no}: no label field {k}"))?;
                    Some(field.parse().map_err(|_| {
                        format!("line {line_no}: field {k} `{field}` is not a length")
                    })?)
                }
            };
        let id = labels
            .first()
            .map_or_else(|| (out.len() + 1).to_string(), |s| s.to_string());
        out.push(Instance {
            line: line_no,
            id,
            expected,
            board,
        });
    }
    Ok(out)
}

/// The board is the line itself, or its last s² fields with labels before them.
fn split_line(line: &str) -> Result<(Vec<&str>, Board), npuzzle_core::Error> {
    let first_try = parse_board(line);
    if let Ok(board) = first_try {
        return Ok((Vec::new(), board));
    }
    // Labels first, then the board as a flat square list or as `R C` and R·C tiles (as
    // `npuzzle random` prints rectangles): the fewest labels after which the rest is exactly one
    // of these and reads as a board.
    let fields: Vec<&str> = line.split_whitespace().collect();
    for l in 1..fields.len() {
        let rest = &fields[l..];
        let side = (rest.len() as f64).sqrt() as usize;
        let square = side >= 2 && side * side == rest.len();
        let number = |i: usize| rest.get(i).and_then(|f| f.parse::<usize>().ok());
        let header = matches!((number(0), number(1)), (Some(r), Some(c)) if r.checked_mul(c) == Some(rest.len() - 2));
        if (square || header)
            && let Ok(board) = parse_board(&rest.join(" "))
        {
            return Ok((fields[..l].to_vec(), board));
        }
    }
    first_try.map(|b| (Vec::new(), b))
}

/// Every board that can reach the goal, by breadth-first search from it (small sizes only).
fn every_board(size: &str, solver: &crate::options::SolverArgs) -> Result<Vec<Instance>, String> {
    let shape = npuzzle_core::parse_shape(size).map_err(|e| format!("--every: {e}"))?;
    if shape.cells() > 12 {
        return Err(format!(
            "--every: {shape} has too many boards to list; use at most 12 cells"
        ));
    }
    let goal = solver
        .goal
        .resolve(shape)
        .map_err(|e| format!("--goal: {e}"))?;
    let mut seen = std::collections::HashSet::from([goal.board().clone()]);
    let mut queue = std::collections::VecDeque::from([(goal.board().clone(), 0usize)]);
    let mut out = Vec::new();
    while let Some((board, d)) = queue.pop_front() {
        for m in npuzzle_core::Move::ALL {
            if let Some(next) = board.moved(m)
                && seen.insert(next.clone())
            {
                queue.push_back((next, d + 1));
            }
        }
        out.push(Instance {
            line: out.len() + 1,
            id: (out.len() + 1).to_string(),
            expected: Some(d),
            board,
        });
    }
    Ok(out)
}

fn median(xs: &mut [f64]) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    xs.sort_by(f64::total_cmp);
    let m = xs.len() / 2;
    if xs.len() % 2 == 1 {
        xs[m]
    } else {
        (xs[m - 1] + xs[m]) / 2.0
    }
}
