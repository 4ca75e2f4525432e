//! `npuzzle heuristic check 'EXPR'`: a student's own heuristic, written in the core's formula
//! language, checked on every board of a small shape against the exact distances: admissible,
//! consistent, how close to the truth, and how often at least Manhattan.

use crate::output::{Failure, Out};
use crate::undefined::not_a_number;
use npuzzle_core::formula::{Formula, HeuristicCheck, check_shape};
use npuzzle_core::{GoalSpec, Shape, parse_shape};
use npuzzle_i18n::{CliKey, Lang, check_error, error, formula_error, group};
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Subcommand)]
pub enum Command {
    /// Check a formula on every board of a shape of at most 9 cells (all 181,440 for the 3×3),
    /// or on a sample of a larger one: admissible (never above the true distance), consistent
    /// (0 at the goal, at most 1 apart between neighbours), with a counterexample board for each
    /// property it breaks.
    Check(CheckArgs),
    /// Race a formula against Hamming, Manhattan and linear conflict with A* and IDA* on 3×3
    /// boards drawn at each solution depth (the experiment's boards): mean nodes generated, the
    /// effective branching factor, and the answers longer than the shortest.
    Race(RaceArgs),
    /// Grade a formula as the page's heuristic exercise does: checked on all 181,440 8-puzzles
    /// (a number on every board, and admissible), then raced with A* against Manhattan on 120
    /// boards drawn with the attempt's seed (`--seed`, as its record keeps it); passes within
    /// the pass mark's share of Manhattan's nodes (the score the student's page gave).
    Grade(crate::grade::GradeArgs),
}

#[derive(clap::Args)]
pub struct RaceArgs {
    /// The formula, e.g. `manhattan + 2*conflicts`.
    pub formula: String,
    /// Solution depths: `from..to:step` or a comma list.
    #[arg(long, default_value = "2..20:2")]
    pub depths: String,
    /// Boards per depth (at most 10,000).
    #[arg(long, short = 'n', default_value_t = 20)]
    pub count: usize,
    /// The draw's seed (the same seed, the same boards).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// astar, idastar, or both (comma-separated).
    #[arg(long, default_value = "astar,idastar")]
    pub algo: String,
    /// Nodes one search may generate on one board (past it the cell says "–").
    #[arg(long, default_value_t = 1_000_000)]
    pub max_nodes: u64,
    /// One JSON object per depth, algorithm and entrant.
    #[arg(long)]
    pub json: bool,
}

#[derive(clap::Args)]
pub struct CheckArgs {
    /// The formula, e.g. `manhattan + 2*conflicts` or `sum(t: abs(row(t) - goal_row(t)))`.
    pub formula: String,
    /// The boards' size (at most 9 cells: every board; more: a sample).
    #[arg(long, short, default_value = "3x3")]
    pub size: String,
    /// end (blank last), start (blank first), or the goal's tiles.
    #[arg(long, short, default_value = "end")]
    pub goal: GoalSpec,
    /// Larger shapes: boards in the sample (each a scramble of up to 40 moves, solved
    /// optimally).
    #[arg(long, default_value_t = npuzzle_core::formula::SAMPLES)]
    pub samples: usize,
    /// Larger shapes: the sample's seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print one JSON object (`admissible`, `consistent`, `notANumber`, `states`, `sampled`,
    /// `counterexample`, `consistencyCounterexample`, `meanRatio`, `dominatesManhattan`).
    #[arg(long)]
    pub json: bool,
}

pub fn run(command: &Command, lang: Lang) -> Result<ExitCode, Failure> {
    let args = match command {
        Command::Check(args) => args,
        Command::Race(args) => return race(args, lang),
        Command::Grade(args) => return crate::grade::run(args, lang),
    };
    let shape = parse_shape(&args.size).map_err(|e| {
        let why = error(&e).text(lang);
        CliKey::BadOption.fill(lang, &[("option", &"--size"), ("why", &why)])
    })?;
    let goal = args.goal.resolve(shape).map_err(|e| {
        let why = error(&e).text(lang);
        CliKey::BadOption.fill(lang, &[("option", &"--goal"), ("why", &why)])
    })?;
    let formula = Formula::new(&args.formula, &goal)
        .map_err(|e| CliKey::BadFormula.fill(lang, &[("why", &formula_error(&e).text(lang))]))?;
    // Every board of a small shape; a sample of a larger one.
    let checked = check_shape(&formula, &goal, args.samples.max(1), args.seed)
        .map_err(|e| CliKey::BadFormula.fill(lang, &[("why", &check_error(&e).text(lang))]))?;
    let mut out = Out::new();
    if args.json {
        writeln!(
            out,
            "{}",
            serde_json::to_string(&checked).map_err(|e| e.to_string())?
        )?;
    } else {
        print(&mut out, &args.formula, shape, &checked, lang)?;
    }
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}

fn print(
    out: &mut Out,
    formula: &str,
    shape: Shape,
    c: &HeuristicCheck,
    lang: Lang,
) -> std::io::Result<()> {
    let heading = if c.sampled {
        CliKey::HeuristicSampled
    } else {
        CliKey::HeuristicChecked
    };
    let values: [(&str, &dyn npuzzle_i18n::Plain); 3] = [
        ("formula", &formula),
        ("states", &group(lang, c.states as u64)),
        ("size", &shape),
    ];
    writeln!(out, "{}", heading.fill(lang, &values))?;
    let board = |tiles: &[u16]| npuzzle_core::board_line(tiles, shape.cols());
    // Not a number on a board: that board is the verdict, and the figures say nothing.
    if let Some(x) = &c.not_a_number {
        return writeln!(out, "  {}", not_a_number(x, &board(&x.tiles), lang));
    }
    for line in verdicts(c, &board, lang) {
        writeln!(out, "  {line}")?;
    }
    Ok(())
}

/// Admissible, consistent (each with the boards that break it) and how close, in words.
fn verdicts(c: &HeuristicCheck, board: &dyn Fn(&[u16]) -> String, lang: Lang) -> [String; 3] {
    let num = |x: f64| npuzzle_core::print::trimmed(x, 3);
    let admissible = match &c.counterexample {
        None => CliKey::HeuristicAdmissible.text(lang).to_string(),
        Some(x) => CliKey::HeuristicNotAdmissible.fill(
            lang,
            &[
                ("board", &board(&x.tiles)),
                ("h", &num(x.h)),
                ("hstar", &x.h_star),
            ],
        ),
    };
    let consistent = match &c.consistency_counterexample {
        None => CliKey::HeuristicConsistent.text(lang).to_string(),
        Some(x) => CliKey::HeuristicNotConsistent.fill(
            lang,
            &[
                ("a", &board(&x.a)),
                ("ha", &num(x.ha)),
                ("b", &board(&x.b)),
                ("hb", &num(x.hb)),
            ],
        ),
    };
    let close = CliKey::HeuristicCloseness.fill(
        lang,
        &[
            ("ratio", &num(c.mean_ratio)),
            ("share", &num(100.0 * c.dominates_manhattan)),
        ],
    );
    [admissible, consistent, close]
}

/// The most boards a depth of a race (each raced by four entrants with each algorithm).
const MAX_RACE_COUNT: usize = 10_000;

/// `npuzzle heuristic race`'s options read: the formula (on 3×3 boards, blank last) and the
/// course it runs. Apart from [`race`] so that reads as running and printing.
fn race_course(
    args: &RaceArgs,
    lang: Lang,
) -> Result<(Formula, npuzzle_core::formula::Course), Failure> {
    use npuzzle_core::experiment::parse_depths;
    let bad = |option: &str, why: String| {
        CliKey::BadOption.fill(lang, &[("option", &option), ("why", &why)])
    };
    let depths = parse_depths(&args.depths).map_err(|e| bad("--depths", error(&e).text(lang)))?;
    let algorithms = args
        .algo
        .split(',')
        .map(|a| match a.trim().parse() {
            Ok(a @ (npuzzle_core::Algorithm::AStar | npuzzle_core::Algorithm::IdaStar)) => Ok(a),
            _ => Err(bad("--algo", format!("`{a}`: astar or idastar"))),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let goal = GoalSpec::BlankLast
        .resolve(parse_shape("3x3").map_err(|e| error(&e).text(lang))?)
        .map_err(|e| error(&e).text(lang))?;
    let formula = Formula::new(&args.formula, &goal)
        .map_err(|e| CliKey::BadFormula.fill(lang, &[("why", &formula_error(&e).text(lang))]))?;
    if args.count > MAX_RACE_COUNT {
        return Err(crate::experiment::too_many_boards(MAX_RACE_COUNT, lang).into());
    }
    let course = npuzzle_core::formula::Course {
        depths,
        count: args.count.max(1),
        seed: args.seed,
        algorithms,
        max_nodes: args.max_nodes.max(1),
    };
    Ok((formula, course))
}

/// `npuzzle heuristic race`: the laps as they finish, then the answers each entrant lengthened.
fn race(args: &RaceArgs, lang: Lang) -> Result<ExitCode, Failure> {
    use npuzzle_core::formula::{Entrant, race};
    use npuzzle_core::print::fixed;
    let (formula, course) = race_course(args, lang)?;
    let mut out = Out::new();
    if !args.json {
        writeln!(
            out,
            "{:>3}  {:<10} {:>18} {:>18} {:>18} {:>18}",
            "d", "", "h", "hamming", "manhattan", "linear-conflict"
        )?;
    }
    let mut row: Vec<String> = Vec::new();
    let mut failed = None;
    let laps = race(
        &formula,
        &course,
        &mut npuzzle_core::NoControl,
        &mut |lap| {
            let written = if args.json {
                serde_json::to_string(lap)
                    .map_err(|e| Failure::Message(e.to_string()))
                    .and_then(|j| writeln!(out, "{j}").map_err(Failure::from))
            } else {
                let cell = match (lap.generated_mean, lap.ebf) {
                    (Some(n), Some(b)) => {
                        format!("{} ({})", group(lang, n.round() as u64), fixed(b, 2))
                    }
                    (Some(n), None) => group(lang, n.round() as u64),
                    _ => "–".into(),
                };
                row.push(cell);
                if row.len() < 4 {
                    return;
                }
                let line = format!(
                    "{:>3}  {:<10} {:>18} {:>18} {:>18} {:>18}",
                    lap.depth,
                    lap.algorithm.name(),
                    row[0],
                    row[1],
                    row[2],
                    row[3]
                );
                row.clear();
                writeln!(out, "{line}").map_err(Failure::from)
            };
            if let Err(e) = written {
                failed.get_or_insert(e);
            }
        },
    )
    .map_err(|e| error(&e).text(lang))?;
    if let Some(e) = failed {
        return Err(e);
    }
    if !args.json {
        for algorithm in &course.algorithms {
            let mine = laps
                .iter()
                .filter(|l| l.algorithm == *algorithm && l.entrant == Entrant::Formula);
            let (solved, longer) =
                mine.fold((0, 0), |(s, l), lap| (s + lap.solved, l + lap.longer));
            let values: [(&str, &dyn npuzzle_i18n::Plain); 3] = [
                ("algo", &algorithm.name()),
                ("longer", &longer),
                ("solved", &solved),
            ];
            writeln!(out, "{}", CliKey::RaceLonger.fill(lang, &values))?;
        }
    }
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}
