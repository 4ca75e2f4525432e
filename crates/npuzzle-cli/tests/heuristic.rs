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
    let o = common::command(&["--lang", "es", "heuristic", "check", "row(0)"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(
            "la fórmula no sirve: en el carácter 1: 0 no es una ficha del tablero (en el tablero "
        ),
        "{err}"
    );
    // In --lang's words, what was typed quoted as it is seen: a direction override shown, not
    // obeyed (a terminal would reverse the rest of the line).
    let o = common::command(&["--lang", "de", "heuristic", "check", "manhattan \u{202E} 1"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("bei Zeichen 11: „\\u{202E}“ gehört nicht zur Sprache"),
        "{err}"
    );
    assert!(!err.contains('\u{202E}'), "{err}");
}

/// 10^308: ten times it is past the largest double.
fn big() -> String {
    format!("1{}", "0".repeat(308))
}

#[test]
fn a_formula_that_is_not_a_number_on_a_board_is_neither_admissible_nor_consistent() {
    let b = big();
    // Infinity minus infinity: NaN on every board.
    let nan = format!("({b}*10) - ({b}*10)");
    let o = run(&[&nan]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    let line = text.lines().nth(1).unwrap();
    assert!(line.starts_with("  not a number: h is NaN on "), "{text}");
    assert!(
        line.ends_with(
            "; a heuristic must be a number on every board, so h is neither admissible nor consistent"
        ),
        "{text}"
    );
    assert!(
        !text.contains("  admissible") && !text.contains("NaN;"),
        "{text}"
    );
    let o = run(&[&nan, "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        (v["admissible"].as_bool(), v["consistent"].as_bool()),
        (Some(false), Some(false))
    );
    assert_eq!(v["notANumber"]["value"], "nan");
    assert_eq!(v["notANumber"]["tiles"].as_array().unwrap().len(), 9);
    assert!(v["meanRatio"].is_number(), "{v}");
    // Infinite on some boards only (the blank on top), and a division by zero.
    let o = run(&[
        &format!("if blank_row == 0 then {b}*10 else manhattan"),
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["notANumber"]["value"], "infinity");
    let blank = v["notANumber"]["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .position(|t| t == 0);
    assert!(blank.unwrap() < 3, "{v}");
    let o = run(&["1/0"]);
    assert!(o.status.success());
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains("  not a number: h divides by zero (at character 2) on "),
        "{text}"
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

/// `npuzzle ARGS` with `input` on standard input.
fn solve(args: &[&str], input: &str) -> std::process::Output {
    use std::io::Write;
    let mut child = common::command(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn solve_and_bench_take_a_formula_as_the_heuristic() {
    let board = "8 6 7 2 5 4 3 0 1";
    let json = |args: &[&str]| -> serde_json::Value {
        let o = solve(args, board);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        serde_json::from_slice(&o.stdout).unwrap()
    };
    let named = json(&[
        "solve",
        "--algo",
        "astar",
        "--heuristic",
        "manhattan",
        "--json",
    ]);
    let spelled = json(&[
        "solve",
        "--algo",
        "astar",
        "--heuristic",
        "expr:manhattan",
        "--json",
    ]);
    // The same search node for node, and shortest (the formula is proved on every 3×3).
    for field in ["length", "moves", "generated", "expanded", "optimal"] {
        assert_eq!(named[field], spelled[field], "{field}");
    }
    assert_eq!(spelled["optimal"], true);
    // An overestimate: a valid path, not claimed shortest; `auto` means A* with a formula.
    let over = json(&["solve", "--heuristic", "expr:3*manhattan", "--json"]);
    assert_eq!(
        (over["status"].as_str(), over["optimal"].as_bool()),
        (Some("solved"), Some(false))
    );
    assert_eq!(over["algorithm"], "astar");
    // Errors in words, with the place.
    let o = solve(&["solve", "--heuristic", "expr:manhattan +"], board);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("at character"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let o = solve(
        &["solve", "--algo", "bfs", "--heuristic", "expr:manhattan"],
        board,
    );
    assert_eq!(o.status.code(), Some(2));
    // bench: every line with the formula.
    let o = solve(
        &[
            "bench",
            "--algo",
            "idastar",
            "--heuristic",
            "expr:manhattan + 2*conflicts",
            "--json",
            "-",
        ],
        "8 6 7 2 5 4 3 0 1\n1 2 3 4 0 6 7 5 8\n",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let last: serde_json::Value =
        serde_json::from_str(String::from_utf8_lossy(&o.stdout).lines().last().unwrap()).unwrap();
    assert_eq!(
        (last["count"].as_u64(), last["solved"].as_u64()),
        (Some(2), Some(2))
    );
}

#[test]
fn the_race_prints_nodes_by_depth_and_counts_longer_answers() {
    let o = common::command(&[
        "heuristic",
        "race",
        "3*manhattan",
        "--depths",
        "8,16",
        "-n",
        "10",
    ])
    .output()
    .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].contains("manhattan") && lines[0].contains("linear-conflict"));
    assert!(lines[1].trim_start().starts_with("8  astar"), "{text}");
    assert!(
        text.contains("astar with h: ") && text.contains(" of 20 answers longer than the shortest")
    );
    let o = common::command(&[
        "heuristic",
        "race",
        "manhattan",
        "--depths",
        "12",
        "-n",
        "4",
        "--algo",
        "idastar",
        "--json",
    ])
    .output()
    .unwrap();
    let laps: Vec<serde_json::Value> = String::from_utf8_lossy(&o.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(laps.len(), 4);
    assert_eq!(laps[0]["entrant"], "h");
    assert_eq!(laps[2]["entrant"], "manhattan");
    assert_eq!(
        laps[0]["generatedMean"], laps[2]["generatedMean"],
        "the formula is Manhattan"
    );
    let o = common::command(&["heuristic", "race", "manhattan", "--algo", "bfs"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}
