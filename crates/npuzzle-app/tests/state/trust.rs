//! Grades a teacher can trust: every forgery the probe found, refused. A saved attempt is
//! rebuilt by replaying it from the exercise's own start (never believed), counters cannot wrap,
//! predict and children answers are judged again, the board of a running exercise cannot be
//! swapped, a bad board stops the exercise, and the results say how many hints were used.

use super::exercise::{TWO_AWAY, events, exercise, loaded, next_expanded, play, saved_of};
use super::{announced, answer, board, jobs_of};
use npuzzle_app::i18n::Lang;
use npuzzle_app::options::Options;
use npuzzle_app::state::exercise::saved::{MAX_ATTEMPT, VERSION, encode_path};
use npuzzle_app::state::exercise::{Damage, Msg as ExMsg, Saved};
use npuzzle_app::state::{Effect, Event, Msg, State, puzzle};
use npuzzle_core::Move;

const GOAL: &str = "1 2 3 4 5 6 7 8 0";
const TWO_AWAY_FLAT: &str = "1 2 3 4 0 6 7 5 8";

/// A play record of exercise `two` (TWO_AWAY's id) from `start` along `path`.
fn record(start: &str, path: &[Move]) -> Saved {
    Saved {
        v: VERSION,
        exercise: "two".into(),
        task: "play".into(),
        attempt: 1,
        start: start.into(),
        moves: path.len() as u32,
        path: encode_path(path),
        hints: 0,
        picks: vec![],
        values: vec![],
        formula: None,
        seed: None,
        started: 1.0,
        times: vec![],
        score: None,
    }
}

/// Another page load of `query` given these records (the LMS's first), with the solver's
/// answers to whatever jobs start.
fn restored(query: &str, records: Vec<Result<Saved, Damage>>) -> (State, Vec<Effect>) {
    let mut s = loaded(query, 5);
    s.now = 2_000.0;
    let mut fx = s.update(Msg::Exercise(ExMsg::Restore(records)));
    for job in jobs_of(&fx) {
        fx.extend(s.update(answer(&job)));
    }
    (s, fx)
}

fn note(s: &State) -> String {
    s.exercise
        .as_ref()
        .and_then(|e| e.note.as_ref())
        .map(|n| n.said.text(Lang::En))
        .unwrap_or_default()
}

fn completed(fx: &[Effect]) -> bool {
    events(fx).iter().any(|e| matches!(e, Event::Completed(_)))
}

#[test]
fn a_record_that_does_not_replay_from_the_start_is_set_aside() {
    let bad = [
        // Already at the goal, in no moves (the probe's forgery).
        record(GOAL, &[]),
        // A move after the goal: an attempt ends there.
        record(TWO_AWAY_FLAT, &[Move::Down, Move::Right, Move::Left]),
        // A move off the board.
        record(TWO_AWAY_FLAT, &[Move::Up, Move::Up]),
        // Counters that disagree with the moves, or past any attempt.
        Saved {
            moves: u32::MAX,
            ..record(TWO_AWAY_FLAT, &[])
        },
        Saved {
            moves: 3,
            ..record(TWO_AWAY_FLAT, &[Move::Down, Move::Right])
        },
        Saved {
            attempt: 0,
            ..record(TWO_AWAY_FLAT, &[])
        },
        Saved {
            attempt: u32::MAX,
            ..record(TWO_AWAY_FLAT, &[])
        },
        // Another exercise's, or another task's.
        Saved {
            exercise: "other".into(),
            ..record(TWO_AWAY_FLAT, &[])
        },
        Saved {
            task: "predict".into(),
            ..record(TWO_AWAY_FLAT, &[])
        },
        // Hints where the exercise allows none.
        Saved {
            hints: 1,
            ..record(TWO_AWAY_FLAT, &[])
        },
    ];
    for r in bad {
        let (s, fx) = restored(&format!("{TWO_AWAY}&hints=off"), vec![Ok(r.clone())]);
        assert!(note(&s).contains("set aside"), "{r:?}: {}", note(&s));
        let ex = s.exercise.as_ref().unwrap();
        assert_eq!(ex.attempt.done, None, "{r:?}");
        assert_eq!((ex.attempt.number, ex.attempt.moves()), (1, 0), "{r:?}");
        assert_eq!(s.puzzle.board, board(TWO_AWAY_FLAT), "{r:?}");
        assert!(!completed(&fx), "{r:?}");
    }
    // An exercise on a random board: a start at the goal, or one that cannot reach it.
    let q = "exercise=play&size=3x3&exercise-id=two";
    for start in [GOAL, "1 2 3 4 5 6 8 7 0"] {
        let (s, fx) = restored(q, vec![Ok(record(start, &[]))]);
        assert!(note(&s).contains("set aside"), "{start}");
        assert!(!completed(&fx) && !s.is_solved(), "{start}");
    }
}

#[test]
fn a_record_that_replays_comes_back_and_a_finished_one_is_scored_again() {
    let (s, fx) = restored(TWO_AWAY, vec![Ok(record(TWO_AWAY_FLAT, &[Move::Down]))]);
    assert!(note(&s).contains("restored"));
    assert_eq!(s.puzzle.board, board("1 2 3 4 5 6 7 0 8"));
    assert_eq!(s.puzzle.moves, 1);
    assert!(!completed(&fx));
    // Finished: its end is said again (so an LMS that missed it hears it), scored from the
    // replay and the solver's optimal length, whatever the record claimed.
    let mut finished = record(TWO_AWAY_FLAT, &[Move::Down, Move::Right]);
    finished.score = Some(npuzzle_app::state::exercise::Score {
        raw: u32::MAX,
        max: u32::MAX,
        passed: true,
    });
    let (s, fx) = restored(TWO_AWAY, vec![Ok(finished)]);
    let done = s.exercise.as_ref().unwrap().attempt.done.unwrap();
    assert_eq!((done.raw, done.max, done.passed), (100, 100, true));
    assert!(completed(&fx));
    // A detour is scored as one.
    let detour = [Move::Up, Move::Down, Move::Down, Move::Right];
    let (s, _) = restored(TWO_AWAY, vec![Ok(record(TWO_AWAY_FLAT, &detour))]);
    let done = s.exercise.as_ref().unwrap().attempt.done.unwrap();
    assert_eq!((done.raw, done.passed), (50, false));
}

#[test]
fn of_the_lms_record_and_the_browser_record_the_one_that_got_further_wins() {
    let lms = record(TWO_AWAY_FLAT, &[]);
    let browser = record(TWO_AWAY_FLAT, &[Move::Down, Move::Right]);
    let (s, fx) = restored(TWO_AWAY, vec![Ok(lms.clone()), Ok(browser.clone())]);
    assert!(s.exercise.as_ref().unwrap().attempt.done.is_some());
    assert!(completed(&fx), "the result the LMS never took is sent");
    // A later attempt wins over more moves in an earlier one.
    let later = Saved { attempt: 2, ..lms };
    let (s, _) = restored(TWO_AWAY, vec![Ok(browser), Ok(later)]);
    let ex = s.exercise.as_ref().unwrap();
    assert_eq!((ex.attempt.number, ex.attempt.moves()), (2, 0));
    // A damaged LMS record does not hide a good one.
    let good = record(TWO_AWAY_FLAT, &[Move::Down]);
    let (s, _) = restored(TWO_AWAY, vec![Err(Damage::Unreadable), Ok(good)]);
    assert!(note(&s).contains("restored"));
    assert_eq!(s.puzzle.moves, 1);
}

#[test]
fn attempt_numbers_stop_at_their_ceiling_instead_of_wrapping() {
    let top = Saved {
        attempt: MAX_ATTEMPT,
        ..record(TWO_AWAY_FLAT, &[Move::Down, Move::Right])
    };
    let (mut s, _) = restored(TWO_AWAY, vec![Ok(top)]);
    s.update(Msg::Exercise(ExMsg::TryAgain));
    assert_eq!(s.exercise.as_ref().unwrap().attempt.number, MAX_ATTEMPT);
}

const PREDICT: &str = "exercise=predict&board=8+6+7/2+5+4/3+0+1&algo=astar&count=3&exercise-id=p3";

/// A frontier node the recorded search does not expand next.
fn wrong_pick(s: &State) -> u32 {
    let next = next_expanded(s);
    let st = s.study.stepper.as_ref().unwrap();
    st.state()
        .frontier
        .iter()
        .find(|o| o.node != next)
        .unwrap()
        .node
}

#[test]
fn predict_answers_are_judged_again_never_read() {
    let (mut s, _) = exercise(PREDICT);
    let mut fx = vec![];
    for _ in 0..3 {
        let wrong = wrong_pick(&s);
        fx = s.update(Msg::Exercise(ExMsg::Pick(wrong)));
    }
    let saved = saved_of(&fx);
    assert_eq!(saved.picks.len(), 3);
    // The probe's forgery: answers claimed right (a field this format does not have), no
    // picks. Nothing is answered.
    let mut json: serde_json::Value = serde_json::to_value(&saved).unwrap();
    json["answers"] = serde_json::json!(vec![true; 20]);
    json["picks"] = serde_json::json!([]);
    let forged: Saved = serde_json::from_value(json).unwrap();
    let (s, fx) = restored(PREDICT, vec![Ok(forged)]);
    let ex = s.exercise.as_ref().unwrap();
    assert_eq!((ex.attempt.answers.len(), ex.attempt.done), (0, None));
    assert!(!completed(&fx));
    // The real record: three wrong picks, failed, whatever its score said.
    let claimed = Saved {
        score: Some(npuzzle_app::state::exercise::Score {
            raw: 3,
            max: 3,
            passed: true,
        }),
        ..saved.clone()
    };
    let (s, fx) = restored(PREDICT, vec![Ok(claimed)]);
    let done = s.exercise.as_ref().unwrap().attempt.done.unwrap();
    assert_eq!((done.raw, done.max, done.passed), (0, 3, false));
    assert!(completed(&fx));
    // More picks than questions, or picks past the end of the search.
    let more = Saved {
        picks: vec![saved.picks[0]; 4],
        ..saved.clone()
    };
    let (s, _) = restored(PREDICT, vec![Ok(more)]);
    assert!(note(&s).contains("set aside"), "{}", note(&s));
}

#[test]
fn children_values_are_judged_again_and_must_fit_the_questions() {
    let q = "exercise=children&board=1+2+3/4+0+6/7+5+8&count=2&pass=1&exercise-id=c2";
    let (mut s, _) = exercise(q);
    let (_, kids) = s.exercise.as_ref().unwrap().question.clone().unwrap();
    let right: Vec<[Option<u32>; 3]> = kids.iter().map(|c| c.values().map(Some)).collect();
    let fx = s.update(Msg::Exercise(ExMsg::Check(right)));
    let saved = saved_of(&fx);
    assert_eq!(saved.values.len(), 12, "four children, three values each");
    let (s, _) = restored(q, vec![Ok(saved.clone())]);
    assert_eq!(s.exercise.as_ref().unwrap().attempt.answers, [true; 4]);
    // One value changed: that child is wrong now, whatever was claimed before.
    let mut changed = saved.clone();
    changed.values[2] = changed.values[2].map(|f| f + 1);
    let (s, _) = restored(q, vec![Ok(changed)]);
    assert_eq!(
        s.exercise.as_ref().unwrap().attempt.answers,
        [false, true, true, true]
    );
    // Values missing, or to spare.
    for values in [
        saved.values[..11].to_vec(),
        [&saved.values[..], &[None; 3]].concat(),
    ] {
        let (s, _) = restored(
            q,
            vec![Ok(Saved {
                values,
                ..saved.clone()
            })],
        );
        assert!(note(&s).contains("set aside"), "{}", note(&s));
    }
}

#[test]
fn a_running_exercise_keeps_its_board_and_a_host_change_starts_a_new_attempt() {
    let (mut s, _) = exercise(TWO_AWAY);
    play(&mut s, &[Move::Down]);
    // The page's script (setBoard, shuffle) or the student's keys: refused, in words.
    for m in [
        puzzle::Msg::SetBoard(board("1 2 3 4 5 6 7 0 8")),
        puzzle::Msg::Shuffle,
        puzzle::Msg::Reset,
        puzzle::Msg::ApplyText(GOAL.into()),
    ] {
        let fx = s.update(Msg::Puzzle(m.clone()));
        assert!(fx.is_empty(), "{m:?}");
        assert_eq!(s.puzzle.board, board("1 2 3 4 5 6 7 0 8"), "{m:?}");
        assert!(
            announced(&s).contains("cannot be changed while it runs"),
            "{m:?}"
        );
    }
    assert!(s.exercise_fixes_board());
    // The host's attribute: a new attempt on the new board, said so; the moves do not carry
    // over, and the new board's optimal length is asked again.
    let one_away = board("1 2 3 4 5 6 7 0 8");
    let fx = s.update(Msg::Configure(Box::new(Options {
        board: Some(one_away.clone()),
        ..Options::default()
    })));
    let ex = s.exercise.as_ref().unwrap();
    assert_eq!((ex.attempt.number, ex.attempt.moves()), (2, 0));
    assert!(
        note(&s).contains("a new attempt has started"),
        "{}",
        note(&s)
    );
    assert_eq!(s.puzzle.board, one_away);
    let job = jobs_of(&fx)
        .pop()
        .expect("the optimal length is asked again");
    assert_eq!(job.search().board, one_away);
    // A record handed in while it runs is ignored, in words.
    s.update(Msg::Configure(Box::new(Options::read(&[(
        "resume",
        r#"{"v":2}"#,
    )]))));
    assert_eq!(s.exercise.as_ref().unwrap().attempt.number, 2);
    let notices: Vec<String> = s.notices.iter().map(|n| n.text(Lang::En)).collect();
    assert!(
        notices.iter().any(|n| n.contains("was ignored")),
        "{notices:?}"
    );
}

#[test]
fn a_bad_board_stops_the_exercise() {
    let (s, fx) = exercise("exercise=play&board=1+2+3/4+4+6/7+5+0");
    let errors = s.exercise.as_ref().unwrap().spec.clone().unwrap_err();
    let text: Vec<String> = errors.iter().map(|e| e.text(Lang::En)).collect();
    assert!(
        text.iter()
            .any(|t| t.starts_with("the board “1 2 3/4 4 6/7 5 0” is not usable: ")),
        "{text:?}"
    );
    assert!(jobs_of(&fx).is_empty(), "no random board is played instead");
    assert!(s.notices.is_empty(), "said once, by the exercise");
}

#[test]
fn results_say_how_many_hints_were_used() {
    let (mut s, _) = exercise(&format!("{TWO_AWAY}&hints=on"));
    let fx = s.update(Msg::Hint(npuzzle_app::state::hint::Msg::Ask));
    s.update(answer(&super::job_of(&fx)));
    let fx = play(&mut s, &[Move::Down, Move::Right]);
    let report = events(&fx)
        .into_iter()
        .find_map(|e| match e {
            Event::Completed(r) => Some(r.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(report.hints, 1);
    assert_eq!(report.statement.result.extensions.hints, 1);
    let json = serde_json::to_value(&*report).unwrap();
    assert_eq!(
        json["statement"]["result"]["extensions"]["urn:npuzzle:extension:hints"],
        1
    );
    assert_eq!(saved_of(&fx).hints, 1);
}

#[test]
fn the_longest_records_the_settings_allow_fit_scorm_12s_suspend_data() {
    use npuzzle_app::state::exercise::saved::{MAX_HINTS_COUNTED, MAX_MOVES, MAX_TIME};
    let id = "x".repeat(npuzzle_app::options::MAX_ID);
    let start = "15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0";
    let score = Some(npuzzle_app::state::exercise::Score {
        raw: 100,
        max: 100,
        passed: false,
    });
    let longest = |task: &str, moves: u32, picks: usize, values: usize, formula: usize| Saved {
        v: VERSION,
        exercise: id.clone(),
        task: task.into(),
        attempt: MAX_ATTEMPT,
        start: start.into(),
        moves,
        path: encode_path(&vec![Move::Right; moves as usize]),
        hints: MAX_HINTS_COUNTED,
        picks: vec![u32::MAX; picks],
        values: vec![Some(u32::MAX); values],
        // The longest formula the language reads, as kept (printable ASCII), and the longest
        // seed with it.
        formula: (formula > 0).then(|| "9".repeat(formula)),
        seed: (formula > 0).then_some(u32::MAX),
        started: 1_764_100_000_000.125,
        // A time for each answer, each the latest a record may hold.
        times: vec![MAX_TIME; picks.max(1)],
        score,
    };
    let max = npuzzle_app::options::MAX_COUNT as usize;
    for record in [
        longest("play", MAX_MOVES, 0, 0, 0),
        longest("predict", 0, max, 0, 0),
        // Four children a question, three values each, every value as long as a number gets.
        longest("children", 0, max, 12 * max, 0),
        longest("heuristic", 0, 0, 0, npuzzle_core::formula::MAX_TEXT),
    ] {
        let json = serde_json::to_string(&record).unwrap();
        assert!(
            json.len() <= 4096,
            "{}: {} characters",
            record.task,
            json.len()
        );
    }
}

#[test]
fn a_play_attempt_ends_at_the_most_moves_an_attempt_makes() {
    use npuzzle_app::state::exercise::saved::MAX_MOVES;
    let (mut s, _) = exercise(TWO_AWAY);
    // Up and down, never the goal.
    let moves: Vec<Move> = (0..MAX_MOVES)
        .map(|i| if i % 2 == 0 { Move::Up } else { Move::Down })
        .collect();
    let fx = play(&mut s, &moves);
    let done = s.exercise.as_ref().unwrap().attempt.done.expect("ended");
    assert_eq!((done.raw, done.passed), (0, false));
    assert!(completed(&fx));
    assert!(
        note(&s).contains("ended after 10,000 moves"),
        "{}",
        note(&s)
    );
    // No move past it; and its record comes back ended.
    play(&mut s, &[Move::Up]);
    assert_eq!(s.exercise.as_ref().unwrap().attempt.moves(), MAX_MOVES);
    let saved = saved_of(&fx);
    let (back, fx) = restored(TWO_AWAY, vec![Ok(saved.clone())]);
    assert_eq!(
        back.exercise
            .as_ref()
            .unwrap()
            .attempt
            .done
            .map(|d| d.passed),
        Some(false)
    );
    assert!(completed(&fx));
    // One move more than an attempt makes is not a record of one.
    let over = Saved {
        moves: MAX_MOVES + 1,
        path: encode_path(&[moves.clone(), vec![Move::Up]].concat()),
        ..saved
    };
    let (s, _) = restored(TWO_AWAY, vec![Ok(over)]);
    assert!(note(&s).contains("set aside"));
}
