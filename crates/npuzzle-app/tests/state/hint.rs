//! Hint: the next move of a shortest solution.

use crate::*;
use npuzzle_app::i18n::Lang;
use npuzzle_app::state::{Msg, hint, puzzle};
use npuzzle_core::{Algorithm, Move};

#[test]
fn a_hint_gives_the_next_move_of_a_shortest_solution() {
    let mut s = with_board("1 2 3 / 4 5 6 / _ 7 8");
    let job = job_of(&s.update(Msg::Hint(hint::Msg::Ask)));
    assert_eq!(job.search().algorithm, Algorithm::Auto);
    s.update(answer(&job));
    assert!(
        s.jobs.current.is_none() && s.playback.show.is_none(),
        "a hint is not a solve"
    );
    assert_eq!(
        s.hint.said.as_ref().unwrap().text(Lang::En),
        "Next: slide 7 left. 2 moves to go (a shortest solution)."
    );
    s.update(Msg::Puzzle(puzzle::Msg::Play(Move::Right)));
    assert!(s.hint.said.is_none(), "a move makes the hint stale");
}
