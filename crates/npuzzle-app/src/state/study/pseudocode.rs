//! Textbook pseudocode of the searches that can be stepped, as this solver runs them under the chosen settings
//! (the goal test at generation or at expansion, duplicate detection, the tie-break, IDA*'s bound
//! and next bound), and the line each recorded event comes from: stepping lights it, Back moves
//! it back. The code is the textbooks' notation, its words in the component's language as a
//! textbook in that language prints it (`pc-*` in the words' files), and so are the notes.

use crate::i18n::{Key, Lang, Said};
use npuzzle_core::algorithm::{Bound, Frontier as Kind, Priority};
use npuzzle_core::{Algorithm, Fate, GoalTest, Move, SearchSettings, Ties, TraceEvent};

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
    /// Bidirectional BFS: the smaller frontier's level taken whole.
    Level,
    /// Bidirectional BFS: a child the other search reached: the path through it.
    Meet,
}

/// One line: its role, its depth, its code, and a note.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// What it does.
    pub role: Role,
    /// Levels in.
    pub depth: usize,
    /// The code.
    pub code: Said,
    /// Why it reads so under these settings, in words.
    pub note: Option<Said>,
}

impl Line {
    /// The code in `lang`, indented by two spaces a level.
    pub fn text(&self, lang: Lang) -> String {
        format!("{}{}", "  ".repeat(self.depth), self.code.text(lang))
    }
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
        let order = Order(settings.order);
        let mut code = Writer::default();
        match algorithm.frontier() {
            Kind::Queue | Kind::Stack | Kind::Priority(_) => {
                code.graph_search(algorithm, settings, order);
            }
            Kind::TwoQueues => code.bidirectional(order),
            Kind::Deepening(bound) => code.deepening(bound == Bound::F, order),
            Kind::Own => return None,
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
                } else if self.has(Role::Level) && starts_level(&events[..step]) {
                    Role::Level
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
                Fate::Met => Role::Meet,
            },
            Some(TraceEvent::Goal { .. }) => {
                if self.has(Role::Meet) {
                    // Where the searches met, or the start itself when it is the goal.
                    if step > 1 {
                        Role::Meet
                    } else {
                        Role::GoalStart
                    }
                } else if self.has(Role::GoalVisit) {
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

/// Whether the last of `events`, an expansion, is the first of its level (bidirectional BFS:
/// the side or the depth changed since the expansion before).
fn starts_level(events: &[TraceEvent]) -> bool {
    let level = |e: &TraceEvent| match e {
        TraceEvent::Expand { g, back, .. } => Some((*g, *back)),
        _ => None,
    };
    let mut expansions = events.iter().rev().filter_map(level);
    let this = expansions.next();
    this != expansions.next()
}

/// A graph search's frontier: how it starts, its name in the code, how a node leaves it, and why
/// in that order.
struct Frontier {
    start: Said,
    /// Not a stack: a queue, by age or priority.
    queue: bool,
    pop: Key,
    order: Said,
}

impl Frontier {
    /// The frontier of `algorithm` (a graph search), ties broken by `ties` where it has a
    /// priority.
    fn of(algorithm: Algorithm, ties: Ties) -> Frontier {
        match algorithm.frontier() {
            Kind::Queue | Kind::TwoQueues | Kind::Deepening(_) | Kind::Own => Frontier {
                start: Key::PcStartQueue.into(),
                queue: true,
                pop: Key::PcPopFirst,
                order: Key::TiesOldest.into(),
            },
            Kind::Stack => Frontier {
                start: Key::PcStartStack.into(),
                queue: false,
                pop: Key::PcPopStack,
                order: Key::TiesNewest.into(),
            },
            Kind::Priority(priority) => {
                let by = match priority {
                    Priority::GPlusH => "f(n) = g(n) + h(n)",
                    Priority::H => "h(n)",
                };
                Frontier {
                    start: Said::key(Key::PcStartPriority).with("by", by),
                    queue: true,
                    pop: Key::PcPopMin,
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
    fn line(&mut self, role: Role, depth: usize, code: impl Into<Said>, note: Option<Said>) {
        self.lines.push(Line {
            role,
            depth,
            code: code.into(),
            note,
        });
    }

    /// The graph searches: one loop; what differs is the frontier, its order, where the goal is
    /// tested, and what a child already reached costs.
    fn graph_search(&mut self, algorithm: Algorithm, settings: &SearchSettings, order: Order) {
        let at_generation =
            algorithm.frontier() == Kind::Queue && settings.goal_test == GoalTest::Generation;
        let frontier = Frontier::of(algorithm, settings.ties);
        self.line(Role::Start, 0, frontier.start, None);
        if at_generation {
            let note = Some(Key::GoalAtGeneration.into());
            self.line(Role::GoalStart, 0, Key::PcGoalStart, note);
        }
        let condition = if frontier.queue {
            Key::PcWhileFrontier
        } else {
            Key::PcWhileStack
        };
        self.line(Role::Loop, 0, condition, None);
        self.line(Role::Pop, 1, frontier.pop, Some(frontier.order));
        if !at_generation {
            let note = Some(Key::GoalAtExpansion.into());
            self.line(Role::GoalPop, 1, Key::PcGoalNode, note);
        }
        self.children(algorithm, frontier.queue, order);
        if at_generation {
            let note = Some(Key::GoalAtGeneration.into());
            self.line(Role::GoalChild, 2, Key::PcGoalChild, note);
        }
        self.line(Role::Fail, 0, Key::PcFail, None);
    }

    /// A graph search's children of the node taken: the moves in order (reversed onto a stack),
    /// and each child kept or dropped.
    fn children(&mut self, algorithm: Algorithm, queue: bool, order: Order) {
        if algorithm.frontier() == Kind::Stack {
            let moves = order.said(Key::PcMovesReversed);
            self.line(Role::Moves, 1, moves, Some(Key::CodeDfsOrder.into()));
        } else {
            self.line(Role::Moves, 1, order.said(Key::PcMoves), None);
        }
        let child = if algorithm.takes_heuristic() {
            Key::PcChildG
        } else {
            Key::PcChild
        };
        self.line(Role::Child, 2, child, None);
        let duplicates = Some(Key::CodeDuplicates.into());
        if algorithm.frontier() == Kind::Priority(Priority::GPlusH) {
            self.line(Role::Seen, 2, Key::PcSeenG, duplicates);
            let reopen = Some(Key::CodeReopen.into());
            self.line(Role::Reopen, 2, Key::PcReopen, reopen);
            self.line(Role::Push, 2, Key::PcPushG, None);
        } else {
            self.line(Role::Seen, 2, Key::PcSeen, duplicates);
            let push = if queue {
                Key::PcPushFrontier
            } else {
                Key::PcPushStack
            };
            self.line(Role::Push, 2, push, None);
        }
    }

    /// Bidirectional BFS: two queues, a whole level of the smaller at a time, until a child of
    /// one search is a node of the other.
    fn bidirectional(&mut self, order: Order) {
        self.line(Role::Start, 0, Key::PcStartTwo, None);
        let note = Some(Key::GoalAtGeneration.into());
        self.line(Role::GoalStart, 0, Key::PcGoalStart, note);
        self.line(Role::Loop, 0, Key::PcWhileTwo, None);
        let level = Some(Key::CodeLevel.into());
        self.line(Role::Level, 1, Key::PcTakeLevel, level);
        self.line(Role::Pop, 1, Key::PcForLevel, None);
        self.line(Role::Moves, 2, order.said(Key::PcMoves), None);
        self.line(Role::Child, 3, Key::PcChild, None);
        let meet = Some(Key::CodeMeet.into());
        self.line(Role::Meet, 3, Key::PcMeet, meet);
        let duplicates = Some(Key::CodeDuplicates.into());
        self.line(Role::Seen, 3, Key::PcSeen, duplicates);
        self.line(Role::Push, 3, Key::PcPushSide, None);
        self.line(Role::Fail, 0, Key::PcFail, None);
    }

    /// Iterative deepening (IDA* when `ida`): the loop raising the limit or bound, then the
    /// depth-first search under it.
    fn deepening(&mut self, ida: bool, order: Order) {
        if ida {
            self.line(Role::Start, 0, Key::PcStartBound, None);
        } else {
            let note = Some(Key::CodeTreeDepth.into());
            self.line(Role::Start, 0, Key::PcStartLimit, note);
        }
        self.line(Role::Loop, 0, Key::PcLoop, None);
        self.line(Role::Iterate, 1, Key::PcIterate, None);
        if ida {
            let note = Some(Key::CodeNextBound.into());
            self.line(Role::NextBound, 1, Key::PcNextBound, note);
        } else {
            self.line(Role::NextBound, 1, Key::PcNextLimit, None);
        }
        self.bounded_search(ida, order);
    }

    /// The depth-first search under the limit (by depth) or the bound (by f, IDA*).
    fn bounded_search(&mut self, ida: bool, order: Order) {
        let pick = |by_f: Key, by_depth: Key| if ida { by_f } else { by_depth };
        let function = pick(Key::PcFunctionG, Key::PcFunctionDepth);
        self.line(Role::Visit, 0, function, None);
        let note = Some(Key::GoalAtExpansion.into());
        self.line(Role::GoalVisit, 1, Key::PcGoalFound, note);
        self.line(Role::Moves, 1, order.said(Key::PcMovesNoUndo), None);
        let cut = Some(Key::CodeCut.into());
        self.line(Role::Child, 2, pick(Key::PcChildF, Key::PcChild), None);
        self.line(Role::Cut, 2, pick(Key::PcCutF, Key::PcCutDepth), cut);
        let recurse = pick(Key::PcRecurseG, Key::PcRecurseDepth);
        self.line(Role::Recurse, 2, recurse, None);
        self.line(Role::NotFound, 1, Key::PcNotFound, None);
    }
}

/// The blank's moves in the order the search tries them, named in the code's words.
#[derive(Clone, Copy)]
struct Order([Move; 4]);

impl Order {
    /// `key`'s line with the moves in it (`up, down, left, right`).
    fn said(self, key: Key) -> Said {
        let names = self.0.map(|m| {
            Said::key(match m {
                Move::Up => Key::PcMoveUp,
                Move::Down => Key::PcMoveDown,
                Move::Left => Key::PcMoveLeft,
                Move::Right => Key::PcMoveRight,
            })
        });
        let [a, b, c, d] = names;
        Said::key(key).with_said(
            "order",
            Said::key(Key::PcOrder)
                .with_said("a", a)
                .with_said("b", b)
                .with_said("c", c)
                .with_said("d", d),
        )
    }
}
