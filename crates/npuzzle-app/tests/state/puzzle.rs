//! The board and play by hand: moves, typed boards, scrambles, sizes and goals.

use crate::*;
use npuzzle_app::i18n::Lang;
use npuzzle_app::options::GoalKind;
use npuzzle_app::state::{Effect, Event, Msg, puzzle};
use npuzzle_core::Move;

#[test]
fn moves_by_hand_are_counted_told_and_solved() {
    let mut s = with_board("1 2 3 / 4 5 6 / 7 _ 8");
    let fx = s.update(Msg::Puzzle(puzzle::Msg::Play(Move::Right)));
    assert_eq!(s.puzzle.moves, 1);
    assert!(s.is_solved());
    assert!(fx.contains(&Effect::Slide {
        tile: 8,
        from: 8,
        to: 7
    }));
    let events: Vec<&Event> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::Emit(ev) => Some(ev),
            _ => None,
        })
        .collect();
    assert!(matches!(
        events[0],
        Event::Move {
            tile: 8,
            direction: Move::Left,
            moves: 1,
            solved: true,
            ..
        }
    ));
    assert!(matches!(events[1], Event::Solved { moves: 1, .. }));
    let said = s.voice.said.as_ref().unwrap();
    assert_eq!(
        said.text(Lang::En),
        "Moved 8 left. Solved in 1 move!",
        "one move: singular"
    );
    assert_eq!(
        said.text(Lang::De),
        "8 nach links geschoben. Gelöst in 1 Zug!"
    );
    // A move off the board changes nothing; a tap on a cell beside the blank moves its tile.
    assert!(
        s.update(Msg::Puzzle(puzzle::Msg::Play(Move::Right)))
            .is_empty()
    );
    s.update(Msg::Puzzle(puzzle::Msg::PlayCell(5)));
    assert_eq!(s.puzzle.board.to_flat(), "1 2 3 4 5 0 7 8 6");
    assert_eq!(s.puzzle.moves, 2);
    // Reset returns to the board that was set.
    s.update(Msg::Puzzle(puzzle::Msg::Reset));
    assert_eq!(s.puzzle.board.to_flat(), "1 2 3 4 5 6 7 0 8");
    assert_eq!(s.puzzle.moves, 0);
}

#[test]
fn bad_text_keeps_the_board_and_says_what_is_wrong() {
    let mut s = with_board("1 2 3 / 4 5 6 / 7 _ 8");
    s.update(Msg::Puzzle(puzzle::Msg::TextEdited));
    assert!(s.puzzle.text_dirty);
    s.update(Msg::Puzzle(puzzle::Msg::ApplyText(
        "1 2 3 / 4 4 6 / 7 _ 8".into(),
    )));
    assert_eq!(s.puzzle.board.to_flat(), "1 2 3 4 5 6 7 0 8");
    assert!(s.puzzle.text_dirty, "the typed text is kept for correcting");
    let e = s.puzzle.text_error.as_ref().unwrap();
    assert!(e.text(Lang::En).contains("tile 4 appears twice"));
    assert!(e.text(Lang::De).contains("Plättchen 4 kommt zweimal vor"));
    // Scramble: a number, within the core's limit.
    s.update(Msg::Puzzle(puzzle::Msg::Scramble("lots".into())));
    assert!(
        s.puzzle
            .text_error
            .as_ref()
            .unwrap()
            .text(Lang::En)
            .contains("from 1 to 1,000,000")
    );
    s.update(Msg::Puzzle(puzzle::Msg::Scramble("2000000".into())));
    assert!(
        s.puzzle
            .text_error
            .as_ref()
            .unwrap()
            .text(Lang::En)
            .contains("too long")
    );
    s.update(Msg::Puzzle(puzzle::Msg::Scramble("12".into())));
    assert!(s.puzzle.text_error.is_none());
    assert_eq!(
        s.voice.said.as_ref().unwrap().text(Lang::En),
        "Scrambled by 12 random moves."
    );
}

#[test]
fn a_goal_change_rechecks_the_board() {
    let mut s = with_board("_ 1 2 / 3 4 5 / 6 7 8");
    assert!(!s.is_solved());
    s.update(Msg::Puzzle(puzzle::Msg::SetGoal(GoalKind::Start)));
    assert!(s.is_solved());
    assert_eq!(s.puzzle.goal.board().to_flat(), "0 1 2 3 4 5 6 7 8");
}

#[test]
fn a_runaway_paste_is_refused_by_its_length_with_the_reason() {
    let mut s = with_board("1 2 3 / 4 5 6 / 7 _ 8");
    // Measured in the browser, never read: 10 MB.
    s.update(Msg::Puzzle(puzzle::Msg::TextTooLong(10 << 20)));
    let e = s.puzzle.text_error.as_ref().unwrap().text(Lang::En);
    assert!(e.contains("10485760 bytes long"), "{e}");
    assert_eq!(
        s.puzzle.board.to_flat(),
        "1 2 3 4 5 6 7 0 8",
        "the board is kept"
    );
    // Read anyway (the host's attribute, a method), the core refuses it before any work.
    let huge = "8 ".repeat(1 << 20);
    s.update(Msg::Puzzle(puzzle::Msg::ApplyText(huge)));
    let e = s.puzzle.text_error.as_ref().unwrap().text(Lang::De);
    assert!(e.contains("länger als jedes Brett"), "{e}");
    // A size line larger than any board says so, not its square.
    s.update(Msg::Puzzle(puzzle::Msg::ApplyText("100000".into())));
    let e = s.puzzle.text_error.as_ref().unwrap().text(Lang::En);
    assert!(e.contains("100000 is too large for the side"), "{e}");
    assert!(!e.contains("4294967295"), "{e}");
}
