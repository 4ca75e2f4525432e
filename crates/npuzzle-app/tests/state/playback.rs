//! Playback of a solution: steps, jumps, the timer.

use crate::*;
use npuzzle_app::i18n::{Key, Lang};
use npuzzle_app::state::{
    Effect, Event, Mode, Msg, Reply, Waiting, playback, puzzle, search, solve,
};
use npuzzle_core::{Algorithm, Heuristic, Move};

/// The board solved and played back.
const START: &str = "8 6 7 / 2 5 4 / 3 _ 1";

#[test]
fn a_solve_runs_plays_back_and_replays_to_the_goal() {
    let mut s = with_board(START);
    let job = start_a_star(&mut s);
    wait_for_the_solver(&mut s, &job);
    let fx = s.update(reply(job.id, Reply::Done(solve(&job))));
    assert!(s.jobs.current.is_none());
    assert!(
        fx.iter()
            .any(|e| matches!(e, Effect::Emit(Event::Result { .. })))
    );
    assert_eq!(
        message(&s),
        "Solved by A* with Linear conflict: 31 moves, optimal."
    );
    assert_eq!(s.solve.result.as_ref().unwrap().1.moves.len(), 31);
    step_through(&mut s);
    play_to_the_goal(&mut s);
}

/// Starts a solve with A* and linear conflict; returns the job sent.
fn start_a_star(s: &mut State) -> Sent {
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::AStar)));
    s.update(Msg::Search(search::Msg::Heuristic(
        Heuristic::LinearConflict,
    )));
    let fx = s.update(Msg::Solve(solve::Msg::Start));
    let job = job_of(&fx);
    assert_eq!(job.search().algorithm, Algorithm::AStar);
    assert_eq!(job.search().heuristic, Some(Heuristic::LinearConflict));
    assert!(s.jobs.current.as_ref().unwrap().waiting.is_some());
    job
}

/// Plays while the solver searches (refused, with a reason), then tells the component what the
/// solver does until it starts.
fn wait_for_the_solver(s: &mut State, job: &Sent) {
    assert!(
        s.update(Msg::Puzzle(puzzle::Msg::Play(Move::Up)))
            .is_empty()
    );
    assert_eq!(
        s.voice.said.as_ref().unwrap().key,
        Key::Busy,
        "told why nothing moved"
    );
    assert_eq!(
        s.jobs.current.as_ref().unwrap().waiting,
        Some(Waiting::Start),
        "waiting for the solver to start"
    );
    s.update(news(job.id, News::Waiting(Waiting::Behind)));
    assert_eq!(
        s.jobs.current.as_ref().unwrap().waiting,
        Some(Waiting::Behind),
        "the pool said another component's job runs"
    );
    // That job was cancelled and the solver restarts: the wait is for the start again.
    s.update(news(job.id, News::Waiting(Waiting::Start)));
    assert_eq!(
        s.jobs.current.as_ref().unwrap().waiting,
        Some(Waiting::Start)
    );
    s.update(news(job.id, News::Started));
    assert!(s.jobs.current.as_ref().unwrap().waiting.is_none());
}

/// Steps through the solution: forward, back, to the end, which is the goal; and a jump from the
/// list.
fn step_through(s: &mut State) {
    s.update(Msg::Playback(playback::Msg::StepBy(1)));
    assert_eq!(s.playback.show.as_ref().unwrap().step, 1);
    // Each step says which tile slid, and which way (the tile's way: the blank's opposite).
    let first = s.playback.show.as_ref().unwrap().moves[0];
    let tile = board(START).apply(first).unwrap();
    let word = |m: npuzzle_core::Move| format!("{m:?}").to_lowercase();
    let said = || s.voice.said.as_ref().unwrap().text(Lang::En);
    assert_eq!(
        said(),
        format!("Step 1 of 31: tile {tile} {}", word(first.opposite()))
    );
    s.update(Msg::Playback(playback::Msg::StepBy(-1)));
    let said = s.voice.said.as_ref().unwrap().text(Lang::En);
    assert_eq!(said, format!("Step 0 of 31: tile {tile} {}", word(first)));
    assert_eq!(s.puzzle.board.to_flat(), "8 6 7 2 5 4 3 0 1");
    s.update(Msg::Playback(playback::Msg::StepEnd(true)));
    assert!(s.is_solved());
    s.update(Msg::Playback(playback::Msg::StepTo(10)));
    let mut replay = board(START);
    for &m in &s.playback.show.as_ref().unwrap().moves[..10] {
        replay.apply(m);
    }
    assert_eq!(s.puzzle.board, replay);
}

#[test]
fn every_jump_lands_on_the_board_a_replay_from_the_start_gives() {
    // Jumps replay from the nearest board known (the start, the current one, the goal at the
    // end), backwards too: each must agree with a replay from the start.
    let mut s = with_board(START);
    let job = start_a_star(&mut s);
    wait_for_the_solver(&mut s, &job);
    s.update(reply(job.id, Reply::Done(solve(&job))));
    let moves = s.playback.show.as_ref().unwrap().moves.clone();
    let at = |k: usize| {
        let mut b = board(START);
        for &m in &moves[..k] {
            b.apply(m);
        }
        b
    };
    let n = moves.len();
    for from in 0..=n {
        for to in [
            0,
            1,
            2,
            n / 3,
            n / 2,
            n - 2,
            n - 1,
            n,
            from.saturating_sub(5),
            from + 7,
        ] {
            s.update(Msg::Playback(playback::Msg::StepTo(from)));
            s.update(Msg::Playback(playback::Msg::StepTo(to)));
            let to = to.min(n);
            assert_eq!(s.puzzle.board, at(to), "from step {from} to {to}");
            assert_eq!(s.playback.show.as_ref().unwrap().step, to);
        }
    }
}

/// Plays the solution from its start: a timer at the chosen speed, ticks to the goal, then it
/// stops by itself.
fn play_to_the_goal(s: &mut State) {
    s.update(Msg::Playback(playback::Msg::StepEnd(false)));
    s.update(Msg::Playback(playback::Msg::Speed(10)));
    s.update(Msg::Playback(playback::Msg::Toggle));
    assert_eq!(s.timer(), Some(40));
    for _ in 0..30 {
        s.update(Msg::Tick);
    }
    assert_eq!(s.mode, Mode::Playing);
    s.update(Msg::Tick);
    assert_eq!(
        (s.mode, s.timer()),
        (Mode::Idle, None),
        "it stops by itself"
    );
    assert!(s.is_solved());
    assert_eq!(
        s.voice.said.as_ref().unwrap().text(Lang::En),
        "Step 31 of 31: goal reached."
    );
}
