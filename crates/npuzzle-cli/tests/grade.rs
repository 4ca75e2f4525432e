//! `npuzzle heuristic grade`: a formula graded as the page's heuristic exercise grades it, its
//! nodes checked against `npuzzle experiment` with the built-in heuristics on the same boards.

#[allow(dead_code)]
mod common;

fn grade(args: &[&str]) -> std::process::Output {
    let mut all = vec!["heuristic", "grade"];
    all.extend(args);
    common::command(&all).output().unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    let o = grade(&[args, &["--json"]].concat());
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&o.stdout).unwrap()
}

/// Nodes A* with a built-in heuristic generates on the exercise's boards in all, by
/// `npuzzle experiment` (means times boards, as the grade counts them), on seed 1's boards.
fn experiment_nodes(heuristic: &str) -> u64 {
    experiment_nodes_of(heuristic, 1)
}

#[test]
fn linear_conflict_passes_with_the_built_in_heuristics_nodes() {
    let v = json(&["manhattan  +  2 * conflicts"]);
    assert_eq!(v["formula"], "manhattan + 2 * conflicts");
    assert_eq!(v["admissible"], true);
    assert_eq!(
        v["own"].as_u64().unwrap(),
        experiment_nodes("linear-conflict")
    );
    assert_eq!(
        v["manhattan"].as_u64().unwrap(),
        experiment_nodes("manhattan")
    );
    assert_eq!(
        v["score"],
        serde_json::json!({"raw": 100, "max": 100, "passed": true})
    );
    let by_depth = v["byDepth"].as_array().unwrap();
    assert_eq!(by_depth.len(), 6);
    let own: u64 = by_depth.iter().map(|r| r[1].as_u64().unwrap()).sum();
    assert_eq!(own, v["own"].as_u64().unwrap());
}

#[test]
fn the_pass_mark_decides_and_points_fall_in_proportion() {
    let v = json(&["manhattan", "--pass", "100%"]);
    assert_eq!(
        v["score"],
        serde_json::json!({"raw": 100, "max": 100, "passed": true})
    );
    let v = json(&["manhattan", "--pass", "0.5"]);
    assert_eq!(
        v["score"],
        serde_json::json!({"raw": 50, "max": 100, "passed": false})
    );
    let o = grade(&["manhattan"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.starts_with("h = manhattan\nAdmissible. On the race's boards h generated 41,536 nodes, Manhattan 41,536: 100% of Manhattan's.\n"), "{text}");
    assert!(
        text.ends_with("Not passed: 80 of 100 (at most 80% of Manhattan's nodes allowed).\n"),
        "{text}"
    );
}

#[test]
fn an_overestimate_scores_0_with_its_board_and_a_slow_h_is_cut() {
    let v = json(&["manhattan * 2"]);
    assert_eq!(v["admissible"], false);
    let x = &v["counterexample"];
    assert!(x["h"].as_f64().unwrap() > x["hStar"].as_f64().unwrap());
    assert!(v["own"].is_null());
    assert_eq!(v["score"]["raw"], 0);
    let v = json(&["0 * manhattan"]);
    assert_eq!(
        (v["admissible"].as_bool(), v["overBudget"].as_bool()),
        (Some(true), Some(true))
    );
    assert_eq!(v["score"]["passed"], false);
}

#[test]
fn a_formula_that_does_not_read_or_a_bad_pass_mark_exits_2() {
    let o = grade(&["manhattan +"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("at character 12"));
    let o = grade(&["manhattan", "--pass", "lots"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--pass"));
}

/// Nodes of A* with a built-in heuristic on the boards of `seed` in all, by `npuzzle experiment`.
fn experiment_nodes_of(heuristic: &str, seed: u32) -> u64 {
    let search = format!("astar:{heuristic}");
    let seed = seed.to_string();
    let args = [
        "experiment",
        "--depths",
        "4..24:4",
        "--count",
        "20",
        "--seed",
        &seed,
        "--max-nodes",
        "50000",
        "--searches",
        &search,
        "--json",
    ];
    let o = common::command(&args).output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["generated_mean"].as_f64().unwrap() * 20.0).round() as u64)
        .sum()
}

#[test]
fn the_seed_of_an_attempts_record_grades_on_its_boards() {
    // A seed a page could have drawn: its own boards, and `npuzzle experiment --seed` agrees.
    let seed = 3_141_592_653u32;
    let v = json(&["manhattan + 2*conflicts", "--seed", &seed.to_string()]);
    assert_eq!(v["seed"], seed);
    assert_eq!(
        v["own"].as_u64().unwrap(),
        experiment_nodes_of("linear-conflict", seed)
    );
    assert_eq!(
        v["manhattan"].as_u64().unwrap(),
        experiment_nodes_of("manhattan", seed)
    );
    assert_ne!(
        v["manhattan"].as_u64().unwrap(),
        41_536,
        "not seed 1's boards"
    );
    // Without one: seed 1, the boards of records from before attempts drew their own.
    assert_eq!(json(&["manhattan"])["seed"], 1);
    let o = grade(&["manhattan", "--seed", "14"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains("\nThe race's boards: 20 at each depth, drawn with seed 14.\n"),
        "{text}"
    );
    let o = grade(&["manhattan", "--seed", "-1"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_formula_that_is_not_a_number_scores_0_with_its_board() {
    let b = format!("1{}", "0".repeat(308));
    let v = json(&[&format!("({b}*10) - ({b}*10)")]);
    assert_eq!(v["admissible"], false);
    assert_eq!(v["notANumber"]["value"], "nan");
    assert!(v["own"].is_null());
    assert_eq!(
        v["score"],
        serde_json::json!({"raw": 0, "max": 100, "passed": false})
    );
    let o = grade(&["manhattan / (blank_row - 2)"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.starts_with(
            "h = manhattan / (blank_row - 2)\nnot a number: h divides by zero (at character 11) on "
        ),
        "{text}"
    );
    assert!(text.ends_with("Not passed: 0 of 100 (at most 80% of Manhattan's nodes allowed).\n"));
}

/// The page's heuristic exercise, run natively (its jobs answered as its worker answers them):
/// `formula` handed in on a component whose randomness is `seed`; the attempt's seed, and the
/// nodes of h and Manhattan it showed.
fn page_grade(formula: &str, seed: u64) -> (u32, u64, u64) {
    use npuzzle_app::options::Options;
    use npuzzle_app::state::exercise::Msg as Ex;
    use npuzzle_app::state::exercise::heuristic::{Graded, totals};
    use npuzzle_app::state::{Effect, Msg, News, Reply, State};
    use npuzzle_core::formula::{Formula, check};
    use npuzzle_protocol::Job;
    let pairs: [(String, String); 2] =
        [("exercise", "heuristic"), ("exercise-id", "h")].map(|(k, v)| (k.into(), v.into()));
    let mut s = State::new(Options::read(&pairs), seed);
    s.update(Msg::Exercise(Ex::Restore(vec![])));
    s.update(Msg::Exercise(Ex::Draft(formula.into())));
    let mut fx = s.update(Msg::Exercise(Ex::Submit));
    while let Some(Effect::StartJob(id, job)) = fx
        .iter()
        .find(|e| matches!(e, Effect::StartJob(..)))
        .cloned()
    {
        let replies = match job {
            Job::Check { goal, formula } => {
                let goal = npuzzle_core::Goal::new(goal);
                let f = Formula::new(&formula, &goal).unwrap();
                vec![Reply::Checked(Ok(check(&f, &goal).unwrap()))]
            }
            Job::Experiment(plan) => {
                let mut solver = npuzzle_core::Solver::new();
                let control = &mut npuzzle_core::NoControl;
                let rows =
                    npuzzle_core::experiment::run(&plan, &mut solver, control, &mut |_, _| {});
                let mut replies: Vec<Reply> = rows
                    .unwrap()
                    .into_iter()
                    .map(Reply::ExperimentRow)
                    .collect();
                replies.push(Reply::ExperimentDone);
                replies
            }
            other => panic!("{other:?}"),
        };
        fx = replies
            .into_iter()
            .flat_map(|r| s.update(Msg::Job(id, News::Reply(r))))
            .collect();
    }
    let ex = s.exercise.as_ref().unwrap();
    let Some(npuzzle_app::state::exercise::Feedback::Heuristic(Graded::Raced(by_depth))) =
        &ex.feedback
    else {
        panic!("raced: {:?}", ex.feedback)
    };
    let (own, manhattan) = totals(by_depth);
    (ex.attempt.seed.unwrap(), own, manhattan)
}

#[test]
fn the_command_line_with_the_attempts_seed_gives_the_pages_nodes() {
    for component in [5, 77] {
        let (seed, own, manhattan) = page_grade("manhattan + 2*conflicts", component);
        let v = json(&["manhattan + 2*conflicts", "--seed", &seed.to_string()]);
        assert_eq!(
            (v["own"].as_u64().unwrap(), v["manhattan"].as_u64().unwrap()),
            (own, manhattan),
            "seed {seed}"
        );
    }
}

#[test]
fn an_exercises_id_grades_on_its_boards_as_the_page_does() {
    let id = "week5-heuristic";
    let seed = npuzzle_app::state::exercise::heuristic::race_seed_of(id);
    let by_id = json(&["manhattan + 2*conflicts", "--exercise", id]);
    assert_eq!(by_id["seed"], u64::from(seed));
    let by_seed = json(&["manhattan + 2*conflicts", "--seed", &seed.to_string()]);
    assert_eq!(by_id["byDepth"], by_seed["byDepth"]);
    // One or the other: both is a mistake worth saying.
    let o = grade(&["manhattan", "--exercise", id, "--seed", "3"]);
    assert_eq!(o.status.code(), Some(2));
}
