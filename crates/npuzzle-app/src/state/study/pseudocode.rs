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
        let mut code = Writer::default();
        match algorithm {
            Algorithm::Bfs | Algorithm::Dfs | Algorithm::Greedy | Algorithm::AStar => {
                code.graph_search(algorithm, settings, &order);
            }
            Algorithm::Iddfs | Algorithm::IdaStar => {
                code.deepening(algorithm == Algorithm::IdaStar, &order);
            }
            Algorithm::Auto | Algorithm::Fast => return None,
        }
        Some(Pseudocode { lines: code.lines })
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

/// A graph search's frontier: how it starts, its name in the code, how a node leaves it, and why
/// in that order.
struct Frontier {
    start: String,
    name: &'static str,
    pop: &'static str,
    order: Said,
}

impl Frontier {
    /// The frontier of `algorithm` (a graph search), ties broken by `ties` where it has a
    /// priority.
    fn of(algorithm: Algorithm, ties: Ties) -> Frontier {
        match algorithm {
            Algorithm::Bfs => Frontier {
                start: "frontier ← queue [start]; reached ← {start}".into(),
                name: "frontier",
                pop: "node ← frontier.pop_first()",
                order: Key::TiesOldest.into(),
            },
            Algorithm::Dfs => Frontier {
                start: "stack ← [start]; reached ← {start}".into(),
                name: "stack",
                pop: "node ← stack.pop()",
                order: Key::TiesNewest.into(),
            },
            _ => {
                let by = if algorithm == Algorithm::AStar {
                    "f(n) = g(n) + h(n)"
                } else {
                    "h(n)"
                };
                Frontier {
                    start: format!("frontier ← priority queue by {by}: [start]"),
                    name: "frontier",
                    pop: "node ← frontier.pop_min()",
                    order: ties_note(ties),
                }
            }
        }
    }
}

/// Why equal priorities leave in this order.
fn ties_note(ties: Ties) -> Said {
    match ties {
        Ties::Deeper => Key::TiesDeeper.into(),
        Ties::Oldest => Key::TiesOldest.into(),
        Ties::Newest => Key::TiesNewest.into(),
    }
}

/// The lines written so far.
#[derive(Default)]
struct Writer {
    lines: Vec<Line>,
}

impl Writer {
    /// One more line, `depth` levels in.
    fn line(&mut self, role: Role, depth: usize, code: &str, note: Option<Said>) {
        self.lines.push(Line {
            role,
            code: format!("{}{code}", "  ".repeat(depth)),
            note,
        });
    }

    /// The graph searches: one loop; what differs is the frontier, its order, where the goal is
    /// tested, and what a child already reached costs.
    fn graph_search(&mut self, algorithm: Algorithm, settings: &SearchSettings, order: &str) {
        let at_generation =
            algorithm == Algorithm::Bfs && settings.goal_test == GoalTest::Generation;
        let frontier = Frontier::of(algorithm, settings.ties);
        self.line(Role::Start, 0, &frontier.start, None);
        if at_generation {
            let note = Some(Key::GoalAtGeneration.into());
            self.line(
                Role::GoalStart,
                0,
                "if start is the goal: return start",
                note,
            );
        }
        let condition = format!("while {} is not empty:", frontier.name);
        self.line(Role::Loop, 0, &condition, None);
        self.line(Role::Pop, 1, frontier.pop, Some(frontier.order));
        if !at_generation {
            let note = Some(Key::GoalAtExpansion.into());
            self.line(Role::GoalPop, 1, "if node is the goal: return node", note);
        }
        self.children(algorithm, frontier.name, order);
        if at_generation {
            let note = Some(Key::GoalAtGeneration.into());
            self.line(
                Role::GoalChild,
                2,
                "if child is the goal: return child",
                note,
            );
        }
        self.line(Role::Fail, 0, "return failure", None);
    }

    /// A graph search's children of the node taken: the moves in order (reversed onto a stack),
    /// and each child kept or dropped.
    fn children(&mut self, algorithm: Algorithm, frontier: &str, order: &str) {
        if algorithm == Algorithm::Dfs {
            let moves = format!("for move in reversed([{order}]):");
            self.line(Role::Moves, 1, &moves, Some(Key::CodeDfsOrder.into()));
        } else {
            self.line(Role::Moves, 1, &format!("for move in [{order}]:"), None);
        }
        let informed = matches!(algorithm, Algorithm::Greedy | Algorithm::AStar);
        let child = if informed {
            "child ← node + move; g(child) ← g(node) + 1"
        } else {
            "child ← node + move"
        };
        self.line(Role::Child, 2, child, None);
        let duplicates = Some(Key::CodeDuplicates.into());
        if algorithm == Algorithm::AStar {
            let seen = "if child reached with g ≤ g(child): skip it";
            self.line(Role::Seen, 2, seen, duplicates);
            let reopen = "if child reached with a larger g: queue it again";
            self.line(Role::Reopen, 2, reopen, Some(Key::CodeReopen.into()));
            let push = "reached[child] ← g(child); frontier.push(child)";
            self.line(Role::Push, 2, push, None);
        } else {
            self.line(Role::Seen, 2, "if child in reached: skip it", duplicates);
            let push = format!("reached.add(child); {frontier}.push(child)");
            self.line(Role::Push, 2, &push, None);
        }
    }

    /// Iterative deepening (IDA* when `ida`): the loop raising the limit or bound, then the
    /// depth-first search under it.
    fn deepening(&mut self, ida: bool, order: &str) {
        if ida {
            self.line(Role::Start, 0, "bound ← h(start)", None);
        } else {
            let note = Some(Key::CodeTreeDepth.into());
            self.line(Role::Start, 0, "limit ← 0", note);
        }
        self.line(Role::Loop, 0, "loop:", None);
        let iterate = "next ← ∞; if search(start, 0) is found: return its path";
        self.line(Role::Iterate, 1, iterate, None);
        if ida {
            let note = Some(Key::CodeNextBound.into());
            self.line(Role::NextBound, 1, "bound ← next", note);
        } else {
            self.line(Role::NextBound, 1, "limit ← limit + 1", None);
        }
        self.bounded_search(ida, order);
    }

    /// The depth-first search under the limit (by depth) or the bound (by f, IDA*).
    fn bounded_search(&mut self, ida: bool, order: &str) {
        let (bound, g) = if ida {
            ("bound", "g")
        } else {
            ("limit", "depth")
        };
        self.line(
            Role::Visit,
            0,
            &format!("function search(node, {g}):"),
            None,
        );
        let note = Some(Key::GoalAtExpansion.into());
        self.line(
            Role::GoalVisit,
            1,
            "if node is the goal: return found",
            note,
        );
        let moves = format!("for move in [{order}], but not the one undoing the last:");
        self.line(Role::Moves, 1, &moves, None);
        let cut = Some(Key::CodeCut.into());
        if ida {
            let child = "child ← node + move; f ← g + 1 + h(child)";
            self.line(Role::Child, 2, child, None);
            let over = format!("if f > {bound}: next ← min(next, f); skip it");
            self.line(Role::Cut, 2, &over, cut);
        } else {
            self.line(Role::Child, 2, "child ← node + move", None);
            let over = format!("if {g} + 1 > {bound}: skip it");
            self.line(Role::Cut, 2, &over, cut);
        }
        let recurse = format!("if search(child, {g} + 1) is found: return found");
        self.line(Role::Recurse, 2, &recurse, None);
        self.line(Role::NotFound, 1, "return not found", None);
    }
}
