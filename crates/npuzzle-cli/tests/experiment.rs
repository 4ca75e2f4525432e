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

/// Counts that would fill memory are refused at once, naming the limit (a billion boards a
/// depth took 13.6 GB in a minute). Run in 1 GiB of address space: a regression fails here.
#[test]
fn counts_past_their_limit_are_refused_before_anything_is_drawn() {
    for (args, says) in [
        (
            vec!["experiment", "--count", "1000000000"],
            "--count: at most 100,000 boards per depth",
        ),
        (
            vec!["heuristic", "race", "manhattan", "--count", "1000000000"],
            "--count: at most 10,000 boards per depth",
        ),
    ] {
        let t = std::time::Instant::now();
        let o = common::limited(1024, &args).output().unwrap();
        let (_, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with(&format!("npuzzle: {says}")),
            "{args:?}: {err}"
        );
        assert!(t.elapsed().as_secs() < 10, "{args:?}: {:?}", t.elapsed());
    }
    // The limit itself is a count the experiment runs.
    let o = npuzzle(&[
        "experiment",
        "-n",
        "100000",
        "--depths",
        "2",
        "--searches",
        "astar:manhattan",
        "--size",
        "2x3",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o).1);
}

#[test]
fn a_formula_searches_node_for_node_as_the_heuristic_it_spells() {
    // Two formulas on the same goal, each read on its own, beside the heuristics they spell out
    // (had the second been searched with the first, its row would be IDA* with Manhattan's).
    let args = [
        "experiment",
        "--depths",
        "8,14",
        "-n",
        "10",
        "--searches",
        "astar:manhattan,astar:expr:manhattan,idastar:linear-conflict,idastar:expr:manhattan + 2*conflicts",
        "--json",
    ];
    let o = npuzzle(&args);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(
        v["formulas"],
        serde_json::json!([null, "manhattan", null, "manhattan + 2*conflicts"])
    );
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 8);
    for depth in rows.chunks(4) {
        for pair in depth.chunks(2) {
            assert_eq!(pair[0]["depth"], pair[1]["depth"]);
            assert_eq!(pair[0]["solved"], 10);
            for field in ["generated_mean", "expanded_mean"] {
                assert_eq!(pair[0][field], pair[1][field], "{field}: {pair:?}");
            }
        }
    }
    // CSV quotes a formula (commas inside), and the table names it.
    let o = npuzzle(&[
        "experiment",
        "--depths",
        "6",
        "-n",
        "3",
        "--searches",
        "astar:expr:max(manhattan, 2*hamming),iddfs",
        "--csv",
    ]);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(
        out.lines()
            .nth(1)
            .unwrap()
            .starts_with("6,astar,\"expr:max(manhattan, 2*hamming)\",3,3,"),
        "{out}"
    );
    assert!(
        out.lines().nth(2).unwrap().starts_with("6,iddfs,,3,3,"),
        "{out}"
    );
    let o = npuzzle(&[
        "experiment",
        "--depths",
        "6",
        "-n",
        "3",
        "--searches",
        "astar:expr:max(manhattan, 2*hamming)",
    ]);
    assert!(text(&o).0.contains("astar:expr:max(manhattan, 2*hamming)"));

    // A formula that does not read, or an algorithm that takes no heuristic: named, exit 2.
    for (searches, says) in [
        ("astar:expr:manhattan +", "at character 12"),
        (
            "iddfs:expr:manhattan",
            "a formula is the heuristic of greedy, astar or idastar",
        ),
    ] {
        let o = npuzzle(&["experiment", "-n", "1", "--searches", searches]);
        assert_eq!(o.status.code(), Some(2), "{searches}");
        assert!(text(&o).1.contains(says), "{searches}: {}", text(&o).1);
    }
}
