//! A search that can be watched: every algorithm that can be stepped
//! ([`Algorithm::steppable`]) reports what it does to an [`Observer`]. Untraced runs use [`Silent`], whose
//! checks compile away; a traced run records the events (up to a budget: past it the search ends
//! with `limit`) and a [`Stepper`] walks them forwards and backwards. The searches are the same
//! code either way, so a trace shows exactly the untraced run (tested: same solution, same counts).

use crate::algorithm::{Algorithm, Frontier, Priority};
use crate::board::{Move, Tile};
use crate::settings::Ties;
use serde::{Deserialize, Serialize};

/// What became of a child when it was generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fate {
    /// A board not seen before: it joins the frontier.
    New,
    /// Already generated (graph searches keep every board): dropped.
    Seen,
    /// A*: already generated, but reached now by a shorter path: re-queued.
    Reopened,
    /// IDDFS / IDA*: its f = g + h is over the iteration's bound: cut off.
    OverBound,
    /// Bidirectional BFS: already reached by the search from the other end (`node` is that
    /// search's node): the two searches meet, and the path through it is the solution.
    Met,
}

/// One step of a search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TraceEvent {
    /// IDDFS and IDA*: a new iteration, searching depth-first up to this bound on f = g + h (the
    /// depth for IDDFS: "Tree Depth").
    Iteration {
        /// The bound.
        bound: u32,
    },
    /// A node taken from the frontier to be expanded.
    #[serde(rename_all = "camelCase")]
    Expand {
        /// The node (numbered as generated; IDDFS and IDA* number each visit anew).
        node: u32,
        /// The node it was generated from.
        parent: Option<u32>,
        /// Its board, row-major, 0 the blank.
        cells: Vec<Tile>,
        /// Moves from the start.
        g: u32,
        /// The heuristic's estimate (0 for uninformed searches).
        h: u32,
        /// Nodes waiting in the frontier (for depth-first searches: the path's length).
        frontier: u64,
        /// Bidirectional BFS: a node of the search from the goal (g counts moves from the goal).
        // Always written: the worker's replies are postcard, which has no missing fields.
        #[serde(default)]
        back: bool,
    },
    /// A child of the node being expanded.
    #[serde(rename_all = "camelCase")]
    Generate {
        /// Its number, if it is a new node (or re-queued).
        node: Option<u32>,
        /// The node being expanded.
        parent: u32,
        /// The blank's move that made it.
        via: Move,
        /// Its board.
        cells: Vec<Tile>,
        /// Moves from the start.
        g: u32,
        /// The estimate.
        h: u32,
        /// What became of it.
        fate: Fate,
        /// Bidirectional BFS: a child made by the search from the goal.
        // Always written: the worker's replies are postcard, which has no missing fields.
        #[serde(default)]
        back: bool,
    },
    /// The goal was found: `node`'s path is the solution.
    Goal {
        /// The goal node.
        node: u32,
    },
}

/// Receives a search's events.
pub(crate) trait Observer {
    /// Whether events are wanted: a constant, so a silent observer costs nothing.
    const ON: bool;
    /// Takes one event; `false` once the trace budget is spent (the search then stops: `limit`).
    fn record(&mut self, event: TraceEvent) -> bool;
}

/// No trace.
pub(crate) struct Silent;

impl Observer for Silent {
    const ON: bool = false;
    #[inline(always)]
    fn record(&mut self, _: TraceEvent) -> bool {
        true
    }
}

/// Keeps up to `budget` events.
pub(crate) struct Recorder {
    pub events: Vec<TraceEvent>,
    pub budget: usize,
}

impl Observer for Recorder {
    const ON: bool = true;
    fn record(&mut self, event: TraceEvent) -> bool {
        if self.events.len() >= self.budget {
            return false;
        }
        self.events.push(event);
        true
    }
}

/// A recorded search: its events and how it ended (serde: the web worker sends it to the page).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Trace {
    /// The algorithm traced.
    pub algorithm: Algorithm,
    /// Its tie-break among equal priorities (the frontier is listed in the order it takes).
    #[serde(default)]
    pub ties: Ties,
    /// Every event, in order.
    pub events: Vec<TraceEvent>,
    /// The solve's result, as an untraced run gives it (a spent trace budget ends it with `limit`).
    pub solution: crate::solution::Solution,
}

/// A node waiting in the frontier, as the stepper shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Open {
    /// The node.
    pub node: u32,
    /// Moves from the start.
    pub g: u32,
    /// The estimate.
    pub h: u32,
    /// Bidirectional BFS: waiting in the frontier of the search from the goal.
    pub back: bool,
}

/// Where a stepper stands: everything the first `step` events say.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepState {
    /// Events applied.
    pub step: usize,
    /// The node being expanded, with its board.
    pub current: Option<(u32, Vec<Tile>)>,
    /// Nodes expanded so far.
    pub expanded: u64,
    /// Children generated so far (new or re-queued).
    pub generated: u64,
    /// The iteration's bound (IDDFS, IDA*).
    pub bound: Option<u32>,
    /// The frontier, in the order the algorithm takes it (next first): BFS oldest first, DFS
    /// newest first, greedy by h, A* by g + h (ties as the default: smaller h, then oldest);
    /// bidirectional BFS, the start's queue, then the goal's. Depth-first iterative searches keep
    /// no frontier: empty.
    pub frontier: Vec<Open>,
    /// The goal node, once found.
    pub goal: Option<u32>,
}

/// Walks a trace one event at a time, forwards and back. Back is a true rewind: the state after
/// `k - 1` events, not a re-run.
#[derive(Clone, Debug)]
pub struct Stepper {
    trace: Trace,
    state: StepState,
}

impl Stepper {
    /// At the start of `trace` (no event applied).
    pub fn new(trace: Trace) -> Stepper {
        Stepper {
            trace,
            state: StepState::default(),
        }
    }

    /// The trace being walked.
    pub fn trace(&self) -> &Trace {
        &self.trace
    }

    /// The state after the events applied so far.
    pub fn state(&self) -> &StepState {
        &self.state
    }

    /// Applies the next event; `false` at the end.
    pub fn step(&mut self) -> bool {
        let Some(event) = self.trace.events.get(self.state.step) else {
            return false;
        };
        apply(&mut self.state, event, self.trace.algorithm);
        order_frontier(
            &mut self.state.frontier,
            self.trace.algorithm,
            self.trace.ties,
        );
        self.state.step += 1;
        true
    }

    /// Goes back one event; `false` at the start.
    pub fn back(&mut self) -> bool {
        if self.state.step == 0 {
            return false;
        }
        self.seek(self.state.step - 1);
        true
    }

    /// Goes to the state after `step` events (clamped to the trace).
    pub fn seek(&mut self, step: usize) {
        let step = step.min(self.trace.events.len());
        let mut state = StepState::default();
        for event in &self.trace.events[..step] {
            apply(&mut state, event, self.trace.algorithm);
            state.step += 1;
        }
        // Ordered once at the end: the order never changes what an event adds or removes.
        order_frontier(&mut state.frontier, self.trace.algorithm, self.trace.ties);
        self.state = state;
    }
}

fn apply(state: &mut StepState, event: &TraceEvent, algorithm: Algorithm) {
    match event {
        TraceEvent::Iteration { bound } => {
            state.bound = Some(*bound);
            state.frontier.clear();
        }
        TraceEvent::Expand { node, cells, .. } => {
            state.expanded += 1;
            state.current = Some((*node, cells.clone()));
            state.frontier.retain(|o| o.node != *node);
        }
        TraceEvent::Generate {
            node: Some(node),
            g,
            h,
            fate: Fate::New | Fate::Reopened,
            back,
            ..
        } => {
            state.generated += 1;
            if !algorithm.deepening() {
                state.frontier.retain(|o| o.node != *node);
                state.frontier.push(Open {
                    node: *node,
                    g: *g,
                    h: *h,
                    back: *back,
                });
            }
        }
        TraceEvent::Generate { .. } => {}
        TraceEvent::Goal { node } => state.goal = Some(*node),
    }
}

/// Sorts a frontier in the order `algorithm` takes it with the tie-break `ties` (the older node
/// first, the newer for DFS; see `best_first`'s heap key). One key function and one sort, so a
/// page's wasm carries a single copy of the sort; the page also calls it to list a frontier in
/// generation order (BFS). The keys are unique (the node's number is in each), so any sort agrees.
pub fn order_frontier(frontier: &mut [Open], algorithm: Algorithm, ties: Ties) {
    let key = |o: &Open| {
        let tie = match ties {
            Ties::Deeper => o.h,
            Ties::Oldest => 0,
            Ties::Newest => u32::MAX - o.node,
        };
        match algorithm.frontier() {
            Frontier::Stack => (u32::MAX - o.node, 0, 0),
            Frontier::Priority(Priority::H) => (o.h, tie, o.node),
            Frontier::Priority(Priority::GPlusH) => (o.g + o.h, tie, o.node),
            Frontier::TwoQueues => (u32::from(o.back), o.node, 0),
            Frontier::Queue | Frontier::Deepening(_) | Frontier::Own => (o.node, 0, 0),
        }
    };
    crate::sort::stable_by(frontier, |a, b| key(a).cmp(&key(b)));
}
