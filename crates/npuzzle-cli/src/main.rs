//! `npuzzle`: the sliding-tile puzzle solver on the command line.
//!
//! Exit codes: 0 solved (or bench all correct), 1 no solution possible (or a bench mismatch),
//! 2 invalid input (or a write that failed), 3 search stopped by its node limit. A reader that
//! closes the output early (`| head`) ends the program quietly with 0.

mod bench;
mod cache;
mod explain;
mod input;
mod options;
mod output;
mod random;
mod solve;
mod tables;

use clap::{Parser, Subcommand};
use output::Failure;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "npuzzle",
    version,
    about = "Solve sliding-tile puzzles (8-puzzle, 15-puzzle, any R×C board)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve one board read from FILE or standard input (any accepted form, e.g. the assignment
    /// format `3 / 0 1 3 / 4 2 5 / 7 8 6`), printing the boards of the solution.
    Solve(solve::Args),
    /// Solve every board of FILE (one flat list per line) and print figures per board and in total.
    /// A bad line is reported and skipped; the exit code is then 2.
    Bench(bench::Args),
    /// Show the heuristics tile by tile (Manhattan, misplaced, linear conflicts) and why the board
    /// can or cannot reach the goal (inversions, the blank's row). Exit 1 if it cannot.
    Explain(explain::Args),
    /// Print random solvable boards, one flat list per line (input for `bench`).
    Random(random::Args),
    /// Build the pattern databases of a size and save them (shipped with the web app).
    Tables(tables::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve(args) => solve::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Explain(args) => explain::run(&args),
        Command::Random(args) => random::run(&args),
        Command::Tables(args) => tables::run(&args),
    };
    match result {
        Ok(code) => code,
        Err(Failure::Closed) => ExitCode::SUCCESS,
        Err(Failure::Message(message)) => {
            eprintln!("npuzzle: {message}");
            ExitCode::from(2)
        }
    }
}
