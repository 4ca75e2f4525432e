//! `npuzzle bench --improvement-cost`: what `auto`'s answers before the shortest cost, board by
//! board. Each board is solved with the optimal search alone, then as `auto` runs it (an answer
//! at once, better ones, the shortest). Each kind runs `ROUNDS` times, a round over all boards
//! at a time so that a board's runs are seconds apart, and the fastest counts: a slow spell of
//! a busy machine does not count as cost.

use crate::cache::TableCache;
use crate::instance::Instance;
use crate::output::{Failure, Out};
use npuzzle_core::{Clock, Control, Improvement, SolveOptions, Solver, Status};
use std::io::Write;
use std::process::ExitCode;

/// Runs of each kind per board; the fastest counts.
const ROUNDS: usize = 5;
/// The cost allowed: the shortest answer within 5% + 1 ms of the optimal search alone.
const SLACK: f64 = 0.05;
const SLACK_MS: f64 = 1.0;

/// A solve's clock that notes when the first answer came.
struct FirstAnswer {
    clock: Clock,
    first_ms: Option<f64>,
}

impl Control for FirstAnswer {
    fn now_ms(&self) -> f64 {
        self.clock.now_ms()
    }

    fn improved(&mut self, best: &Improvement) {
        self.first_ms.get_or_insert(best.ms);
    }
}

/// One board's times in milliseconds (the fastest of the rounds).
struct Times {
    alone: f64,
    first: f64,
    shortest: f64,
    /// Nodes generated alone and with the improvements (their own nodes not counted).
    nodes_alone: u64,
    nodes: u64,
    /// The lengths found alone and with the improvements.
    lengths: [Option<usize>; 2],
}

impl Times {
    fn over(&self) -> f64 {
        self.shortest - self.alone
    }

    fn within(&self) -> bool {
        self.over() <= SLACK * self.alone + SLACK_MS
    }
}

/// Runs the comparison over `instances` and prints a line per board and a summary.
pub fn run(
    instances: &[Instance],
    options: &SolveOptions,
    solver: Solver,
    cache: &mut TableCache,
) -> Result<ExitCode, Failure> {
    let mut all: Vec<Times> = instances
        .iter()
        .map(|_| Times {
            alone: f64::INFINITY,
            first: f64::INFINITY,
            shortest: f64::INFINITY,
            nodes_alone: 0,
            nodes: 0,
            lengths: [None; 2],
        })
        .collect();
    let mut solver = Some(solver);
    for _ in 0..ROUNDS {
        for (inst, times) in instances.iter().zip(&mut all) {
            for improvements in [false, true] {
                let s = solver.take().expect("the solver is put back");
                let mut s = s.improvements(improvements);
                let solved = time_once(&mut s, inst, options, cache, improvements, times);
                solver = Some(s);
                solved?;
            }
        }
    }
    let mut out = Out::new();
    writeln!(
        out,
        "{:>6} {:>10} {:>10} {:>10} {:>9} {:>11} {:>11}  within 5% + 1 ms",
        "id", "alone ms", "first ms", "short ms", "over ms", "nodes alone", "nodes"
    )?;
    let mut mismatches = 0;
    for (inst, times) in instances.iter().zip(&all) {
        // Both runs must find the same shortest, and the known one if given.
        let wrong = times.lengths[0] != times.lengths[1]
            || inst.expected.is_some_and(|e| times.lengths[1] != Some(e));
        mismatches += usize::from(wrong);
        writeln!(
            out,
            "{:>6} {:>10.2} {:>10.2} {:>10.2} {:>9.2} {:>11} {:>11}  {}{}",
            inst.id,
            times.alone,
            times.first,
            times.shortest,
            times.over(),
            times.nodes_alone,
            times.nodes,
            if times.within() { "yes" } else { "no" },
            if wrong { " MISMATCH" } else { "" }
        )?;
    }
    summary(&mut out, &all, mismatches)?;
    out.finish()?;
    // Times are figures, not a verdict: only a wrong length fails.
    Ok(if mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Solves `inst` once, alone or with the improvements, keeping the faster times in `times`.
fn time_once(
    solver: &mut Solver,
    inst: &Instance,
    options: &SolveOptions,
    cache: &mut TableCache,
    improvements: bool,
    times: &mut Times,
) -> Result<(), Failure> {
    cache.before(solver, &inst.board, options);
    let mut control = FirstAnswer {
        clock: Clock::default(),
        first_ms: None,
    };
    let solved = solver.solve(&inst.board, options, &mut control);
    cache.after(solver, inst.board.shape());
    let solved = solved.map_err(|e| format!("line {}: {e}", inst.line))?;
    if solved.status != Status::Solved {
        return Err(format!("line {}: {}", inst.line, solved.status.name()).into());
    }
    let ms = solved.stats.ms;
    times.lengths[usize::from(improvements)] = solved.length();
    if improvements {
        // A board whose shortest answer is its first tells no improvement.
        times.first = times.first.min(control.first_ms.unwrap_or(ms));
        times.shortest = times.shortest.min(ms);
        times.nodes = solved.stats.generated;
    } else {
        times.alone = times.alone.min(ms);
        times.nodes_alone = solved.stats.generated;
    }
    Ok(())
}

/// The summary line: boards within the slack, totals, and the first answer's distribution.
fn summary(out: &mut Out, all: &[Times], mismatches: usize) -> Result<(), Failure> {
    let within = all.iter().filter(|t| t.within()).count();
    let total = |f: fn(&Times) -> f64| all.iter().map(f).fold(0.0, |a, b| a + b);
    let mut firsts: Vec<f64> = all.iter().map(|t| t.first).collect();
    firsts.sort_by(f64::total_cmp);
    let quantile = |q: f64| {
        firsts
            .get(((firsts.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    writeln!(
        out,
        "{within} of {} boards have the shortest within 5% + 1 ms of the search alone, {mismatches} mismatches; total {:.1} ms alone, {:.1} ms to the shortest ({:.3}x); first answer median {:.2} ms, 90% {:.2} ms, max {:.2} ms",
        all.len(),
        total(|t| t.alone),
        total(|t| t.shortest),
        total(|t| t.shortest) / total(|t| t.alone).max(f64::MIN_POSITIVE),
        quantile(0.5),
        quantile(0.9),
        quantile(1.0),
    )?;
    Ok(())
}
