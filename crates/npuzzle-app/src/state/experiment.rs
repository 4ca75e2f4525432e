//! The textbook's experiment in the page: the cost of the chosen searches by solution depth on
//! 8-puzzles drawn at each depth, run in the worker (the core's `experiment::run`, as
//! `npuzzle experiment` runs it: the same seed gives the same numbers), its rows arriving as they
//! are done, with Cancel and CSV or Markdown to copy.

use super::Ctx;
use super::effect::{Effect, Note};
use super::jobs::{self, Owner};
use super::news::{News, Reply};
use crate::i18n::{Key, Said};
use npuzzle_core::experiment::{Contender, Plan, Row, cell, csv, parse_depths};
use npuzzle_core::{Algorithm, Heuristic};
use npuzzle_protocol::Job;

const fn search(algorithm: Algorithm, heuristic: Option<Heuristic>, own: bool) -> Contender {
    Contender {
        algorithm,
        heuristic,
        own,
    }
}

/// The searches one can tick, in the table's order (the first three are the textbook's; the
/// last two take the heuristic lab's formula).
pub const SEARCHES: [Contender; 8] = [
    search(Algorithm::Iddfs, None, false),
    search(Algorithm::AStar, Some(Heuristic::Hamming), false),
    search(Algorithm::AStar, Some(Heuristic::Manhattan), false),
    search(Algorithm::Bfs, None, false),
    search(Algorithm::AStar, Some(Heuristic::LinearConflict), false),
    search(Algorithm::IdaStar, Some(Heuristic::Manhattan), false),
    search(Algorithm::AStar, None, true),
    search(Algorithm::IdaStar, None, true),
];

/// What the lab's Race ticks: A* with Hamming, Manhattan, linear conflict and the formula, and
/// IDA* with the formula.
pub const RACE: [bool; 8] = [false, true, true, false, true, false, true, true];

/// The experiment's settings and what came back.
#[derive(Clone, Debug, PartialEq)]
pub struct Experiment {
    /// Depths as typed (`2..24:2` or `2,4,8`).
    pub depths: String,
    /// Boards per depth.
    pub count: usize,
    /// The seed of the draw.
    pub seed: u64,
    /// Which of [`SEARCHES`] run.
    pub chosen: [bool; 8],
    /// The heuristic lab's formula, for the searches that take it.
    pub formula: String,
    /// The plan that ran (or runs).
    pub plan: Option<Plan>,
    /// Rows so far.
    pub rows: Vec<Row>,
    /// The job, while it runs.
    pub job: Option<u32>,
    /// A line about it (an error in the settings, cancelled, the solver's failure).
    pub note: Option<Note>,
}

impl Default for Experiment {
    fn default() -> Experiment {
        Experiment {
            depths: "2..24:2".into(),
            count: 100,
            seed: 1,
            chosen: [true, true, true, false, false, false, false, false],
            formula: String::new(),
            plan: None,
            rows: Vec::new(),
            job: None,
            note: None,
        }
    }
}

/// A person's request.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// The depths' text.
    Depths(String),
    /// Boards per depth (1 to 1,000).
    Count(usize),
    /// The seed.
    Seed(u64),
    /// Tick or untick a search of [`SEARCHES`].
    Choose(usize, bool),
    /// Run it.
    Start,
    /// Stop it (the rows so far stay).
    Cancel,
    /// Copy the table as Markdown (`true`) or CSV.
    Copy(bool),
}

/// The most boards per depth the page runs (the CLI takes any number).
pub const MAX_COUNT: usize = 1_000;

impl Experiment {
    /// The fraction of the plan's rows that came back.
    pub fn done(&self) -> f64 {
        let total = self
            .plan
            .as_ref()
            .map_or(0, |p| p.depths.len() * p.searches.len());
        if total == 0 {
            0.0
        } else {
            self.rows.len() as f64 / total as f64
        }
    }

    /// Whether it is running.
    pub fn running(&self) -> bool {
        self.job.is_some()
    }

    /// Applies a request.
    pub fn update(&mut self, msg: Msg, cx: &mut Ctx) {
        match msg {
            Msg::Depths(d) => self.depths = d,
            Msg::Count(n) => self.count = n.clamp(1, MAX_COUNT),
            Msg::Seed(s) => self.seed = s,
            Msg::Choose(i, on) => {
                if let Some(c) = self.chosen.get_mut(i) {
                    *c = on;
                }
            }
            Msg::Start => self.start(cx),
            Msg::Cancel => {
                if cx.jobs.cancel(&|o| o == Owner::Experiment, cx.fx) {
                    self.job = None;
                    self.note = Some(Note::info(Key::ExperimentCancelled));
                    cx.voice.say(Key::CancelledAnnounce);
                }
            }
            Msg::Copy(markdown) => {
                if let Some(plan) = &self.plan {
                    cx.fx.push(Effect::Copy(table(plan, &self.rows, markdown)));
                }
            }
        }
    }

    fn start(&mut self, cx: &mut Ctx) {
        if self.running() {
            return;
        }
        let Ok(depths) = parse_depths(&self.depths) else {
            self.note = Some(Note::error(
                Said::key(Key::ExperimentBadDepths).with("depths", self.depths.as_str()),
            ));
            return;
        };
        let searches: Vec<Contender> = SEARCHES
            .iter()
            .zip(self.chosen)
            .filter(|(_, on)| *on)
            .map(|(s, _)| *s)
            .collect();
        if searches.is_empty() {
            self.note = Some(Note::error(Key::ExperimentNoSearch));
            return;
        }
        let own = searches.iter().any(|s| s.own);
        if own && self.formula.trim().is_empty() {
            self.note = Some(Note::error(Key::LabEmpty));
            return;
        }
        let plan = Plan {
            depths,
            count: self.count,
            seed: self.seed,
            searches,
            formula: own.then(|| self.formula.clone()),
            ..Plan::textbook(self.seed)
        };
        self.rows.clear();
        self.note = None;
        let job = Job::Experiment(plan.clone());
        self.job = Some(cx.jobs.start(Owner::Experiment, job, cx.fx));
        self.plan = Some(plan);
        cx.voice.say(Key::ExperimentRunning);
    }

    /// The solver's word on the experiment.
    pub fn reply(&mut self, reply: News, cx: &mut Ctx) {
        match reply {
            News::Reply(Reply::ExperimentRow(row)) => self.rows.push(row),
            News::Reply(Reply::ExperimentDone) => {
                self.job = None;
                cx.voice.say(Key::ExperimentDone);
            }
            other => {
                if let Some((note, _)) = jobs::failure(&other) {
                    self.job = None;
                    self.note = Some(note);
                }
            }
        }
    }
}

/// The table as CSV ([`csv`]) or Markdown (a line per depth, a column per search: mean nodes
/// generated and b*).
pub fn table(plan: &Plan, rows: &[Row], markdown: bool) -> String {
    if !markdown {
        return csv(rows);
    }
    let mut out = String::from("| d |");
    for s in &plan.searches {
        out.push_str(&format!(" {s} |"));
    }
    out.push_str("\n| --- |");
    for _ in &plan.searches {
        out.push_str(" --- |");
    }
    out.push('\n');
    for &d in &plan.depths {
        if !rows.iter().any(|r| r.depth == d) {
            continue;
        }
        out.push_str(&format!("| {d} |"));
        for s in &plan.searches {
            let cell = rows
                .iter()
                .find(|r| r.depth == d && r.search == *s)
                .map_or_else(String::new, cell);
            out.push_str(&format!(" {cell} |"));
        }
        out.push('\n');
    }
    out
}
