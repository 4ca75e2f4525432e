//! The board and playing it by hand: its size and goal, the board on screen and the one Reset
//! returns to, moves, shuffles, scrambles and typed boards.

use super::effect::board_text;
use crate::i18n::{self, Key, Said};
use crate::options::GoalKind;
use npuzzle_core::{
    Board, Goal, MAX_SCRAMBLE_MOVES, Move, Shape, Tile, parse_board, random_solvable, scramble,
};

/// The board's state.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// The board's size.
    pub shape: Shape,
    /// Which goal.
    pub goal_kind: GoalKind,
    /// The goal.
    pub goal: Goal,
    /// What is on the board.
    pub board: Board,
    /// Where Reset returns to: the last shuffled, scrambled, typed or given board.
    pub start: Board,
    /// Moves played by hand since `start`.
    pub moves: u32,
    /// The text box holds typing not yet applied (never overwrite it until applied).
    pub text_dirty: bool,
    /// Under the text box: what is wrong with the typed board or scramble count.
    pub text_error: Option<Said>,
    /// Why the board cannot reach the goal, when it cannot (known as soon as it is set: shown
    /// with the board on every tab, not only under Solve).
    pub unsolvable: Option<Said>,
    /// The last seed used; shuffles and scrambles take the next ones.
    seed: u64,
}

/// What a person (or the host) does to the board.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Slide a tile (by the blank's move).
    Play(Move),
    /// Tap a cell.
    PlayCell(usize),
    /// A random solvable board.
    Shuffle,
    /// A board this many random moves from the goal (as typed).
    Scramble(String),
    /// Back to the last board set.
    Reset,
    /// The board typed in the text box.
    ApplyText(String),
    /// The text box holds more than any board's text: this many bytes (not read).
    TextTooLong(usize),
    /// The text box was edited.
    TextEdited,
    /// Scan's dialog could not be loaded (offline, or not served here): what the browser said.
    ScanUnavailable(String),
    /// The host sets the board (attribute, method, link).
    SetBoard(Board),
    /// A new size: a random board of it.
    SetSize(Shape),
    /// A new goal.
    SetGoal(GoalKind),
}

impl Msg {
    /// Whether it sets up another board or goal (what an exercise's board refuses).
    pub fn sets_up(&self) -> bool {
        matches!(
            self,
            Msg::Shuffle
                | Msg::Scramble(_)
                | Msg::Reset
                | Msg::ApplyText(_)
                | Msg::SetBoard(_)
                | Msg::SetSize(_)
                | Msg::SetGoal(_)
        )
    }
}

/// What changed, for the rules that cross features (see [`super::State`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    /// Nothing (a move off the board, the same size or goal again).
    Nothing,
    /// Only something to say (bad text, a bad scramble count).
    Said(Said),
    /// A tile slid by hand.
    Moved {
        /// The tile.
        tile: Tile,
        /// The blank's move.
        way: Move,
        /// Cell the tile left.
        from: usize,
        /// Cell it reached.
        to: usize,
    },
    /// Another board (maybe of another size), and what to say about it.
    Board(Said),
    /// Another goal.
    Goal,
}

impl Puzzle {
    /// The goal of `kind` for `shape`, with the goal itself on the board; `seed` makes shuffles.
    pub fn new(shape: Shape, goal_kind: GoalKind, seed: u64) -> Puzzle {
        let goal = Goal::new(goal_kind.board(shape));
        Puzzle {
            shape,
            goal_kind,
            board: goal.board().clone(),
            start: goal.board().clone(),
            goal,
            moves: 0,
            text_dirty: false,
            text_error: None,
            unsolvable: None,
            seed,
        }
    }

    /// Whether the board on screen is the goal.
    pub fn is_solved(&self) -> bool {
        self.goal.is_reached(self.board.cells())
    }

    /// The board as hosts receive it.
    pub fn text(&self) -> String {
        board_text(&self.board)
    }

    /// Applies a message (the caller has checked that no search holds the board).
    pub fn update(&mut self, msg: Msg) -> Change {
        match msg {
            Msg::Play(m) => self.play(m),
            Msg::PlayCell(cell) => match self.board.move_for_cell(cell) {
                Some(m) => self.play(m),
                None => Change::Nothing,
            },
            Msg::Shuffle => {
                self.shuffle();
                Change::Board(Key::Shuffled.into())
            }
            Msg::Scramble(text) => self.scramble(&text),
            Msg::Reset => {
                self.set_board(self.start.clone());
                Change::Board(Key::BackToStart.into())
            }
            Msg::ApplyText(text) => match parse_board(&text) {
                Ok(b) => {
                    self.set_board(b);
                    Change::Board(Key::BoardFromText.into())
                }
                Err(e) => {
                    // The typed text stays as it is, so it can be corrected.
                    let said = Said::key(Key::NotABoard).with_said("why", i18n::error(&e));
                    self.text_error = Some(said.clone());
                    Change::Said(said)
                }
            },
            Msg::TextTooLong(bytes) => {
                let e = npuzzle_core::Error::TextTooLong {
                    bytes,
                    max: npuzzle_core::MAX_BOARD_TEXT,
                };
                let said = Said::key(Key::NotABoard).with_said("why", i18n::error(&e));
                self.text_error = Some(said.clone());
                Change::Said(said)
            }
            Msg::TextEdited => {
                self.text_dirty = true;
                Change::Nothing
            }
            Msg::ScanUnavailable(why) => {
                let said = Said::key(Key::ScanNotLoaded).with("why", why);
                self.text_error = Some(said.clone());
                Change::Said(said)
            }
            Msg::SetBoard(b) => {
                self.set_board(b);
                Change::Board(Key::BoardFromHost.into())
            }
            Msg::SetSize(shape) if shape != self.shape => {
                self.reshape(shape);
                self.shuffle();
                Change::Board(Key::Shuffled.into())
            }
            Msg::SetGoal(kind) if kind != self.goal_kind => {
                self.goal_kind = kind;
                self.goal = Goal::new(kind.board(self.shape));
                Change::Goal
            }
            Msg::SetSize(_) | Msg::SetGoal(_) => Change::Nothing,
        }
    }

    fn play(&mut self, m: Move) -> Change {
        let from = self.board.blank();
        let Some(tile) = self.board.apply(m) else {
            return Change::Nothing;
        };
        self.moves = self.moves.saturating_add(1);
        Change::Moved {
            tile,
            way: m,
            from: self.board.blank(),
            to: from,
        }
    }

    /// A board to play from (Reset returns to it); its size becomes the puzzle's.
    pub fn set_board(&mut self, b: Board) {
        if b.shape() != self.shape {
            self.reshape(b.shape());
        }
        self.start = b.clone();
        self.board = b;
        self.moves = 0;
        self.text_dirty = false;
        self.text_error = None;
    }

    fn reshape(&mut self, shape: Shape) {
        self.shape = shape;
        self.goal = Goal::new(self.goal_kind.board(shape));
        self.text_dirty = false;
    }

    /// A uniformly random board that can reach the goal.
    pub fn shuffle(&mut self) {
        let seed = self.next_seed();
        self.set_board(random_solvable(self.shape, &self.goal, seed));
    }

    fn scramble(&mut self, text: &str) -> Change {
        // The core owns the limit (MAX_SCRAMBLE_MOVES) and says it in its error.
        let k = match npuzzle_core::fold_digits(text).trim().parse::<u64>() {
            Ok(k) if k >= 1 => k,
            _ => {
                let said = Said::key(Key::ScrambleBad).with("max", MAX_SCRAMBLE_MOVES);
                self.text_error = Some(said.clone());
                return Change::Said(said);
            }
        };
        let seed = self.next_seed();
        match scramble(&self.goal, usize::try_from(k).unwrap_or(usize::MAX), seed) {
            Ok(b) => {
                self.set_board(b);
                Change::Board(Said::key(Key::Scrambled).with("n", k))
            }
            Err(e) => {
                let said = i18n::error(&e);
                self.text_error = Some(said.clone());
                Change::Said(said)
            }
        }
    }

    fn next_seed(&mut self) -> u64 {
        // A Weyl sequence over the random seed taken at start; the board generator mixes each
        // seed (SplitMix64 in `seed_from_u64`), so consecutive seeds give unrelated boards.
        self.seed = self.seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        self.seed
    }
}
