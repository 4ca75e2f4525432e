//! `npuzzle bench --interim-cost`: what `auto`'s answers before the shortest cost, board by
//! board. Each board is solved with the optimal search alone, then as `auto` runs it (an answer
//! at once, better ones, the shortest); the better of `ROUNDS` runs of each is kept, so a
//! moment's noise on a busy machine does not count as cost.

use crate::bench::Instance;
use crate::cache::TableCache;
use crate::output::{Failure, Out};
use npuzzle_core::{Clock, Control, Improvement, SolveOptions, Solver, Status};
use std::io::Write;
use std::process::ExitCode;

/// Runs of each kind per board; the fastest counts.
const ROUNDS: usize = 3;
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
    /// Nodes generated alone and with the interim answers (their own nodes not counted).
    nodes_alone: u64,
    nodes: u64,
    /// The lengths found alone and with the interim answers.
    lengths: [Option<usize>; 2],
}

/// Runs the comparison over `instances` and prints a line per board and a summary.
pub fn run(
    instances: &[Instance],
    options: &SolveOptions,
    solver: Solver,
    cache: &mut TableCache,
) -> Result<ExitCode, Failure> {
    let mut out = Out::new();
    writeln!(
        out,
        "{:>6} {:>10} {:>10} {:>10} {:>9} {:>11} {:>11}  within 5% + 1 ms",
        "id", "alone ms", "first ms", "short ms", "over ms", "nodes alone", "nodes"
    )?;
    let mut solver = Some(solver);
    let mut all = Vec::new();
    let mut mismatches = 0;
    for inst in instances {
        let mut times = Times {
            alone: f64::INFINITY,
            first: f64::INFINITY,
            shortest: f64::INFINITY,
            nodes_alone: 0,
            nodes: 0,
            lengths: [None; 2],
        };
        for _ in 0..ROUNDS {
            for interim in [false, true] {
                let mut s = solver
                    .take()
                    .expect("the solver is put back")
                    .interim(interim);
                cache.before(&mut s, &inst.board, options);
                let mut control = FirstAnswer {
                    clock: Clock::default(),
                    first_ms: None,
                };
                let solved = s.solve(&inst.board, options, &mut control);
                cache.after(&mut s, inst.board.shape());
                solver = Some(s);
                let solved = solved.map_err(|e| format!("line {}: {e}", inst.line))?;
                if solved.status != Status::Solved {
                    return Err(format!("line {}: {}", inst.line, solved.status.name()).into());
                }
                let ms = solved.stats.ms;
                times.lengths[usize::from(interim)] = solved.length();
                if interim {
                    // A board whose shortest answer is its first tells no improvement.
                    times.first = times.first.min(control.first_ms.unwrap_or(ms));
                    times.shortest = times.shortest.min(ms);
                    times.nodes = solved.stats.generated;
                } else {
                    times.alone = times.alone.min(ms);
                    times.nodes_alone = solved.stats.generated;
                }
            }
        }
        let over = times.shortest - times.alone;
        let ok = over <= SLACK * times.alone + SLACK_MS;
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
            over,
            times.nodes_alone,
            times.nodes,
            if ok { "yes" } else { "no" },
            if wrong { " MISMATCH" } else { "" }
        )?;
        all.push(times);
    }
    let within = all
        .iter()
        .filter(|t| t.shortest - t.alone <= SLACK * t.alone + SLACK_MS)
        .count();
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
    out.finish()?;
    // Times are figures, not a verdict: only a wrong length fails.
    Ok(if mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
