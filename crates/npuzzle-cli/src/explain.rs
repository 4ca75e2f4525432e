//! `npuzzle explain`: the estimates tile by tile and why the board can (or cannot) reach the goal,
//! as the course computes them by hand.

use crate::input::{MAX_BOARD_BYTES, read_input};
use crate::output::{Failure, Out};
use npuzzle_core::{Board, Breakdown, GoalSpec, Solvability, breakdown, parse_board, solvability};
use npuzzle_i18n::{CliKey, Key, Lang, Said, error, explain};
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

/// The table and the explanation in `lang`; `--json` keeps the core's English explanation.
pub fn run(args: &Args, lang: Lang) -> Result<ExitCode, Failure> {
    let text = read_input(args.file.as_ref(), MAX_BOARD_BYTES, lang)?;
    let board = parse_board(&text).map_err(|e| crate::solve::invalid_board(lang, &e))?;
    let goal = args.goal.resolve(board.shape()).map_err(|e| {
        let why = error(&e).text(lang);
        CliKey::BadOption.fill(lang, &[("option", &"--goal"), ("why", &why)])
    })?;
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
        write_table(&mut out, &board, &e, &s, lang)?;
    }
    out.finish()?;
    Ok(code)
}

/// The text form: the tiles' table, the totals and the explanation, in `lang`.
fn write_table(
    out: &mut Out,
    board: &Board,
    e: &Breakdown,
    s: &Solvability,
    lang: Lang,
) -> Result<(), Failure> {
    let shape = board.shape();
    let word = |k: CliKey| k.text(lang);
    let pos = |cell: usize| {
        let p = shape.pos(cell);
        Said::key(Key::Pos)
            .with("row", p.row)
            .with("col", p.col)
            .text(lang)
    };
    // Columns as wide as their heading in the language.
    let w = |k: CliKey, least: usize| word(k).chars().count().max(least);
    let (wt, wm) = (w(CliKey::ColTile, 5), w(CliKey::ColManhattan, 9));
    writeln!(
        out,
        "{:>wt$}  {:<18} {:<18} {:>wm$}  {}",
        word(CliKey::ColTile),
        word(CliKey::ColAt),
        word(CliKey::ColGoal),
        word(CliKey::ColManhattan),
        word(CliKey::ColMisplaced)
    )?;
    for t in &e.tiles {
        let row = format!(
            "{:>wt$}  {:<18} {:<18} {:>wm$}  {}",
            t.tile,
            pos(t.cell),
            pos(t.goal_cell),
            t.manhattan,
            if t.misplaced { word(CliKey::Yes) } else { "" }
        );
        writeln!(out, "{}", row.trim_end())?;
    }
    writeln!(out)?;
    let n = |k: CliKey, n: u32| k.fill(lang, &[("n", &n)]);
    writeln!(out, "{}", n(CliKey::HammingTotal, e.hamming))?;
    writeln!(out, "{}", n(CliKey::ManhattanTotal, e.manhattan))?;
    let pairs: Vec<String> = e
        .conflicts
        .iter()
        .map(|c| {
            let key = if c.line == "row" {
                CliKey::ConflictRow
            } else {
                CliKey::ConflictColumn
            };
            let values: [(&str, &dyn npuzzle_i18n::Plain); 3] =
                [("n", &c.number), ("a", &c.tiles[0]), ("b", &c.tiles[1])];
            key.fill(lang, &values)
        })
        .collect();
    let pairs = if pairs.is_empty() {
        word(CliKey::NoConflicts).to_string()
    } else {
        pairs.join("; ")
    };
    let values: [(&str, &dyn npuzzle_i18n::Plain); 2] =
        [("pairs", &pairs), ("n", &e.linear_conflict)];
    writeln!(out, "{}", CliKey::Conflicts.fill(lang, &values))?;
    writeln!(out)?;
    writeln!(out, "{}", explain(s).text(lang))?;
    Ok(())
}
