//! Hint: the next move of a shortest solution.

use crate::*;
use npuzzle_core::{Algorithm, Move};
use npuzzle_web::i18n::Lang;
use npuzzle_web::state::{Msg, hint, puzzle};

#[test]
fn a_hint_gives_the_next_move_of_a_shortest_solution() {
    let mut s = with_board("1 2 3 / 4 5 6 / _ 7 8");
    let job = job_of(&s.update(Msg::Hint(hint::Msg::Ask)));
    assert_eq!(job.algorithm, Algorithm::Auto);
    s.update(Msg::Reply(answer(&job)));
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
