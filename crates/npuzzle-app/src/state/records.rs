//! What an exercise hands the outside, as plain data: the attempt to keep ([`Saved`]), the
//! score a host hears with its xAPI statement ([`Report`]) and a package to make ([`Package`]).
//! They sit below every feature so that `state::effect`, the ground the features stand on,
//! carries them without importing the exercise feature; the exercise makes, checks and scores
//! them (`exercise::saved`, `exercise::score`, `exercise::author`).

use crate::i18n::{Lang, Said};

/// A saved attempt.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Saved {
    /// The format's version (`exercise::saved::VERSION`).
    pub v: u32,
    /// The exercise's id.
    pub exercise: String,
    /// Its task.
    pub task: String,
    /// The attempt's number.
    pub attempt: u32,
    /// The board the attempt started from (flat, 0 the blank).
    pub start: String,
    /// Moves made (play): the length of `path`.
    pub moves: u32,
    /// The blank's moves (play), three to a character: see `exercise::saved::encode_path`.
    pub path: String,
    /// Hints used (play).
    pub hints: u32,
    /// The node of each question answered (predict: the frontier node picked; children: the
    /// node whose children were valued), in order.
    pub picks: Vec<u32>,
    /// Children: g, h and f as typed for every child of every question, in order (`null` where
    /// the student typed no number).
    pub values: Vec<Option<u32>>,
    /// Heuristic: the formula handed in (graded again on a restore).
    #[serde(default)]
    pub formula: Option<String>,
    /// Heuristic: the seed the race's boards were drawn with, kept with the formula for hosts
    /// and teachers (`npuzzle heuristic grade --seed`); never read back: every attempt races on
    /// the exercise's boards (`exercise::heuristic::race_seed_of`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u32>,
    /// When the attempt started (milliseconds since 1970).
    pub started: f64,
    /// When each answer was given, in milliseconds after `started` (predict, children: one per
    /// question; play and heuristic: one, at the end). Only the answers' reports read them
    /// (the time a question took); nothing is judged on them. Older records have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub times: Vec<u32>,
    /// The score, once the attempt has ended: for hosts that read the record; never read back
    /// (a restore scores the replay again).
    #[serde(default)]
    pub score: Option<Score>,
}

impl Saved {
    /// How far it got: a later attempt, then an ended one, then more moves or answers.
    pub fn reach(&self) -> (u32, bool, usize) {
        let moves = self.moves as usize;
        (
            self.attempt,
            self.score.is_some(),
            moves + self.picks.len() + usize::from(self.formula.is_some()),
        )
    }

    /// Whether this record, kept with `reach`, stays when a tab would keep `new` over it: when
    /// it is the same task from the same board and got further (a second tab of the same
    /// course must not overwrite a pass with the attempt it left unfinished). A record of
    /// another board (set aside on a restore, or another random board) gives way.
    pub fn stays(&self, reach: (u32, bool, usize), new: &Saved) -> bool {
        self.start == new.start && self.task == new.task && reach > new.reach()
    }
}

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
    /// Which result the LMS keeps, as the teacher chose: `best` (a later attempt that does
    /// worse leaves the record as it is) or `last`.
    pub keep: &'static str,
    /// Milliseconds since the attempt started.
    pub duration_ms: f64,
    /// Every answer of the attempt so far, in order: what each LMS format reports per question
    /// (SCORM's interactions, xAPI's `answered` statements, the class server's report).
    pub answers: Vec<Answer>,
    /// The same as an xAPI statement (no actor: the host knows the student).
    pub statement: Statement,
}

/// One answer, the same record in every format: made by the exercise as it judges the answer
/// (again, from the saved attempt, on a restore or on the class server), never read from one.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Answer {
    /// The question's id within its exercise, the same for every student and attempt: `q1`,
    /// `q2`, … (predict, children), `play`, `formula` (heuristic).
    pub question: String,
    /// The task (`predict`, `children`, `play`, `heuristic`).
    pub task: &'static str,
    /// What the student gave: predict, the node picked (`7`); children, each child's g, h and
    /// f, a child to a `;` (`1/3/4;1/5/6`, `_` where no number was typed); play, the moves
    /// made; heuristic, the formula.
    pub response: String,
    /// The right answer in the same words: the node expanded next, the true values, the
    /// optimal length; empty for a heuristic (no one answer is right).
    pub expected: String,
    /// Whether it was right (play: within the slack; heuristic: passed).
    pub correct: bool,
    /// Milliseconds the question took: since the previous answer, or the attempt's start.
    pub latency_ms: u32,
    /// When it was given (milliseconds since 1970).
    pub at: f64,
    /// Children: the node whose children were valued.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub node: Option<u32>,
    /// Heuristic: what the grading found: `admissible`, `not-admissible`, `not-a-number`,
    /// `over-budget`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verdict: Option<&'static str>,
    /// Heuristic: the board that shows a formula wrong (flat, 0 the blank).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
}

/// A score as SCORM and xAPI write it: every task on one scale, 0 to 100, so that an LMS that
/// grades `raw` against the activity's maximum (Moodle's SCORM player, set to 100) reads every
/// task alike; 3 right of 3 is 100, not 3.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct ScoreOut {
    /// The percentage, rounded.
    pub raw: u32,
    /// Always 0.
    pub min: u32,
    /// Always 100.
    pub max: u32,
    /// The exact share, 0 to 1 (SCORM 2004's and xAPI's `scaled`; the pass rule reads it).
    pub scaled: f64,
}

impl From<Score> for ScoreOut {
    fn from(s: Score) -> ScoreOut {
        ScoreOut {
            raw: s.percent(),
            min: 0,
            max: 100,
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

/// A name by language: `en-US` (the verbs' registered names), and the learner's language's
/// (from the words' files) when it is another.
#[derive(Clone, Debug, PartialEq)]
pub struct Display {
    /// The English name.
    pub en_us: String,
    /// The name in the component's language: its tag and the words.
    pub local: Option<(&'static str, String)>,
}

impl Display {
    /// The name of `said` in English, and in `lang` if it is another.
    pub fn of(said: &Said, lang: Lang) -> Display {
        Display {
            en_us: said.text(Lang::En),
            local: (lang != Lang::En).then(|| (lang.tag(), said.text(lang))),
        }
    }
}

impl serde::Serialize for Display {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // A struct whose second field is named by the language: its tag is a `&'static str`.
        use serde::ser::SerializeStruct;
        let mut map = serializer.serialize_struct("Display", 2)?;
        map.serialize_field("en-US", &self.en_us)?;
        if let Some((tag, text)) = &self.local {
            map.serialize_field(tag, text)?;
        }
        map.end()
    }
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
    /// Heuristic: the formula handed in, once it is.
    #[serde(
        rename = "urn:npuzzle:extension:formula",
        skip_serializing_if = "Option::is_none"
    )]
    pub formula: Option<String>,
    /// Heuristic: the seed its race's boards were drawn with (`npuzzle heuristic grade --seed
    /// N 'FORMULA'` grades it again as the page did), once the formula is handed in.
    #[serde(
        rename = "urn:npuzzle:extension:seed",
        skip_serializing_if = "Option::is_none"
    )]
    pub seed: Option<u32>,
}

/// What a package is for: which LMSes take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// SCORM 1.2: Moodle, Canvas and nearly every LMS.
    Scorm12,
    /// SCORM 2004 4th Edition: completion and success apart, 64,000 characters of saved data.
    Scorm2004,
    /// cmi5: xAPI statements to the LMS's record store, for LMSes built on xAPI.
    Cmi5,
}

impl Format {
    /// Every format, in the panel's order.
    pub const ALL: [Format; 3] = [Format::Scorm12, Format::Scorm2004, Format::Cmi5];

    /// The value in the panel and in the packer's request.
    pub fn value(self) -> &'static str {
        match self {
            Format::Scorm12 => "scorm12",
            Format::Scorm2004 => "scorm2004",
            Format::Cmi5 => "cmi5",
        }
    }

    /// Reads a format's value.
    pub fn from_value(v: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.value() == v)
    }

    /// Its name, as LMSes name it.
    pub fn name(self) -> &'static str {
        match self {
            Format::Scorm12 => "SCORM 1.2",
            Format::Scorm2004 => "SCORM 2004",
            Format::Cmi5 => "cmi5",
        }
    }
}

/// What the web layer needs to make an LMS package.
#[derive(Clone, Debug, PartialEq)]
pub struct Package {
    /// The exercise's settings, as a link's query (the package's page reads them).
    pub query: String,
    /// Its id (the package's identifier).
    pub id: String,
    /// Its title in the LMS, in the teacher's language.
    pub title: String,
    /// That language's tag.
    pub lang: &'static str,
    /// Its format.
    pub format: Format,
    /// The board's shape as the tables' files name it (`4x4`): the package carries those
    /// tables only.
    pub shape: String,
}
