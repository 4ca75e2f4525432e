//! Each answer's record: what the student gave, the right answer, whether it was, and when,
//! made as the exercise judges it; the same again when a saved attempt is replayed (as the LMS's
//! next session and the class server replay it), whatever the record's times claim.

use super::exercise::{completed_of, events, exercise, loaded, next_expanded, play, saved_of};
use super::exercise_heuristic::{completed, hand_in};
use super::{answer, job_of};
use npuzzle_app::state::exercise::answers::Answer;
use npuzzle_app::state::exercise::{Damage, Msg as ExMsg, Saved};
use npuzzle_app::state::{Effect, Event, Msg, State};
use npuzzle_core::{
    Algorithm, Board, Goal, Heuristic, Move, NoControl, SolveOptions, Solver, parse_board,
};

/// The answers the host heard last (the last `npuzzle-score`).
fn heard(fx: &[Effect]) -> Vec<Answer> {
    events(fx)
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Score(r) => Some(r.answers.clone()),
            _ => None,
        })
        .expect("a score")
}

/// `saved` replayed in a new page load of `query` (its search recorded by the worker).
fn replayed(query: &str, saved: Saved) -> (State, Vec<Effect>) {
    let mut again = loaded(query, 5);
    again.now = 50_000.0;
    let through_json: Saved =
        serde_json::from_str(&serde_json::to_string(&saved).unwrap()).unwrap();
    let mut fx = again.update(Msg::Exercise(ExMsg::Restore(vec![Ok(through_json)])));
    let request = job_of(&fx);
    fx.extend(again.update(answer(&request)));
    (again, fx)
}

#[test]
fn predict_records_the_node_picked_the_right_one_and_the_time_taken() {
    let q = "exercise=predict&board=8+6+7/2+5+4/3+0+1&algo=astar&count=3&exercise-id=p3";
    let (mut s, _) = exercise(q);
    let first = next_expanded(&s);
    s.now = 4_000.0;
    s.update(Msg::Exercise(ExMsg::Pick(first)));
    let next = next_expanded(&s);
    let st = s.study.stepper.as_ref().unwrap();
    let wrong = st
        .state()
        .frontier
        .iter()
        .find(|o| o.node != next)
        .unwrap()
        .node;
    s.now = 9_500.0;
    let fx = s.update(Msg::Exercise(ExMsg::Pick(wrong)));
    let two = heard(&fx);
    assert_eq!(two.len(), 2, "every answer so far, in each score");
    let (a, b) = (&two[0], &two[1]);
    assert_eq!((a.question.as_str(), a.task), ("q1", "predict"));
    assert_eq!(
        (a.response.clone(), a.expected.clone(), a.correct),
        (first.to_string(), first.to_string(), true)
    );
    assert_eq!((a.latency_ms, a.at), (3_000, 4_000.0), "started at 1 s");
    assert_eq!(b.question, "q2");
    assert_eq!(
        (b.response.clone(), b.expected.clone(), b.correct),
        (wrong.to_string(), next.to_string(), false)
    );
    assert_eq!((b.latency_ms, b.at), (5_500, 9_500.0));
    let last = next_expanded(&s);
    s.now = 10_000.0;
    let fx = s.update(Msg::Exercise(ExMsg::Pick(last)));
    let all = completed_of(&fx).answers.clone();
    assert_eq!(all.len(), 3);
    assert_eq!(all[..2], two[..]);
    // The record keeps the times only; the replay makes the same records from them.
    let saved = saved_of(&fx);
    assert_eq!(saved.times, [3_000, 8_500, 9_000]);
    let (_, fx) = replayed(q, saved);
    assert_eq!(completed_of(&fx).answers, all);
}

#[test]
fn children_records_each_childs_values_as_typed_against_the_true_ones() {
    let q = "exercise=children&board=1+2+3/4+0+6/7+5+8&count=1&exercise-id=c1";
    let (mut s, _) = exercise(q);
    let (node, kids) = s.exercise.as_ref().unwrap().question.clone().unwrap();
    // The first child's h left blank, the rest right.
    let mut typed: Vec<[Option<u32>; 3]> = kids.iter().map(|c| c.values().map(Some)).collect();
    typed[0][1] = None;
    s.now = 2_500.0;
    let fx = s.update(Msg::Exercise(ExMsg::Check(typed)));
    let a = completed_of(&fx).answers[0].clone();
    let values = |skip_h: bool| {
        kids.iter()
            .enumerate()
            .map(|(i, c)| {
                let [g, h, f] = c.values();
                let h = if skip_h && i == 0 {
                    "_".to_string()
                } else {
                    h.to_string()
                };
                format!("{g}/{h}/{f}")
            })
            .collect::<Vec<_>>()
            .join(";")
    };
    assert_eq!(
        (a.question.as_str(), a.task, a.node),
        ("q1", "children", Some(node))
    );
    assert_eq!(a.response, values(true));
    assert_eq!(a.expected, values(false));
    assert!(!a.correct);
    assert_eq!(a.latency_ms, 1_500);
    let (_, fx) = replayed(q, saved_of(&fx));
    assert_eq!(completed_of(&fx).answers, [a]);
}

#[test]
fn play_records_the_moves_and_the_optimal_length() {
    let q = "exercise=play&board=1+2+3/4+0+6/7+5+8&slack=2&exercise-id=pl";
    let (mut s, _) = exercise(q);
    let fx = s.update(Msg::Hint(npuzzle_app::state::hint::Msg::Ask));
    s.update(answer(&job_of(&fx)));
    s.now = 61_000.0;
    // Two moves out and back, then the shortest two: 4 moves where 2 do, within the slack.
    let fx = play(&mut s, &[Move::Left, Move::Right, Move::Down, Move::Right]);
    let a = completed_of(&fx).answers.clone();
    assert_eq!(a.len(), 1);
    let a = &a[0];
    assert_eq!((a.question.as_str(), a.task), ("play", "play"));
    assert_eq!(
        (a.response.as_str(), a.expected.as_str(), a.correct),
        ("4", "2", true)
    );
    assert_eq!((a.latency_ms, a.at), (60_000, 61_000.0));
    // The hints used are the report's (`Report::hints`), not repeated in the answer.
    assert_eq!(completed_of(&fx).hints, 1);
    let json = serde_json::to_value(a).unwrap();
    assert_eq!(json["latencyMs"], 60_000);
    assert!(
        json.get("verdict").is_none() && json.get("board").is_none(),
        "what a task lacks is left out"
    );
}

#[test]
fn heuristic_records_the_formula_the_verdict_and_the_board_that_shows_it_wrong() {
    let (_, fx) = hand_in("3 * manhattan");
    let a = completed(&fx).answers[0].clone();
    assert_eq!((a.question.as_str(), a.task), ("formula", "heuristic"));
    assert_eq!(
        (a.response.as_str(), a.expected.as_str(), a.correct),
        ("3 * manhattan", "", false)
    );
    assert_eq!(a.verdict, Some("not-admissible"));
    // The board: one where 3 × Manhattan is over the true distance (by a breadth-first search).
    let board = parse_board(a.board.as_deref().unwrap()).unwrap();
    let goal = Goal::new(Board::blank_last(board.shape()));
    let manhattan = Heuristic::Manhattan.estimate(&board, &goal);
    let bfs = Solver::new()
        .solve(
            &board,
            &SolveOptions::with_algorithm(Algorithm::Bfs),
            &mut NoControl,
        )
        .unwrap();
    assert!(3 * manhattan > bfs.moves.len() as u32, "{board:?}");

    let (_, fx) = hand_in("manhattan");
    let a = completed(&fx).answers[0].clone();
    assert_eq!((a.verdict, a.correct), (Some("admissible"), false));
}

#[test]
fn a_record_whose_times_outnumber_its_answers_or_go_back_is_set_aside() {
    let q = "exercise=predict&board=8+6+7/2+5+4/3+0+1&count=2&exercise-id=p4";
    let (mut s, _) = exercise(q);
    let right = next_expanded(&s);
    let fx = s.update(Msg::Exercise(ExMsg::Pick(right)));
    let saved = saved_of(&fx);
    let goal = s.puzzle.goal.clone();
    let spec = s.exercise.as_ref().unwrap().spec.clone().unwrap();
    let mut more = saved.clone();
    more.times.push(5);
    assert_eq!(more.check(&spec, None, &goal), Err(Damage::Mismatch));
    // Nor times that go back.
    let right = next_expanded(&s);
    let fx = s.update(Msg::Exercise(ExMsg::Pick(right)));
    let mut back = saved_of(&fx);
    back.times = vec![9_000, 8_000];
    assert_eq!(
        back.clone().check(&spec, None, &goal),
        Err(Damage::Mismatch)
    );
    back.times = vec![8_000, 9_000];
    assert!(back.check(&spec, None, &goal).is_ok());
}

#[test]
fn a_clock_set_back_during_an_attempt_never_makes_a_record_that_does_not_replay() {
    let q = "exercise=predict&board=8+6+7/2+5+4/3+0+1&count=3&exercise-id=p5";
    let (mut s, _) = exercise(q);
    s.now = 60_000.0;
    let right = next_expanded(&s);
    s.update(Msg::Exercise(ExMsg::Pick(right)));
    // The computer's clock goes back by a minute and a half.
    s.now = -30_000.0;
    let right = next_expanded(&s);
    let fx = s.update(Msg::Exercise(ExMsg::Pick(right)));
    let saved = saved_of(&fx);
    assert_eq!(
        saved.times,
        [59_000, 59_000],
        "the second no earlier than the first"
    );
    assert_eq!(heard(&fx)[1].latency_ms, 0);
    let goal = s.puzzle.goal.clone();
    let spec = s.exercise.as_ref().unwrap().spec.clone().unwrap();
    assert!(saved.check(&spec, None, &goal).is_ok(), "it replays");
}
