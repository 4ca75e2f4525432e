//! `npuzzle experiment`: the contract course scripts rely on (the CSV's columns, JSON, a fixed
//! seed's numbers) and its errors.

mod common;

use common::{command, finish};
use std::process::Output;

fn npuzzle(args: &[&str]) -> Output {
    finish(command(args).spawn().unwrap(), "")
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into(),
        String::from_utf8_lossy(&o.stderr).into(),
    )
}

#[test]
fn csv_has_a_row_per_depth_and_search_with_the_documented_columns() {
    let args = [
        "experiment",
        "--depths",
        "2..8:2",
        "-n",
        "10",
        "--seed",
        "5",
        "--searches",
        "bfs,astar:manhattan",
        "--csv",
    ];
    let o = npuzzle(&args);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "depth,algorithm,heuristic,boards,solved,generated_mean,expanded_mean,ebf"
    );
    assert_eq!(lines.len(), 1 + 4 * 2);
    let row: Vec<&str> = lines[2].split(',').collect();
    assert_eq!(&row[..5], &["2", "astar", "manhattan", "10", "10"]);
    let ebf: f64 = row[7].parse().unwrap();
    assert!(ebf > 1.0 && ebf < 3.0, "{ebf}");
    assert_eq!(
        npuzzle(&args).stdout,
        o.stdout,
        "a fixed seed, the same numbers"
    );
}

#[test]
fn json_carries_the_plan_and_the_rows() {
    let o = npuzzle(&[
        "experiment",
        "--depths",
        "4,6",
        "-n",
        "5",
        "--searches",
        "iddfs",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["plan"]["depths"], serde_json::json!([4, 6]));
    assert_eq!(v["rows"].as_array().unwrap().len(), 2);
    assert_eq!(v["rows"][1]["search"]["algorithm"], "iddfs");
    assert!(
        v["rows"][1]["generatedMean"].as_f64().is_some()
            || v["rows"][1]["generated_mean"].as_f64().is_some()
    );
}

#[test]
fn the_table_shows_a_dash_past_the_node_budget() {
    let o = npuzzle(&[
        "experiment",
        "--depths",
        "2,20",
        "-n",
        "3",
        "--searches",
        "iddfs",
        "--max-nodes",
        "2000",
    ]);
    let (out, _) = text(&o);
    let last = out.lines().last().unwrap();
    assert!(
        last.trim_start().starts_with("20") && last.trim_end().ends_with('–'),
        "{out}"
    );
}

#[test]
fn bad_arguments_are_named() {
    for (args, says) in [
        (vec!["experiment", "--size", "4x4"], "4×4"),
        (vec!["experiment", "--depths", "2..x"], "--depths"),
        (vec!["experiment", "--searches", "astar:nope"], "nope"),
        (vec!["experiment", "-n", "0"], "--count"),
    ] {
        let o = npuzzle(&args);
        let (_, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
