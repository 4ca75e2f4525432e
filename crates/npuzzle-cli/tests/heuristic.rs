//! `npuzzle heuristic check`: verdicts in words and in JSON, counterexamples that really break
//! the property, and formula errors with their place.

#[allow(dead_code)]
mod common;

fn run(args: &[&str]) -> std::process::Output {
    let mut all = vec!["heuristic", "check"];
    all.extend(args);
    common::command(&all).output().unwrap()
}

#[test]
fn linear_conflict_written_as_a_formula_is_admissible_and_consistent() {
    let o = run(&["manhattan + 2*conflicts"]);
    assert!(o.status.success());
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.starts_with(
            "manhattan + 2*conflicts on every 3×3 board that reaches the goal (181,440):"
        ),
        "{text}"
    );
    assert!(text.contains("admissible: never above the true distance"));
    assert!(text.contains("consistent: 0 at the goal"));
}

#[test]
fn json_gives_the_verdicts_and_a_counterexample_that_breaks_them() {
    let o = run(&["manhattan * 1.5", "--json", "--goal", "start"]);
    assert!(o.status.success());
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["admissible"], false);
    assert_eq!(v["consistent"], false);
    assert_eq!(v["states"], 181_440);
    assert_eq!(v["sampled"], false);
    let x = &v["counterexample"];
    assert!(x["h"].as_f64().unwrap() > x["hStar"].as_f64().unwrap());
    // The board is one of the goal's: its h is 1.5 × its Manhattan distance.
    let tiles: Vec<u64> = x["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_u64().unwrap())
        .collect();
    assert_eq!(tiles.len(), 9);
    let c = &v["consistencyCounterexample"];
    assert!((c["ha"].as_f64().unwrap() - c["hb"].as_f64().unwrap()).abs() > 1.0);
    assert!(v["dominatesManhattan"].as_f64().unwrap() == 1.0);
}

#[test]
fn a_bad_formula_exits_2_naming_its_place() {
    let o = run(&["manhattan + * 2"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("the formula cannot be used: at character 13: expected a number, a name or “(”, found “*”"), "{err}");
    let o = run(&["manhattan", "--size", "2x2x2"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--size: "));
    let o = common::command(&["--lang", "es", "heuristic", "check", "1/0"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("la fórmula no sirve: at character 2: division by zero")
    );
}

#[test]
fn a_larger_shape_is_checked_on_a_sample_said_to_be_one() {
    let o = run(&["manhattan * 3", "--size", "4x4", "--samples", "20"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.starts_with("manhattan * 3 on a sample of 20 4×4 boards"),
        "{text}"
    );
    assert!(text.contains("not admissible: "), "{text}");
    let o = run(&["manhattan", "--size", "4x4", "--samples", "20", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        (
            v["sampled"].as_bool(),
            v["states"].as_u64(),
            v["admissible"].as_bool()
        ),
        (Some(true), Some(20), Some(true))
    );
}
