//! The command line's side of a search: its clock, `--time-limit` (a stop that keeps the best
//! answer, as `--max-nodes` does) and `--progress` (each better answer and each new proved lower
//! bound on standard error).

use npuzzle_core::{Clock, Control, Improvement, Solution, Status};
use npuzzle_i18n::{CliKey, Lang, decimal};

pub struct Watch {
    clock: Clock,
    deadline_ms: Option<f64>,
    timed_out: bool,
    progress: Option<Lang>,
    /// When the search's first answer came (ms from the start), for `bench`.
    first_ms: Option<f64>,
}

impl Watch {
    /// A watch that stops the search after `seconds` (if given) and prints its progress in
    /// `progress`'s language (if given).
    pub fn new(seconds: Option<f64>, progress: Option<Lang>) -> Watch {
        Watch {
            clock: Clock::default(),
            deadline_ms: seconds.map(|s| s * 1000.0),
            timed_out: false,
            progress,
            first_ms: None,
        }
    }

    /// When the first answer came, if an answer came before the end (a search that ends with
    /// its only answer reports none: its time is the search's).
    pub fn first_ms(&self) -> Option<f64> {
        self.first_ms
    }

    /// The solution as the user asked for it: a search stopped by the time limit ends with
    /// status `limit`, as one stopped by the node limit does.
    pub fn settle(&self, mut s: Solution) -> Solution {
        if self.timed_out && s.status == Status::Cancelled {
            s.status = Status::Limit;
        }
        s
    }
}

impl Control for Watch {
    fn now_ms(&self) -> f64 {
        self.clock.now_ms()
    }

    fn cancelled(&mut self) -> bool {
        if let Some(deadline) = self.deadline_ms
            && self.clock.now_ms() >= deadline
        {
            self.timed_out = true;
        }
        self.timed_out
    }

    fn improved(&mut self, best: &Improvement) {
        if !best.moves.is_empty() {
            self.first_ms.get_or_insert(best.ms);
        }
        if let Some(lang) = self.progress {
            let values: [(&str, &dyn npuzzle_i18n::Plain); 3] = [
                ("ms", &decimal(lang, best.ms)),
                ("length", &best.moves.len()),
                ("bound", &best.lower_bound),
            ];
            crate::output::note(lang, CliKey::Improved, &values);
        }
    }
}

/// `--time-limit`: a number of seconds above 0.
pub fn seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 => Ok(s),
        _ => Err(format!(
            "`{text}` is not a time in seconds above 0 (e.g. 2 or 0.5)"
        )),
    }
}
