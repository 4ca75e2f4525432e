//! Help while playing by hand: the next move of a shortest solution, and each tile's part of
//! the heuristics drawn on the board.

use super::Ctx;
use super::jobs::{self, Owner};
use super::news::{News, Reply};
use super::solve::unsolvable;
use crate::i18n::{self, Key, Said};
use npuzzle_core::{Algorithm, Status, solvability};
use npuzzle_protocol::{Job, Search};

/// The hint line and the overlay.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Hint {
    /// The last hint (stale once the board changes).
    pub said: Option<Said>,
    /// Heuristics drawn on the board.
    pub overlay: bool,
}

/// A person's request.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// The next move of a shortest solution.
    Ask,
    /// Show each tile's part of the heuristics on the board.
    Overlay(bool),
}

impl Hint {
    /// Applies a message.
    pub fn update(&mut self, msg: Msg, cx: &mut Ctx) {
        match msg {
            Msg::Overlay(on) => self.overlay = on,
            Msg::Ask => self.ask(cx),
        }
    }

    fn ask(&mut self, cx: &mut Ctx) {
        if cx.jobs.busy() {
            return;
        }
        if cx.puzzle.is_solved() {
            self.said = Some(Key::AlreadySolved.into());
            cx.voice.say(Key::AlreadySolved);
            return;
        }
        let s = solvability(&cx.puzzle.board, &cx.puzzle.goal);
        if !s.solvable {
            self.said = Some(unsolvable(&s, Key::NoSolution));
            return;
        }
        let (board, goal) = (&cx.puzzle.board, &cx.puzzle.goal);
        let algorithm = Algorithm::default_for(cx.puzzle.shape);
        let search = Search::new(board.clone(), goal.board().clone(), algorithm);
        cx.jobs.start(Owner::Hint, Job::Solve(search), cx.fx);
        self.said = Some(Key::Thinking.into());
    }

    /// The solver's last word on the hint's job.
    pub fn reply(&mut self, reply: News, cx: &mut Ctx) {
        if let Some((note, _)) = jobs::failure(&reply) {
            self.said = Some(note.said);
            return;
        }
        let News::Reply(Reply::Done(r)) = reply else {
            return;
        };
        let said = match (r.status, r.moves.first(), r.tiles.first()) {
            (Status::Solved, Some(&m), Some(&tile)) => Said::key(if r.optimal {
                Key::HintNext
            } else {
                Key::HintNextAbout
            })
            .with("tile", tile)
            .with_said("way", i18n::way(m).into())
            .with("n", r.moves.len()),
            _ => Key::HintNone.into(),
        };
        self.said = Some(said.clone());
        cx.voice.say(said);
    }
}
