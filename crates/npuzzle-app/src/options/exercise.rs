//! An exercise's settings, as a host gives them (`exercise=play&slack=4&hints=2`, the element's
//! attributes, or `mount()`'s object). A bad value does not fall back to a default, as other
//! settings do: a grade must not silently follow a rule the teacher did not set, so the
//! exercise refuses to start and says why (see `state::exercise`).

use crate::i18n::{Key, Said};

/// What the student is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Reach the goal by hand, in few moves.
    Play,
    /// Predict the next expansions of a search.
    Predict,
    /// Give g, h and f for the children of the next expansions of A*.
    Children,
    /// Write an admissible h that generates few nodes (the heuristic lab's formula language).
    Heuristic,
}

impl Task {
    /// The value in links and attributes.
    pub fn value(self) -> &'static str {
        match self {
            Task::Play => "play",
            Task::Predict => "predict",
            Task::Children => "children",
            Task::Heuristic => "heuristic",
        }
    }

    /// Reads a task's value.
    pub fn from_value(v: &str) -> Option<Task> {
        match v.trim().to_ascii_lowercase().as_str() {
            "play" => Some(Task::Play),
            "predict" => Some(Task::Predict),
            "children" | "fgh" | "values" => Some(Task::Children),
            "heuristic" | "h" | "lab" => Some(Task::Heuristic),
            _ => None,
        }
    }

    /// Every task, in the authoring panel's order.
    pub const ALL: [Task; 4] = [Task::Play, Task::Predict, Task::Children, Task::Heuristic];
}

/// Hints in a play task.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hints {
    /// As many as asked (each is counted).
    On,
    /// At most this many.
    Limit(u32),
    /// None.
    Off,
}

impl Hints {
    /// The value in links and attributes.
    pub fn value(self) -> String {
        match self {
            Hints::On => "on".into(),
            Hints::Off => "off".into(),
            Hints::Limit(n) => n.to_string(),
        }
    }

    /// Reads `on`, `off` or a limit (0 to 100).
    pub fn from_value(v: &str) -> Option<Hints> {
        match v.trim().to_ascii_lowercase().as_str() {
            "on" | "yes" | "true" | "allowed" => Some(Hints::On),
            "off" | "no" | "false" | "none" => Some(Hints::Off),
            n => n
                .parse::<u32>()
                .ok()
                .filter(|&n| n <= MAX_HINTS)
                .map(Hints::Limit),
        }
    }

    /// Whether another hint may be given after `used`.
    pub fn allows(self, used: u32) -> bool {
        match self {
            Hints::On => true,
            Hints::Off => false,
            Hints::Limit(n) => used < n,
        }
    }
}

/// What an LMS keeps of a student's attempts at an exercise, as the teacher chose: the host
/// hears it with every result (`Report::keep`), and the student is told before a retry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Keep {
    /// The best result (passed over failed, then the higher score): a retry cannot lower it.
    #[default]
    Best,
    /// The last attempt's result, whatever it is.
    Last,
}

impl Keep {
    /// The value in links and attributes.
    pub fn value(self) -> &'static str {
        match self {
            Keep::Best => "best",
            Keep::Last => "last",
        }
    }

    /// Reads a value.
    pub fn from_value(v: &str) -> Option<Keep> {
        match v.trim().to_ascii_lowercase().as_str() {
            "best" | "highest" => Some(Keep::Best),
            "last" | "latest" => Some(Keep::Last),
            _ => None,
        }
    }

    /// Both, in the authoring panel's order.
    pub const ALL: [Keep; 2] = [Keep::Best, Keep::Last];
}

/// Questions in a predict or children task: at most this many (a class's exercise, not a
/// marathon; each children question asks up to twelve numbers).
pub const MAX_COUNT: u32 = 20;
/// Moves over the optimal length a play task may allow.
pub const MAX_SLACK: u32 = 1000;
/// A hint limit.
pub const MAX_HINTS: u32 = 100;
/// An exercise id's length.
pub const MAX_ID: usize = 64;

/// The exercise settings a host gave.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ExerciseOptions {
    /// The task.
    pub task: Option<Task>,
    /// The teacher's id for it (results and saved attempts are filed under it).
    pub id: Option<String>,
    /// Questions (predict, children).
    pub count: Option<u32>,
    /// Moves over the optimal length that still pass (play).
    pub slack: Option<u32>,
    /// Hints (play).
    pub hints: Option<Hints>,
    /// The fraction of right answers that passes (predict, children), or of Manhattan's nodes
    /// that a heuristic may generate (heuristic), 0 to 1.
    pub pass: Option<f64>,
    /// Which result the LMS keeps.
    pub keep: Option<Keep>,
    /// A saved attempt to resume (the JSON an `npuzzle-attempt` event carried).
    pub resume: Option<String>,
    /// What was wrong with the settings: the exercise does not start while any is.
    pub errors: Vec<Said>,
}

impl ExerciseOptions {
    /// Whether an exercise was asked for (even with bad settings).
    pub fn asked(&self) -> bool {
        self.task.is_some() || !self.errors.is_empty()
    }

    /// Applies `key` if it is an exercise's setting; `false` if it is not one.
    pub fn set(&mut self, key: &str, v: &str, quoted: &str) -> bool {
        // `٦٠٪` and `۳` as `60%` and `3`: numbers in whatever script the keyboard types.
        let v = &*npuzzle_core::fold_digits(v);
        let bad = |key: Key| Said::key(key).with("v", quoted.to_string());
        // A setting's error begins with the field's name in the page's language (the authoring
        // panel's label), then names the attribute the element's author wrote.
        let field = |name: Key, why: Said| {
            Said::key(Key::ExSetting)
                .with_said("field", name.into())
                .with_said("why", why)
        };
        let error = match key {
            "exercise" | "task" => put(&mut self.task, Task::from_value(v), || bad(Key::ExBadTask)),
            "exercise-id" | "exercise_id" | "exerciseid" => {
                let ok = !v.is_empty()
                    && v.len() <= MAX_ID
                    && v.chars()
                        .all(|c| c.is_ascii_alphanumeric() || "-_.:".contains(c));
                let id = ok.then(|| v.to_string());
                put(&mut self.id, id, || bad(Key::ExBadId).with("max", MAX_ID))
            }
            "count" => {
                let n = v.parse().ok().filter(|n| (1..=MAX_COUNT).contains(n));
                put(&mut self.count, n, || {
                    field(Key::AuCount, bad(Key::ExBadCount).with("max", MAX_COUNT))
                })
            }
            "slack" => {
                let n = v.parse().ok().filter(|&n| n <= MAX_SLACK);
                put(&mut self.slack, n, || {
                    field(Key::AuSlack, bad(Key::ExBadSlack).with("max", MAX_SLACK))
                })
            }
            "hints" => put(&mut self.hints, Hints::from_value(v), || {
                field(
                    Key::AuHintsName,
                    bad(Key::ExBadHints).with("max", MAX_HINTS),
                )
            }),
            "pass" => put(&mut self.pass, parse_pass(v), || {
                field(Key::AuPass, bad(Key::ExBadPass))
            }),
            "keep" => put(&mut self.keep, Keep::from_value(v), || {
                field(Key::AuKeep, bad(Key::ExBadKeep))
            }),
            "resume" => {
                self.resume = Some(v.to_string()).filter(|v| !v.is_empty());
                None
            }
            _ => return false,
        };
        self.errors.extend(error);
        true
    }
}

/// A setting read: `value` into `slot`, or the error `wrong` words when it did not read.
fn put<T>(slot: &mut Option<T>, value: Option<T>, wrong: impl FnOnce() -> Said) -> Option<Said> {
    match value {
        Some(v) => {
            *slot = Some(v);
            None
        }
        None => Some(wrong()),
    }
}

/// `0.8`, `80%` or `80` (a percentage, when above 1). Read without the float parser (which
/// would add kilobytes to the page): whole and decimal digits only.
pub fn parse_pass(v: &str) -> Option<f64> {
    // `80%`, or `%80` as Turkish writes it.
    let v = v.trim();
    let (number, percent) = match v.strip_suffix('%').or_else(|| v.strip_prefix('%')) {
        Some(n) => (n.trim(), true),
        None => (v, false),
    };
    let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() && fraction.is_empty() || !digits(whole) || !digits(fraction) {
        return None;
    }
    if whole.len() > 3 || fraction.len() > 6 {
        return None;
    }
    let whole: u32 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let scale = 10u32.pow(fraction.len() as u32);
    let fraction: u32 = if fraction.is_empty() {
        0
    } else {
        fraction.parse().ok()?
    };
    let x = (f64::from(whole) * f64::from(scale) + f64::from(fraction)) / f64::from(scale);
    let x = if percent || x > 1.0 { x / 100.0 } else { x };
    (0.0..=1.0).contains(&x).then_some(x)
}

#[cfg(test)]
mod tests {
    use super::parse_pass;

    #[test]
    fn a_pass_mark_reads_as_a_fraction_a_percentage_or_with_a_sign_either_side() {
        for text in ["0.8", "80", "80%", " 80 % ", "%80", "% 80", ".8"] {
            assert_eq!(parse_pass(text), Some(0.8), "{text}");
        }
        for text in ["", "%", "%%80", "80%%", "-80", "180", "8O", "1e2", "80%x"] {
            assert_eq!(parse_pass(text), None, "{text}");
        }
    }
}
