//! `npuzzle bench`: solve a file of boards and print figures (benchmarks are figures, not tests).

use crate::cache::{TableArgs, TableCache};
use crate::input::{MAX_BENCH_BYTES, read_input};
use crate::instance::Instance;
use crate::options::SolverArgs;
use crate::output::{Failure, Out};
use crate::watch::Watch;
use npuzzle_core::{Board, SolveReport, Solver, Status, parse_board};
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// The most boards `--every` lists (all of a 10-cell size, 1,814,400); 3×4 would be 239,500,800.
const MAX_EVERY: u128 = 2_000_000;

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
    /// Keep the subtrees the threads took in each long iteration and say how they would spread
    /// over 2, 4, 8 and 16 workers (`--threads` sets the cut: N threads, 64×N subtrees).
    #[arg(long, alias = "packets")]
    pub subtrees: bool,
    /// Print one JSON object per board, then a summary object.
    #[arg(long)]
    pub json: bool,
    /// For each board, time `auto`'s optimal search alone and as it runs with its answers before
    /// the shortest (best of five each): what those answers cost, and whether the shortest
    /// comes within 5% + 1 ms of the search alone.
    #[arg(long, alias = "interim-cost", conflicts_with_all = ["every", "json", "subtrees"])]
    pub improvement_cost: bool,
    /// The label field (1-based) holding each board's known optimal length, checked against the
    /// solution (e.g. 3 for Korf's 100: `id h optimal nodes tiles...`).
    #[arg(long)]
    pub expect_field: Option<usize>,
    #[command(flatten)]
    pub tables: TableArgs,
}

/// A line that could not be read: its number and why.
struct BadLine {
    line: usize,
    error: String,
    code: &'static str,
}

#[derive(Serialize)]
struct BadRow<'a> {
    line: usize,
    error: &'a str,
    code: &'a str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Row<'a> {
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    expected: Option<usize>,
    /// When the first of several answers came (`auto` with answers before the shortest).
    #[serde(skip_serializing_if = "Option::is_none")]
    first_ms: Option<f64>,
    #[serde(flatten)]
    report: SolveReport,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Summary {
    summary: bool,
    count: usize,
    solved: usize,
    mismatches: usize,
    /// Lines that were not boards (each reported on its own).
    invalid: usize,
    total_ms: f64,
    median_ms: f64,
    total_expanded: u64,
    total_generated: u64,
    mean_generated: f64,
    table_ms: f64,
    table_bytes: usize,
    /// Threads that shared the long searches (`--threads`).
    threads: usize,
    /// Over boards answered that have a known length (answers kept by a stopped search too):
    /// their total length and the known total; the mean and the largest of the boards' ratios.
    total_length: usize,
    total_expected: usize,
    mean_ratio: f64,
    max_ratio: f64,
    /// Over boards whose search gave answers before its last: when the first came.
    first_answers: usize,
    first_median_ms: f64,
    first_max_ms: f64,
    /// Boards whose search stopped (limit) with an answer kept, and the mean of answer length
    /// over proved lower bound on them.
    stopped_answers: usize,
    stopped_mean_ratio: f64,
    /// With `--subtrees`: how the shared iterations would spread over more workers.
    #[serde(rename = "packets", skip_serializing_if = "Option::is_none")]
    subtrees: Option<serde_json::Value>,
}

/// Runs the benchmark. Its table and its per-line problems are in English in every language (a
/// tool for benchmarks and scripts, with codes in `--json`); reading the file speaks `lang`.
pub fn run(args: &Args, lang: npuzzle_i18n::Lang) -> Result<ExitCode, Failure> {
    let (instances, bad) = match (&args.every, &args.file) {
        (Some(size), _) => (every_board(size, &args.solver)?, Vec::new()),
        (None, file) => read_instances(
            &read_input(file.as_ref(), MAX_BENCH_BYTES, lang)?,
            args.expect_field,
        ),
    };
    let options = args.solver.options();
    let rows = args.every.is_none();
    let mut out = Out::new();
    report_bad(&mut out, &bad, args.json)?;
    if args.improvement_cost {
        let code = improvement_cost(args, &instances, lang)?;
        return Ok(if bad.is_empty() {
            code
        } else {
            ExitCode::from(2)
        });
    }
    if !args.json && rows {
        writeln!(
            out,
            "{:>6} {:>6} {:>8} {:>12} {:>12} {:>10}  status",
            "id", "length", "expected", "expanded", "generated", "ms"
        )?;
    }
    // One solver for all boards: tables are built once (their time is in the first board's ms),
    // and at once: `auto`'s short try without them would add its nodes to the first board's.
    let threads = args.solver.threads();
    let mut solver = Solver::new().try_before_building(0).threads(threads);
    let mut cache = TableCache::open(&args.tables, &mut solver, lang)?.at_once();
    let mut tally = Tally::default();
    let mut custom = crate::custom::Custom::default();
    let mut subtrees = args.subtrees.then(crate::subtrees::Tally::start);
    for inst in &instances {
        cache.before(&mut solver, &inst.board, &options);
        let mut watch = Watch::new(args.solver.time_limit, None);
        let s = match args.solver.formula() {
            Some(text) => custom.solve(text, &inst.board, &options, &mut watch, lang),
            None => solver
                .solve(&inst.board, &options, &mut watch)
                .map_err(|e| e.to_string()),
        }
        .map_err(|e| format!("line {}: {e}", inst.line))?;
        let s = watch.settle(s);
        if let Some(tally) = subtrees.as_mut() {
            tally.board();
        }
        cache.after(&mut solver, inst.board.shape());
        let seen = tally.add(inst, &s, watch.first_ms());
        report_board(
            &mut out,
            (args.json, rows),
            inst,
            &s,
            &seen,
            watch.first_ms(),
        )?;
    }
    // Loading counts as table time (the first board's time does not include it).
    tally.table_ms += cache.load_ms;
    let all_good = tally.solved == instances.len() && tally.mismatches == 0;
    let summary = tally.summary(
        instances.len(),
        bad.len(),
        solver.table_bytes(),
        threads,
        subtrees.as_ref().map(crate::subtrees::Tally::json),
    );
    if args.json {
        json_line(&mut out, &summary)?;
    } else {
        write_summary(&mut out, &summary, subtrees.as_ref())?;
    }
    out.finish()?;
    Ok(verdict(!bad.is_empty(), all_good))
}

/// A board's figures: its JSON row, or its table row (with `--every`, only a board gone wrong's).
fn report_board(
    out: &mut Out,
    (json, rows): (bool, bool),
    inst: &Instance,
    s: &npuzzle_core::Solution,
    seen: &Seen,
    first_ms: Option<f64>,
) -> Result<(), Failure> {
    if json {
        let row = Row {
            id: &inst.id,
            expected: inst.expected,
            first_ms,
            report: s.report(),
        };
        json_line(out, &row)?;
    } else if rows || seen.wrong || !seen.solved {
        write_row(out, inst, s, seen)?;
    }
    Ok(())
}

/// The benchmark's exit code: 2 if some line was no board, else 1 if some board was not
/// solved or not as long as expected, else success.
fn verdict(any_bad: bool, all_good: bool) -> ExitCode {
    if any_bad {
        ExitCode::from(2)
    } else if all_good {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// Reports the lines of the file that are no board: on stderr, and with `--json` as rows too.
/// Apart from [`run`] to keep it short.
fn report_bad(out: &mut Out, bad: &[BadLine], json: bool) -> Result<(), Failure> {
    for b in bad {
        if json {
            let row = BadRow {
                line: b.line,
                error: &b.error,
                code: b.code,
            };
            json_line(out, &row)?;
        }
        eprintln!("npuzzle: line {}: {}", b.line, b.error);
    }
    Ok(())
}

/// Writes `value` as one line of JSON (`--json`'s rows and summary).
fn json_line(out: &mut Out, value: &impl Serialize) -> Result<(), Failure> {
    let line = serde_json::to_string(value).map_err(|e| e.to_string())?;
    writeln!(out, "{line}")?;
    Ok(())
}

/// What the boards so far add up to.
#[derive(Default)]
struct Tally {
    solved: usize,
    mismatches: usize,
    expanded: u64,
    generated: u64,
    total_length: usize,
    total_expected: usize,
    stopped_answers: usize,
    stopped_ratio: f64,
    /// Answer over known length, summed, and the largest.
    ratio_sum: f64,
    ratio_count: usize,
    max_ratio: f64,
    firsts: Vec<f64>,
    times: Vec<f64>,
    table_ms: f64,
}

/// What one board's search came to.
struct Seen {
    solved: bool,
    /// An optimal answer of another length than the known one, any answer shorter than it, or
    /// none where one is known (unless the search was stopped).
    wrong: bool,
    /// A stopped search's answer kept: its proved lower bound.
    kept: Option<u32>,
}

impl Tally {
    fn add(&mut self, inst: &Instance, s: &npuzzle_core::Solution, first_ms: Option<f64>) -> Seen {
        // A stopped search's best answer, and its proved lower bound.
        let kept = s
            .lower_bound
            .filter(|_| s.status != Status::Solved && !s.moves.is_empty());
        if let Some(bound) = kept {
            self.stopped_answers += 1;
            self.stopped_ratio += s.moves.len() as f64 / f64::from(bound.max(1));
        }
        self.table_ms += s.stats.table_ms;
        let solved = s.status == Status::Solved;
        // A stopped search's answer is not claimed shortest: longer than the known length is no
        // mismatch, shorter is (the known length is wrong, or the answer).
        let wrong = match (inst.expected, s.answered()) {
            (Some(want), Some(got)) => got < want || (solved && s.optimal && want != got),
            (Some(_), None) => !matches!(s.status, Status::Limit | Status::Cancelled),
            _ => false,
        };
        self.solved += usize::from(solved);
        self.mismatches += usize::from(wrong);
        if let (Some(want), Some(got)) = (inst.expected, s.answered()) {
            self.total_length += got;
            self.total_expected += want;
            let ratio = got as f64 / want.max(1) as f64;
            self.ratio_sum += ratio;
            self.ratio_count += 1;
            self.max_ratio = self.max_ratio.max(ratio);
        }
        self.firsts.extend(first_ms);
        self.expanded += s.stats.expanded;
        self.generated += s.stats.generated;
        self.times.push(s.stats.ms);
        Seen {
            solved,
            wrong,
            kept,
        }
    }

    fn summary(
        mut self,
        count: usize,
        invalid: usize,
        table_bytes: usize,
        threads: usize,
        subtrees: Option<serde_json::Value>,
    ) -> Summary {
        let mean = |sum: f64, n: usize| if n == 0 { 0.0 } else { sum / n as f64 };
        Summary {
            summary: true,
            count,
            solved: self.solved,
            mismatches: self.mismatches,
            invalid,
            // Summed from +0.0: an empty sum of floats is -0.0, printed as "-0.0".
            total_ms: self.times.iter().fold(0.0, |a, b| a + b),
            median_ms: median(&mut self.times),
            total_expanded: self.expanded,
            total_generated: self.generated,
            mean_generated: mean(self.generated as f64, count),
            table_ms: self.table_ms,
            table_bytes,
            threads,
            total_length: self.total_length,
            total_expected: self.total_expected,
            mean_ratio: mean(self.ratio_sum, self.ratio_count),
            max_ratio: self.max_ratio,
            first_answers: self.firsts.len(),
            first_max_ms: self.firsts.iter().fold(0.0, |a: f64, &b| a.max(b)),
            first_median_ms: median(&mut self.firsts),
            stopped_answers: self.stopped_answers,
            stopped_mean_ratio: mean(self.stopped_ratio, self.stopped_answers),
            subtrees,
        }
    }
}

/// A board's line of the text table.
fn write_row(
    out: &mut Out,
    inst: &Instance,
    s: &npuzzle_core::Solution,
    seen: &Seen,
) -> std::io::Result<()> {
    let length = s.answered().map_or("-".into(), |l| l.to_string());
    // A stopped optimal search: its answer's proved lower bound beside its status.
    let bound = seen
        .kept
        .map_or(String::new(), |b| format!(", shortest >= {b}"));
    let expected = inst.expected.map_or("-".into(), |l| l.to_string());
    let note = if seen.wrong { " MISMATCH" } else { "" };
    writeln!(
        out,
        "{:>6} {:>6} {:>8} {:>12} {:>12} {:>10.1}  {}{bound}{note}",
        inst.id,
        length,
        expected,
        s.stats.expanded,
        s.stats.generated,
        s.stats.ms,
        s.status.name()
    )
}

/// `--improvement-cost`: `auto` only, on a solver of its own (see `crate::improvement`).
fn improvement_cost(
    args: &Args,
    instances: &[Instance],
    lang: npuzzle_i18n::Lang,
) -> Result<ExitCode, Failure> {
    if args.solver.formula().is_some() || args.solver.algo != npuzzle_core::Algorithm::Auto {
        return Err("--improvement-cost measures --algo auto (the default) only"
            .to_string()
            .into());
    }
    let mut solver = Solver::new()
        .try_before_building(0)
        .threads(args.solver.threads());
    let mut cache = TableCache::open(&args.tables, &mut solver, lang)?.at_once();
    crate::improvement::run(instances, &args.solver.options(), solver, &mut cache)
}

/// The summary as text: counts, times and nodes; then answers kept by stopped searches, how the
/// shared iterations would spread (`--subtrees`), and lengths against the known ones.
fn write_summary(
    out: &mut Out,
    s: &Summary,
    subtrees: Option<&crate::subtrees::Tally>,
) -> std::io::Result<()> {
    let invalid = match s.invalid {
        0 => String::new(),
        n => format!(", {n} invalid lines skipped"),
    };
    writeln!(
        out,
        "{} boards, {} solved, {} mismatches{invalid}; total {:.1} ms, median {:.2} ms; {} nodes expanded, {} generated (mean {:.0}); tables {:.1} ms, {:.1} MB; {} thread{}",
        s.count,
        s.solved,
        s.mismatches,
        s.total_ms,
        s.median_ms,
        s.total_expanded,
        s.total_generated,
        s.mean_generated,
        s.table_ms,
        s.table_bytes as f64 / 1e6,
        s.threads,
        if s.threads == 1 { "" } else { "s" }
    )?;
    if s.stopped_answers > 0 {
        writeln!(
            out,
            "{} stopped with an answer kept: answer over proved lower bound {:.3} (mean)",
            s.stopped_answers, s.stopped_mean_ratio
        )?;
    }
    if s.first_answers > 0 {
        writeln!(
            out,
            "first answers ({} boards): median {:.1} ms, max {:.1} ms",
            s.first_answers, s.first_median_ms, s.first_max_ms
        )?;
    }
    if let Some(tally) = subtrees {
        writeln!(out, "{}", tally.line())?;
    }
    if s.total_expected > 0 {
        // Non-optimal methods (fast mode) and stopped searches: how far from the known lengths.
        writeln!(
            out,
            "lengths {} against {} expected: ratio {:.3}; by board, mean {:.3}, largest {:.3}",
            s.total_length,
            s.total_expected,
            s.total_length as f64 / s.total_expected as f64,
            s.mean_ratio,
            s.max_ratio
        )?;
    }
    Ok(())
}

/// The boards of a bench file, and the lines that are not boards (reported, not fatal).
fn read_instances(text: &str, expect_field: Option<usize>) -> (Vec<Instance>, Vec<BadLine>) {
    let mut out = Vec::new();
    let mut bad = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        match instance(trimmed, expect_field, out.len() + 1) {
            Ok((id, expected, board)) => out.push(Instance {
                line: line_no,
                id,
                expected,
                board,
            }),
            Err((error, code)) => bad.push(BadLine {
                line: line_no,
                error,
                code,
            }),
        }
    }
    (out, bad)
}

/// One line's id, known length and board; or the error and its code.
fn instance(
    line: &str,
    expect_field: Option<usize>,
    ordinal: usize,
) -> Result<(String, Option<usize>, Board), (String, &'static str)> {
    let (labels, board) = split_line(line).map_err(|e| (e.to_string(), e.code()))?;
    let expected = match expect_field {
        None => None,
        Some(k) => {
            let field = labels
                .get(k.wrapping_sub(1))
                .ok_or((format!("no label field {k}"), "no-field"))?;
            Some(
                field
                    .parse()
                    .map_err(|_| (format!("field {k} `{field}` is not a length"), "bad-field"))?,
            )
        }
    };
    let id = labels
        .first()
        .map_or_else(|| ordinal.to_string(), |s| s.to_string());
    Ok((id, expected, board))
}

/// The board is the line itself, or its last fields with labels before them.
fn split_line(line: &str) -> Result<(Vec<&str>, Board), npuzzle_core::Error> {
    let first_try = parse_board(line);
    if let Ok(board) = first_try {
        return Ok((Vec::new(), board));
    }
    // Labels first, then the board as a flat square list or as `R C` and R·C tiles (as
    // `npuzzle random` prints rectangles): the fewest labels after which the rest is exactly one
    // of these and reads as a board. If none reads, the first of that form names the board's
    // real problem (a repeated tile, not the label that the whole line stumbled on).
    let fields: Vec<&str> = line.split_whitespace().collect();
    let mut board_error = None;
    for l in 1..fields.len() {
        let rest = &fields[l..];
        let side = (rest.len() as f64).sqrt() as usize;
        let square = side >= 2 && side * side == rest.len();
        let number = |i: usize| rest.get(i).and_then(|f| f.parse::<usize>().ok());
        let header = matches!((number(0), number(1)), (Some(r), Some(c)) if r.checked_mul(c) == Some(rest.len() - 2));
        if square || header {
            match parse_board(&rest.join(" ")) {
                Ok(board) => return Ok((fields[..l].to_vec(), board)),
                Err(e) => {
                    board_error.get_or_insert(e);
                }
            }
        }
    }
    match first_try {
        Err(npuzzle_core::Error::InvalidToken { .. }) if board_error.is_some() => {
            Err(board_error.unwrap_or(npuzzle_core::Error::Empty))
        }
        other => other.map(|b| (Vec::new(), b)),
    }
}

/// Every board that can reach the goal, by breadth-first search from it (small sizes only).
fn every_board(size: &str, solver: &crate::options::SolverArgs) -> Result<Vec<Instance>, String> {
    let shape = npuzzle_core::parse_shape(size).map_err(|e| format!("--every: {e}"))?;
    // Half of all arrangements can reach a goal: cells! / 2. Refused before any is listed.
    let count = (3..=shape.cells() as u128).try_fold(1u128, |n, k| n.checked_mul(k));
    if count.is_none_or(|n| n > MAX_EVERY) {
        let count = count.map_or("more than 10^38".into(), grouped);
        return Err(format!(
            "--every: a {shape} has {count} boards that can reach the goal, more than the {} this lists (sizes of up to 10 cells)",
            grouped(MAX_EVERY)
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

/// `239,500,800`: the bench's table is English (the words crate's one number printer).
fn grouped(n: u128) -> String {
    npuzzle_i18n::group(npuzzle_i18n::Lang::En, u64::try_from(n).unwrap_or(u64::MAX))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_line_is_named_and_the_rest_are_read() {
        let (ok, bad) = read_instances(
            "a 1 2 3 4 5 6 7 0 8\nb 1 2 3 4 5 6 7 7 0\n\n# x\nc 2 3 1 2 3 4 0 5\n",
            None,
        );
        assert_eq!(
            ok.iter().map(|i| i.id.as_str()).collect::<Vec<_>>(),
            ["a", "c"]
        );
        assert_eq!(bad.len(), 1);
        assert_eq!(bad[0].line, 2);
        assert_eq!(bad[0].code, "duplicate");
        assert!(
            bad[0].error.starts_with("tile 7 appears twice"),
            "{}",
            bad[0].error
        );
        // A label field that is not a length is that line's problem only.
        let (ok, bad) = read_instances("1 x 1 2 3 0\n2 3 1 2 0 3\n", Some(2));
        assert_eq!((ok.len(), bad[0].line, bad[0].code), (1, 1, "bad-field"));
    }

    #[test]
    fn every_refuses_what_cannot_fit() {
        let args = crate::options::SolverArgs {
            algo: npuzzle_core::Algorithm::Auto,
            heuristic: None,
            goal: npuzzle_core::GoalSpec::BlankLast,
            max_nodes: None,
            time_limit: None,
            order: npuzzle_core::Move::ALL,
            ties: Default::default(),
            goal_test: Default::default(),
            threads: None,
        };
        let e = every_board("3x4", &args).err().unwrap();
        assert!(e.contains("239,500,800 boards"), "{e}");
        assert!(
            every_board("8x8", &args)
                .err()
                .unwrap()
                .contains("more than 10^38")
        );
        assert_eq!(every_board("2x3", &args).unwrap().len(), 360);
    }

    #[test]
    fn numbers_are_grouped() {
        assert_eq!(grouped(7), "7");
        assert_eq!(grouped(181_440), "181,440");
        assert_eq!(grouped(239_500_800), "239,500,800");
    }
}
