//! `npuzzle solve`: the assignment workflow.

use crate::cache::{TableArgs, TableCache};
use crate::input::{MAX_BOARD_BYTES, read_input};
use crate::options::SolverArgs;
use crate::output::{Failure, Out};
use crate::watch::Watch;
use npuzzle_core::{Algorithm, Board, Solution, Solver, Status, parse_board, solvability};
use npuzzle_i18n::{CliKey, Lang, assignment_counts, decimal, error, explain, no_solution};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Largest board that optimal search answers in reasonable time; beyond it `fast` is the tool.
const OPTIMAL_CELLS: usize = 16;

#[derive(clap::Args)]
pub struct Args {
    /// File holding the board; standard input if absent or `-`.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub solver: SolverArgs,
    #[command(flatten)]
    pub tables: TableArgs,
    /// Print one JSON object (status, length, moves, tiles, optimal, expanded, generated, maxFrontier, ms, ...).
    #[arg(long, conflicts_with = "quiet")]
    pub json: bool,
    /// Print only the moves (directions the blank moves).
    #[arg(long, short)]
    pub quiet: bool,
    /// Print each better answer and each new proved lower bound to standard error as the
    /// search finds them (auto on boards of more than 9 cells).
    #[arg(long)]
    pub progress: bool,
    /// Print every board only while the printout stays under this many megabytes; past it the
    /// boards between the first and the last are left out (and a line says so).
    #[arg(long, value_name = "MB", default_value_t = 100)]
    pub print_limit: u64,
}

/// Solves the board and prints it in `lang`: the assignment's printout on standard output (so
/// it can be compared with the course's expected output as it is), the summary and notes on
/// standard error.
pub fn run(args: &Args, lang: Lang) -> Result<ExitCode, Failure> {
    let text = read_input(args.file.as_ref(), MAX_BOARD_BYTES, lang)?;
    let board = parse_board(&text).map_err(|e| invalid_board(lang, &e))?;
    let algorithm = args.solver.algo;
    let slow = board.shape().cells() > OPTIMAL_CELLS && algorithm.is_optimal();
    let talk = !args.quiet && !args.json;
    if slow && talk {
        let size = board.shape();
        eprintln!(
            "npuzzle: {}",
            CliKey::SlowNote.fill(lang, &[("size", &size)])
        );
    }
    let options = args.solver.options();
    // A first 15-puzzle answers with the quick tables; the full ones build behind it.
    let mut solver = Solver::one_shot()
        .threads(args.solver.threads())
        .quick_tables_first(true);
    let mut cache = TableCache::open(&args.tables, &mut solver, lang)?;
    cache.before(&mut solver, &board, &options);
    let mut watch = Watch::new(args.solver.time_limit, args.progress.then_some(lang));
    let mut solution = match args.solver.formula() {
        Some(text) => {
            crate::custom::Custom::default().solve(text, &board, &options, &mut watch, lang)?
        }
        None => solver
            .solve(&board, &options, &mut watch)
            .map_err(|e| error(&e).text(lang))?,
    };
    solution = watch.settle(solution);
    solution.stats.table_ms += cache.load_ms;
    solution.stats.ms += cache.load_ms;
    cache.after(&mut solver, board.shape());
    let mut out = Out::new();
    if args.json {
        let report = serde_json::to_string(&solution.report()).map_err(|e| e.to_string())?;
        writeln!(out, "{report}")?;
    } else if args.quiet {
        print_quiet(&mut out, &solution, lang)?;
    } else {
        let limit = args.print_limit.saturating_mul(1 << 20);
        print_full(&mut out, &board, &solution, limit, lang)?;
    }
    out.finish()?;
    if talk {
        match solution.status {
            Status::Solved => eprintln!("{}", summary(&solution, lang)),
            Status::Unsolvable => {
                let goal = options
                    .goal
                    .resolve(board.shape())
                    .map_err(|e| error(&e).text(lang))?;
                let why = explain(&solvability(&board, &goal)).text(lang);
                eprintln!(
                    "npuzzle: {}",
                    CliKey::WhyNoSolution.fill(lang, &[("why", &why)])
                );
            }
            _ => {}
        }
    }
    if solution.status == Status::Limit && algorithm != Algorithm::Fast && !args.json {
        crate::output::note(lang, CliKey::LimitAdvice, &[]);
    }
    cache.finish();
    Ok(exit_code(solution.status))
}

pub fn exit_code(status: Status) -> ExitCode {
    ExitCode::from(match status {
        Status::Solved => 0,
        Status::Unsolvable => 1,
        Status::Limit | Status::Cancelled => 3,
    })
}

/// `invalid board: tile 7 appears twice, …`, in `lang`.
pub fn invalid_board(lang: Lang, e: &npuzzle_core::Error) -> String {
    let why = error(e).text(lang);
    CliKey::InvalidBoard.fill(lang, &[("why", &why)])
}

fn print_quiet(out: &mut Out, s: &Solution, lang: Lang) -> Result<(), Failure> {
    if s.status != Status::Solved && s.moves.is_empty() {
        return print_stopped(out, s, lang);
    }
    for (i, m) in s.moves.iter().enumerate() {
        let sep = if i == 0 { "" } else { " " };
        write!(out, "{sep}{}", m.name())?;
    }
    writeln!(out)?;
    if s.status != Status::Solved {
        print_stopped(out, s, lang)?;
    }
    Ok(())
}

/// The assignment's printout: every board (one at a time, so memory stays flat however long the
/// solution), then the counts, as `npuzzle_i18n::assignment_text` words them for the page.
fn print_full(
    out: &mut Out,
    start: &Board,
    s: &Solution,
    limit: u64,
    lang: Lang,
) -> Result<(), Failure> {
    if s.status != Status::Solved && s.moves.is_empty() {
        return print_stopped(out, s, lang);
    }
    let boards = s.moves.len() as u64 + 1;
    let per_board = start.grid(" ").len() as u64 + 2;
    let mut board = start.clone();
    writeln!(out, "{}", board.grid(" "))?;
    if boards.saturating_mul(per_board) <= limit {
        for &m in &s.moves {
            board.apply(m);
            writeln!(out, "{}", board.grid(" "))?;
        }
    } else {
        let left = boards.saturating_sub(2);
        let size = human_bytes(boards.saturating_mul(per_board));
        let values: [(&str, &dyn npuzzle_i18n::Plain); 4] = [
            ("left", &left),
            ("boards", &boards),
            ("size", &size),
            ("mb", &(limit >> 20)),
        ];
        writeln!(out, "{}\n", CliKey::BoardsLeftOut.fill(lang, &values))?;
        for &m in &s.moves {
            board.apply(m);
        }
        writeln!(out, "{}", board.grid(" "))?;
    }
    write!(
        out,
        "{}",
        assignment_counts(lang, s.moves.len(), s.stats.generated)
    )?;
    if s.status != Status::Solved {
        // A stopped search's best answer: said to be no more than that.
        print_stopped(out, s, lang)?;
    }
    Ok(())
}

/// `Solved by auto (linear-conflict): shortest, 4 nodes expanded, 0.0 ms`, in `lang`.
fn summary(s: &Solution, lang: Lang) -> String {
    let heuristic = s.heuristic.map(|h| format!(" ({h})")).unwrap_or_default();
    let shortest = if s.optimal {
        CliKey::Shortest
    } else {
        CliKey::NotShortest
    };
    let values: [(&str, &dyn npuzzle_i18n::Plain); 5] = [
        ("algo", &s.algorithm),
        ("heuristic", &heuristic),
        ("shortest", &shortest.text(lang)),
        ("expanded", &s.stats.expanded),
        ("ms", &decimal(lang, s.stats.ms)),
    ];
    CliKey::SolvedBy.fill(lang, &values)
}

fn print_stopped(out: &mut Out, s: &Solution, lang: Lang) -> Result<(), Failure> {
    match s.status {
        Status::Unsolvable => writeln!(out, "{}", no_solution(lang))?,
        _ => {
            // Unknown, not zero, as the page shows them (the JSON keeps the numbers).
            let unknown = s.uncounted();
            let count = |n: u64| -> Box<dyn npuzzle_i18n::Plain> {
                if unknown {
                    Box::new("–")
                } else {
                    Box::new(n)
                }
            };
            let (expanded, generated) = (count(s.stats.expanded), count(s.stats.generated));
            let values: [(&str, &dyn npuzzle_i18n::Plain); 5] = [
                ("status", &s.status.name()),
                ("expanded", &*expanded),
                ("generated", &*generated),
                ("depth", &s.stats.depth),
                ("ms", &decimal(lang, s.stats.ms)),
            ];
            writeln!(out, "{}", CliKey::Stopped.fill(lang, &values))?;
            if let (false, Some(bound)) = (s.moves.is_empty(), s.lower_bound) {
                let values: [(&str, &dyn npuzzle_i18n::Plain); 2] =
                    [("length", &s.moves.len()), ("bound", &bound)];
                writeln!(out, "{}", CliKey::BestKept.fill(lang, &values))?;
            }
        }
    }
    Ok(())
}

/// `3.2 GB`, `870 MB`.
fn human_bytes(bytes: u64) -> String {
    if bytes >= 1_000_000_000 {
        format!("{:.1} GB", bytes as f64 / 1e9)
    } else {
        format!("{} MB", bytes / 1_000_000)
    }
}
