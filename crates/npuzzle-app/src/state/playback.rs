//! A solution shown move by move on the board: step, jump, play at a speed.

use super::effect::Effect;
use crate::i18n::{Key, Said};
use npuzzle_core::{Board, Move, Solution, Tile};

/// Playback speeds 1 to 10: milliseconds per move.
const PERIODS_MS: [u32; 10] = [1200, 900, 700, 500, 350, 250, 170, 110, 70, 40];

/// The solution on show and the speed.
#[derive(Clone, Debug, PartialEq)]
pub struct Playback {
    /// The solution on show.
    pub show: Option<Show>,
    /// Playback speed, 1 to 10.
    pub speed: u8,
    /// Numbers the solutions shown, so a view can tell one from the next.
    shown: u32,
}

/// A solution being shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Show {
    /// Which solution this is (new for each one shown).
    pub id: u32,
    /// The board the solution starts from.
    pub start: Board,
    /// The board it ends on, where known (a solved search's goal): a jump near the end starts
    /// there, not from the start (800,000 moves on a 64×64 took 16 ms to replay).
    pub end: Option<Board>,
    /// The blank's moves.
    pub moves: Vec<Move>,
    /// The tile that slides at each move.
    pub tiles: Vec<Tile>,
    /// Moves shown so far.
    pub step: usize,
}

/// A person's control of playback.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Show the solution at this step.
    StepTo(usize),
    /// Forward or back by this many steps.
    StepBy(isize),
    /// To the end (`true`) or the start.
    StepEnd(bool),
    /// Play or pause.
    Toggle,
    /// Speed, 1 (slow) to 10.
    Speed(u8),
}

impl Default for Playback {
    fn default() -> Playback {
        Playback {
            show: None,
            speed: 5,
            shown: 0,
        }
    }
}

impl Playback {
    /// Shows `solution` from `start`, at its first step; `end` is the board its moves end on,
    /// if known.
    pub fn show(&mut self, start: Board, solution: &Solution, end: Option<Board>) {
        self.shown += 1;
        self.show = Some(Show {
            id: self.shown,
            start,
            end,
            moves: solution.moves.clone(),
            tiles: solution.tiles.clone(),
            step: 0,
        });
    }

    /// The period of a playback tick.
    pub fn period_ms(&self) -> u32 {
        PERIODS_MS[usize::from(self.speed.clamp(1, 10)) - 1]
    }

    /// The step a message asks for, if a solution is on show (`Toggle` and `Speed` ask none).
    pub fn target(&self, msg: &Msg) -> Option<usize> {
        let p = self.show.as_ref()?;
        match *msg {
            Msg::StepTo(step) => Some(step),
            Msg::StepBy(delta) => Some(p.step.saturating_add_signed(delta)),
            Msg::StepEnd(end) => Some(if end { p.moves.len() } else { 0 }),
            Msg::Toggle | Msg::Speed(_) => None,
        }
    }

    /// Whether the solution on show is at its end.
    pub fn at_end(&self) -> bool {
        self.show.as_ref().is_some_and(|p| p.step == p.moves.len())
    }

    /// Shows `step` on `board` (one slide when it is next to the current one); returns what to
    /// announce (`quiet`: only the end, as when playing) and whether the end is reached.
    pub fn step_to(
        &mut self,
        step: usize,
        board: &mut Board,
        quiet: bool,
        fx: &mut Vec<Effect>,
    ) -> Option<(Said, bool)> {
        let p = self.show.as_mut()?;
        let step = step.min(p.moves.len());
        let from = board.blank();
        let single = if step == p.step + 1 {
            Some(p.moves[p.step])
        } else if step + 1 == p.step {
            Some(p.moves[step].opposite())
        } else {
            None
        };
        // The tile a single step slid, and the blank's move: said with the step.
        let mut slid = None;
        match single {
            Some(m) => {
                if let Some(tile) = board.apply(m) {
                    slid = Some((tile, m));
                    fx.push(Effect::Slide {
                        tile,
                        from: board.blank(),
                        to: from,
                    });
                }
            }
            None if step != p.step => *board = p.board_at(step, board),
            None => {}
        }
        p.step = step;
        let total = p.moves.len();
        let end = step == total;
        // "Step 3 of 30: tile 7 left", so a listener follows the board; at the end, that the
        // goal is reached.
        let said = match (end, slid) {
            (false, Some((tile, m))) => Said::key(Key::StepOfTile)
                .with("tile", tile)
                .with_said("way", crate::i18n::way(m).into()),
            (true, _) => Said::key(Key::StepOfDone),
            (false, None) => Said::key(Key::StepOf),
        }
        .with("step", step)
        .with("total", total);
        (end || !quiet).then_some((said, end))
    }
}

impl Show {
    /// The board at `step`, replayed from the nearest board known: the start, `now` (the board
    /// at the current step) or the end; backwards by each move's opposite.
    fn board_at(&self, step: usize, now: &Board) -> Board {
        let known = [Some((0, &self.start)), Some((self.step, now))];
        let end = self.end.as_ref().map(|b| (self.moves.len(), b));
        let (at, from) = known
            .into_iter()
            .chain([end])
            .flatten()
            .min_by_key(|&(at, _)| at.abs_diff(step))
            .unwrap_or((0, &self.start));
        let mut b = from.clone();
        if at <= step {
            for &m in &self.moves[at..step] {
                b.apply(m);
            }
        } else {
            for &m in self.moves[step..at].iter().rev() {
                b.apply(m.opposite());
            }
        }
        b
    }
}
