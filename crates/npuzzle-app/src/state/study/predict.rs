//! Predict, inside step-through: before each expansion the student picks the frontier node they
//! think comes next; the verdict says whether it was and why, by the algorithm's own rule.

use crate::i18n::{Key, Said};
use npuzzle_core::algorithm::{Frontier as Kind, Priority};
use npuzzle_core::{Algorithm, Open, Stepper, Ties, TraceEvent};

/// Whether the student is predicting, and the verdict on the last pick.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Predict {
    /// Watching only.
    #[default]
    Off,
    /// Guessing each expansion.
    On {
        /// The verdict on the last pick.
        verdict: Option<Verdict>,
    },
}

/// A verdict on a pick.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// What it says (right or not, and why).
    pub said: Said,
    /// Whether the pick was right.
    pub right: bool,
    /// The node that was expanded next.
    pub next: u32,
}

impl Predict {
    /// Whether predict mode is on.
    pub fn is_on(&self) -> bool {
        matches!(self, Predict::On { .. })
    }

    /// The verdict on the last pick.
    pub fn verdict(&self) -> Option<&Verdict> {
        match self {
            Predict::On { verdict } => verdict.as_ref(),
            Predict::Off => None,
        }
    }
}

/// Whether a stepped search has one frontier to guess from by a rule (BFS, DFS, greedy, A*).
pub fn can_predict(stepper: Option<&Stepper>) -> bool {
    stepper.is_some_and(|st| st.trace().algorithm.predictable())
}

/// Steps until the next event is an expansion of a frontier node (the moment to guess it).
pub fn advance_to_next_expansion(st: &mut Stepper) {
    // An expansion of a node not in the shown frontier (the start) is no question.
    while let Some(e) = st.trace().events.get(st.state().step) {
        if let TraceEvent::Expand { node, .. } = e
            && st.state().frontier.iter().any(|o| o.node == *node)
        {
            break;
        }
        st.step();
    }
}

/// Passes the next question without a pick (Step while predicting): the expansion is made, the
/// verdict names the node that was next and the rule, and the stepper goes to the next question.
pub fn skip(st: &mut Stepper) -> Option<Verdict> {
    advance_to_next_expansion(st);
    let next = next_expanded(st)?;
    let said = Said::key(Key::PredictSkipped)
        .with("next", next)
        .with_said("rule", rule(st.trace().algorithm, st.trace().ties).0.into());
    st.step();
    advance_to_next_expansion(st);
    Some(Verdict {
        said,
        right: false,
        next,
    })
}

/// The node the next event expands, if it is an expansion.
fn next_expanded(st: &Stepper) -> Option<u32> {
    match st.trace().events.get(st.state().step) {
        Some(TraceEvent::Expand { node, .. }) => Some(*node),
        _ => None,
    }
}

type Value = fn(&Open) -> u32;

/// The algorithm's rule for the next expansion, and the value it compares (none: by age).
fn rule(algorithm: Algorithm, ties: Ties) -> (Key, Option<Value>) {
    // Searches with no such rule are never predicted (`can_predict`); BFS's words if asked.
    match (algorithm.frontier(), ties) {
        (Kind::Stack, _) => (Key::RuleDfs, None),
        (Kind::Priority(Priority::H), Ties::Newest) => (Key::RuleGreedyNewest, Some(|o| o.h)),
        (Kind::Priority(Priority::H), _) => (Key::RuleGreedy, Some(|o| o.h)),
        (Kind::Priority(Priority::GPlusH), Ties::Oldest) => {
            (Key::RuleAStarOldest, Some(|o| o.g + o.h))
        }
        (Kind::Priority(Priority::GPlusH), Ties::Newest) => {
            (Key::RuleAStarNewest, Some(|o| o.g + o.h))
        }
        (Kind::Priority(Priority::GPlusH), Ties::Deeper) => (Key::RuleAStar, Some(|o| o.g + o.h)),
        (Kind::Queue | Kind::TwoQueues | Kind::Deepening(_) | Kind::Own, _) => (Key::RuleBfs, None),
    }
}

/// Judges `guess` of the next expansion, makes the expansion, and steps to the next question.
pub fn judge(st: &mut Stepper, guess: u32) -> Option<Verdict> {
    advance_to_next_expansion(st);
    let next = next_expanded(st)?;
    let find = |n: u32| st.state().frontier.iter().find(|o| o.node == n).cloned();
    let algorithm = st.trace().algorithm;
    let (rule, value) = rule(algorithm, st.trace().ties);
    let describe = |o: Option<Open>| -> Said {
        let Some(o) = o else {
            return Key::Verbatim.into();
        };
        match value {
            Some(v) => Said::key(Key::NodeValue)
                .with("node", o.node)
                .with("v", v(&o))
                .with(
                    "what",
                    if algorithm.frontier() == Kind::Priority(Priority::H) {
                        "h"
                    } else {
                        "f"
                    },
                ),
            None => Said::key(Key::NodeAge).with("node", o.node),
        }
    };
    let right = guess == next;
    let said = if right {
        Said::key(Key::PredictRight)
            .with_said("rule", rule.into())
            .with_said("why", describe(find(next)))
    } else {
        Said::key(Key::PredictWrong)
            .with("next", next)
            .with_said("rule", rule.into())
            .with_said("why", describe(find(next)))
            .with_said("yours", describe(find(guess)))
    };
    st.step();
    advance_to_next_expansion(st);
    Some(Verdict { said, right, next })
}
