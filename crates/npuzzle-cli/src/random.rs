//! `npuzzle random`: boards for benchmarks.

use crate::output::{Failure, Out};
use npuzzle_core::{GoalSpec, parse_shape, random_solvable, scramble};
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Board size: 4, or 3x4.
    #[arg(long, short, default_value = "3")]
    pub size: String,
    /// How many boards.
    #[arg(long, short = 'n', default_value_t = 10)]
    pub count: u64,
    /// First seed (board i uses seed + i).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Scramble the goal by this many random moves (at most 1,000,000) instead of shuffling
    /// uniformly.
    #[arg(long)]
    pub moves: Option<usize>,
    /// end (blank last), start (blank first) or the goal's tiles.
    #[arg(long, short, default_value = "end")]
    pub goal: GoalSpec,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let shape = parse_shape(&args.size).map_err(|e| format!("--size: {e}"))?;
    let goal = args
        .goal
        .resolve(shape)
        .map_err(|e| format!("--goal: {e}"))?;
    let mut out = Out::new();
    for i in 0..args.count {
        let seed = args.seed.wrapping_add(i);
        let board = match args.moves {
            Some(k) => scramble(&goal, k, seed).map_err(|e| format!("--moves: {e}"))?,
            None => random_solvable(shape, &goal, seed),
        };
        // Square boards as a bare list; others with their `R C` size first, so they read back.
        if shape.rows() == shape.cols() {
            writeln!(out, "{}", board.to_flat())?;
        } else {
            writeln!(out, "{} {} {}", shape.rows(), shape.cols(), board.to_flat())?;
        }
    }
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}
