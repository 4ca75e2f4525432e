//! The heuristic task: h is handed in, checked on all 8-puzzles, raced against Manhattan, and
//! graded; a formula that does not read is not an answer; a restored attempt is graded again
//! from its formula, never from the record's score.

use super::exercise::{events, loaded, saved_of};
use super::{Sent, jobs_of, worker_reply};
use npuzzle_app::i18n::Lang;
use npuzzle_app::state::exercise::heuristic::{Depth, Graded, MAX_NODES, totals};
use npuzzle_app::state::exercise::{Damage, Feedback, Msg as ExMsg, Saved, Score};
use npuzzle_app::state::{Effect, Event, Msg, News, Reply, State};
use npuzzle_core::experiment::{self, Plan, Row, Search};
use npuzzle_core::formula::{Formula, check};
use npuzzle_core::{Algorithm, Board, Goal, Heuristic, NoControl, SolveOptions, Solver};

const Q: &str = "exercise=heuristic&exercise-id=h1";

/// What the worker answers to a job: a check, an experiment's rows, or a search.
fn replies(job: &Sent) -> Vec<Reply> {
    if let Some(plan) = job.plan() {
        let mut rows = Vec::new();
        experiment::run(plan, &mut Solver::new(), &mut NoControl, &mut |r, _| {
            rows.push(Reply::ExperimentRow(r.clone()))
        })
        .unwrap();
        rows.push(Reply::ExperimentDone);
        return rows;
    }
    match job.formula() {
        Some(text) if job.events().is_none() => {
            let goal = Goal::new(job.goal().clone());
            let checked = Formula::new(text, &goal)
                .map_err(|e| e.to_string())
                .and_then(|f| check(&f, &goal).map_err(|e| e.to_string()));
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
fn hand_in(formula: &str) -> (State, Vec<Effect>) {
    let mut s = loaded(Q, 3);
    s.update(Msg::Exercise(ExMsg::Restore(vec![])));
    s.update(Msg::Exercise(ExMsg::Draft(formula.into())));
    let fx = run(&mut s, Msg::Exercise(ExMsg::Submit));
    (s, fx)
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
        searches: vec![Search {
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
    assert!(manhattan <= MAX_NODES, "the budget's reason holds");
    assert!(own * 10 < manhattan * 8, "{own} of {manhattan}");
    let score = ended(&fx).expect("completed");
    assert_eq!((score.raw, score.max, score.passed), (100, 100, true));
    // The record keeps the formula as handed in (spaces made single), not the numbers.
    let saved = saved_of(&fx);
    assert_eq!(saved.formula.as_deref(), Some("manhattan + 2*conflicts"));
    assert_eq!(saved.task, "heuristic");
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
    assert_eq!(graded(&s), Graded::OverBudget);
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
