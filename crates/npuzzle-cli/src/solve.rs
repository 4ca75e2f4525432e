//! `npuzzle solve`: the assignment workflow.

use crate::cache::{TableArgs, TableCache};
use crate::input::{MAX_BOARD_BYTES, read_input};
use crate::options::SolverArgs;
use crate::output::{Failure, Out};
use npuzzle_core::{Algorithm, Board, Clock, Solution, Solver, Status, parse_board};
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
    /// Print every board only while the printout stays under this many megabytes; past it the
    /// boards between the first and the last are left out (and a line says so).
    #[arg(long, value_name = "MB", default_value_t = 100)]
    pub print_limit: u64,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let text = read_input(args.file.as_ref(), MAX_BOARD_BYTES)?;
    let board = parse_board(&text).map_err(|e| format!("invalid board: {e}"))?;
    let algorithm = args.solver.algo;
    let slow = board.shape().cells() > OPTIMAL_CELLS && algorithm.is_optimal();
    if slow && !args.quiet && !args.json {
        eprintln!(
            "npuzzle: note: a shortest solution of a {} board can take minutes or end at the node limit; --algo fast answers at once (not necessarily shortest)",
            board.shape()
        );
    }
    let options = args.solver.options();
    let mut solver = Solver::one_shot();
    let mut cache = TableCache::open(&args.tables, &mut solver)?;
    cache.before(&mut solver, &board, &options);
    let mut solution = solver
        .solve(&board, &options, &mut Clock::default())
        .map_err(|e| e.to_string())?;
    solution.stats.table_ms += cache.load_ms;
    solution.stats.ms += cache.load_ms;
    cache.after(&mut solver, board.shape());
    let mut out = Out::new();
    if args.json {
        let report = serde_json::to_string(&solution.report()).map_err(|e| e.to_string())?;
        writeln!(out, "{report}")?;
    } else if args.quiet {
        print_quiet(&mut out, &solution)?;
    } else {
        print_full(
            &mut out,
            &board,
            &solution,
            args.print_limit.saturating_mul(1 << 20),
        )?;
    }
    if solution.status == Status::Limit && algorithm != Algorithm::Fast && !args.json {
        eprintln!(
            "npuzzle: the search hit its node limit: --max-nodes raises it, --algo fast answers at once (not necessarily shortest)"
        );
    }
    out.finish()?;
    Ok(exit_code(solution.status))
}

pub fn exit_code(status: Status) -> ExitCode {
    ExitCode::from(match status {
        Status::Solved => 0,
        Status::Unsolvable => 1,
        Status::Limit | Status::Cancelled => 3,
    })
}

fn print_quiet(out: &mut Out, s: &Solution) -> Result<(), Failure> {
    if s.status != Status::Solved {
        return print_stopped(out, s);
    }
    for (i, m) in s.moves.iter().enumerate() {
        let sep = if i == 0 { "" } else { " " };
        write!(out, "{sep}{}", m.name())?;
    }
    writeln!(out)?;
    Ok(())
}

/// The assignment's printout: every board (one at a time, so memory stays flat however long the
/// solution), then the counts.
fn print_full(out: &mut Out, start: &Board, s: &Solution, limit: u64) -> Result<(), Failure> {
    if s.status != Status::Solved {
        return print_stopped(out, s);
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
        writeln!(
            out,
            "... {} boards left out: printing all {boards} would write about {}, over the --print-limit of {} MB (-q prints the moves alone)\n",
            boards.saturating_sub(2),
            human_bytes(boards.saturating_mul(per_board)),
            limit >> 20
        )?;
        for &m in &s.moves {
            board.apply(m);
        }
        writeln!(out, "{}", board.grid(" "))?;
    }
    writeln!(out, "Number of moves = {}", s.moves.len())?;
    writeln!(out, "Number of states enqueued = {}", s.stats.generated)?;
    let heuristic = s.heuristic.map(|h| format!(" ({h})")).unwrap_or_default();
    let shortest = if s.optimal {
        "shortest"
    } else {
        "not guaranteed shortest"
    };
    writeln!(
        out,
        "Solved by {}{heuristic}: {shortest}, {} nodes expanded, {:.1} ms",
        s.algorithm, s.stats.expanded, s.stats.ms
    )?;
    Ok(())
}

fn print_stopped(out: &mut Out, s: &Solution) -> Result<(), Failure> {
    match s.status {
        Status::Unsolvable => writeln!(out, "No solution possible")?,
        _ => writeln!(
            out,
            "Search stopped ({}): {} nodes expanded, {} generated, depth {}, {:.1} ms",
            s.status.name(),
            s.stats.expanded,
            s.stats.generated,
            s.stats.depth,
            s.stats.ms
        )?,
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
