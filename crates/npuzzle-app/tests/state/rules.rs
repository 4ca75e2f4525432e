//! The rules that cross features (`state/rules.rs`): a new board or goal ends every search and
//! clears every result, from a person or from the host; a change of search cancels the Solve it
//! makes stale; playback stops before a search; the timer follows the state.

use crate::*;
use npuzzle_app::options::{GoalKind, Options};
use npuzzle_app::state::{
    Effect, Event, Mode, Msg, Owner, compare, playback, puzzle, search, solve,
};
use npuzzle_core::{Algorithm, Heuristic, Move, SearchSettings, Ties};

#[test]
fn a_goal_set_by_the_host_during_a_search_cancels_it_and_drops_its_answer() {
    // The 31-move board: the host sets goal="start" while IDA* runs (issue 24's probe).
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::IdaStar)));
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    let o = Options::read(&[("goal", "start")]);
    let fx = s.update(Msg::Configure(Box::new(o)));
    assert!(fx.contains(&Effect::CancelJob(job.id)), "{fx:?}");
    assert!(!s.jobs.busy());
    assert_eq!(s.puzzle.goal_kind, GoalKind::Start);
    // The old goal's answer arrives late: it is not shown as this goal's.
    s.update(answer(&job));
    assert!(s.solve.result.is_none() && s.playback.show.is_none());
    assert!(!message(&s).contains("31 moves"), "{}", message(&s));
}

#[test]
fn a_new_board_or_goal_ends_compare_and_the_recording_too() {
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    let rows = jobs_of(&s.update(Msg::Compare(compare::Msg::Start)));
    let fx = s.update(Msg::Puzzle(puzzle::Msg::SetGoal(GoalKind::Start)));
    for row in &rows {
        assert!(fx.contains(&Effect::CancelJob(row.id)), "row {}", row.id);
    }
    assert!(s.compare.is_none());
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::AStar)));
    let job = job_of(&s.update(Msg::Study(npuzzle_app::state::study::Msg::Record)));
    assert!(s.jobs.running(Owner::Trace));
    let fx = s.update(Msg::Puzzle(puzzle::Msg::Shuffle));
    assert!(fx.contains(&Effect::CancelJob(job.id)));
    s.update(answer(&job));
    assert!(
        s.study.stepper.is_none(),
        "a late recording of the old board is dropped"
    );
}

#[test]
fn a_change_of_search_cancels_the_solve_it_makes_stale() {
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::AStar)));
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    let fx = s.update(Msg::Search(search::Msg::Heuristic(Heuristic::Hamming)));
    assert!(fx.contains(&Effect::CancelJob(job.id)));
    assert_eq!(message(&s), "Cancelled. The board is as it was.");
    // Its result says so, with the heuristic it ran (not the one chosen since).
    let ended = fx.iter().find_map(|e| match e {
        Effect::Emit(Event::Result { solution, .. }) => Some(solution),
        _ => None,
    });
    let ended = ended.expect("npuzzle-result");
    assert_eq!(ended.status, npuzzle_core::Status::Cancelled);
    assert_eq!(ended.heuristic, Some(Heuristic::Manhattan));
    // The same choice again changes nothing and cancels nothing.
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    let fx = s.update(Msg::Search(search::Msg::Heuristic(Heuristic::Hamming)));
    assert!(fx.is_empty(), "{fx:?}");
    assert!(s.jobs.busy());
    // New settings also end Compare's runs (their figures would mix two settings).
    s.update(Msg::Solve(solve::Msg::Cancel));
    let _ = job;
    let rows = jobs_of(&s.update(Msg::Compare(compare::Msg::Start)));
    let settings = SearchSettings {
        ties: Ties::Newest,
        ..SearchSettings::default()
    };
    let fx = s.update(Msg::Search(search::Msg::Settings(settings)));
    assert_eq!(
        fx.iter()
            .filter(|e| matches!(e, Effect::CancelJob(_)))
            .count(),
        rows.len()
    );
    assert!(s.compare.is_none());
}

#[test]
fn the_timer_follows_the_state() {
    let mut s = with_board("1 2 3 / 4 5 6 / _ 7 8");
    assert_eq!(s.timer(), None);
    solved(&mut s, Msg::Solve(solve::Msg::Start));
    s.update(Msg::Playback(playback::Msg::Toggle));
    assert_eq!((s.mode, s.timer()), (Mode::Playing, Some(350)));
    s.update(Msg::Playback(playback::Msg::Speed(10)));
    assert_eq!(s.timer(), Some(40), "a new speed, a new period");
    // A move by hand stops playback; so does a new search.
    s.update(Msg::Puzzle(puzzle::Msg::Play(Move::Right)));
    assert_eq!((s.mode, s.timer()), (Mode::Idle, None));
    assert!(s.playback.show.is_none());
    solved(&mut s, Msg::Solve(solve::Msg::Start));
    s.update(Msg::Playback(playback::Msg::Toggle));
    assert_eq!(s.mode, Mode::Playing);
    s.update(Msg::Hint(npuzzle_app::state::hint::Msg::Ask));
    assert_eq!(s.mode, Mode::Idle, "playback stops before a search");
}

#[test]
fn each_solution_shown_is_a_new_one_even_of_the_same_length() {
    // The move list is cached by the solution on show: two Compare rows of the same length
    // (A* with Manhattan and with linear conflict, both 31 moves) are two solutions.
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    for job in jobs_of(&s.update(Msg::Compare(compare::Msg::Start))) {
        s.update(answer(&job));
    }
    let c = s.compare.clone().unwrap();
    let row = |a: Algorithm, h: Heuristic| {
        c.rows
            .iter()
            .position(|r| r.algorithm == a && r.heuristic == Some(h))
            .unwrap()
    };
    s.update(Msg::Compare(compare::Msg::Play(row(
        Algorithm::Greedy,
        Heuristic::Manhattan,
    ))));
    let first = s.playback.show.clone().unwrap();
    s.update(Msg::Compare(compare::Msg::Play(row(
        Algorithm::Greedy,
        Heuristic::LinearConflict,
    ))));
    let second = s.playback.show.clone().unwrap();
    assert_ne!(first.id, second.id);
    assert_eq!(second.moves, s.solve.result.as_ref().unwrap().1.moves);
}
