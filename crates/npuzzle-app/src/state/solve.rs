//! Solve: search the board with the chosen algorithm, say how it went, keep the result (its
//! playback is [`super::playback`]'s), and copy it as the classic assignment prints it.

use super::Ctx;
use super::effect::{Effect, Event, HostSolution, Note, board_text};
use super::jobs::{self, Followed, Jobs, Owner};
use super::news::{News, Reply};
use crate::i18n::{self, Key, Said, algorithm_name, heuristic_name};
use npuzzle_core::{Board, Improvement, Method, Solution, Status, solvability};
use npuzzle_protocol::{Job, Search};

/// The last search's outcome.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Solve {
    /// The result and the board it was searched from (cleared when the board changes).
    pub result: Option<(Board, Solution)>,
    /// The line under Solve.
    pub note: Option<Note>,
    /// Play the solution as soon as it comes.
    pub autoplay: bool,
}

/// What a person asks of Solve.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Start a search.
    Start,
    /// Stop it.
    Cancel,
    /// Copy the solution as the classic assignment prints it.
    CopyAssignment,
}

/// What the parent must do next.
#[derive(Clone, Debug, PartialEq)]
pub enum Out {
    /// Nothing more.
    Done,
    /// Show this solution from this board (and play it if autoplay was asked).
    Show(Board, Solution),
}

impl Solve {
    /// Applies a message.
    pub fn update(&mut self, msg: Msg, cx: &mut Ctx) {
        match msg {
            Msg::Start => self.start(cx),
            Msg::Cancel => {
                if self.stop(&|o| o == Owner::Solve, cx.jobs, cx.fx) {
                    // The best answer found so far stays, with what is proved of it.
                    let kept = self.result.as_ref().and_then(|(_, r)| {
                        let bound = r.lower_bound?;
                        Some(improvement_said(Key::KeptBest, r.moves.len(), bound))
                    });
                    self.note = Some(Note::info(kept.unwrap_or_else(|| Key::Cancelled.into())));
                    cx.voice.say(Key::CancelledAnnounce);
                }
            }
            Msg::CopyAssignment => {
                if let Some((start, r)) = &self.result {
                    let text = i18n::assignment_text(cx.lang, start, r);
                    cx.fx.push(Effect::Copy(text));
                }
            }
        }
    }

    /// Cancels the jobs `which` picks (see [`Jobs::cancel`]). A search of Solve's among them
    /// ends with `npuzzle-result`, status `cancelled`, as every search it starts ends with one
    /// (a host that called `solve()` hears how it ended): with the best answer found so far, if
    /// the search had one, its counters those of when it stopped.
    pub fn stop(
        &mut self,
        which: &dyn Fn(Owner) -> bool,
        jobs: &mut Jobs,
        fx: &mut Vec<Effect>,
    ) -> bool {
        let job = jobs
            .current
            .as_ref()
            .filter(|j| j.owner == Owner::Solve && which(j.owner))
            .map(|j| (board_text(&j.board), j.progress, j.algorithm, j.heuristic));
        let any = jobs.cancel(which, fx);
        let Some((board, progress, algorithm, heuristic)) = job else {
            return any;
        };
        let stats = so_far(Default::default(), Some(progress), 0.0);
        // A kept answer is this search's: a new search or board clears the last.
        let mut solution: HostSolution = match self.result.as_mut() {
            Some((_, r)) => {
                r.stats = so_far(r.stats, Some(progress), 0.0);
                (&*r).into()
            }
            None => HostSolution {
                status: Status::Cancelled,
                algorithm,
                heuristic,
                method: String::new(),
                moves: vec![],
                tiles: vec![],
                optimal: false,
                lower_bound: None,
                stats,
            },
        };
        solution.status = Status::Cancelled;
        fx.push(Effect::Emit(Event::Result { board, solution }));
        any
    }

    fn start(&mut self, cx: &mut Ctx) {
        if cx.jobs.busy() {
            return;
        }
        let (board, goal) = (&cx.puzzle.board, &cx.puzzle.goal);
        let s = solvability(board, goal);
        if !s.solvable {
            self.result = None;
            self.note = Some(Note::error(unsolvable(&s, Key::NoSolutionSearched)));
            cx.voice.say(Key::NoSolution);
            return;
        }
        let search = Search {
            heuristic: cx.search.job_heuristic(),
            settings: cx.search.settings,
            ..Search::new(board.clone(), goal.board().clone(), cx.search.algorithm)
        };
        cx.jobs.start(Owner::Solve, Job::Solve(search), cx.fx);
        self.result = None;
        self.note = Some(Note::info(Key::Searching));
        cx.voice.say(Key::SearchingAnnounce);
    }

    /// A better answer (or a higher proved bound) while the search goes on: kept as the
    /// result, said, and shown if its moves are new.
    pub fn improved(&mut self, board: Board, improvement: Improvement, cx: &mut Ctx) -> Out {
        let (n, bound) = (improvement.moves.len(), improvement.lower_bound);
        self.note = Some(Note::info(improvement_said(Key::Improvement, n, bound)));
        let progress = cx.jobs.current.as_ref().map(|j| j.progress);
        let same = self
            .result
            .as_mut()
            .filter(|(b, r)| *b == board && r.moves.len() == n);
        if let Some((_, r)) = same {
            r.lower_bound = Some(bound);
            r.stats = so_far(r.stats, progress, improvement.ms);
            return Out::Done;
        }
        let mut at = board.clone();
        let tiles: Vec<_> = improvement
            .moves
            .iter()
            .map_while(|&m| at.apply(m))
            .collect();
        if tiles.len() != n {
            return Out::Done; // not an answer from this board
        }
        let solution = Solution {
            status: Status::Solved,
            algorithm: cx.search.algorithm,
            heuristic: None,
            method: Method::Search,
            moves: improvement.moves.clone(),
            tiles,
            optimal: false,
            lower_bound: Some(bound),
            // The search's counters so far, and when this answer came (an answer at once comes
            // before any progress is reported).
            stats: so_far(Default::default(), progress, improvement.ms),
        };
        cx.fx.push(Effect::Emit(Event::Improved {
            board: board_text(&board),
            improvement: improvement.into(),
            solution: (&solution).into(),
        }));
        cx.voice.say(Said::key(Key::NMoves).with("n", n));
        self.result = Some((board.clone(), solution.clone()));
        Out::Show(board, solution)
    }

    /// The solver's last word on Solve's job.
    pub fn reply(&mut self, job: Followed, reply: News, cx: &mut Ctx) -> Out {
        if let Some((note, say)) = jobs::failure(&reply) {
            self.note = Some(note);
            if let Some(key) = say {
                cx.voice.say(key);
            }
            return Out::Done;
        }
        let News::Reply(Reply::Done(r)) = reply else {
            return Out::Done;
        };
        cx.fx.push(Effect::Emit(Event::Result {
            board: board_text(&job.board),
            solution: (&r).into(),
        }));
        let out = self.finished(&job.board, &r, cx);
        self.result = Some((job.board, r));
        out
    }

    fn finished(&mut self, board: &Board, r: &Solution, cx: &mut Ctx) -> Out {
        let lang = cx.lang;
        match r.status {
            Status::Solved => {
                let n = r.moves.len();
                let moves = if n == 1 {
                    Said::key(Key::OneMove)
                } else {
                    Said::key(Key::NMoves).with("n", n)
                };
                let optimal: Said = if r.optimal {
                    Key::OptimalWord
                } else {
                    Key::NotShortest
                }
                .into();
                let mut said = match (r.method == Method::Search, r.heuristic) {
                    (false, _) => Said::key(Key::SolvedByHow).with_method("how", r.method),
                    (_, Some(h)) => {
                        Said::key(Key::SolvedByWith).with_said("h", heuristic_name(h).into())
                    }
                    _ => Said::key(Key::SolvedBy),
                };
                said = said
                    .with_said("algo", algorithm_name(r.algorithm).into())
                    .with_said("moves", moves.clone())
                    .with_said("optimal", optimal.clone());
                if r.stats.table_ms > 0.0 {
                    let tables = Said::key(Key::TablesKept)
                        .with("t", i18n::duration(lang, r.stats.table_ms));
                    said = Said::key(Key::Join)
                        .with_said("a", said)
                        .with_said("b", tables);
                }
                self.note = Some(Note::info(said));
                cx.voice.say(
                    Said::key(Key::SolvedAnnounce)
                        .with_said("moves", moves)
                        .with_said("optimal", optimal),
                );
                return Out::Show(board.clone(), r.clone());
            }
            Status::Limit | Status::Cancelled if !r.moves.is_empty() => {
                // Stopped with an answer kept: shown, with what is proved of it.
                let bound = r.lower_bound.unwrap_or(0);
                self.note = Some(Note::info(improvement_said(
                    Key::KeptBest,
                    r.moves.len(),
                    bound,
                )));
                cx.voice.say(Key::LimitAnnounce);
                return Out::Show(board.clone(), r.clone());
            }
            Status::Limit => {
                self.note = Some(Note::error(
                    Said::key(Key::Limit)
                        .with("expanded", i18n::group(lang, r.stats.expanded))
                        .with("enqueued", i18n::group(lang, r.stats.generated))
                        .with("depth", r.stats.depth)
                        .with("s", i18n::decimal(lang, r.stats.ms / 1000.0)),
                ));
                cx.voice.say(Key::LimitAnnounce);
            }
            Status::Unsolvable => {
                self.note = Some(Note::error(Key::NoSolution));
                cx.voice.say(Key::NoSolution);
            }
            other => {
                let said = Said::key(Key::SearchEnded).with("status", other.name());
                self.note = Some(Note::error(said));
            }
        }
        Out::Done
    }
}

/// "72 moves found; the shortest takes at least 64 (proved)", led by `lead`'s words.
fn improvement_said(lead: Key, moves: usize, bound: u32) -> Said {
    Said::key(lead).with("n", moves).with("bound", bound)
}

/// "No solution possible." and why, in numbers.
pub fn unsolvable(s: &npuzzle_core::Solvability, lead: Key) -> Said {
    Said::key(Key::Join)
        .with_said("a", lead.into())
        .with_said("b", i18n::explain(s))
}

/// `stats` of an answer found on the way, brought up to the search's counters so far and to
/// `ms` (when the solver last said something of it).
fn so_far(
    stats: npuzzle_core::Stats,
    progress: Option<npuzzle_core::Progress>,
    ms: f64,
) -> npuzzle_core::Stats {
    let p = progress.unwrap_or_default();
    npuzzle_core::Stats {
        expanded: stats.expanded.max(p.expanded),
        generated: stats.generated.max(p.generated),
        ms: stats.ms.max(p.ms).max(ms),
        ..stats
    }
}
