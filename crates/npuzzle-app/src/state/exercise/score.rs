//! Scores and pass rules, and the results a host hears: an `npuzzle-score` or
//! `npuzzle-completed` event's detail, with an xAPI-shaped statement an LMS plugin can forward.

use super::{Attempt, Spec};
use crate::i18n::{Key, Lang, Said};
use crate::options::Task;
pub use crate::state::records::{
    Activity, Definition, Display, Extensions, Report, Score, ScoreOut, Statement, Verb, XResult,
};

/// A play task: `moves` made where `optimal` would do. The points are the optimal length over
/// the moves made, out of 100; it passes within `slack` moves of the optimal length.
pub fn play(optimal: u32, moves: u32, slack: u32) -> Score {
    let moves = moves.max(optimal).max(1);
    Score {
        raw: ((100 * u64::from(optimal) + u64::from(moves) / 2) / u64::from(moves)) as u32,
        max: 100,
        passed: moves <= optimal.saturating_add(slack),
    }
}

/// An attempt that ends with no points: not passed.
pub fn failed() -> Score {
    Score {
        raw: 0,
        max: 100,
        passed: false,
    }
}

/// A heuristic task: an admissible h generated `own` nodes on the race's boards where
/// Manhattan generated `manhattan`. It passes at most at the share `pass` of Manhattan's nodes,
/// with 100 points; above it, the points fall in proportion (twice the share allowed, 50).
pub fn heuristic(own: u64, manhattan: u64, pass: f64) -> Score {
    let share = own as f64 / manhattan.max(1) as f64;
    // A hair of tolerance, as for answers: 0.8 of 1000 nodes is 800, which f64 may miss.
    let passed = share <= pass + 1e-9;
    let raw = if passed {
        100
    } else {
        (100.0 * pass / share).round() as u32
    };
    Score {
        raw,
        max: 100,
        passed,
    }
}

/// A task of questions: `right` of `asked`, passing at the fraction `pass` (a point short of it
/// fails: 0.8 of 5 needs 4).
pub fn answers(right: u32, asked: u32, pass: f64) -> Score {
    let mut s = Score {
        raw: right,
        max: asked,
        passed: false,
    };
    // A hair of tolerance: 0.7 of 10 is 7 right, which f64 division may put a bit under.
    s.passed = asked > 0 && s.scaled() + 1e-9 >= pass;
    s
}

impl Report {
    /// The report of `attempt` at `spec` with `score` so far (final once the attempt is done),
    /// at `now` (ms since 1970).
    pub fn new(spec: &Spec, attempt: &Attempt, score: Score, now: f64, lang: Lang) -> Report {
        let done = attempt.done.is_some();
        let (verb, verb_name) = match (done, score.passed) {
            (false, _) => ("answered", Key::LmsVerbAnswered),
            (true, true) => ("passed", Key::LmsVerbPassed),
            (true, false) => ("failed", Key::LmsVerbFailed),
        };
        let (answered, questions) = spec.progress(attempt);
        let duration_ms = attempt.started.map_or(0.0, |t| (now - t).max(0.0));
        let out = ScoreOut::from(score);
        Report {
            exercise: spec.id.clone(),
            task: spec.task.value(),
            attempt: attempt.number,
            score: out,
            passed: done.then_some(score.passed),
            completed: done,
            answered,
            questions,
            hints: attempt.hints,
            keep: spec.keep.value(),
            duration_ms,
            answers: attempt.records.clone(),
            statement: Statement {
                verb: Verb {
                    id: format!("http://adlnet.gov/expapi/verbs/{verb}"),
                    display: Display::of(&verb_name.into(), lang),
                },
                object: Activity {
                    object_type: "Activity",
                    id: format!("urn:npuzzle:exercise:{}", spec.id),
                    definition: Definition {
                        name: Display::of(&activity_name(spec.task), lang),
                        kind: "http://adlnet.gov/expapi/activities/assessment",
                    },
                },
                result: XResult {
                    score: out,
                    success: done.then_some(score.passed),
                    completion: done,
                    duration: iso_duration(duration_ms),
                    extensions: Extensions {
                        hints: attempt.hints,
                        formula: attempt.formula.clone(),
                        seed: attempt.formula.as_ref().map(|_| attempt.race_seed()),
                    },
                },
            },
        }
    }
}

/// The exercise's name in an LMS: "N-puzzle exercise: reach the goal in few moves".
pub fn activity_name(task: Task) -> Said {
    Said::key(Key::LmsActivity).with_said("task", task_title(task).into())
}

fn task_title(task: Task) -> Key {
    match task {
        Task::Play => Key::LmsTaskPlay,
        Task::Predict => Key::LmsTaskPredict,
        Task::Children => Key::LmsTaskChildren,
        Task::Heuristic => Key::LmsTaskHeuristic,
    }
}

/// An ISO 8601 duration, as xAPI writes it: `PT1H2M3.4S`, tenths of a second at most.
pub fn iso_duration(ms: f64) -> String {
    let tenths = (ms.max(0.0) / 100.0).round() as u64;
    let (h, m, s) = (tenths / 36_000, tenths / 600 % 60, tenths % 600);
    let mut out = String::from("PT");
    if h > 0 {
        out.push_str(&format!("{h}H"));
    }
    if m > 0 || h > 0 {
        out.push_str(&format!("{m}M"));
    }
    if s % 10 == 0 {
        out.push_str(&format!("{}S", s / 10));
    } else {
        out.push_str(&format!("{}.{}S", s / 10, s % 10));
    }
    out
}
