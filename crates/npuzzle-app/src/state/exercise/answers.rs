//! Each answer's record ([`Answer`]): made here as the exercise judges an answer, live or
//! replayed from a saved attempt, so the browser's LMS formats and the class server (which
//! replays the attempt) report the same record. What the student gave and the right answer are
//! written as text a teacher reads and an LMS takes (`records::Answer` gives the words).

use super::Attempt;
use super::children::Child;
use super::heuristic::Graded;
use crate::options::Task;
pub use crate::state::records::Answer;
use npuzzle_core::Tile;

/// The question ids of the tasks of one answer.
const PLAY: &str = "play";
const FORMULA: &str = "formula";

impl Attempt {
    /// The time of the `k`th answer (milliseconds after the start): the saved one when the
    /// attempt is replayed, else `now`'s, kept. With its latency (since the answer before).
    fn clock(&mut self, k: usize, now: f64) -> (u32, u32) {
        let at = match self.times.get(k) {
            Some(&t) => t,
            None => {
                let since = (now - self.started.unwrap_or(now))
                    .clamp(0.0, f64::from(super::saved::MAX_TIME));
                // Never before the answer before: a clock set back mid-attempt (a time zone
                // sync, a user's fix) would make a record that no replay accepts, its grade lost.
                let t = (since as u32).max(self.times.last().copied().unwrap_or(0));
                // A record kept before times were: its earlier answers get this one's.
                self.times.resize(k, t);
                self.times.push(t);
                t
            }
        };
        let before = k.checked_sub(1).and_then(|j| self.times.get(j)).copied();
        (at, at.saturating_sub(before.unwrap_or(0)))
    }

    /// A record of the `k`th answer with the task's words, timed.
    fn record(
        &mut self,
        task: Task,
        question: String,
        (response, expected): (String, String),
        correct: bool,
        now: f64,
    ) -> Answer {
        let k = self.records.len();
        let (at, latency_ms) = self.clock(k, now);
        Answer {
            question,
            task: task.value(),
            response,
            expected,
            correct,
            latency_ms,
            at: self.started.unwrap_or(0.0) + f64::from(at),
            node: None,
            verdict: None,
            board: None,
        }
    }
}

/// The `n`th question's id (1 for the first).
fn question(n: usize) -> String {
    let mut q = String::from("q");
    q.push_str(&n.to_string());
    q
}

/// Predict: the student picked `picked` where `next` was expanded.
#[inline(never)]
pub fn predict(a: &mut Attempt, picked: u32, next: u32, now: f64) {
    let q = question(a.records.len() + 1);
    let words = (picked.to_string(), next.to_string());
    let r = a.record(Task::Predict, q, words, picked == next, now);
    a.records.push(r);
}

/// Children: at `node`, each child judged, with the values typed for it (`values`, a child's
/// three to an entry; none where missing).
pub fn children(
    a: &mut Attempt,
    node: u32,
    judged: &[(Child, bool)],
    values: &[[Option<u32>; 3]],
    now: f64,
) {
    // No commas: SCORM 2004 reads a bare comma in a fill-in answer as a delimiter (scorm-again
    // refuses "1,20,21;1,20,21" as repeating itself). Plain loops: this is in the page's first
    // download, where every kilobyte counts.
    let (mut given, mut right) = (String::new(), String::new());
    for (i, (child, _)) in judged.iter().enumerate() {
        let typed = values.get(i).copied().unwrap_or([None; 3]);
        for (j, (v, truth)) in typed.iter().zip(child.values()).enumerate() {
            let sep = if j > 0 {
                "/"
            } else if i > 0 {
                ";"
            } else {
                ""
            };
            given.push_str(sep);
            right.push_str(sep);
            match v {
                Some(x) => given.push_str(&x.to_string()),
                None => given.push('_'),
            }
            right.push_str(&truth.to_string());
        }
    }
    let correct = judged.iter().all(|(_, r)| *r);
    let q = question(a.records.len() + 1);
    let mut r = a.record(Task::Children, q, (given, right), correct, now);
    r.node = Some(node);
    a.records.push(r);
}

/// Play: the goal reached (or the most moves made) in `a`'s moves, where the
/// shortest is `optimal` (unknown when the attempt ended at the most moves before the solver
/// said).
pub fn play(a: &mut Attempt, optimal: Option<u32>, passed: bool, now: f64) {
    if !a.records.is_empty() {
        return;
    }
    let words = (
        a.moves().to_string(),
        optimal.map_or(String::new(), |n| n.to_string()),
    );
    let r = a.record(Task::Play, PLAY.into(), words, passed, now);
    a.records.push(r);
}

/// Heuristic: the formula handed in, and what grading it found.
pub fn heuristic(a: &mut Attempt, graded: Option<&Graded>, passed: bool, now: f64) {
    if !a.records.is_empty() {
        return;
    }
    let words = (a.formula.clone().unwrap_or_default(), String::new());
    let mut r = a.record(Task::Heuristic, FORMULA.into(), words, passed, now);
    let flat = |tiles: &[Tile]| {
        let mut out = String::new();
        for (i, t) in tiles.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(&t.to_string());
        }
        out
    };
    (r.verdict, r.board) = match graded {
        Some(Graded::NotAdmissible(c)) => (Some("not-admissible"), Some(flat(&c.tiles))),
        Some(Graded::NotANumber(x)) => (Some("not-a-number"), Some(flat(&x.tiles))),
        Some(Graded::Raced(_)) => (Some("admissible"), None),
        Some(Graded::OverBudget) => (Some("over-budget"), None),
        None => (None, None),
    };
    a.records.push(r);
}
