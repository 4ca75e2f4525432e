//! `npuzzle`: the sliding-tile puzzle solver on the command line.
//!
//! Exit codes: 0 solved (or bench all correct), 1 no solution possible (or a bench mismatch, or
//! no board read from a photo),
//! 2 invalid input (or a write that failed), 3 search stopped by its node limit. A reader that
//! closes the output early (`| head`) ends the program quietly with 0.

mod bench;
mod cache;
mod custom;
mod experiment;
mod explain;
mod grade;
mod heuristic;
mod improvement;
mod input;
mod instance;
mod lms;
mod options;
mod output;
mod package;
mod random;
mod scan;
mod serve;
mod solve;
mod subtrees;
mod tables;
mod undefined;
mod watch;

use clap::{Parser, Subcommand};
use npuzzle_i18n::{CliKey, Lang};
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
    /// The language of the printout and the messages: a code of locales/ (en, ar, de, es, fa,
    /// fr, he, hi, it, ja, ko, nl, pl, pt, ru, tr, uk, zh; default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English). `--json` is the same in every language.
    #[arg(long, global = true, value_parser = lang)]
    lang: Option<Lang>,
}

fn lang(code: &str) -> Result<Lang, String> {
    Lang::from_code(code).ok_or_else(|| {
        format!(
            "`{code}` is not a language here: use one of {}",
            Lang::codes()
        )
    })
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
    /// Check a heuristic of your own, written as a formula (`manhattan + 2*conflicts`), on every
    /// board of a small shape: admissible, consistent, with counterexample boards.
    #[command(subcommand)]
    Heuristic(heuristic::Command),
    /// An exercise's LMS package (SCORM 1.2 or 2004, or cmi5), as the page's Exercise panel makes it:
    /// checked by the same rules, with the same manifest.
    Package(package::Args),
    /// The textbooks' table: mean nodes generated and expanded, and the effective branching
    /// factor, by solution depth, on boards drawn uniformly at each depth (at most 9 cells).
    Experiment(experiment::Args),
    /// Read a board from a photo of a real puzzle (JPEG or PNG) and print it in the assignment
    /// format, with the cells whose reading is not sure. Exit 1 if no board can be read.
    Scan(scan::Args),
    /// Measure the photo reader on held-out synthetic photos (perspective, clutter, uneven
    /// light, blur, noise, JPEG): boards read exactly, wrong without a flag, time per photo.
    ScanBench(scan::BenchArgs),
    /// The class server: the site plus an LTI 1.3 tool (Dynamic Registration, launches, Deep
    /// Linking, grades), on SQLite or PostgreSQL. Prints its registration URL.
    Serve(serve::Args),
    /// Register an LMS with the class server by hand (an LMS without Dynamic Registration, or
    /// another deployment), or list the registrations.
    #[command(subcommand)]
    Lms(lms::Command),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let lang = cli
        .lang
        .unwrap_or_else(|| Lang::from_env(|name| std::env::var(name).ok()));
    let result = match cli.command {
        Command::Solve(args) => solve::run(&args, lang),
        Command::Bench(args) => bench::run(&args, lang),
        Command::Explain(args) => explain::run(&args, lang),
        Command::Random(args) => random::run(&args),
        Command::Tables(args) => tables::run(&args),
        Command::Experiment(args) => experiment::run_command(&args, lang),
        Command::Package(args) => package::run(&args, lang),
        Command::Heuristic(command) => heuristic::run(&command, lang),
        Command::Scan(args) => scan::run(&args, lang),
        Command::ScanBench(args) => scan::bench(&args, lang),
        Command::Serve(args) => serve::run(&args),
        Command::Lms(command) => lms::run(&command),
    };
    // A write a command did not report (its output dropped unfinished) fails it all the same.
    let result = result.and_then(|code| output::unreported().map_or(Ok(code), Err));
    match result {
        Ok(code) => code,
        Err(Failure::Closed) => ExitCode::SUCCESS,
        Err(Failure::Message(message)) => {
            eprintln!("npuzzle: {message}");
            ExitCode::from(2)
        }
        Err(Failure::Unread(message)) => {
            eprintln!("npuzzle: {message}");
            ExitCode::from(1)
        }
        Err(Failure::Write(e)) => {
            eprintln!(
                "npuzzle: {}",
                CliKey::CannotWrite.fill(lang, &[("why", &e)])
            );
            ExitCode::from(2)
        }
    }
}
