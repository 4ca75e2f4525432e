//! Textbook pseudocode of the six searches as this solver runs them under the chosen settings
//! (the goal test at generation or at expansion, duplicate detection, the tie-break, IDA*'s bound
//! and next bound), and the line each recorded event comes from: stepping lights it, Back moves
//! it back. The code is the textbooks' notation; the notes are in the component's language.

use crate::i18n::{Key, Said};
use npuzzle_core::{Algorithm, Fate, GoalTest, SearchSettings, Ties, TraceEvent};

/// What a line does: events map to these, each algorithm words them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Set up the frontier (or the first bound).
    Start,
    /// The start tested, before any search (goal test at generation).
    GoalStart,
    /// The main loop.
    Loop,
    /// A node taken from the frontier to be expanded.
    Pop,
    /// The node taken tested for the goal (at expansion).
    GoalPop,
    /// The blank's moves, in order.
    Moves,
    /// A child made.
    Child,
    /// A child already reached: dropped.
    Seen,
    /// A child reached again by a shorter path: queued again.
    Reopen,
    /// A new child: into the frontier.
    Push,
    /// A new child tested for the goal (at generation).
    GoalChild,
    /// No path.
    Fail,
    /// An iteration with this bound or limit.
    Iterate,
    /// The bound raised for the next iteration.
    NextBound,
    /// A node visited by the depth-first search.
    Visit,
    /// The node visited tested for the goal.
    GoalVisit,
    /// A child over the bound: cut off.
    Cut,
    /// A child within the bound: searched.
    Recurse,
    /// Nothing below this node.
    NotFound,
}

/// One line: its role, its code (indented by two spaces a level), and a note.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// What it does.
    pub role: Role,
    /// The code, indented.
    pub code: String,
    /// Why it reads so under these settings, in words.
    pub note: Option<Said>,
}

/// A search's pseudocode.
#[derive(Clone, Debug, PartialEq)]
pub struct Pseudocode {
    /// The lines, in order.
    pub lines: Vec<Line>,
}

impl Pseudocode {
    /// The pseudocode of `algorithm` under `settings` (`None` for auto and fast, which are not
    /// stepped).
    pub fn new(algorithm: Algorithm, settings: &SearchSettings) -> Option<Pseudocode> {
        let order: Vec<&str> = settings.order.iter().map(|m| m.name()).collect();
        let order = order.join(", ");
        let mut lines = Vec::new();
        let mut line = |role: Role, depth: usize, code: &str, note: Option<Said>| {
            lines.push(Line {
                role,
                code: format!("{}{code}", "  ".repeat(depth)),
                note,
            });
        };
        let ties = |t: Ties| -> Said {
            match t {
                Ties::Deeper => Key::TiesDeeper.into(),
                Ties::Oldest => Key::TiesOldest.into(),
                Ties::Newest => Key::TiesNewest.into(),
            }
        };
        match algorithm {
            // The graph searches: one loop; what differs is the frontier, its order, where the
            // goal is tested, and what a child already reached costs.
            Algorithm::Bfs | Algorithm::Dfs | Algorithm::Greedy | Algorithm::AStar => {
                let at_generation =
                    algorithm == Algorithm::Bfs && settings.goal_test == GoalTest::Generation;
                let (start, frontier, pop, order_note): (String, _, _, Said) = match algorithm {
                    Algorithm::Bfs => (
                        "frontier ← queue [start]; reached ← {start}".into(),
                        "frontier",
                        "node ← frontier.pop_first()",
                        Key::TiesOldest.into(),
                    ),
                    Algorithm::Dfs => (
                        "stack ← [start]; reached ← {start}".into(),
                        "stack",
                        "node ← stack.pop()",
                        Key::TiesNewest.into(),
                    ),
                    _ => {
                        let by = if algorithm == Algorithm::AStar {
                            "f(n) = g(n) + h(n)"
                        } else {
                            "h(n)"
                        };
                        (
                            format!("frontier ← priority queue by {by}: [start]"),
                            "frontier",
                            "node ← frontier.pop_min()",
                            ties(settings.ties),
                        )
                    }
                };
                let informed = matches!(algorithm, Algorithm::Greedy | Algorithm::AStar);
                line(Role::Start, 0, &start, None);
                if at_generation {
                    let note = Some(Key::GoalAtGeneration.into());
                    line(
                        Role::GoalStart,
                        0,
                        "if start is the goal: return start",
                        note,
                    );
                }
                line(
                    Role::Loop,
                    0,
                    &format!("while {frontier} is not empty:"),
                    None,
                );
                line(Role::Pop, 1, pop, Some(order_note));
                if !at_generation {
                    let note = Some(Key::GoalAtExpansion.into());
                    line(Role::GoalPop, 1, "if node is the goal: return node", note);
                }
                if algorithm == Algorithm::Dfs {
                    let moves = format!("for move in reversed([{order}]):");
                    line(Role::Moves, 1, &moves, Some(Key::CodeDfsOrder.into()));
                } else {
                    line(Role::Moves, 1, &format!("for move in [{order}]:"), None);
                }
                let child = if informed {
                    "child ← node + move; g(child) ← g(node) + 1"
                } else {
                    "child ← node + move"
                };
                line(Role::Child, 2, child, None);
                let duplicates = Some(Key::CodeDuplicates.into());
                if algorithm == Algorithm::AStar {
                    let seen = "if child reached with g ≤ g(child): skip it";
                    line(Role::Seen, 2, seen, duplicates);
                    let reopen = "if child reached with a larger g: queue it again";
                    line(Role::Reopen, 2, reopen, Some(Key::CodeReopen.into()));
                    let push = "reached[child] ← g(child); frontier.push(child)";
                    line(Role::Push, 2, push, None);
                } else {
                    line(Role::Seen, 2, "if child in reached: skip it", duplicates);
                    let push = format!("reached.add(child); {frontier}.push(child)");
                    line(Role::Push, 2, &push, None);
                }
                if at_generation {
                    let note = Some(Key::GoalAtGeneration.into());
                    line(
                        Role::GoalChild,
                        2,
                        "if child is the goal: return child",
                        note,
                    );
                }
                line(Role::Fail, 0, "return failure", None);
            }
            Algorithm::Iddfs | Algorithm::IdaStar => {
                let ida = algorithm == Algorithm::IdaStar;
                let (bound, g) = if ida {
                    ("bound", "g")
                } else {
                    ("limit", "depth")
                };
                if ida {
                    line(Role::Start, 0, "bound ← h(start)", None);
                } else {
                    line(Role::Start, 0, "limit ← 0", Some(Key::CodeTreeDepth.into()));
                }
                line(Role::Loop, 0, "loop:", None);
                line(
                    Role::Iterate,
                    1,
                    "next ← ∞; if search(start, 0) is found: return its path",
                    None,
                );
                if ida {
                    line(
                        Role::NextBound,
                        1,
                        "bound ← next",
                        Some(Key::CodeNextBound.into()),
                    );
                } else {
                    line(Role::NextBound, 1, "limit ← limit + 1", None);
                }
                line(
                    Role::Visit,
                    0,
                    &format!("function search(node, {g}):"),
                    None,
                );
                line(
                    Role::GoalVisit,
                    1,
                    "if node is the goal: return found",
                    Some(Key::GoalAtExpansion.into()),
                );
                line(
                    Role::Moves,
                    1,
                    &format!("for move in [{order}], but not the one undoing the last:"),
                    None,
                );
                if ida {
                    line(
                        Role::Child,
                        2,
                        "child ← node + move; f ← g + 1 + h(child)",
                        None,
                    );
                    line(
                        Role::Cut,
                        2,
                        &format!("if f > {bound}: next ← min(next, f); skip it"),
                        Some(Key::CodeCut.into()),
                    );
                } else {
                    line(Role::Child, 2, "child ← node + move", None);
                    line(
                        Role::Cut,
                        2,
                        &format!("if {g} + 1 > {bound}: skip it"),
                        Some(Key::CodeCut.into()),
                    );
                }
                line(
                    Role::Recurse,
                    2,
                    &format!("if search(child, {g} + 1) is found: return found"),
                    None,
                );
                line(Role::NotFound, 1, "return not found", None);
            }
            Algorithm::Auto | Algorithm::Fast => return None,
        }
        Some(Pseudocode { lines })
    }

    /// The line of the event shown after `step` events of `events` (the first line before any).
    pub fn line_of(&self, events: &[TraceEvent], step: usize) -> Option<usize> {
        let role = match step.checked_sub(1).and_then(|i| events.get(i)) {
            None => Role::Start,
            Some(TraceEvent::Iteration { .. }) => Role::Iterate,
            Some(TraceEvent::Expand { .. }) => {
                if self.has(Role::Visit) {
                    Role::Visit
                } else {
                    Role::Pop
                }
            }
            Some(TraceEvent::Generate { fate, .. }) => match fate {
                Fate::New if self.has(Role::Recurse) => Role::Recurse,
                Fate::New => Role::Push,
                Fate::Seen => Role::Seen,
                Fate::Reopened => Role::Reopen,
                Fate::OverBound => Role::Cut,
            },
            Some(TraceEvent::Goal { .. }) => {
                if self.has(Role::GoalVisit) {
                    Role::GoalVisit
                } else if self.has(Role::GoalChild) {
                    // At generation: the start itself, when nothing was generated before.
                    let generated = events[..step - 1]
                        .iter()
                        .any(|e| matches!(e, TraceEvent::Generate { .. }));
                    if generated {
                        Role::GoalChild
                    } else {
                        Role::GoalStart
                    }
                } else {
                    Role::GoalPop
                }
            }
        };
        self.lines.iter().position(|l| l.role == role)
    }

    fn has(&self, role: Role) -> bool {
        self.lines.iter().any(|l| l.role == role)
    }
}
