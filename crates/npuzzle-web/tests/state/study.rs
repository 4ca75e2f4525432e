//! Step through a recorded search.

use crate::*;
use npuzzle_core::{Algorithm, Move};
use npuzzle_web::state::{Mode, Msg, Owner, TRACE_EVENTS, puzzle, search, study};

#[test]
fn step_through_a_recorded_search_forwards_back_and_running() {
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    assert_eq!(
        s.update(Msg::Study(study::Msg::Record)),
        vec![],
        "auto cannot be traced"
    );
    // Said under the button that was clicked (and to screen readers), not under Solve.
    assert!(study_message(&s).starts_with("Step through needs one of the six searches"));
    assert!(study_error(&s));
    assert_eq!(message(&s), "");
    assert!(announced(&s).starts_with("Step through needs"));
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::AStar)));
    assert_eq!(study_message(&s), "", "picking a search answers it");
    let job = job_of(&s.update(Msg::Study(study::Msg::Record)));
    assert_eq!(job.trace, Some(TRACE_EVENTS));
    assert!(s.jobs.running(Owner::Trace));
    s.update(Msg::Reply(answer(&job)));
    assert!(!s.jobs.running(Owner::Trace));
    assert_eq!(study_message(&s), "Recorded: step through it below.");
    assert!(!study_error(&s));
    let total = s.study.stepper.as_ref().unwrap().trace().events.len();
    s.update(Msg::Study(study::Msg::Step));
    assert_eq!(s.study.stepper.as_ref().unwrap().state().expanded, 1);
    assert_eq!(
        s.shown_board().to_flat(),
        "1 2 3 4 0 6 7 5 8",
        "the node expanded is drawn"
    );
    s.update(Msg::Study(study::Msg::Step));
    let after_two = s.study.stepper.as_ref().unwrap().state().clone();
    s.update(Msg::Study(study::Msg::Step));
    s.update(Msg::Study(study::Msg::Back));
    assert_eq!(
        s.study.stepper.as_ref().unwrap().state(),
        &after_two,
        "back is a true rewind"
    );
    assert!(s.update(Msg::Study(study::Msg::Run)).is_empty());
    assert_eq!(s.mode, Mode::Stepping);
    assert_eq!(s.timer(), Some(s.playback.period_ms()));
    for _ in 0..total {
        s.update(Msg::Tick);
    }
    assert_eq!(s.mode, Mode::Idle, "stops by itself at the end");
    assert!(s.study.stepper.as_ref().unwrap().state().goal.is_some());
    s.update(Msg::Study(study::Msg::End(false)));
    assert_eq!(s.study.stepper.as_ref().unwrap().state().step, 0);
    // Playing by hand leaves the stepper; the board is the real one again.
    s.update(Msg::Puzzle(puzzle::Msg::Play(Move::Right)));
    assert!(s.study.stepper.is_none());
}
