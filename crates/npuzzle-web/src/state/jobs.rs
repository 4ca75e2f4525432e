//! The solver jobs a component has out, in one table of owners: each reply goes to the feature
//! that asked (Solve, Hint, a recorded search, a Compare row), and a reply for a job no longer in
//! the table (cancelled, or its board gone) is dropped.

use super::effect::{Effect, JobRequest, Note, Reply, Unstartable};
use crate::i18n::{Key, Said};
use npuzzle_core::{Algorithm, Board, Goal, Heuristic, Progress, SearchSettings};

/// Who asked for a job.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// Solve, to play the solution.
    Solve,
    /// The next move of a shortest solution, for a person playing by hand.
    Hint,
    /// Record the search to step through it.
    Trace,
    /// A row of Compare.
    CompareRow(usize),
    /// The textbook's experiment (not about the board: a new board leaves it running).
    Experiment,
    /// An exercise's answer key: the optimal length of its board (play goes on meanwhile), or
    /// the grading of a heuristic (its check, then its race).
    Exercise,
    /// The heuristic lab's check of a formula (about the goal, not the board).
    Lab,
}

impl Owner {
    /// Whether its job is the one the views follow ([`Jobs::current`]: it holds the board);
    /// Compare's rows, the experiment and an exercise's answer key run beside it.
    pub fn followed(self) -> bool {
        !matches!(
            self,
            Owner::CompareRow(_) | Owner::Experiment | Owner::Exercise | Owner::Lab
        )
    }
}

/// The one job the views follow (Solve, Hint or a recording: one at a time); Compare's rows
/// follow their own.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    /// Its id.
    pub id: u32,
    /// Who asked.
    pub owner: Owner,
    /// The board searched (the one on screen when it was asked).
    pub board: Board,
    /// The algorithm it runs.
    pub algorithm: Algorithm,
    /// Counters so far.
    pub progress: Progress,
    /// Tables being prepared (first solve of a size): the fraction done.
    pub preparing: Option<f64>,
    /// Not yet running, and what for; `None` once it runs.
    pub waiting: Option<Waiting>,
}

/// What a job that has not started waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// The solver to start (the page's first job, or after a cancel restarted it).
    Start,
    /// Another component's job, which holds the solver.
    Behind,
}

/// What to search: the parts of a [`JobRequest`] a feature chooses.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its heuristic, if it takes one.
    pub heuristic: Option<Heuristic>,
    /// A node budget of its own.
    pub max_nodes: Option<u64>,
    /// Record the search, up to this many events.
    pub trace: Option<u32>,
    /// Order, ties, goal test.
    pub settings: SearchSettings,
}

impl Spec {
    /// What a job that does not search its board carries in the request's search fields.
    fn unused() -> Spec {
        Spec {
            algorithm: Algorithm::AStar,
            heuristic: None,
            max_nodes: None,
            trace: None,
            settings: SearchSettings::default(),
        }
    }
}

/// What a job does: search its board, or something else with the solver.
enum Instead {
    /// Search the board.
    Search,
    /// Search the board with this formula as the heuristic.
    SearchWith(String),
    /// Run the textbook's experiment.
    Experiment(npuzzle_core::experiment::Plan),
    /// Check a heuristic formula on the goal's boards.
    Check(String),
}

/// The table.
#[derive(Clone, Debug, Default)]
pub struct Jobs {
    /// The job the views follow.
    pub current: Option<Job>,
    live: Vec<(u32, Owner)>,
    next: u32,
}

impl Jobs {
    /// Asks the solver for `search` on `board` toward `goal`; returns the job's id. Solve, Hint
    /// and Trace become the [`current`](Jobs::current) job.
    pub fn start(
        &mut self,
        owner: Owner,
        board: &Board,
        goal: &Goal,
        search: Spec,
        fx: &mut Vec<Effect>,
    ) -> u32 {
        self.start_with(owner, board, goal, search, None, fx)
    }

    /// As [`Jobs::start`], with a student's formula as the search's heuristic if given.
    pub fn start_with(
        &mut self,
        owner: Owner,
        board: &Board,
        goal: &Goal,
        search: Spec,
        formula: Option<String>,
        fx: &mut Vec<Effect>,
    ) -> u32 {
        let instead = formula.map_or(Instead::Search, Instead::SearchWith);
        let id = self.issue(owner, board, goal, search, instead, fx);
        if owner.followed() {
            self.current = Some(Job {
                id,
                owner,
                board: board.clone(),
                algorithm: search.algorithm,
                progress: Progress::default(),
                preparing: None,
                waiting: Some(Waiting::Start),
            });
        }
        id
    }

    /// Asks the solver to run the textbook's experiment for `owner` (`board` and `goal` only
    /// fill the request); returns the job's id. It is followed by its own view, not as the
    /// current job.
    pub fn start_experiment(
        &mut self,
        owner: Owner,
        board: &Board,
        goal: &Goal,
        plan: npuzzle_core::experiment::Plan,
        fx: &mut Vec<Effect>,
    ) -> u32 {
        self.issue(
            owner,
            board,
            goal,
            Spec::unused(),
            Instead::Experiment(plan),
            fx,
        )
    }

    /// Asks the solver to check `formula` on the boards reaching `goal` for `owner`; returns the
    /// job's id.
    pub fn start_check(
        &mut self,
        owner: Owner,
        board: &Board,
        goal: &Goal,
        formula: &str,
        fx: &mut Vec<Effect>,
    ) -> u32 {
        self.issue(
            owner,
            board,
            goal,
            Spec::unused(),
            Instead::Check(formula.to_string()),
            fx,
        )
    }

    /// Sends one job and enters it in the table.
    fn issue(
        &mut self,
        owner: Owner,
        board: &Board,
        goal: &Goal,
        search: Spec,
        instead: Instead,
        fx: &mut Vec<Effect>,
    ) -> u32 {
        let (experiment, formula) = match instead {
            Instead::Search => (None, None),
            Instead::Experiment(plan) => (Some(plan), None),
            Instead::Check(formula) | Instead::SearchWith(formula) => (None, Some(formula)),
        };
        self.next += 1;
        let id = self.next;
        fx.push(Effect::StartJob(JobRequest {
            id,
            board: board.clone(),
            goal: goal.board().clone(),
            algorithm: search.algorithm,
            heuristic: search.heuristic,
            max_nodes: search.max_nodes,
            trace: search.trace,
            settings: search.settings,
            experiment,
            formula,
        }));
        self.live.push((id, owner));
        id
    }

    /// Who owns job `id`, if it is still out.
    pub fn owner(&self, id: u32) -> Option<Owner> {
        self.live.iter().find(|(j, _)| *j == id).map(|&(_, o)| o)
    }

    /// Whether the followed job (Solve, Hint or a recording) is out.
    pub fn busy(&self) -> bool {
        self.current.is_some()
    }

    /// Whether `owner` has a job out.
    pub fn running(&self, owner: Owner) -> bool {
        self.live.iter().any(|&(_, o)| o == owner)
    }

    /// Notes a reply's counters; returns the owner if the job is still out. A final reply
    /// (done, traced, failed, died, unavailable) takes the job out of the table.
    pub fn receive(&mut self, reply: &Reply) -> Option<(Owner, Option<Job>)> {
        let id = reply.job();
        let owner = self.owner(id)?;
        let current = self.current.as_mut().filter(|j| j.id == id);
        match (reply, current) {
            (Reply::Started(_), Some(j)) => j.waiting = None,
            (Reply::Waiting(_, why), Some(j)) if j.waiting.is_some() => j.waiting = Some(*why),
            (Reply::Progress(_, p), Some(j)) => {
                j.waiting = None;
                j.preparing = None;
                j.progress = *p;
            }
            (Reply::Preparing(_, f), Some(j)) => {
                j.waiting = None;
                j.preparing = Some(*f);
            }
            (
                Reply::Started(_)
                | Reply::Waiting(..)
                | Reply::Progress(..)
                | Reply::Improved(..)
                | Reply::Preparing(..)
                | Reply::ExperimentRow(..),
                _,
            ) => {}
            _ => return Some((owner, self.end(id))),
        }
        Some((owner, None))
    }

    /// Takes job `id` out of the table (it ended); the followed job, if it was that one.
    fn end(&mut self, id: u32) -> Option<Job> {
        self.live.retain(|&(j, _)| j != id);
        self.current.take_if(|j| j.id == id)
    }

    /// Cancels every job whose owner `which` picks; returns whether any was.
    pub fn cancel(&mut self, which: &dyn Fn(Owner) -> bool, fx: &mut Vec<Effect>) -> bool {
        let mut any = false;
        self.live.retain(|&(id, owner)| {
            let stop = which(owner);
            if stop {
                fx.push(Effect::CancelJob(id));
                any = true;
            }
            !stop
        });
        if self.current.as_ref().is_some_and(|j| which(j.owner)) {
            self.current = None;
        }
        any
    }

    /// The label of the running search's depth.
    pub fn depth_label(&self) -> Key {
        depth_label(self.current.as_ref().map(|j| j.algorithm))
    }
}

/// The label of a search's depth or bound: course material says "Tree Depth" for IDDFS; IDA*
/// (and auto, which runs it) has an f-bound.
pub fn depth_label(algorithm: Option<Algorithm>) -> Key {
    match algorithm {
        Some(Algorithm::Iddfs) => Key::TreeDepth,
        Some(Algorithm::IdaStar | Algorithm::Auto) => Key::FBound,
        _ => Key::Depth,
    }
}

/// The line to show when the solver refused a job, died or cannot start, and what to announce.
pub fn failure(reply: &Reply) -> Option<(Note, Option<Key>)> {
    Some(match reply {
        Reply::Failed(_, why) => (Note::error(Said::key(Key::Refused).with("why", why)), None),
        Reply::Died {
            message, restarted, ..
        } => {
            let next = if *restarted {
                Key::WorkerRestarted
            } else {
                Key::WorkerRetry
            };
            let said = Said::key(Key::WorkerStopped)
                .with("why", message)
                .with_said("next", next.into());
            (Note::error(said), Some(Key::WorkerStoppedAnnounce))
        }
        Reply::Unavailable(_, why) => (Note::error(unstartable(why)), None),
        _ => return None,
    })
}

/// Why the solver cannot start, in words (Compare's rows say it too).
pub fn unstartable(why: &Unstartable) -> Said {
    match why {
        Unstartable::NoWorkers => Key::NoWorkers.into(),
        Unstartable::Policy(directive) => {
            Said::key(Key::SolverRefused).with("directive", directive)
        }
        Unstartable::NotLoaded(why) => Said::key(Key::SolverNotLoaded).with("why", why),
    }
}
