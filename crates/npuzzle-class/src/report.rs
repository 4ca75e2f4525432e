//! What each student answered, as a teacher reads it: per question, the share of the class
//! that got it right and the common wrong answers; every answer as CSV. Made from the answers
//! the replay recorded (`grade::Replayed::answers`): what was given and whether it was right are
//! the replay's, never a browser's word. When an answer was given, and so how long it took, is
//! the student's browser's clock (in order, within 30 days of the start: the record's check), as
//! in any LMS's interactions: a teacher reads it as a guide, not as evidence. No HTTP and no
//! database here.

use serde::Deserialize;

/// One answer as the replay recorded it (the app's `Answer`, read back).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Given {
    /// The question's id (`q1`, `play`, `formula`).
    pub question: String,
    /// The task.
    pub task: String,
    /// What the student gave.
    pub response: String,
    /// The right answer (empty for a heuristic).
    pub expected: String,
    /// Whether it was right.
    pub correct: bool,
    /// Milliseconds the question took.
    pub latency_ms: u32,
    /// When (milliseconds since 1970).
    pub at: f64,
}

/// One attempt's answers, with whose they are.
#[derive(Clone, Debug, PartialEq)]
pub struct Sheet {
    /// The LMS's user id.
    pub user_id: String,
    /// Their name, if the LMS sent one.
    pub name: Option<String>,
    /// The attempt's number.
    pub attempt: u32,
    /// Its answers, in order.
    pub answers: Vec<Given>,
}

impl Sheet {
    /// The attempt's answers from their JSON (none if it does not read: an attempt kept before
    /// answers were).
    pub fn new(user_id: String, name: Option<String>, attempt: u32, json: Option<&str>) -> Sheet {
        let answers = json
            .and_then(|j| serde_json::from_str(j).ok())
            .unwrap_or_default();
        Sheet {
            user_id,
            name,
            attempt,
            answers,
        }
    }

    /// The student as the class view names them.
    pub fn who(&self) -> &str {
        self.name.as_deref().unwrap_or(&self.user_id)
    }
}

/// A question across the class.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// Its id.
    pub id: String,
    /// The students who answered it.
    pub students: u32,
    /// Those whose latest answer to it was right.
    pub right: u32,
    /// The right answer, as most of the answers' records give it (a question's answer is the
    /// same for every student of a link with a board of the teacher's).
    pub expected: String,
    /// The wrong answers, most common first (at most [`WRONG_SHOWN`]), with how many students
    /// gave each (their latest answer).
    pub wrong: Vec<(String, u32)>,
}

impl Question {
    /// The share of the students who answered it that got it right, in percent (rounded).
    pub fn percent(&self) -> u32 {
        if self.students == 0 {
            return 0;
        }
        (100.0 * f64::from(self.right) / f64::from(self.students)).round() as u32
    }
}

/// The wrong answers a question lists.
pub const WRONG_SHOWN: usize = 3;

/// Every question answered at the link, in the exercise's order (`q2` before `q10`), each
/// counted once per student: their latest answer to it (of their latest attempt that has one).
pub fn questions(sheets: &[Sheet]) -> Vec<Question> {
    use std::collections::BTreeMap;
    /// Each student's latest answer to a question: their attempt's number, and the answer.
    type Latest<'a> = BTreeMap<&'a str, (u32, &'a Given)>;
    let mut latest: BTreeMap<(u32, String), Latest> = BTreeMap::new();
    for s in sheets {
        for a in &s.answers {
            let by_student = latest.entry(order(&a.question)).or_default();
            let slot = by_student.entry(&s.user_id).or_insert((s.attempt, a));
            if s.attempt >= slot.0 {
                *slot = (s.attempt, a);
            }
        }
    }
    latest
        .into_iter()
        .map(|((_, id), by_student)| {
            let answers: Vec<&Given> = by_student.values().map(|(_, a)| *a).collect();
            let right = answers.iter().filter(|a| a.correct).count() as u32;
            let expected = most_common(answers.iter().map(|a| a.expected.as_str()))
                .first()
                .map(|(e, _)| e.clone())
                .unwrap_or_default();
            let mut wrong = most_common(
                answers
                    .iter()
                    .filter(|a| !a.correct)
                    .map(|a| a.response.as_str()),
            );
            wrong.truncate(WRONG_SHOWN);
            Question {
                id,
                students: answers.len() as u32,
                right,
                expected,
                wrong,
            }
        })
        .collect()
}

/// A question id's place: `q` and a number by the number, others after, by name.
fn order(id: &str) -> (u32, String) {
    let n = id.strip_prefix('q').and_then(|n| n.parse().ok());
    (n.unwrap_or(u32::MAX), id.to_string())
}

/// The distinct values, most common first (ties by value), with their counts.
fn most_common<'a>(values: impl Iterator<Item = &'a str>) -> Vec<(String, u32)> {
    let mut counts: std::collections::BTreeMap<&str, u32> = Default::default();
    for v in values {
        *counts.entry(v).or_default() += 1;
    }
    let mut out: Vec<(String, u32)> = counts
        .into_iter()
        .map(|(v, n)| (v.to_string(), n))
        .collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    out
}

/// The CSV's header line.
pub const CSV_HEADER: &str =
    "student,name,attempt,question,task,response,expected,correct,seconds,answered_at_utc";

/// Every answer, a line each (RFC 4180, CRLF), students in the order given.
pub fn csv(sheets: &[Sheet]) -> String {
    let mut out = format!("{CSV_HEADER}\r\n");
    for s in sheets {
        for a in &s.answers {
            let fields = [
                s.user_id.clone(),
                s.name.clone().unwrap_or_default(),
                s.attempt.to_string(),
                a.question.clone(),
                a.task.clone(),
                a.response.clone(),
                a.expected.clone(),
                a.correct.to_string(),
                format!("{:.1}", f64::from(a.latency_ms) / 1000.0),
                crate::stamp::rfc3339(a.at as i64),
            ];
            let line: Vec<String> = fields.iter().map(|f| cell(f)).collect();
            out.push_str(&line.join(","));
            out.push_str("\r\n");
        }
    }
    out
}

/// A CSV cell: quoted when it holds a comma, a quote or a line break; one that a spreadsheet
/// would run as a formula (`=`, `+`, `-`, `@` first: a name, or a student's heuristic) is
/// kept as text with a leading `'` (OWASP's advice for CSV injection).
fn cell(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

#[cfg(test)]
mod tests;
