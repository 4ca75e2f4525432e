//! The children task: at each of the next expansions of A*, the student gives g, h and f for
//! every child the expansion generates. The recorded search is the answer key: its events carry
//! each child's g and h.

use npuzzle_core::{Move, Stepper, Tile, TraceEvent};

/// One child of the node being expanded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Child {
    /// The blank's move that made it.
    pub via: Move,
    /// Its board.
    pub cells: Vec<Tile>,
    /// Moves from the start.
    pub g: u32,
    /// The heuristic's estimate.
    pub h: u32,
}

impl Child {
    /// The three values asked for: g, h and f = g + h.
    pub fn values(&self) -> [u32; 3] {
        [self.g, self.h, self.g + self.h]
    }

    /// Whether an answer gives all three values right.
    pub fn judge(&self, answer: &[Option<u32>; 3]) -> bool {
        answer
            .iter()
            .zip(self.values())
            .all(|(given, want)| *given == Some(want))
    }
}

/// The expansion being asked about: the node (its g and h too) and its children.
pub fn question(st: &Stepper) -> Option<(u32, Vec<Child>)> {
    let step = st.state().step;
    let Some(TraceEvent::Expand { node, .. }) = st.trace().events.get(step.checked_sub(1)?) else {
        return None;
    };
    let children: Vec<Child> = st.trace().events[step..]
        .iter()
        .map_while(|e| match e {
            TraceEvent::Generate {
                via, cells, g, h, ..
            } => Some(Child {
                via: *via,
                cells: cells.clone(),
                g: *g,
                h: *h,
            }),
            _ => None,
        })
        .collect();
    (!children.is_empty()).then_some((*node, children))
}

/// Steps to the next expansion that generates children (right after its `Expand` event);
/// `false` if the recorded search has none left.
pub fn advance(st: &mut Stepper) -> bool {
    loop {
        if !st.step() {
            return false;
        }
        if question(st).is_some() {
            return true;
        }
    }
}
