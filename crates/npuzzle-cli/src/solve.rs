//! `npuzzle solve`: the assignment workflow.

use crate::options::SolverArgs;
use npuzzle_core::{Board, Clock, Solution, Status, parse_board, solve};
use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// File holding the board; standard input if absent or `-`.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub solver: SolverArgs,
    /// Print one JSON object (status, length, moves, tiles, optimal, expanded, generated, maxFrontier, ms, ...).
    #[arg(long, conflicts_with = "quiet")]
    pub json: bool,
    /// Print only the moves (directions the blank moves).
    #[arg(long, short)]
    pub quiet: bool,
}

pub fn run(args: &Args) -> Result<ExitCode, String> {
    let text = read_input(args.file.as_ref())?;
    let board = parse_board(&text).map_err(|e| format!("invalid board: {e}"))?;
    let solution =
        solve(&board, &args.solver.options(), &mut Clock::default()).map_err(|e| e.to_string())?;
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&solution.report()).map_err(|e| e.to_string())?
        );
    } else if args.quiet {
        print_quiet(&solution);
    } else {
        print_full(&board, &solution);
    }
    Ok(exit_code(solution.status))
}

pub fn read_input(file: Option<&PathBuf>) -> Result<String, String> {
    let mut text = String::new();
    match file {
        Some(path) if path.as_os_str() != "-" => {
            text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        }
        _ => {
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
        }
    }
    Ok(text)
}

pub fn exit_code(status: Status) -> ExitCode {
    ExitCode::from(match status {
        Status::Solved => 0,
        Status::Unsolvable => 1,
        Status::Limit | Status::Cancelled => 3,
    })
}

fn print_quiet(s: &Solution) {
    match s.status {
        Status::Solved => println!(
            "{}",
            s.moves
                .iter()
                .map(|m| m.name())
                .collect::<Vec<_>>()
                .join(" ")
        ),
        _ => print_stopped(s),
    }
}

fn print_full(board: &Board, s: &Solution) {
    if s.status != Status::Solved {
        return print_stopped(s);
    }
    for b in s.boards(board) {
        println!("{}", b.grid(" "));
    }
    println!("Number of moves = {}", s.moves.len());
    println!("Number of states enqueued = {}", s.stats.generated);
    let heuristic = s.heuristic.map(|h| format!(" ({h})")).unwrap_or_default();
    let shortest = if s.optimal {
        "shortest"
    } else {
        "not guaranteed shortest"
    };
    println!(
        "Solved by {}{heuristic}: {shortest}, {} nodes expanded, {:.1} ms",
        s.algorithm, s.stats.expanded, s.stats.ms
    );
}

fn print_stopped(s: &Solution) {
    match s.status {
        Status::Unsolvable => println!("No solution possible"),
        _ => println!(
            "Search stopped ({}): {} nodes expanded, {} generated, depth {}, {:.1} ms",
            s.status.name(),
            s.stats.expanded,
            s.stats.generated,
            s.stats.depth,
            s.stats.ms
        ),
    }
}
