//! Which search Solve runs: the algorithm (the person's choice, or the one the size calls
//! for), its heuristic, and the settings course exercises fix (order, ties, goal test).

use crate::i18n::Key;
use npuzzle_core::{Algorithm, Heuristic, SearchSettings, Shape};

/// The chosen search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchChoice {
    /// The algorithm Solve runs.
    pub algorithm: Algorithm,
    /// Whether the person picked it (else it follows the size).
    pub chosen: bool,
    /// The heuristic, for algorithms that take one.
    pub heuristic: Heuristic,
    /// Successor order, tie-break and BFS's goal test.
    pub settings: SearchSettings,
}

/// A change of search.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// A new algorithm (the person's choice: kept across sizes).
    Algorithm(Algorithm),
    /// A new heuristic.
    Heuristic(Heuristic),
    /// New search settings.
    Settings(SearchSettings),
}

impl SearchChoice {
    /// The default search for boards of `shape`.
    pub fn new(shape: Shape) -> SearchChoice {
        SearchChoice {
            algorithm: Algorithm::default_for(shape),
            chosen: false,
            heuristic: Heuristic::Manhattan,
            settings: SearchSettings::default(),
        }
    }

    /// Applies a change; returns whether it changed anything.
    pub fn update(&mut self, msg: Msg) -> bool {
        let before = self.clone();
        match msg {
            Msg::Algorithm(a) => {
                self.algorithm = a;
                self.chosen = true;
            }
            Msg::Heuristic(h) => self.heuristic = h,
            Msg::Settings(s) => self.settings = s,
        }
        (self.algorithm, self.heuristic, self.settings)
            != (before.algorithm, before.heuristic, before.settings)
    }

    /// A new size: above the 15-puzzle an optimal search can take hours, so the size picks auto
    /// or fast, unless the person chose an algorithm.
    pub fn follow_shape(&mut self, shape: Shape) {
        if !self.chosen || matches!(self.algorithm, Algorithm::Auto | Algorithm::Fast) {
            self.algorithm = Algorithm::default_for(shape);
        }
    }

    /// Whether a heuristic applies to the chosen algorithm (the core decides).
    pub fn heuristic_applies(&self) -> bool {
        self.algorithm.takes_heuristic()
    }

    /// The heuristic a job of the chosen algorithm takes.
    pub fn job_heuristic(&self) -> Option<Heuristic> {
        self.heuristic_applies().then_some(self.heuristic)
    }
}

/// The note beside the algorithm for a board of `shape`: large boards default to fast mode.
pub fn large_note(shape: Shape) -> Option<Key> {
    (Algorithm::default_for(shape) == Algorithm::Fast).then_some(Key::LargeNote)
}
