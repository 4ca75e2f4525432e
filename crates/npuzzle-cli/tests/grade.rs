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
/// `npuzzle experiment` (means times boards, as the grade counts them).
fn experiment_nodes(heuristic: &str) -> u64 {
    let search = format!("astar:{heuristic}");
    let args = [
        "experiment",
        "--depths",
        "4..24:4",
        "--count",
        "20",
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
