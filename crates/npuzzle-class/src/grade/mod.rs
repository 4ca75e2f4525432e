//! Grades, computed here and never taken from the student's browser: a record is replayed by
//! the page's own rules ([`replay`]), and the teacher's rule (`keep`) decides whether its result
//! replaces the one the gradebook holds. No HTTP and no database here.

pub mod replay;

pub use replay::{End, Replayed, Unreplayable, replay};

/// The result the gradebook holds for a student at a link.
#[derive(Clone, Debug, PartialEq)]
pub struct Held {
    /// Points.
    pub raw: u32,
    /// Points possible.
    pub max: u32,
    /// Whether it passed.
    pub passed: bool,
}

impl Held {
    /// The share of the points, 0 to 1.
    pub fn scaled(&self) -> f64 {
        f64::from(self.raw) / f64::from(self.max.max(1))
    }
}

impl From<&End> for Held {
    fn from(e: &End) -> Held {
        Held {
            raw: e.raw,
            max: e.max,
            passed: e.passed,
        }
    }
}

/// Whether an attempt's end goes to the gradebook over `held`, by the teacher's rule: `last`
/// sends every end; `best` (the default) only one that beats it (passed over failed, then the
/// higher share), so a retry that does worse leaves a pass standing: the page's own rule for
/// SCORM and cmi5 (`www/lms-sync.js`).
pub fn stands(new: &End, held: Option<&Held>) -> bool {
    let Some(held) = held else { return true };
    if new.keep == "last" {
        return true;
    }
    let new = Held::from(new);
    if new.passed != held.passed {
        return new.passed;
    }
    new.scaled() > held.scaled() + 1e-12
}

#[cfg(test)]
mod tests;
