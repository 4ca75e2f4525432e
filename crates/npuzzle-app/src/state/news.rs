//! What a component hears about one of its solver jobs: the worker's [`Reply`] (the protocol's
//! own type, as the worker posted it) or the pool's word about the job (started, waiting, the
//! solver dead or not to be had).

pub use npuzzle_protocol::Reply;

/// News of a job.
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    /// The worker said it.
    Reply(Reply),
    /// The job is now running (it may have waited for another component's).
    Started,
    /// What the queued job waits for.
    Waiting(Waiting),
    /// The solver died during the job.
    Died {
        /// What the browser said.
        message: String,
        /// Whether a new solver has been started.
        restarted: bool,
    },
    /// The solver cannot be started here, and why.
    Unavailable(Unstartable),
}

impl News {
    /// Whether the job ends with it (nothing more comes about it).
    pub fn is_final(&self) -> bool {
        match self {
            News::Reply(r) => r.is_final(),
            News::Died { .. } | News::Unavailable(_) => true,
            News::Started | News::Waiting(_) => false,
        }
    }
}

/// What a job that has not started waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// The solver to start (the page's first job, or after a cancel restarted it).
    Start,
    /// Another component's job, which holds the solver.
    Behind,
}

/// Why the solver cannot start.
#[derive(Clone, Debug, PartialEq)]
pub enum Unstartable {
    /// The browser makes no Web Worker here.
    NoWorkers,
    /// The page's Content-Security-Policy refused it: the directive.
    Policy(String),
    /// Its files did not load (offline, the site down or refusing): what the browser said.
    NotLoaded(String),
}
