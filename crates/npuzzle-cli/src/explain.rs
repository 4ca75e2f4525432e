//! `npuzzle explain`: the estimates tile by tile and why the board can (or cannot) reach the goal,
//! as the course computes them by hand.

use crate::input::{MAX_BOARD_BYTES, read_input};
use crate::output::{Failure, Out};
use npuzzle_core::{Breakdown, GoalSpec, Solvability, breakdown, parse_board, solvability};
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// File holding the board; standard input if absent or `-`.
    pub file: Option<PathBuf>,
    /// end (blank last), start (blank first), or the goal's tiles.
    #[arg(long, short, default_value = "end")]
    pub goal: GoalSpec,
    /// Print one JSON object: `heuristics` (tiles, conflicts, totals) and `solvability`.
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct Explained {
    heuristics: Breakdown,
    solvability: Solvability,
    explanation: String,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let text = read_input(args.file.as_ref(), MAX_BOARD_BYTES)?;
    let board = parse_board(&text).map_err(|e| format!("invalid board: {e}"))?;
    let goal = args
        .goal
        .resolve(board.shape())
        .map_err(|e| format!("--goal: {e}"))?;
    let e = breakdown(&board, &goal);
    let s = solvability(&board, &goal);
    let code = if s.solvable {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    };
    let mut out = Out::new();
    if args.json {
        let explained = Explained {
            explanation: s.explain(),
            heuristics: e,
            solvability: s,
        };
        writeln!(
            out,
            "{}",
            serde_json::to_string(&explained).map_err(|e| e.to_string())?
        )?;
    } else {
        let shape = board.shape();
        writeln!(
            out,
            "{:>5}  {:<18} {:<18} {:>9}  misplaced",
            "tile", "at", "goal", "manhattan"
        )?;
        for t in &e.tiles {
            let row = format!(
                "{:>5}  {:<18} {:<18} {:>9}  {}",
                t.tile,
                shape.pos(t.cell).to_string(),
                shape.pos(t.goal_cell).to_string(),
                t.manhattan,
                if t.misplaced { "yes" } else { "" }
            );
            writeln!(out, "{}", row.trim_end())?;
        }
        writeln!(out)?;
        writeln!(out, "Hamming (misplaced tiles) = {}", e.hamming)?;
        writeln!(out, "Manhattan = {}", e.manhattan)?;
        let pairs: Vec<String> = e
            .conflicts
            .iter()
            .map(|c| format!("{} {}: {} and {}", c.line, c.number, c.tiles[0], c.tiles[1]))
            .collect();
        writeln!(
            out,
            "Linear conflicts = {}{}",
            if pairs.is_empty() {
                "none".into()
            } else {
                pairs.join("; ")
            },
            format_args!("; linear-conflict estimate = {}", e.linear_conflict)
        )?;
        writeln!(out)?;
        writeln!(out, "{}", s.explain())?;
    }
    out.finish()?;
    Ok(code)
}
