//! Graded exercises: scoring and pass rules, the three tasks, the events a host hears, the saved
//! attempt's round trip, damaged saved data, and bad settings.

use super::{answer, board, job_of};
use npuzzle_app::i18n::Lang;
use npuzzle_app::options::Options;
use npuzzle_app::state::exercise::{Damage, Msg as ExMsg, Saved, score};
use npuzzle_app::state::{Effect, Event, Msg, State};
use npuzzle_core::{Move, TraceEvent};

/// A component with these settings (as a link's query), started as the web layer starts it:
/// with nothing kept, then the solver's answer to the job that starts.
pub fn exercise(query: &str) -> (State, Vec<Effect>) {
    let mut s = loaded(query, 7);
    s.now = 1_000.0;
    let mut fx = s.update(Msg::Exercise(ExMsg::Restore(vec![])));
    if let Some(job) = fx.iter().find_map(|e| match e {
        Effect::StartJob(id, job) => Some(crate::Sent {
            id: *id,
            job: job.clone(),
        }),
        _ => None,
    }) {
        fx.extend(s.update(answer(&job)));
    }
    (s, fx)
}

/// A component with these settings (as a link's query), before anything kept is read: another
/// page load (`seed` makes its random board).
pub fn loaded(query: &str, seed: u64) -> State {
    let pairs: Vec<(String, String)> = query
        .split('&')
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap();
            (k.to_string(), v.replace('+', " "))
        })
        .collect();
    State::new(Options::read(&pairs), seed)
}

pub fn events(fx: &[Effect]) -> Vec<&Event> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Emit(ev) => Some(ev),
            _ => None,
        })
        .collect()
}

pub fn play(s: &mut State, moves: &[Move]) -> Vec<Effect> {
    moves
        .iter()
        .flat_map(|&m| s.update(Msg::Puzzle(npuzzle_app::state::puzzle::Msg::Play(m))))
        .collect()
}

#[test]
fn scores_and_pass_rules() {
    let s = score::play(20, 20, 0);
    assert_eq!((s.raw, s.max, s.passed), (100, 100, true));
    let s = score::play(20, 24, 4);
    assert_eq!((s.raw, s.passed), (83, true));
    assert!(!score::play(20, 25, 4).passed);
    let s = score::answers(4, 5, 0.8);
    assert!(s.passed && (s.scaled() - 0.8).abs() < 1e-12);
    assert!(!score::answers(3, 5, 0.8).passed);
    assert!(score::answers(7, 10, 0.7).passed, "7 of 10 reaches 0.7");
    assert!(
        !score::answers(0, 0, 0.0).passed,
        "nothing asked passes nothing"
    );
    assert_eq!(score::iso_duration(62_500.0), "PT1M2.5S");
    assert_eq!(score::iso_duration(3_600_000.0), "PT1H0M0S");
}

pub const TWO_AWAY: &str = "exercise=play&board=1+2+3/4+0+6/7+5+8&slack=0&exercise-id=two";

#[test]
fn a_play_task_played_optimally_passes_with_full_marks() {
    let (mut s, _) = exercise(TWO_AWAY);
    assert_eq!(s.exercise.as_ref().unwrap().optimal, Some(2));
    s.now = 13_500.0;
    let fx = play(&mut s, &[Move::Down, Move::Right]);
    let ex = s.exercise.as_ref().unwrap();
    let done = ex.attempt.done.expect("ended");
    assert_eq!((done.raw, done.max, done.passed), (100, 100, true));
    let evs = events(&fx);
    let completed = evs
        .iter()
        .find_map(|e| match e {
            Event::Completed(r) => Some(r),
            _ => None,
        })
        .expect("npuzzle-completed");
    assert_eq!(completed.exercise, "two");
    assert_eq!(completed.passed, Some(true));
    assert_eq!(completed.score.scaled, 1.0);
    assert_eq!(completed.duration_ms, 12_500.0);
    assert!(completed.statement.verb.id.ends_with("/passed"));
    assert_eq!(completed.statement.object.id, "urn:npuzzle:exercise:two");
    assert_eq!(completed.statement.result.duration, "PT12.5S");
    assert!(evs.iter().any(|e| matches!(e, Event::Score(_))));
    assert!(
        evs.iter()
            .any(|e| matches!(e, Event::Attempt(a) if a.score == Some(done)))
    );
    // A finished attempt stays finished: the board no longer moves.
    play(&mut s, &[Move::Left]);
    assert!(s.is_solved());
}

#[test]
fn a_play_task_played_badly_fails_and_try_again_starts_over() {
    let (mut s, _) = exercise(TWO_AWAY);
    play(&mut s, &[Move::Up, Move::Down, Move::Down, Move::Right]);
    let done = s.exercise.as_ref().unwrap().attempt.done.unwrap();
    assert_eq!((done.raw, done.passed), (50, false));
    let fx = s.update(Msg::Exercise(ExMsg::TryAgain));
    let ex = s.exercise.as_ref().unwrap();
    assert_eq!(
        (ex.attempt.number, ex.attempt.done, ex.attempt.moves()),
        (2, None, 0)
    );
    assert_eq!(s.puzzle.board, board("1 2 3 4 0 6 7 5 8"));
    // The optimal length is known: no second search.
    assert!(!fx.iter().any(|e| matches!(e, Effect::StartJob(..))));
}

#[test]
fn hints_are_counted_and_limited() {
    let (mut s, _) = exercise(&format!("{TWO_AWAY}&hints=1"));
    let fx = s.update(Msg::Hint(npuzzle_app::state::hint::Msg::Ask));
    s.update(answer(&job_of(&fx)));
    assert_eq!(s.exercise.as_ref().unwrap().attempt.hints, 1);
    let fx = s.update(Msg::Hint(npuzzle_app::state::hint::Msg::Ask));
    assert!(!fx.iter().any(|e| matches!(e, Effect::StartJob(..))));
    assert!(
        s.hint
            .said
            .as_ref()
            .unwrap()
            .text(Lang::En)
            .contains("No more hints"),
        "{:?}",
        s.hint.said
    );
}

/// The node the recorded search expands next (the predict task's right answer).
pub fn next_expanded(s: &State) -> u32 {
    let st = s.study.stepper.as_ref().unwrap();
    match &st.trace().events[st.state().step] {
        TraceEvent::Expand { node, .. } => *node,
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_predict_task_scores_right_and_wrong_picks() {
    let (mut s, _) =
        exercise("exercise=predict&board=8+6+7/2+5+4/3+0+1&algo=astar&count=3&pass=0.6");
    let right = next_expanded(&s);
    s.update(Msg::Exercise(ExMsg::Pick(right)));
    // A wrong pick: any other frontier node.
    let next = next_expanded(&s);
    let st = s.study.stepper.as_ref().unwrap();
    let wrong = st
        .state()
        .frontier
        .iter()
        .find(|o| o.node != next)
        .unwrap()
        .node;
    let fx = s.update(Msg::Exercise(ExMsg::Pick(wrong)));
    assert!(
        events(&fx)
            .iter()
            .any(|e| matches!(e, Event::Score(r) if r.passed.is_none() && r.answered == 2))
    );
    let right = next_expanded(&s);
    let fx = s.update(Msg::Exercise(ExMsg::Pick(right)));
    let done = s.exercise.as_ref().unwrap().attempt.done.unwrap();
    assert_eq!((done.raw, done.max, done.passed), (2, 3, true));
    // What the host (and so the LMS) hears is on the one scale every task uses: 0 to 100.
    let completed = completed_of(&fx);
    let out = completed.score;
    assert_eq!((out.raw, out.min, out.max), (67, 0, 100));
    assert!((out.scaled - 2.0 / 3.0).abs() < 1e-12);
    assert_eq!(completed.statement.result.score, out);
    assert_eq!(completed.keep, "best", "the default");
    assert_eq!(
        s.exercise.as_ref().unwrap().attempt.answers,
        [true, false, true]
    );
}

#[test]
fn a_children_task_checks_g_h_and_f() {
    let (mut s, _) = exercise("exercise=children&board=1+2+3/4+0+6/7+5+8&count=2&pass=1");
    let (_, kids) = s.exercise.as_ref().unwrap().question.clone().unwrap();
    assert_eq!(kids.len(), 4, "the blank in the middle has four moves");
    let right: Vec<[Option<u32>; 3]> = kids.iter().map(|c| c.values().map(Some)).collect();
    s.update(Msg::Exercise(ExMsg::Check(right)));
    let (_, kids) = s.exercise.as_ref().unwrap().question.clone().unwrap();
    // Every child wrong in f.
    let wrong: Vec<[Option<u32>; 3]> = kids
        .iter()
        .map(|c| [Some(c.g), Some(c.h), Some(c.g + c.h + 1)])
        .collect();
    s.update(Msg::Exercise(ExMsg::Check(wrong)));
    let ex = s.exercise.as_ref().unwrap();
    let done = ex.attempt.done.unwrap();
    assert_eq!(done.raw, 4);
    assert_eq!(done.max, 4 + kids.len() as u32);
    assert!(!done.passed);
}

pub fn completed_of(fx: &[Effect]) -> &score::Report {
    events(fx)
        .into_iter()
        .find_map(|e| match e {
            Event::Completed(r) => Some(&**r),
            _ => None,
        })
        .expect("npuzzle-completed")
}

#[test]
fn every_task_reports_out_of_100_and_the_rule_for_the_result_kept() {
    // Children: 4 right of 4 is 100 of 100, not 4 of 4.
    let (mut s, _) = exercise("exercise=children&board=1+2+3/4+0+6/7+5+8&count=1&keep=last");
    let (_, kids) = s.exercise.as_ref().unwrap().question.clone().unwrap();
    let right: Vec<[Option<u32>; 3]> = kids.iter().map(|c| c.values().map(Some)).collect();
    let fx = s.update(Msg::Exercise(ExMsg::Check(right)));
    let r = completed_of(&fx);
    assert_eq!((r.score.raw, r.score.max, r.score.scaled), (100, 100, 1.0));
    assert_eq!(r.keep, "last");
    let json = serde_json::to_value(r).unwrap();
    assert_eq!(json["keep"], "last");
    assert_eq!(json["score"]["max"], 100);
    // A bad rule is worded, and the exercise does not start.
    let (s, _) = exercise("exercise=play&board=1+2+3/4+0+6/7+5+8&keep=worst");
    let errors = s.exercise.as_ref().unwrap().spec.clone().unwrap_err();
    assert_eq!(
        errors[0].text(Lang::En),
        "The LMS keeps: keep “worst” is neither best nor last"
    );
}

pub fn saved_of(fx: &[Effect]) -> Saved {
    fx.iter()
        .rev()
        .find_map(|e| match e {
            Effect::Emit(Event::Attempt(a)) => Some((**a).clone()),
            _ => None,
        })
        .expect("the attempt was saved")
}

#[test]
fn a_saved_attempt_comes_back_through_json() {
    let (mut s, _) = exercise("exercise=play&size=3x3&slack=2&exercise-id=resume-me");
    let start = s.puzzle.start.clone();
    let mut fx = Vec::new();
    for m in Move::ALL {
        let more = play(&mut s, &[m]);
        if s.puzzle.moves > 0 {
            fx = more;
            break;
        }
    }
    let saved = saved_of(&fx);
    assert_eq!(saved.moves, 1);
    let json = serde_json::to_string(&saved).unwrap();
    assert!(json.len() < 4096, "fits cmi.suspend_data");
    let back: Saved = serde_json::from_str(&json).unwrap();
    // Another page load: another random board, until the kept attempt comes back.
    let mut again = loaded("exercise=play&size=3x3&slack=2&exercise-id=resume-me", 99);
    let fx = again.update(Msg::Exercise(ExMsg::Restore(vec![Ok(back)])));
    assert_eq!(again.puzzle.start, start);
    assert_eq!(again.puzzle.board, s.puzzle.board);
    assert_eq!(again.puzzle.moves, 1);
    let ex = again.exercise.as_ref().unwrap();
    assert!(
        ex.note
            .as_ref()
            .unwrap()
            .said
            .text(Lang::En)
            .contains("restored")
    );
    assert_eq!(
        job_of(&fx).search().board,
        start,
        "the optimal length of the kept board is asked"
    );
}

#[test]
fn a_finished_predict_attempt_is_replayed_finished() {
    let q = "exercise=predict&board=8+6+7/2+5+4/3+0+1&count=1&exercise-id=p1";
    let (mut s, _) = exercise(q);
    let right = next_expanded(&s);
    let fx = s.update(Msg::Exercise(ExMsg::Pick(right)));
    let saved = saved_of(&fx);
    let mut again = loaded(q, 3);
    let fx = again.update(Msg::Exercise(ExMsg::Restore(vec![Ok(saved)])));
    let request = job_of(&fx);
    again.update(answer(&request));
    let done = again
        .exercise
        .as_ref()
        .unwrap()
        .attempt
        .done
        .expect("still finished");
    assert!(done.passed);
}

#[test]
fn damaged_or_foreign_saved_data_is_set_aside_with_a_notice() {
    for (damage, words) in [
        (Damage::Unreadable, "damaged"),
        (Damage::Version, "another version"),
    ] {
        let mut s = State::new(
            Options::read(&[("exercise", "play"), ("board", "1 2 3 4 0 6 7 5 8")]),
            1,
        );
        let fx = s.update(Msg::Exercise(ExMsg::Restore(vec![Err(damage)])));
        let note = s.exercise.as_ref().unwrap().note.clone().unwrap();
        assert!(note.said.text(Lang::En).contains(words), "{note:?}");
        assert!(!fx.is_empty(), "a fresh attempt starts");
    }
    // Data that reads but does not fit: another board than the teacher's.
    let (s, fx) = exercise(TWO_AWAY);
    let mut saved = saved_of(&fx);
    saved.start = "1 2 3 4 5 6 7 0 8".into();
    let mut t = s.clone();
    t.update(Msg::Exercise(ExMsg::Restore(vec![Ok(saved.clone())])));
    let note = t.exercise.as_ref().unwrap().note.clone().unwrap();
    assert!(note.said.text(Lang::En).contains("damaged"), "{note:?}");
    // JSON that is not an attempt at all does not read as one.
    assert!(serde_json::from_str::<Saved>(r#"{"v":1,"exercise":3}"#).is_err());
    saved.v = 1;
    let spec = s.exercise.as_ref().unwrap().spec.clone().unwrap();
    assert_eq!(
        saved.check(&spec, None, &s.puzzle.goal).unwrap_err(),
        Damage::Version
    );
}

#[test]
fn numbers_typed_in_any_script_are_read() {
    // An Arabic keyboard's ٣ and ٦٠٪, a Persian one's ۲, a board in Arabic-Indic digits with
    // the Arabic comma.
    let (s, _) = exercise("exercise=predict&count=٣&pass=٦٠٪&board=٨،٦،٧/٢،٥،٤/٣،_،١");
    let spec = s.exercise.as_ref().unwrap().spec.clone().unwrap();
    assert_eq!(spec.count, 3);
    assert!((spec.pass - 0.6).abs() < 1e-12);
    assert_eq!(s.puzzle.start.to_flat(), "8 6 7 2 5 4 3 0 1");
    let (s, _) = exercise("exercise=play&slack=۲&hints=۵&board=1+2+3/4+0+6/7+5+8");
    let spec = s.exercise.as_ref().unwrap().spec.clone().unwrap();
    assert_eq!(spec.slack, 2);
    assert_eq!(spec.hints, npuzzle_app::options::Hints::Limit(5));
    let (s, _) = exercise("exercise=predict&pass=６０％&board=1+2+3/4+0+6/7+5+8");
    let spec = s.exercise.as_ref().unwrap().spec.clone().unwrap();
    assert!((spec.pass - 0.6).abs() < 1e-12);
}

#[test]
fn bad_settings_are_worded_and_the_exercise_does_not_start() {
    for (query, words) in [
        ("exercise=juggle", "the task “juggle” is not one"),
        (
            "exercise=play&slack=-1",
            "slack “-1” is not a number of moves",
        ),
        (
            "exercise=predict&count=1000000000",
            "count “1000000000” is not a number of questions from 1 to 20",
        ),
        ("exercise=play&size=5x5", "too large for an exercise"),
        (
            "exercise=play&board=1+2+3/4+5+6/8+7+0",
            "cannot reach the goal",
        ),
        (
            "exercise=children&algo=bfs&board=1+2+3/4+0+6/7+5+8",
            "children needs A*, not Breadth-first search",
        ),
        ("exercise=play&pass=150%25", "is not a pass mark"),
    ] {
        let (s, fx) = exercise(&query.replace("%25", "%"));
        let ex = s.exercise.as_ref().unwrap();
        let errors = ex.spec.clone().unwrap_err();
        let text: Vec<String> = errors.iter().map(|e| e.text(Lang::En)).collect();
        assert!(text.iter().any(|t| t.contains(words)), "{query}: {text:?}");
        assert!(
            !fx.iter().any(|e| matches!(e, Effect::StartJob(..))),
            "{query}"
        );
        // In every language.
        assert!(!errors[0].text(Lang::De).is_empty() && !errors[0].text(Lang::Es).is_empty());
    }
    // A field's error begins with its name in the page's language, then the attribute.
    let (s, _) = exercise("exercise=predict&count=x&lang=de");
    let errors = s.exercise.as_ref().unwrap().spec.clone().unwrap_err();
    assert_eq!(
        errors[0].text(Lang::De),
        "Fragen: count „x“ ist keine Anzahl von Fragen von 1 bis 20"
    );
    // No exercise set: the component is as it was.
    let s = State::new(Options::default(), 1);
    assert!(s.exercise.is_none() && !s.in_exercise());
}

/// The attempt as last kept.
fn last_saved(fx: &[Effect]) -> Saved {
    let mut kept = fx.iter().filter_map(|e| match e {
        Effect::Emit(Event::Attempt(a)) => Some((**a).clone()),
        _ => None,
    });
    kept.next_back().expect("the attempt was saved")
}

/// Two tabs of one course: one reaches the goal, the other wanders in the same attempt.
fn two_tabs() -> (State, Saved, Saved) {
    let (s, _) = exercise(TWO_AWAY);
    let mut ended = s.clone();
    let fx = play(&mut ended, &[Move::Down, Move::Right]);
    let finished = last_saved(&fx);
    assert!(finished.score.is_some(), "the goal ends the attempt");
    let mut wandering = s.clone();
    let fx = play(
        &mut wandering,
        &[Move::Up, Move::Down, Move::Up, Move::Down],
    );
    let unfinished = last_saved(&fx);
    assert_eq!((unfinished.moves, unfinished.score), (4, None));
    (s, finished, unfinished)
}

#[test]
fn an_ended_attempt_comes_back_over_one_that_moved_more_but_did_not_end() {
    let (s, finished, unfinished) = two_tabs();
    for records in [
        vec![Ok(unfinished.clone()), Ok(finished.clone())],
        vec![Ok(finished.clone()), Ok(unfinished.clone())],
    ] {
        let mut again = s.clone();
        again.update(Msg::Exercise(ExMsg::Restore(records)));
        assert_eq!(again.puzzle.moves, 2, "the attempt that reached the goal");
    }
}

#[test]
fn a_kept_record_stays_when_another_tab_got_less_far_in_it() {
    let (_, finished, unfinished) = two_tabs();
    // The pass stays over the unfinished attempt; the other way round, it replaces it.
    assert!(finished.stays(finished.reach(), &unfinished));
    assert!(!unfinished.stays(unfinished.reach(), &finished));
    // A later attempt replaces an ended one (Try again), and stays over it.
    let mut next = unfinished.clone();
    next.attempt = 2;
    assert!(!finished.stays(finished.reach(), &next));
    assert!(next.stays(next.reach(), &finished));
    // A record of another board (set aside on a restore: the teacher changed it) gives way.
    let mut old = finished.clone();
    old.attempt = 7;
    old.start = "1 2 3 4 5 6 7 0 8".into();
    assert!(!old.stays(old.reach(), &unfinished));
}
