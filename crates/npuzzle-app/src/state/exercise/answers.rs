//! Each answer's record ([`Answer`]): made here as the exercise judges an answer, live or
//! replayed from a saved attempt, so the browser's LMS formats and the class server (which
//! replays the attempt) report the same record. What the student gave and the right answer are
//! written as text a teacher reads and an LMS takes (`records::Answer` gives the words).

use super::Attempt;
use super::children::Child;
use super::heuristic::{Graded, totals};
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
                let t = since as u32;
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
            hints: None,
            verdict: None,
            board: None,
            nodes: None,
        }
    }
}

/// The `n`th question's id (1 for the first).
fn question(n: usize) -> String {
    format!("q{n}")
}

/// Predict: the student picked `picked` where `next` was expanded.
pub fn predict(a: &mut Attempt, picked: u32, next: u32, now: f64) {
    let q = question(a.records.len() + 1);
    let words = (picked.to_string(), next.to_string());
    let r = a.record(Task::Predict, q, words, picked == next, now);
    a.records.push(r);
}

/// Children: at `node`, each child with the values typed for it.
pub fn children(a: &mut Attempt, node: u32, typed: &[(Child, [Option<u32>; 3])], now: f64) {
    // No commas: SCORM 2004 reads a bare comma in a fill-in answer as a delimiter (scorm-again
    // refuses "1,20,21;1,20,21" as repeating itself).
    let given = typed
        .iter()
        .map(|(_, v)| v.map(|x| x.map_or("_".into(), |x| x.to_string())));
    let right = typed.iter().map(|(c, _)| c.values().map(|x| x.to_string()));
    let words = |all: &mut dyn Iterator<Item = [String; 3]>| {
        all.map(|v| v.join("/")).collect::<Vec<_>>().join(";")
    };
    let correct = typed.iter().all(|(c, v)| c.judge(v));
    let q = question(a.records.len() + 1);
    let mut r = a.record(
        Task::Children,
        q,
        (words(&mut { given }), words(&mut { right })),
        correct,
        now,
    );
    r.node = Some(node);
    a.records.push(r);
}

/// Play: the goal reached (or the most moves made) in `a`'s moves, from `start`, where the
/// shortest is `optimal` (unknown when the attempt ended at the most moves before the solver
/// said).
pub fn play(a: &mut Attempt, optimal: Option<u32>, passed: bool, start: String, now: f64) {
    if !a.records.is_empty() {
        return;
    }
    let words = (
        a.moves().to_string(),
        optimal.map_or(String::new(), |n| n.to_string()),
    );
    let mut r = a.record(Task::Play, PLAY.into(), words, passed, now);
    r.hints = Some(a.hints);
    r.board = Some(start);
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
        tiles
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    (r.verdict, r.board, r.nodes) = match graded {
        Some(Graded::NotAdmissible(c)) => (Some("not-admissible"), Some(flat(&c.tiles)), None),
        Some(Graded::NotANumber(x)) => (Some("not-a-number"), Some(flat(&x.tiles)), None),
        Some(Graded::Raced(by_depth)) => {
            let (own, manhattan) = totals(by_depth);
            (Some("admissible"), None, Some([own, manhattan]))
        }
        Some(Graded::OverBudget) => (Some("over-budget"), None, None),
        None => (None, None, None),
    };
    a.records.push(r);
}
