//! The solver jobs a component has out, in one table of owners: each reply goes to the feature
//! that asked (Solve, Hint, a recorded search, a Compare row), and a reply for a job no longer in
//! the table (cancelled, or its board gone) is dropped.

use super::effect::{Effect, Note};
use super::news::{News, Reply, Unstartable, Waiting};
use crate::i18n::{Key, Said};
use npuzzle_core::algorithm::Bound;
use npuzzle_core::{Algorithm, Board, Heuristic, Progress};
use npuzzle_protocol::Job;

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
pub struct Followed {
    /// Its id.
    pub id: u32,
    /// Who asked.
    pub owner: Owner,
    /// The board searched (the one on screen when it was asked).
    pub board: Board,
    /// The algorithm it runs.
    pub algorithm: Algorithm,
    /// Its heuristic, if it takes one (a cancelled Solve reports it).
    pub heuristic: Option<Heuristic>,
    /// Counters so far.
    pub progress: Progress,
    /// Tables being prepared (first solve of a size): the fraction done.
    pub preparing: Option<f64>,
    /// Not yet running, and what for; `None` once it runs.
    pub waiting: Option<Waiting>,
}

/// The table.
#[derive(Clone, Debug, Default)]
pub struct Jobs {
    /// The job the views follow.
    pub current: Option<Followed>,
    live: Vec<(u32, Owner)>,
    next: u32,
}

impl Jobs {
    /// Asks the solver for `job` for `owner`; returns the job's id. A search by Solve, Hint or
    /// a recording becomes the [`current`](Jobs::current) job.
    pub fn start(&mut self, owner: Owner, job: Job, fx: &mut Vec<Effect>) -> u32 {
        self.next += 1;
        let id = self.next;
        let searched = match &job {
            Job::Solve(search) | Job::Trace { search, .. } => Some(search),
            _ => None,
        };
        if let Some(search) = searched.filter(|_| owner.followed()) {
            self.current = Some(Followed {
                id,
                owner,
                board: search.board.clone(),
                algorithm: search.algorithm,
                heuristic: search.heuristic,
                progress: Progress::default(),
                preparing: None,
                waiting: Some(Waiting::Start),
            });
        }
        fx.push(Effect::StartJob(id, job));
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

    /// Notes news of job `id`'s counters; returns its owner if the job is still out. Final news
    /// (done, traced, failed, died, unavailable) takes the job out of the table, and comes with
    /// the followed job if it was that one.
    pub fn receive(&mut self, id: u32, news: &News) -> Option<(Owner, Option<Followed>)> {
        let owner = self.owner(id)?;
        if news.is_final() {
            return Some((owner, self.end(id)));
        }
        if let Some(j) = self.current.as_mut().filter(|j| j.id == id) {
            match news {
                News::Started => j.waiting = None,
                News::Waiting(why) if j.waiting.is_some() => j.waiting = Some(*why),
                News::Reply(Reply::Progress(p)) => {
                    j.waiting = None;
                    j.preparing = None;
                    j.progress = *p;
                }
                News::Reply(Reply::Preparing(f)) => {
                    j.waiting = None;
                    j.preparing = Some(*f);
                }
                // An answer on the way: the tables are ready (a 5×5's beams report no progress).
                News::Reply(Reply::Improved(_)) => {
                    j.waiting = None;
                    j.preparing = None;
                }
                _ => {}
            }
        }
        Some((owner, None))
    }

    /// Takes job `id` out of the table (it ended); the followed job, if it was that one.
    fn end(&mut self, id: u32) -> Option<Followed> {
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
    match algorithm.and_then(|a| a.spec().bound) {
        Some(Bound::Depth) => Key::TreeDepth,
        Some(Bound::F) => Key::FBound,
        None => Key::Depth,
    }
}

/// The line to show when the solver refused a job, died or cannot start, and what to announce.
pub fn failure(news: &News) -> Option<(Note, Option<Key>)> {
    Some(match news {
        News::Reply(Reply::Failed(why)) => {
            (Note::error(Said::key(Key::Refused).with("why", why)), None)
        }
        // A recording's or a race's formula that does not read.
        News::Reply(Reply::Checked(Err(e))) => (Note::error(crate::i18n::bad_formula(e)), None),
        News::Died {
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
        News::Unavailable(why) => (Note::error(unstartable(why)), None),
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
