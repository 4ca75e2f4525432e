//! The server's grade is the page's: records replayed with the component's own rules, and
//! nothing the browser claims is believed.

use super::*;
use npuzzle_app::state::exercise::Saved;
use npuzzle_app::state::exercise::saved::encode_path;
use npuzzle_core::Move::{self, Left, Right};

/// One move from the goal (the blank, bottom middle, goes right).
const QUERY: &str = "exercise=play&board=1+2+3/4+5+6/7+0+8&exercise-id=t1";

fn record(path: &[Move]) -> Saved {
    Saved {
        v: 2,
        exercise: "t1".into(),
        task: "play".into(),
        attempt: 1,
        start: "1 2 3 4 5 6 7 0 8".into(),
        moves: path.len() as u32,
        path: encode_path(path),
        hints: 0,
        picks: vec![],
        values: vec![],
        formula: None,
        seed: None,
        started: 1_700_000_000_000.0,
        score: None,
    }
}

#[test]
fn a_shortest_play_scores_full_marks_and_passes() {
    let r = replay(QUERY, record(&[Right])).unwrap();
    let end = r.end.expect("ended at the goal");
    assert_eq!((end.raw, end.max, end.passed), (100, 100, true));
    assert_eq!(end.keep, "best");
    assert!(end.report.contains("\"attempt\":1"), "{}", end.report);
}

#[test]
fn a_detour_scores_the_optimal_share_and_passes_only_within_the_slack() {
    let detour = [Left, Right, Right];
    let end = replay(QUERY, record(&detour)).unwrap().end.unwrap();
    assert_eq!((end.raw, end.passed), (33, false));
    let slack = format!("{QUERY}&slack=2");
    let end = replay(&slack, record(&detour)).unwrap().end.unwrap();
    assert_eq!((end.raw, end.passed), (33, true));
}

#[test]
fn an_unfinished_attempt_has_no_end_whatever_score_it_claims() {
    let mut claimed = record(&[Left]);
    claimed.score = Some(npuzzle_app::state::exercise::Score {
        raw: 100,
        max: 100,
        passed: true,
    });
    let r = replay(QUERY, claimed).unwrap();
    assert_eq!(
        r,
        Replayed {
            attempt: 1,
            end: None
        }
    );
}

#[test]
fn a_record_of_another_exercise_or_a_move_off_the_board_is_refused() {
    let mut other = record(&[Right]);
    other.exercise = "t2".into();
    assert_eq!(replay(QUERY, other), Err(Unreplayable::Record));
    // From the bottom row, the blank cannot go down.
    assert_eq!(
        replay(QUERY, record(&[Move::Down])),
        Err(Unreplayable::Record)
    );
    let mut moved = record(&[Right]);
    moved.start = "1 2 3 4 5 6 0 7 8".into();
    assert_eq!(
        replay(QUERY, moved),
        Err(Unreplayable::Record),
        "another start than the teacher's board"
    );
}

#[test]
fn settings_that_make_no_exercise_or_fix_no_board_are_said() {
    assert!(matches!(
        replay("board=1+2+3/4+5+6/7+0+8", record(&[Right])),
        Err(Unreplayable::Settings(_))
    ));
    assert!(matches!(
        replay("exercise=juggle&exercise-id=t1", record(&[Right])),
        Err(Unreplayable::Settings(_))
    ));
    // A random board is each student's own: a record would choose its board, and be believed.
    assert!(matches!(
        replay("exercise=play&size=3x3&exercise-id=t1", record(&[Right])),
        Err(Unreplayable::Settings(_))
    ));
}
