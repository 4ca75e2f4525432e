//! The heuristic task: h is handed in, checked on all 8-puzzles, raced against Manhattan on
//! boards the attempt draws, and graded; a formula that does not read is not an answer; one
//! that is not a number on a board scores 0; a restored attempt is graded again from its
//! formula on its seed's boards, never from the record's score.

use super::exercise::{events, loaded, saved_of};
use super::{Sent, jobs_of, worker_reply};
use npuzzle_app::i18n::{Key, Lang};
use npuzzle_app::state::exercise::heuristic::{Depth, Graded, MAX_NODES, race_seed_of, totals};
use npuzzle_app::state::exercise::{Damage, Feedback, Msg as ExMsg, Saved, Score};
use npuzzle_app::state::{Effect, Event, Msg, News, Reply, State};
use npuzzle_core::experiment::{self, Contender, Plan, Row};
use npuzzle_core::formula::{CheckError, Formula, check};
use npuzzle_core::{Algorithm, Board, Goal, Heuristic, NoControl, SolveOptions, Solver};

const Q: &str = "exercise=heuristic&exercise-id=h1";

/// What the worker answers to a job: a check, a race's rows, or a search.
fn replies(job: &Sent) -> Vec<Reply> {
    if let Some(plan) = job.plan() {
        // The rows until h is past the budget, where the page cancels the race.
        let rows = npuzzle_app::state::exercise::heuristic::race(plan).unwrap();
        let mut replies: Vec<Reply> = rows.into_iter().map(Reply::ExperimentRow).collect();
        replies.push(Reply::ExperimentDone);
        return replies;
    }
    match job.formula() {
        Some(text) if job.events().is_none() => {
            let goal = Goal::new(job.goal().clone());
            let checked = Formula::new(text, &goal)
                .map_err(CheckError::from)
                .and_then(|f| check(&f, &goal));
            vec![Reply::Checked(checked)]
        }
        _ => vec![worker_reply(job)],
    }
}

/// Sends `msg`, then answers every job it starts (and the jobs those replies start).
fn run(s: &mut State, msg: Msg) -> Vec<Effect> {
    let mut fx = s.update(msg);
    let mut jobs = jobs_of(&fx);
    while let Some(job) = jobs.pop() {
        for r in replies(&job) {
            let more = s.update(Msg::Job(job.id, News::Reply(r)));
            jobs.extend(jobs_of(&more));
            fx.extend(more);
        }
    }
    fx
}

/// A fresh exercise, with `formula` typed and handed in.
pub fn hand_in(formula: &str) -> (State, Vec<Effect>) {
    let mut s = loaded(Q, 3);
    s.update(Msg::Exercise(ExMsg::Restore(vec![])));
    s.update(Msg::Exercise(ExMsg::Draft(formula.into())));
    let fx = run(&mut s, Msg::Exercise(ExMsg::Submit));
    (s, fx)
}

pub fn completed(fx: &[Effect]) -> npuzzle_app::state::exercise::Report {
    events(fx)
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Completed(r) => Some((**r).clone()),
            _ => None,
        })
        .expect("completed")
}

fn ended(fx: &[Effect]) -> Option<Score> {
    events(fx).iter().rev().find_map(|e| match e {
        Event::Completed(r) => Some(Score {
            raw: r.score.raw,
            max: r.score.max,
            passed: r.passed.unwrap(),
        }),
        _ => None,
    })
}

/// The race's depths and its totals, by h and by Manhattan.
fn raced(s: &State) -> (Vec<Depth>, u64, u64) {
    let Graded::Raced(by_depth) = graded(s) else {
        panic!("raced")
    };
    let (own, manhattan) = totals(&by_depth);
    (by_depth, own, manhattan)
}

fn graded(s: &State) -> Graded {
    match &s.exercise.as_ref().unwrap().feedback {
        Some(Feedback::Heuristic(g)) => g.clone(),
        other => panic!("no grading: {other:?}"),
    }
}

/// Nodes the textbook's A* with `h` generates on the race's boards in all, found here with the
/// core's experiment and the built-in heuristic (not the formula).
fn nodes_of(h: Heuristic, job: &Sent) -> u64 {
    let plan = Plan {
        searches: vec![Contender {
            algorithm: Algorithm::AStar,
            heuristic: Some(h),
            own: false,
        }],
        formula: None,
        ..job.plan().cloned().unwrap()
    };
    let rows = experiment::run(&plan, &mut Solver::new(), &mut NoControl, &mut |_, _| {}).unwrap();
    rows.iter()
        .map(|r: &Row| (r.generated_mean.unwrap() * r.boards as f64).round() as u64)
        .sum()
}

#[test]
fn linear_conflict_written_as_a_formula_passes_and_its_nodes_are_the_built_in_ones() {
    let (s, fx) = hand_in("manhattan   +\n 2*conflicts");
    let jobs = jobs_of(&fx);
    assert_eq!(jobs.len(), 2, "a check, then the race");
    let goal = npuzzle_core::GoalSpec::BlankLast
        .resolve(npuzzle_core::Shape::new(3, 3).unwrap())
        .unwrap();
    assert_eq!(
        jobs[0].goal(),
        goal.board(),
        "checked on the 8-puzzle's goal"
    );
    assert!(jobs[0].plan().is_none());
    let race = &jobs[1];
    let plan = race.plan().expect("the race");
    assert_eq!(plan.formula.as_deref(), Some("manhattan + 2*conflicts"));
    assert_eq!(plan.max_nodes, MAX_NODES);
    let seed = s.exercise.as_ref().unwrap().attempt.seed.expect("drawn");
    assert_eq!(plan.seed, u64::from(seed), "the attempt's own");
    let (by_depth, own, manhattan) = raced(&s);
    // By depth: the race's depths, adding up to the totals, h saving most on the deepest.
    let depths: Vec<u32> = by_depth.iter().map(|r| r.0).collect();
    assert_eq!(depths, [4, 8, 12, 16, 20, 24]);
    assert_eq!(by_depth.iter().map(|r| r.1).sum::<u64>(), own);
    assert_eq!(by_depth.iter().map(|r| r.2).sum::<u64>(), manhattan);
    let (_, deep_own, deep_m) = by_depth[5];
    assert!(
        deep_own * 2 < deep_m + deep_m / 5,
        "{deep_own} of {deep_m} at d = 24"
    );
    assert_eq!(own, nodes_of(Heuristic::LinearConflict, race));
    assert_eq!(manhattan, nodes_of(Heuristic::Manhattan, race));
    assert!(own * 10 < manhattan * 8, "{own} of {manhattan}");
    let score = ended(&fx).expect("completed");
    assert_eq!((score.raw, score.max, score.passed), (100, 100, true));
    // The record keeps the formula as handed in (spaces made single) and the seed, not the
    // numbers; so do the host's results.
    let saved = saved_of(&fx);
    assert_eq!(saved.formula.as_deref(), Some("manhattan + 2*conflicts"));
    assert_eq!((saved.task.as_str(), saved.seed), ("heuristic", Some(seed)));
    let report = completed(&fx);
    let json = serde_json::to_value(&report).unwrap();
    let extensions = &json["statement"]["result"]["extensions"];
    assert_eq!(extensions["urn:npuzzle:extension:seed"], seed);
    assert_eq!(
        extensions["urn:npuzzle:extension:formula"],
        "manhattan + 2*conflicts"
    );
}

#[test]
fn manhattan_itself_is_admissible_but_not_enough_and_scores_in_proportion() {
    let (s, fx) = hand_in("manhattan");
    let (by_depth, own, manhattan) = raced(&s);
    assert_eq!(own, nodes_of(Heuristic::Manhattan, &jobs_of(&fx)[1]));
    assert_eq!(manhattan, own);
    assert!(
        by_depth.iter().all(|r| r.1 == r.2),
        "the same search, depth by depth"
    );
    let score = ended(&fx).unwrap();
    assert_eq!(
        (score.raw, score.passed),
        (80, false),
        "80% allowed of 100%"
    );
}

#[test]
fn an_overestimate_fails_at_once_with_a_board_that_shows_it() {
    let (s, fx) = hand_in("manhattan * 2");
    assert_eq!(jobs_of(&fx).len(), 1, "no race for an inadmissible h");
    let Graded::NotAdmissible(c) = graded(&s) else {
        panic!("not admissible")
    };
    // The board really is closer than h says: its distance by a breadth-first search.
    let board = Board::new(npuzzle_core::Shape::new(3, 3).unwrap(), c.tiles.clone()).unwrap();
    let bfs = Solver::new()
        .solve(
            &board,
            &SolveOptions::with_algorithm(Algorithm::Bfs),
            &mut NoControl,
        )
        .unwrap();
    assert_eq!(bfs.moves.len() as u32, c.h_star);
    assert!(c.h > f64::from(c.h_star));
    assert_eq!(s.puzzle.board.cells(), &c.tiles[..], "the board shows it");
    let score = ended(&fx).unwrap();
    assert_eq!((score.raw, score.passed), (0, false));
}

#[test]
fn a_formula_that_does_not_read_is_said_and_is_not_an_answer() {
    let (mut s, fx) = hand_in("manhattan +");
    assert!(ended(&fx).is_none());
    let ex = s.exercise.as_ref().unwrap();
    let note = ex.note.as_ref().unwrap();
    assert!(note.is_error());
    assert!(
        note.said
            .text(Lang::En)
            .starts_with("h cannot be used: at character"),
        "{}",
        note.said.text(Lang::En)
    );
    assert_eq!(ex.attempt.formula, None);
    assert_eq!(ex.draft, "manhattan +", "what was typed stays");
    // Typed all the way to the words: the page's language says it, with the place.
    let why = crate::lab::formula_words(&note.said);
    assert_eq!(why.key, Key::FormulaAt);
    let de = note.said.text(Lang::De);
    assert_eq!(
        de,
        "h ist nicht verwendbar: bei Zeichen 12: erwartet eine Zahl, ein Name oder „(“, gefunden das Ende"
    );
    let ar = note.said.text(Lang::Ar);
    assert!(ar.contains("12") && !ar.contains("character"), "{ar}");
    // Nothing typed is nothing handed in.
    s.update(Msg::Exercise(ExMsg::Draft("  ".into())));
    assert!(jobs_of(&s.update(Msg::Exercise(ExMsg::Submit))).is_empty());
    // Mended, it is graded.
    s.update(Msg::Exercise(ExMsg::Draft(
        "manhattan + 2*conflicts".into(),
    )));
    let fx = run(&mut s, Msg::Exercise(ExMsg::Submit));
    assert!(ended(&fx).unwrap().passed);
    // Once ended, another hand-in starts nothing until Try again.
    assert!(jobs_of(&s.update(Msg::Exercise(ExMsg::Submit))).is_empty());
    s.update(Msg::Exercise(ExMsg::TryAgain));
    assert_eq!(s.exercise.as_ref().unwrap().attempt.number, 2);
    assert_eq!(jobs_of(&s.update(Msg::Exercise(ExMsg::Submit))).len(), 1);
}

#[test]
fn a_slow_admissible_h_is_cut_at_the_node_budget_and_fails() {
    let (s, fx) = hand_in("0 * manhattan");
    // Past the budget on the boards so far: more than Manhattan needs on any attempt's boards.
    assert_eq!(graded(&s), Graded::OverBudget);
    let race = &jobs_of(&fx)[1];
    assert!(nodes_of(Heuristic::Manhattan, race) < MAX_NODES);
    assert!(!ended(&fx).unwrap().passed);
    let cancelled = fx.iter().any(|e| matches!(e, Effect::CancelJob(_)));
    assert!(cancelled, "the race stops at the first row over the budget");
}

#[test]
fn a_restored_attempt_is_graded_again_from_its_formula() {
    let (_, fx) = hand_in("manhattan");
    let mut record = saved_of(&fx);
    // A forged pass: the record's score is never read.
    record.score = Some(Score {
        raw: 100,
        max: 100,
        passed: true,
    });
    let json = serde_json::to_string(&record).unwrap();
    let back: Saved = serde_json::from_str(&json).unwrap();
    let mut s = loaded(Q, 9);
    let fx = run(&mut s, Msg::Exercise(ExMsg::Restore(vec![Ok(back)])));
    let score = ended(&fx).expect("graded again");
    assert_eq!((score.raw, score.passed), (80, false));
    assert_eq!(s.exercise.as_ref().unwrap().draft, "manhattan");

    // Records no page could have written are set aside.
    let mut two_spaces = record.clone();
    two_spaces.formula = Some("manhattan  + 1".into());
    let mut in_play = record.clone();
    in_play.task = "play".into();
    let mut too_long = record.clone();
    too_long.formula = Some("1".repeat(npuzzle_core::formula::MAX_TEXT + 1));
    for bad in [two_spaces, too_long] {
        let mut s = loaded(Q, 9);
        let fx = run(&mut s, Msg::Exercise(ExMsg::Restore(vec![Ok(bad)])));
        assert!(ended(&fx).is_none());
        let note = s.exercise.as_ref().unwrap().note.as_ref().unwrap();
        assert!(note.said.text(Lang::En).contains("damaged"));
    }
    let ex = loaded(Q, 9);
    let spec = ex.exercise.as_ref().unwrap().spec.clone().unwrap();
    let goal = ex.puzzle.goal.clone();
    assert_eq!(
        in_play.check(&spec, None, &goal).unwrap_err(),
        Damage::Mismatch
    );
}

/// The seed of the race's boards, as its job asked them.
fn race_seed(fx: &[Effect]) -> u64 {
    let seeds: Vec<u64> = jobs_of(fx)
        .iter()
        .filter_map(|j| j.plan().map(|p| p.seed))
        .collect();
    assert_eq!(seeds.len(), 1, "one race");
    seeds[0]
}

/// The race's seed of the exercise `Q`.
fn exercise_seed() -> u64 {
    u64::from(race_seed_of("h1"))
}

#[test]
fn every_attempt_races_on_the_exercises_boards_drawn_from_its_id() {
    let (mut s, fx) = hand_in("manhattan + 2*conflicts");
    let first = race_seed(&fx);
    assert_eq!(first, exercise_seed());
    assert_ne!(
        race_seed_of("h1"),
        race_seed_of("h2"),
        "another exercise, other boards"
    );
    let (_, own, manhattan) = raced(&s);
    let fx = s.update(Msg::Exercise(ExMsg::TryAgain));
    // Nothing in the record names boards before h is handed in.
    let saved = saved_of(&fx);
    assert_eq!((saved.attempt, saved.seed), (2, None));
    s.update(Msg::Exercise(ExMsg::Draft(
        "manhattan + 2*conflicts".into(),
    )));
    let fx = run(&mut s, Msg::Exercise(ExMsg::Submit));
    // A retry of the same formula races on the same boards and earns the same: retrying does
    // not draw boards until a borderline formula passes.
    assert_eq!(race_seed(&fx), first);
    let (_, own2, manhattan2) = raced(&s);
    assert_eq!((own2, manhattan2), (own, manhattan));
    // Another page, another component's randomness: the same boards.
    let mut other = loaded(Q, 4);
    other.update(Msg::Exercise(ExMsg::Restore(vec![])));
    other.update(Msg::Exercise(ExMsg::Draft("manhattan".into())));
    let fx = run(&mut other, Msg::Exercise(ExMsg::Submit));
    assert_eq!(race_seed(&fx), first);
}

#[test]
fn a_restore_grades_again_on_the_same_boards() {
    let (s, fx) = hand_in("manhattan + 2*conflicts");
    let seed = race_seed(&fx);
    let (by_depth, ..) = raced(&s);
    let json = serde_json::to_string(&saved_of(&fx)).unwrap();
    assert!(json.contains(&format!("\"seed\":{seed}")), "{json}");
    let back: Saved = serde_json::from_str(&json).unwrap();
    // Another page, another component's randomness: the record's seed decides.
    let mut s = loaded(Q, 1234);
    let fx = run(&mut s, Msg::Exercise(ExMsg::Restore(vec![Ok(back)])));
    assert_eq!(race_seed(&fx), seed);
    assert_eq!(raced(&s).0, by_depth, "the same nodes, depth by depth");
    assert!(ended(&fx).unwrap().passed);
    assert_eq!(saved_of(&fx).seed.map(u64::from), Some(seed));
}

#[test]
fn a_record_races_on_the_exercises_boards_whatever_seed_it_names() {
    let (_, fx) = hand_in("manhattan");
    let honest = saved_of(&fx);
    let earned = ended(&fx).unwrap();
    // A seed edited into the record, or taken out of it (as records from before had none),
    // chooses nothing.
    for seed in [None, Some(1), Some(7), Some(u32::MAX)] {
        let record = Saved {
            seed,
            ..honest.clone()
        };
        let mut s = loaded(Q, 9);
        let fx = run(&mut s, Msg::Exercise(ExMsg::Restore(vec![Ok(record)])));
        assert_eq!(race_seed(&fx), exercise_seed(), "{seed:?}");
        assert_eq!(ended(&fx).unwrap(), earned, "{seed:?}");
        assert_eq!(saved_of(&fx).seed.map(u64::from), Some(exercise_seed()));
    }
}

#[test]
fn a_forged_record_earns_what_its_formula_earns_on_the_exercises_boards_and_no_more() {
    let (_, fx) = hand_in("manhattan");
    let honest = saved_of(&fx);
    let grade = |record: Saved| {
        let mut s = loaded(Q, 9);
        let fx = run(&mut s, Msg::Exercise(ExMsg::Restore(vec![Ok(record)])));
        (s, fx)
    };
    // A forged seed chooses no boards: h is raced on the exercise's, all 120, and graded as it
    // earns there. The forged score is never read.
    for seed in [0, 7, u32::MAX] {
        let forged = Saved {
            seed: Some(seed),
            formula: Some("manhattan + 2*conflicts".into()),
            score: Some(Score {
                raw: 100,
                max: 100,
                passed: true,
            }),
            ..honest.clone()
        };
        let (s, fx) = grade(forged);
        assert_eq!(race_seed(&fx), exercise_seed());
        let (by_depth, own, manhattan) = raced(&s);
        assert_eq!(by_depth.len(), 6);
        let race = &jobs_of(&fx)[1];
        assert_eq!(race.plan().unwrap().count, 20);
        assert_eq!(own, nodes_of(Heuristic::LinearConflict, race));
        assert_eq!(manhattan, nodes_of(Heuristic::Manhattan, race));
        let expected = npuzzle_app::state::exercise::score::heuristic(own, manhattan, 0.8);
        assert_eq!(ended(&fx).unwrap(), expected, "seed {seed}");
        // An overestimate fails on any seed: the check comes first, on every board.
        let forged = Saved {
            seed: Some(seed),
            formula: Some("manhattan * 2".into()),
            ..honest.clone()
        };
        let (_, fx) = grade(forged);
        assert_eq!(ended(&fx).unwrap().raw, 0);
    }
    // Records no page writes are set aside: a seed without a formula, a seed in a play
    // record; a seed that is not a whole number within u32 does not read.
    let lone = Saved {
        formula: None,
        seed: Some(5),
        ..honest.clone()
    };
    let (s, fx) = grade(lone);
    assert!(ended(&fx).is_none());
    let note = s.exercise.as_ref().unwrap().note.as_ref().unwrap();
    assert!(note.said.text(Lang::En).contains("damaged"));
    let ex = loaded("exercise=play&exercise-id=p1", 9);
    let spec = ex.exercise.as_ref().unwrap().spec.clone().unwrap();
    let goal = ex.puzzle.goal.clone();
    let play = Saved {
        task: "play".into(),
        exercise: "p1".into(),
        formula: None,
        seed: Some(5),
        start: ex.puzzle.start.to_flat(),
        ..honest.clone()
    };
    assert_eq!(
        play.clone().check(&spec, None, &goal).unwrap_err(),
        Damage::Mismatch
    );
    assert!(
        Saved { seed: None, ..play }
            .check(&spec, None, &goal)
            .is_ok()
    );
    let json = serde_json::to_value(&honest).unwrap();
    for bad in [
        serde_json::json!(-1),
        serde_json::json!(1.5),
        serde_json::json!(4_294_967_296u64),
        serde_json::json!("7"),
    ] {
        let mut j = json.clone();
        j["seed"] = bad.clone();
        assert!(serde_json::from_value::<Saved>(j).is_err(), "{bad}");
    }
}

/// 10^308: ten times it is past the largest double.
fn big() -> String {
    format!("1{}", "0".repeat(308))
}

#[test]
fn a_formula_that_is_not_a_number_on_a_board_scores_0_with_that_board() {
    let b = big();
    let (s, fx) = hand_in(&format!("({b}*10) - ({b}*10)"));
    assert_eq!(jobs_of(&fx).len(), 1, "no race");
    let Graded::NotANumber(x) = graded(&s) else {
        panic!("not a number: {:?}", graded(&s))
    };
    assert_eq!(x.value, npuzzle_core::formula::Undefined::NaN);
    assert_eq!(s.puzzle.board.cells(), &x.tiles[..], "the board shows it");
    let score = ended(&fx).expect("ended");
    assert_eq!((score.raw, score.passed), (0, false));
    assert!(
        s.exercise.as_ref().unwrap().note.is_none(),
        "a verdict, not an error"
    );
    // Infinite, and a division by zero, the same.
    for (text, value) in [
        (
            format!("{b}*10"),
            npuzzle_core::formula::Undefined::Infinity,
        ),
        (
            "manhattan / (blank_row - 2)".to_string(),
            npuzzle_core::formula::Undefined::DivisionByZero { at: 10 },
        ),
    ] {
        let (s, fx) = hand_in(&text);
        let Graded::NotANumber(x) = graded(&s) else {
            panic!("{text}: {:?}", graded(&s))
        };
        assert_eq!(x.value, value, "{text}");
        assert_eq!(ended(&fx).unwrap().raw, 0, "{text}");
    }
    // Restored, it is graded the same way again.
    let (_, fx) = hand_in(&format!("({b}*10) - ({b}*10)"));
    let mut s = loaded(Q, 9);
    let fx = run(
        &mut s,
        Msg::Exercise(ExMsg::Restore(vec![Ok(saved_of(&fx))])),
    );
    assert!(matches!(graded(&s), Graded::NotANumber(_)));
    assert_eq!(ended(&fx).unwrap().raw, 0);
}

#[test]
fn manhattan_generates_at_most_the_budgets_count_on_any_board_a_race_can_draw() {
    if crate::heavy::skip_heavy("every 8-puzzle board of depth 24 or less") {
        return;
    }
    use npuzzle_app::state::exercise::heuristic::MANHATTAN_MOST_ON_ONE;
    // Every 8-puzzle board of depth 24 or less, by breadth-first search from the goal, solved
    // as the race solves it: the budget's premise (h past it is past Manhattan on any draw).
    let goal = Board::blank_last(npuzzle_core::Shape::new(3, 3).unwrap());
    let options = SolveOptions {
        algorithm: Some(Algorithm::AStar),
        heuristic: Some(Heuristic::Manhattan),
        goal: npuzzle_core::GoalSpec::Custom(goal.clone()),
        max_nodes: Some(MAX_NODES),
        settings: Default::default(),
    };
    let mut seen = std::collections::HashSet::from([goal.clone()]);
    let mut layer = vec![goal];
    let (mut solver, mut most, mut boards) = (Solver::new(), 0, 0);
    for _depth in 1..=24 {
        let mut next = Vec::new();
        for b in &layer {
            for m in npuzzle_core::Move::ALL {
                if let Some(nb) = b.moved(m)
                    && seen.insert(nb.clone())
                {
                    next.push(nb);
                }
            }
        }
        for b in &next {
            let s = solver.solve(b, &options, &mut NoControl).unwrap();
            most = most.max(s.stats.generated);
        }
        boards += next.len();
        layer = next;
    }
    assert_eq!(boards, 140_134, "boards 1 to 24 moves from the goal");
    assert_eq!(most, MANHATTAN_MOST_ON_ONE);
}
