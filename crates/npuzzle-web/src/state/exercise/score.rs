//! Scores and pass rules, and the results a host hears: an `npuzzle-score` or
//! `npuzzle-completed` event's detail, with an xAPI-shaped statement an LMS plugin can forward.

use super::{Attempt, Spec};
use crate::options::Task;

/// A score: `raw` of `max` (the minimum is 0), and whether it passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Score {
    /// Points.
    pub raw: u32,
    /// Points possible.
    pub max: u32,
    /// Whether the pass rule holds.
    pub passed: bool,
}

impl Score {
    /// `raw / max`, 0 to 1.
    pub fn scaled(&self) -> f64 {
        if self.max == 0 {
            0.0
        } else {
            f64::from(self.raw) / f64::from(self.max)
        }
    }

    /// A percentage, rounded.
    pub fn percent(&self) -> u32 {
        (self.scaled() * 100.0).round() as u32
    }
}

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

/// What a host hears about an attempt (the `detail` of `npuzzle-score` and `npuzzle-completed`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    /// The exercise's id.
    pub exercise: String,
    /// `play`, `predict` or `children`.
    pub task: &'static str,
    /// The attempt's number (1 for the first).
    pub attempt: u32,
    /// The score so far (at the end: the final one).
    pub score: ScoreOut,
    /// Passed or failed; `null` until the attempt ends.
    pub passed: Option<bool>,
    /// Whether the attempt has ended.
    pub completed: bool,
    /// Questions answered, and asked in all (play: 0 and 1 until the goal is reached).
    pub answered: u32,
    /// Questions in the exercise.
    pub questions: u32,
    /// Hints used (play; 0 in the other tasks).
    pub hints: u32,
    /// Milliseconds since the attempt started.
    pub duration_ms: f64,
    /// The same as an xAPI statement (no actor: the host knows the student).
    pub statement: Statement,
}

/// A score as SCORM and xAPI write it.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct ScoreOut {
    /// Points.
    pub raw: u32,
    /// Always 0.
    pub min: u32,
    /// Points possible.
    pub max: u32,
    /// `raw / max`.
    pub scaled: f64,
}

impl From<Score> for ScoreOut {
    fn from(s: Score) -> ScoreOut {
        ScoreOut {
            raw: s.raw,
            min: 0,
            max: s.max,
            scaled: s.scaled(),
        }
    }
}

/// An xAPI statement without its actor (see the xAPI specification, "Statements").
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Statement {
    /// What happened.
    pub verb: Verb,
    /// The exercise.
    pub object: Activity,
    /// The score and outcome.
    pub result: XResult,
}

/// An ADL verb.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Verb {
    /// Its IRI.
    pub id: String,
    /// Its name.
    pub display: Display,
}

/// A name by language (`en-US` only: the verbs' registered names).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Display {
    /// The English name.
    #[serde(rename = "en-US")]
    pub en_us: String,
}

/// The exercise as an xAPI activity.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Activity {
    /// Always `Activity`.
    pub object_type: &'static str,
    /// `urn:npuzzle:exercise:<id>`.
    pub id: String,
    /// What it is.
    pub definition: Definition,
}

/// An activity's definition.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Definition {
    /// Its name.
    pub name: Display,
    /// The ADL activity type (an assessment).
    #[serde(rename = "type")]
    pub kind: &'static str,
}

/// A statement's result.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct XResult {
    /// The score.
    pub score: ScoreOut,
    /// Passed (`true`) or failed, once the attempt has ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub success: Option<bool>,
    /// Whether the attempt has ended.
    pub completion: bool,
    /// ISO 8601 (`PT1M2.5S`).
    pub duration: String,
    /// What the statement's verbs have no words for: the hints used.
    pub extensions: Extensions,
}

/// A result's extensions (xAPI: keys are IRIs).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Extensions {
    /// Hints used.
    #[serde(rename = "urn:npuzzle:extension:hints")]
    pub hints: u32,
}

impl Report {
    /// The report of `attempt` at `spec` with `score` so far (final once the attempt is done),
    /// at `now` (ms since 1970).
    pub fn new(spec: &Spec, attempt: &Attempt, score: Score, now: f64) -> Report {
        let done = attempt.done.is_some();
        let verb = match (done, score.passed) {
            (false, _) => "answered",
            (true, true) => "passed",
            (true, false) => "failed",
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
            duration_ms,
            statement: Statement {
                verb: Verb {
                    id: format!("http://adlnet.gov/expapi/verbs/{verb}"),
                    display: Display { en_us: verb.into() },
                },
                object: Activity {
                    object_type: "Activity",
                    id: format!("urn:npuzzle:exercise:{}", spec.id),
                    definition: Definition {
                        name: Display {
                            en_us: format!("N-puzzle exercise: {}", task_title(spec.task)),
                        },
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
                    },
                },
            },
        }
    }
}

fn task_title(task: Task) -> &'static str {
    match task {
        Task::Play => "reach the goal in few moves",
        Task::Predict => "predict the next expansions",
        Task::Children => "g, h and f of the children",
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
