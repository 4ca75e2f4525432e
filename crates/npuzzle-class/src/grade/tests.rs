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
        times: vec![],
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
            end: None,
            answers: "[]".into(),
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

/// A predict attempt answered right at every question, as a page would save it: the exercise's
/// page driven here, its recording answered by the replay's own job runner.
fn predict_record(query: &str) -> Saved {
    use npuzzle_app::options::Options;
    use npuzzle_app::state::exercise::Msg as ExMsg;
    use npuzzle_app::state::{Effect, Event, Msg, News, State};
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes())
        .into_owned()
        .collect();
    let mut s = State::new(Options::read(&pairs), 1);
    s.now = 1_700_000_000_000.0;
    let mut fx = s.update(Msg::Exercise(ExMsg::Restore(vec![])));
    let mut solver = npuzzle_core::Solver::new();
    let clock = super::replay::Deadline::new();
    let mut saved = None;
    for _ in 0..50 {
        let jobs: Vec<_> = fx
            .iter()
            .filter_map(|e| match e {
                Effect::StartJob(id, job) => Some((*id, job.clone())),
                _ => None,
            })
            .collect();
        if let Some(a) = fx.iter().rev().find_map(|e| match e {
            Effect::Emit(Event::Attempt(a)) => Some((**a).clone()),
            _ => None,
        }) {
            saved = Some(a);
        }
        fx.clear();
        for (id, job) in jobs {
            let reply = super::replay::run(&job, &mut solver, &clock);
            fx.extend(s.update(Msg::Job(id, News::Reply(reply))));
        }
        let ex = s.exercise.as_ref().unwrap();
        if ex.attempt.done.is_some() {
            break;
        }
        if let Some(st) = s.study.stepper.as_ref()
            && let Some(npuzzle_core::TraceEvent::Expand { node, .. }) =
                st.trace().events.get(st.state().step)
        {
            let node = *node;
            fx.extend(s.update(Msg::Exercise(ExMsg::Pick(node))));
        }
    }
    if let Some(a) = fx.iter().rev().find_map(|e| match e {
        Effect::Emit(Event::Attempt(a)) => Some((**a).clone()),
        _ => None,
    }) {
        saved = Some(a);
    }
    saved.expect("the page saved the attempt")
}

#[test]
fn a_predict_attempt_that_ends_before_its_count_is_graded() {
    // Two moves from the goal: the search has fewer expansions than the eight questions asked.
    let q = "exercise=predict&board=1+2+3/4+0+6/7+5+8&algo=astar&count=8&exercise-id=p1";
    let record = predict_record(q);
    assert!(
        !record.picks.is_empty() && record.picks.len() < 8,
        "{record:?}"
    );
    let end = replay(q, record.clone())
        .unwrap()
        .end
        .expect("ended where the search did");
    assert!(end.passed, "{end:?}");
    assert_eq!(end.raw, end.max);
    assert_eq!(
        end.raw, 100,
        "every question answered right, on the scale of 100"
    );
}

#[test]
fn the_replay_makes_each_answers_record_from_the_picks_and_times() {
    let q = "exercise=predict&board=8+6+7/2+5+4/3+0+1&algo=astar&count=3&exercise-id=p2";
    let mut record = predict_record(q);
    // The second pick made wrong (another frontier node: the start's other child), and the times
    // the page kept.
    record.times = vec![2_000, 7_000, 7_500];
    let right: Vec<u32> = record.picks.clone();
    let picked = record.picks[1];
    let other = (1..40)
        .find(|n| !right.contains(n) && *n != picked)
        .unwrap();
    record.picks[1] = other;
    let answers = match replay(q, record.clone()) {
        Ok(r) => r.answers,
        // A node that is not on the frontier there does not replay: the attempt is refused
        // whole, never half believed.
        Err(e) => panic!("{e}"),
    };
    let answers: Vec<serde_json::Value> = serde_json::from_str(&answers).unwrap();
    assert_eq!(answers.len(), 3, "{answers:?}");
    assert_eq!(answers[0]["correct"], true);
    assert_eq!(answers[0]["response"], right[0].to_string());
    assert_eq!(answers[1]["correct"], false);
    assert_eq!(answers[1]["response"], other.to_string());
    assert_eq!(answers[1]["expected"], picked.to_string());
    assert_eq!(answers[1]["latencyMs"], 5_000);
    assert_eq!(answers[2]["at"], 1_700_000_007_500.0);
}
