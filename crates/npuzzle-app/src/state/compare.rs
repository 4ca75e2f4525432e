//! Compare: every search on one board side by side (each with its own node budget), a row's
//! solution played on the board, the table copied as CSV or Markdown.

use super::Ctx;
use super::effect::{Effect, Note};
use super::jobs::Owner;
use super::news::{News, Reply};
use super::solve::unsolvable;
use crate::i18n::{Fixed, Key, Said};
use npuzzle_core::{Algorithm, Board, Heuristic, Progress, Solution, Status, solvability};
use npuzzle_protocol::{Job, Search};

/// Nodes each run of Compare may expand, so BFS, DFS or IDDFS on a hard board end in `limit`
/// without holding up the rest.
pub const COMPARE_NODES: u64 = 1_000_000;

/// The searches Compare runs: every algorithm that can be stepped, with each heuristic where it
/// takes one.
pub fn compare_pairs() -> Vec<(Algorithm, Option<Heuristic>)> {
    let heuristics = [
        Heuristic::Hamming,
        Heuristic::Manhattan,
        Heuristic::LinearConflict,
    ];
    let mut pairs = Vec::new();
    for a in Algorithm::ALL.into_iter().filter(|a| a.steppable()) {
        if a.takes_heuristic() {
            pairs.extend(heuristics.iter().map(|&h| (a, Some(h))));
        } else {
            pairs.push((a, None));
        }
    }
    pairs
}

/// Every search on one board, side by side.
#[derive(Clone, Debug, PartialEq)]
pub struct Compare {
    /// The board compared.
    pub board: Board,
    /// One row per algorithm and heuristic.
    pub rows: Vec<CompareRow>,
    /// The column the table is sorted by, and whether downwards (`None`: the runs' order).
    pub sort: Option<(Column, bool)>,
    /// The row last played on the board.
    pub playing: Option<usize>,
}

/// A column of the table, to sort by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    /// The algorithm (the runs' order).
    Search,
    /// The heuristic's name.
    Heuristic,
    /// Moves (a run without them says how it ended there instead).
    Length,
    /// Optimal first.
    Optimal,
    /// Nodes expanded.
    Expanded,
    /// Nodes generated.
    Generated,
    /// The largest frontier.
    Frontier,
    /// Milliseconds.
    Time,
}

impl Column {
    /// Every column, in the table's order.
    pub const ALL: [Column; 8] = [
        Column::Search,
        Column::Heuristic,
        Column::Length,
        Column::Optimal,
        Column::Expanded,
        Column::Generated,
        Column::Frontier,
        Column::Time,
    ];

    /// Its name in the markup (`data-sort`).
    pub fn value(self) -> &'static str {
        match self {
            Column::Search => "search",
            Column::Heuristic => "heuristic",
            Column::Length => "length",
            Column::Optimal => "optimal",
            Column::Expanded => "expanded",
            Column::Generated => "generated",
            Column::Frontier => "frontier",
            Column::Time => "time",
        }
    }
}

impl std::str::FromStr for Column {
    type Err = ();
    fn from_str(s: &str) -> Result<Column, ()> {
        Column::ALL.into_iter().find(|c| c.value() == s).ok_or(())
    }
}

/// One run of Compare.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareRow {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its heuristic.
    pub heuristic: Option<Heuristic>,
    /// How far it got.
    pub outcome: RowOutcome,
}

/// Where a run of Compare stands.
#[derive(Clone, Debug, PartialEq)]
pub enum RowOutcome {
    /// Queued behind the others.
    Waiting,
    /// Searching, with its counters.
    Running(Progress),
    /// Finished (solved, or at its node limit).
    Done(Box<Solution>),
    /// Stopped by Cancel.
    Cancelled,
    /// The solver refused it or died.
    Failed(String),
}

impl RowOutcome {
    /// Its status: the code (CSV) and the word a person reads.
    pub fn status(&self) -> (&'static str, Key) {
        match self {
            RowOutcome::Waiting => ("waiting", Key::StatusWaiting),
            RowOutcome::Running(_) => ("running", Key::StatusRunning),
            RowOutcome::Cancelled => ("cancelled", Key::StatusCancelled),
            RowOutcome::Failed(_) => ("failed", Key::StatusFailed),
            RowOutcome::Done(s) => match s.status {
                Status::Solved => ("solved", Key::StatusSolved),
                Status::Limit => ("limit", Key::StatusLimit),
                _ => (s.status.name(), Key::StatusFailed),
            },
        }
    }

    fn open(&self) -> bool {
        matches!(self, RowOutcome::Waiting | RowOutcome::Running(_))
    }
}

/// A person's request.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Run every search on this board.
    Start,
    /// Stop the runs still to come.
    Cancel,
    /// Play the solution of this row.
    Play(usize),
    /// Copy the table as Markdown (`true`) or CSV.
    Copy(bool),
    /// Sort by this column (again: the other way).
    Sort(Column),
}

/// What the parent must do next.
#[derive(Clone, Debug, PartialEq)]
pub enum Out {
    /// Nothing more.
    Done,
    /// The board cannot be solved: say so under Solve.
    Unsolvable(Note),
    /// Play this solution from this board.
    Play(Board, Solution),
}

impl Compare {
    /// The rows' indices in the order shown: sorted by the chosen column (rows without the
    /// figure last), ties in the runs' order.
    pub fn order(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.rows.len()).collect();
        let Some((column, down)) = self.sort else {
            return order;
        };
        let key = |i: &usize| -> (bool, f64, String) {
            let r = &self.rows[*i];
            let done = match &r.outcome {
                RowOutcome::Done(s) => Some(s),
                _ => None,
            };
            let number = |f: &dyn Fn(&Solution) -> f64| done.map(|s| f(s));
            let (n, text): (Option<f64>, String) = match column {
                Column::Search => (Some(*i as f64), String::new()),
                Column::Heuristic => (Some(0.0), r.heuristic.map_or("", |h| h.name()).into()),
                Column::Length => (
                    done.and_then(|s| s.length()).map(|l| l as f64),
                    String::new(),
                ),
                Column::Optimal => (
                    number(&|s| if s.optimal { 0.0 } else { 1.0 }),
                    String::new(),
                ),
                Column::Expanded => (number(&|s| s.stats.expanded as f64), String::new()),
                Column::Generated => (number(&|s| s.stats.generated as f64), String::new()),
                Column::Frontier => (number(&|s| s.stats.max_frontier as f64), String::new()),
                Column::Time => (number(&|s| s.stats.ms), String::new()),
            };
            (n.is_none(), n.unwrap_or(0.0), text)
        };
        // Each row's key once, not once per comparison.
        let keys: Vec<_> = order.iter().map(key).collect();
        npuzzle_core::sort::stable_by(&mut order, |&a, &b| {
            let (ka, kb) = (&keys[a], &keys[b]);
            // Rows without the figure stay last either way.
            ka.0.cmp(&kb.0).then_with(|| {
                let by = ka.1.total_cmp(&kb.1).then_with(|| ka.2.cmp(&kb.2));
                if down { by.reverse() } else { by }
            })
        });
        order
    }

    /// Whether every run has ended.
    pub fn finished(&self) -> bool {
        self.rows.iter().all(|r| !r.outcome.open())
    }

    /// The table as CSV (`markdown = false`) or a Markdown table.
    pub fn table(&self, markdown: bool) -> String {
        let head = [
            "algorithm",
            "heuristic",
            "status",
            "length",
            "optimal",
            "expanded",
            "enqueued",
            "largest frontier",
            "ms",
        ];
        let row = |cells: &[String]| {
            if markdown {
                format!("| {} |", cells.join(" | "))
            } else {
                cells.join(",")
            }
        };
        let mut lines = vec![row(&head.map(String::from))];
        if markdown {
            lines.push(row(&head.map(|_| "---".to_string())));
        }
        for r in &self.rows {
            let mut cells = vec![
                r.algorithm.name().to_string(),
                r.heuristic.map_or(String::new(), |h| h.name().to_string()),
                r.outcome.status().0.to_string(),
            ];
            match &r.outcome {
                RowOutcome::Done(s) => cells.extend([
                    s.length().map_or(String::new(), |n| n.to_string()),
                    s.optimal.to_string(),
                    s.stats.expanded.to_string(),
                    s.stats.generated.to_string(),
                    s.stats.max_frontier.to_string(),
                    Fixed(s.stats.ms, 1).to_string(),
                ]),
                _ => cells.extend(std::iter::repeat_n(String::new(), 6)),
            }
            lines.push(row(&cells));
        }
        lines.join("\n") + "\n"
    }
}

/// Applies a message to the Compare in `compare` (none until the first run).
pub fn update(compare: &mut Option<Compare>, msg: Msg, cx: &mut Ctx) -> Out {
    match msg {
        Msg::Start => return start(compare, cx),
        Msg::Cancel => {
            if let Some(c) = compare.as_mut() {
                cx.jobs
                    .cancel(&|o| matches!(o, Owner::CompareRow(_)), cx.fx);
                for r in c.rows.iter_mut().filter(|r| r.outcome.open()) {
                    r.outcome = RowOutcome::Cancelled;
                }
                cx.voice.say(Key::CompareCancelled);
            }
        }
        Msg::Play(i) => {
            let Some(c) = compare.as_mut() else {
                return Out::Done;
            };
            if let Some(RowOutcome::Done(s)) = c.rows.get(i).map(|r| &r.outcome)
                && s.status == Status::Solved
            {
                c.playing = Some(i);
                return Out::Play(c.board.clone(), (**s).clone());
            }
        }
        Msg::Sort(column) => {
            if let Some(c) = compare.as_mut() {
                // The same column again: the other way; a new one: upwards.
                let down = c.sort.is_some_and(|(was, down)| was == column && !down);
                c.sort = Some((column, down));
            }
        }
        Msg::Copy(markdown) => {
            if let Some(c) = compare.as_ref() {
                cx.fx.push(Effect::Copy(c.table(markdown)));
            }
        }
    }
    Out::Done
}

fn start(compare: &mut Option<Compare>, cx: &mut Ctx) -> Out {
    if cx.jobs.busy() || compare.as_ref().is_some_and(|c| !c.finished()) {
        return Out::Done;
    }
    let (board, goal) = (&cx.puzzle.board, &cx.puzzle.goal);
    let s = solvability(board, goal);
    if !s.solvable {
        return Out::Unsolvable(Note::error(unsolvable(&s, Key::NoSolutionSearched)));
    }
    let mut rows = Vec::new();
    for (i, (algorithm, heuristic)) in compare_pairs().into_iter().enumerate() {
        let search = Search {
            heuristic,
            max_nodes: Some(COMPARE_NODES),
            settings: cx.search.settings,
            ..Search::new(board.clone(), goal.board().clone(), algorithm)
        };
        cx.jobs
            .start(Owner::CompareRow(i), Job::Solve(search), cx.fx);
        rows.push(CompareRow {
            algorithm,
            heuristic,
            outcome: RowOutcome::Waiting,
        });
    }
    cx.voice.say(Key::Comparing);
    *compare = Some(Compare {
        board: board.clone(),
        rows,
        sort: None,
        playing: None,
    });
    Out::Done
}

/// The solver's word on row `i`'s run.
pub fn reply(compare: &mut Option<Compare>, i: usize, reply: News, cx: &mut Ctx) {
    let Some(c) = compare.as_mut() else { return };
    let Some(row) = c.rows.get_mut(i) else { return };
    if !row.outcome.open() {
        return;
    }
    row.outcome = match reply {
        News::Started | News::Reply(Reply::Preparing(_)) => {
            RowOutcome::Running(Progress::default())
        }
        News::Reply(Reply::Progress(p)) => RowOutcome::Running(p),
        News::Reply(Reply::Done(solution)) => RowOutcome::Done(Box::new(solution)),
        News::Reply(Reply::Traced(t)) => RowOutcome::Done(Box::new(t.solution)),
        News::Reply(Reply::Failed(why)) | News::Died { message: why, .. } => {
            RowOutcome::Failed(why)
        }
        News::Waiting(_) | News::Reply(_) => return,
        News::Unavailable(why) => RowOutcome::Failed(super::jobs::unstartable(&why).text(cx.lang)),
    };
    if c.finished() {
        cx.voice
            .say(Said::key(Key::Compared).with("n", c.rows.len()));
    }
}
