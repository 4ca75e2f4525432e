//! The `npuzzle` binary end to end: output, exit codes, JSON schema.

use std::process::Output;

mod common;
#[path = "../../npuzzle-core/tests/common/heavy.rs"]
mod heavy;

fn npuzzle(args: &[&str], stdin: &str) -> Output {
    common::finish(common::command(args).spawn().unwrap(), stdin)
}

/// A file of this test run in the temporary directory (`tag` keeps tests apart), written with
/// `contents`; returns its path.
fn scratch_file(tag: &str, name: &str, contents: &str) -> String {
    let dir = std::env::temp_dir().join(format!("npuzzle-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(name);
    std::fs::write(&file, contents).unwrap();
    file.to_str().unwrap().to_string()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn solves_the_assignment_example() {
    let o = npuzzle(&["solve"], "3\n0 1 3\n4 2 5\n7 8 6\n");
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert!(out.starts_with("  1 3\n4 2 5\n7 8 6\n\n1   3\n"), "{out}");
    assert!(
        out.contains("1 2 3\n4 5 6\n7 8\n\nNumber of moves = 4\nNumber of states enqueued = "),
        "{out}"
    );
}

#[test]
fn solves_31_move_puzzles_in_every_accepted_form() {
    for (input, args) in [
        ("8 6 7\n2 5 4\n3 0 1\n", vec!["solve", "-q"]),
        (
            "(8 6 7 2 5 4 3 nil 1)",
            vec!["solve", "-q", "--algo", "astar"],
        ),
        (
            "6 4 7 / 8 5 _ / 3 2 1",
            vec![
                "solve",
                "-q",
                "--algo",
                "idastar",
                "--heuristic",
                "manhattan",
            ],
        ),
    ] {
        let o = npuzzle(&args, input);
        assert_eq!(o.status.code(), Some(0), "{input}");
        assert_eq!(stdout(&o).split_whitespace().count(), 31, "{input}");
    }
}

#[test]
fn unsolvable_exits_1() {
    let o = npuzzle(&["solve"], "3\n1 2 3\n4 5 6\n8 7 0\n");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "No solution possible\n");
}

#[test]
fn invalid_input_exits_2_with_the_typed_error() {
    let o = npuzzle(&["solve"], "3\n1 2 3\n4 5 6\n7 7 0\n");
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains("tile 7 appears twice, at row 3, column 1 and at row 3, column 2"),
        "{err}"
    );
    let o = npuzzle(&["solve", "--algo", "quantum"], "1 2 3 0");
    assert_eq!(o.status.code(), Some(2));
    let o = npuzzle(&["solve", "/no/such/file"], "");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn json_follows_the_schema() {
    let o = npuzzle(&["solve", "--json", "--goal", "start"], "1 2 0 3 4 5 6 7 8");
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    for key in [
        "status",
        "length",
        "moves",
        "tiles",
        "optimal",
        "expanded",
        "generated",
        "maxFrontier",
        "ms",
    ] {
        assert!(v.get(key).is_some(), "missing {key} in {v}");
    }
    assert_eq!(v["status"], "solved");
    assert_eq!(v["length"], 2);
    assert_eq!(v["moves"], serde_json::json!(["left", "left"]));
    assert_eq!(v["tiles"], serde_json::json!([2, 1]));
    assert_eq!(v["optimal"], true);

    let o = npuzzle(&["solve", "--json"], "1 2 3 4 5 6 8 7 0");
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["status"], "unsolvable");
    assert!(v.get("length").is_none() && v.get("moves").is_none());
}

#[test]
fn limit_exits_3() {
    let o = npuzzle(
        &[
            "solve",
            "--algo",
            "bfs",
            "--max-nodes",
            "1000",
            "--goal",
            "start",
        ],
        "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3",
    );
    assert_eq!(o.status.code(), Some(3));
    assert!(stdout(&o).starts_with("Search stopped (limit)"));
}

#[test]
fn bench_checks_known_lengths() {
    let boards = "# id h optimal tiles\n\na 0 31 8 6 7 2 5 4 3 0 1\nb 0 4 0 1 3 4 2 5 7 8 6\n";
    let path = &scratch_file("bench", "boards.txt", boards);
    let o = npuzzle(&["bench", path, "--expect-field", "3"], "");
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert!(stdout(&o).contains("2 boards, 2 solved, 0 mismatches"));

    let o = npuzzle(&["bench", path, "--json"], "");
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        (lines[0]["id"].as_str(), lines[0]["length"].as_u64()),
        (Some("a"), Some(31))
    );
    assert_eq!(lines[2]["summary"], true);

    // The threads the long searches shared are part of the figures; a bad count is refused.
    let o = npuzzle(&["bench", path, "--json", "--threads", "3"], "");
    let summary: serde_json::Value =
        serde_json::from_str(stdout(&o).lines().last().unwrap()).unwrap();
    assert_eq!(summary["threads"], 3);
    let o = npuzzle(&["bench", path, "--threads", "1"], "");
    assert!(
        stdout(&o).trim_end().ends_with("; 1 thread"),
        "{}",
        stdout(&o)
    );
    // Subtrees: none on boards this short (no iteration is long enough to share), said so. The
    // summary's key keeps its old name, `packets`.
    let o = npuzzle(&["bench", path, "--json", "--subtrees"], "");
    let summary: serde_json::Value =
        serde_json::from_str(stdout(&o).lines().last().unwrap()).unwrap();
    assert_eq!(summary["packets"]["iterations"], 0);
    assert_eq!(
        summary["packets"]["workers"].as_array().map(Vec::len),
        Some(4)
    );
    // `--packets`, the flag's old name, still runs it.
    let o = npuzzle(&["bench", path, "--packets"], "");
    assert!(
        stdout(&o).contains("subtrees: no iteration was shared"),
        "{}",
        stdout(&o)
    );
    let o = npuzzle(&["bench", path, "--threads", "0"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("not a thread count"));

    // A wrong expectation is caught.
    std::fs::write(path, "a 0 30 8 6 7 2 5 4 3 0 1\n").unwrap();
    let o = npuzzle(&["bench", path, "--expect-field", "3"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("MISMATCH"));
}

#[test]
fn bench_times_the_improvements_against_the_search_alone() {
    // 3×4 boards (`npuzzle random --size 3x4 -n 2 --seed 5`), their lengths checked by IDA*.
    let boards = "a 3 4 1 10 5 11 8 2 7 4 9 0 6 3\nb 3 4 10 11 2 5 9 0 3 6 1 4 7 8\n";
    let path = &scratch_file("improvement", "boards.txt", boards);
    let improvement = |more: &[&str]| {
        let args = [
            &["bench", path.as_str(), "--improvement-cost", "--no-cache"],
            more,
        ]
        .concat();
        npuzzle(&args, "")
    };
    let reference = npuzzle(&["bench", path, "--algo", "idastar", "--json"], "");
    let lengths: Vec<u64> = stdout(&reference)
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok()?["length"].as_u64())
        .collect();
    assert_eq!(lengths.len(), 2, "{}", stdout(&reference));
    let known = format!("a {} 3 4 1 10 5 11 8 2 7 4 9 0 6 3\n", lengths[0]);
    std::fs::write(path, known).unwrap();
    let o = improvement(&["--expect-field", "1"]);
    // Field 1 is the id, not a length: refused per line as usual.
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    let o = improvement(&["--expect-field", "2"]);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{out}");
    let row = out
        .lines()
        .find(|l| l.trim_start().starts_with("a "))
        .unwrap();
    assert!(!row.contains("MISMATCH"), "{out}");
    assert!(
        out.contains("of 1 boards have the shortest within 5% + 1 ms"),
        "{out}"
    );
    assert!(out.contains(", 0 mismatches;"), "{out}");
    // A wrong known length is caught; other algorithms are refused by name.
    std::fs::write(path, "a 1 3 4 1 10 5 11 8 2 7 4 9 0 6 3\n").unwrap();
    let o = improvement(&["--expect-field", "2"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("MISMATCH"));
    let o = improvement(&["--algo", "fast"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--algo auto"));
    // The old name of the flag still runs it, for older scripts.
    let o = npuzzle(&["bench", path, "--interim-cost", "--algo", "fast"], "");
    assert!(String::from_utf8_lossy(&o.stderr).contains("--algo auto"));
}

#[test]
fn bench_compares_stopped_answers_with_known_lengths() {
    // A 3×4 board (`npuzzle random --size 3x4 -n 1 --seed 5`) whose length IDA* gives; `auto`
    // stopped after a few nodes keeps its first answer, not proved shortest.
    let board = "3 4 1 10 5 11 8 2 7 4 9 0 6 3";
    let path = &scratch_file("stopped", "boards.txt", &format!("a {board}\n"));
    let reference = npuzzle(&["bench", path, "--algo", "idastar", "--json"], "");
    let row: serde_json::Value =
        serde_json::from_str(stdout(&reference).lines().next().unwrap()).unwrap();
    let shortest = row["length"].as_u64().unwrap();
    let stopped = |known: u64| {
        std::fs::write(path, format!("a {known} {board}\n")).unwrap();
        let args = ["--expect-field", "2", "--max-nodes", "50", "--no-cache"];
        let text = npuzzle(&[&["bench", path.as_str()], &args[..]].concat(), "");
        let json = npuzzle(
            &[&["bench", path.as_str(), "--json"], &args[..]].concat(),
            "",
        );
        (text, json)
    };
    let (text, json) = stopped(shortest);
    let out = stdout(&text);
    // Not solved (exit 1), but an answer kept is no mismatch: it is measured against the known
    // length, and its first answer's time is given.
    assert_eq!(text.status.code(), Some(1), "{out}");
    assert!(out.contains("limit, shortest >= "), "{out}");
    assert!(!out.contains("MISMATCH"), "{out}");
    assert!(out.contains("0 mismatches"), "{out}");
    assert!(
        out.contains(&format!(" against {shortest} expected: ratio ")),
        "{out}"
    );
    assert!(out.contains("first answers (1 boards): median "), "{out}");
    let lines: Vec<serde_json::Value> = stdout(&json)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let got = lines[0]["length"].as_u64().unwrap();
    // Not proved shortest (it may be as long as the shortest, no shorter).
    assert_eq!(lines[0]["optimal"], false);
    assert!(got >= shortest, "{}", stdout(&json));
    assert!(lines[0]["firstMs"].as_f64().unwrap() >= 0.0);
    let summary = &lines[1];
    assert_eq!(summary["totalLength"].as_u64(), Some(got));
    assert_eq!(summary["firstAnswers"], 1);
    let ratio = got as f64 / shortest as f64;
    assert!((summary["maxRatio"].as_f64().unwrap() - ratio).abs() < 1e-9);
    // A kept answer shorter than the known length shows the known length wrong.
    let (text, _) = stopped(got + 1);
    assert!(stdout(&text).contains("MISMATCH"), "{}", stdout(&text));
    assert!(stdout(&text).contains("1 mismatches"), "{}", stdout(&text));
}

#[test]
fn bench_loads_saved_tables_and_reports_fast_mode_ratio() {
    // 2×5 boards (`npuzzle random --size 2x5 -n 2 --seed 3`) with their lengths checked by IDA*:
    // loaded tables give the same.
    let boards = "a 40 2 5 2 7 1 4 9 3 8 6 5 0\nb 40 2 5 9 1 4 7 3 0 8 2 5 6\n";
    let path = &scratch_file("tables", "boards.txt", boards);
    let tables = &path.replace("boards.txt", "pdb-2x5.bin");
    let o = npuzzle(&["tables", "--size", "2x5", "--out", tables], "");
    assert_eq!(o.status.code(), Some(0));
    let reference = npuzzle(
        &["bench", path, "--expect-field", "2", "--algo", "idastar"],
        "",
    );
    assert_eq!(reference.status.code(), Some(0), "{}", stdout(&reference));
    let o = npuzzle(
        &[
            "bench",
            path,
            "--expect-field",
            "2",
            "--tables",
            tables,
            "--json",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let rows: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(
        rows[0]["method"]
            .as_str()
            .unwrap()
            .contains("pattern databases")
    );
    assert!(rows[2]["tableBytes"].as_u64().unwrap() > 0);
    // Fast mode is not optimal: the summary states its ratio to the known lengths.
    let o = npuzzle(
        &["bench", path, "--expect-field", "2", "--algo", "fast"],
        "",
    );
    let out = stdout(&o);
    let ratio = out.lines().last().unwrap();
    assert!(
        ratio.starts_with("lengths ") && ratio.contains("against 80 expected"),
        "{out}"
    );
    // A missing or damaged tables file is an error that names it.
    let o = npuzzle(&["bench", path, "--tables", path], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains(path));
}

#[test]
fn random_boards_are_reproducible_and_solvable() {
    let a = npuzzle(&["random", "--size", "4", "-n", "3", "--seed", "5"], "");
    let b = npuzzle(&["random", "--size", "4", "-n", "3", "--seed", "5"], "");
    assert_eq!(stdout(&a), stdout(&b));
    assert_eq!(stdout(&a).lines().count(), 3);
    let first = stdout(&a).lines().next().unwrap().to_string();
    let o = npuzzle(&["solve", "--algo", "greedy", "-q"], &first);
    assert_eq!(o.status.code(), Some(0));
}

/// Runs npuzzle with its cache in `cache` (not the shared test cache).
fn with_cache(cache: &std::path::Path, args: &[&str], stdin: &str) -> Output {
    let child = common::command(args)
        .env("NPUZZLE_CACHE_DIR", cache)
        .spawn()
        .unwrap();
    common::finish(child, stdin)
}

/// A cache folder of this test's own, with nothing in it.
fn empty_cache(tag: &str) -> std::path::PathBuf {
    let cache = std::env::temp_dir().join(format!("npuzzle-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    cache
}

/// The names of the files in `cache`.
fn files_in(cache: &std::path::Path) -> Vec<String> {
    std::fs::read_dir(cache)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect()
}

/// Standard output as the JSON object `--json` prints.
fn json(o: &Output) -> serde_json::Value {
    serde_json::from_slice(&o.stdout).unwrap()
}

#[test]
fn solve_keeps_its_tables_and_rebuilds_a_damaged_file() {
    let cache = empty_cache("keep");
    // A 3×4 board hard enough that auto builds pattern databases (0.3 s).
    let board = stdout(&npuzzle(
        &["random", "--size", "3x4", "-n", "1", "--seed", "23"],
        "",
    ));
    let first = with_cache(&cache, &["solve", "--json"], &board);
    let err = String::from_utf8_lossy(&first.stderr).to_string();
    assert!(err.contains("pattern databases are saved in"), "{err}");
    let file = cache.join("pdb-3x4.bin");
    assert!(file.exists());
    let second = with_cache(&cache, &["solve", "--json"], &board);
    assert_eq!(String::from_utf8_lossy(&second.stderr), "");
    let (a, b) = (json(&first), json(&second));
    assert_eq!(a["length"], b["length"]);
    assert_eq!(b["method"], "IDA* with additive pattern databases");
    assert!(
        b["generated"].as_u64() < a["generated"].as_u64(),
        "no IDA* warm-up the second time"
    );
    // One byte changed: reported, deleted, built again, and the answer is the same; said in
    // the language asked for, as every line of the cache's is.
    let mut bytes = std::fs::read(&file).unwrap();
    let mid = bytes.len() / 2;
    bytes[mid] ^= 0x01;
    std::fs::write(&file, &bytes).unwrap();
    let third = with_cache(&cache, &["--lang", "fr", "solve", "--json"], &board);
    let err = String::from_utf8_lossy(&third.stderr).to_string();
    assert!(
        err.contains("les tables en cache sont inutilisables") && err.contains("reconstruites"),
        "{err}"
    );
    assert!(err.contains("sont enregistrées dans"), "{err}");
    assert_eq!(json(&third)["length"], a["length"]);
    assert_ne!(std::fs::read(&file).unwrap(), bytes, "rewritten");
    // --tables FILE loads that file; a bad one is an error naming it.
    let o = with_cache(
        &cache,
        &["solve", "--json", "--tables", file.to_str().unwrap()],
        &board,
    );
    assert_eq!(json(&o)["method"], "IDA* with additive pattern databases");
    let bad = scratch_file("keep", "bad.bin", "not tables");
    let o = with_cache(&cache, &["solve", "--tables", &bad], &board);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("bad.bin: the tables file cannot be used"));
    // --no-cache neither reads nor writes.
    let elsewhere = cache.join("none");
    let o = with_cache(&elsewhere, &["solve", "--no-cache", "--json"], &board);
    assert_eq!(json(&o)["length"], a["length"]);
    assert!(!elsewhere.exists());
    let _ = std::fs::remove_dir_all(&cache);
}

#[test]
fn a_first_15_puzzle_answers_with_quick_tables_then_keeps_the_full_ones() {
    if heavy::skip_heavy("builds the 15-puzzle's full tables, about a minute of CPU") {
        return;
    }
    let cache = empty_cache("first");
    // Korf's first board (57 moves, his goal: blank first).
    let board = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3";
    let first = with_cache(&cache, &["solve", "--json", "--goal", "start"], board);
    let err = String::from_utf8_lossy(&first.stderr).to_string();
    let a = json(&first);
    assert_eq!(a["length"], 57, "shortest with the quick tables: {a}");
    assert!(a["method"].as_str().unwrap().contains("quick"), "{a}");
    assert!(err.contains("building the 4×4 pattern databases"), "{err}");
    assert!(err.contains("saved in"), "{err}");
    // Written once, whole: one file, no partial one beside it.
    assert_eq!(files_in(&cache), ["pdb-4x4.bin"]);
    let file = cache.join("pdb-4x4.bin");
    let bytes = std::fs::read(&file).unwrap();
    // The next run loads them (their checksum is checked on reading), builds and writes nothing.
    let second = with_cache(&cache, &["solve", "--json", "--goal", "start"], board);
    assert_eq!(String::from_utf8_lossy(&second.stderr), "");
    let b = json(&second);
    assert_eq!(b["length"], 57);
    assert!(!b["method"].as_str().unwrap().contains("quick"), "{b}");
    assert!(
        b["generated"].as_u64() < a["generated"].as_u64(),
        "{a}\n{b}"
    );
    assert_eq!(std::fs::read(&file).unwrap(), bytes, "not written again");
    let _ = std::fs::remove_dir_all(&cache);
}

/// `tiles` slid in turn from `board`: the board reached (a tile that cannot slide fails).
fn slid(board: &str, tiles: &serde_json::Value) -> npuzzle_core::Board {
    let mut b: npuzzle_core::Board = board.parse().unwrap();
    for t in tiles.as_array().unwrap() {
        let at = b
            .cells()
            .iter()
            .position(|&c| u64::from(c) == t.as_u64().unwrap());
        let m = at.and_then(|i| b.move_for_cell(i));
        assert!(
            m.is_some_and(|m| b.apply(m).is_some()),
            "tile {t} cannot slide"
        );
    }
    b
}

#[test]
fn a_first_24_puzzle_answers_at_once_then_keeps_its_tables_for_the_next() {
    if heavy::skip_heavy("builds the 24-puzzle's tables, about 15 s of CPU") {
        return;
    }
    let cache = empty_cache("first-5x5");
    // `npuzzle random --size 5x5 --seed 5`'s first board.
    let board = "24 17 4 18 22 / 3 0 20 10 9 / 6 5 19 12 16 / 13 15 21 8 23 / 11 1 2 14 7";
    let goal = npuzzle_core::Board::blank_last(npuzzle_core::Shape::new(5, 5).unwrap());
    let args = ["solve", "--json", "--time-limit", "1"];
    let first = with_cache(&cache, &args, board);
    let err = String::from_utf8_lossy(&first.stderr).to_string();
    let a = json(&first);
    assert_eq!(slid(board, &a["tiles"]), goal, "{a}");
    assert_eq!(a["tableMs"], 0.0, "answered without tables: {a}");
    assert!(err.contains("building the 5×5 pattern databases"), "{err}");
    assert!(err.contains("saved in"), "{err}");
    assert_eq!(files_in(&cache), ["pdb-5x5.bin"], "written once, whole");
    let file = cache.join("pdb-5x5.bin");
    let bytes = std::fs::read(&file).unwrap();
    // The next run loads them (their checksum checked), builds and writes nothing.
    let second = with_cache(&cache, &args, board);
    assert_eq!(String::from_utf8_lossy(&second.stderr), "");
    let b = json(&second);
    assert_eq!(slid(board, &b["tiles"]), goal, "{b}");
    assert!(b["tableMs"].as_f64().unwrap() > 0.0, "loaded: {b}");
    assert_eq!(std::fs::read(&file).unwrap(), bytes, "not written again");
    // Though the beams take the second, the short optimal search before them proves more than
    // linear conflict's estimate (84) and the tables' (86); the depth shown is that bound, and
    // the counts are that search's.
    let bound = b["lowerBound"].as_u64().unwrap();
    assert!(bound > 86 && bound > b["hStart"].as_u64().unwrap(), "{b}");
    assert_eq!(b["depth"].as_u64(), Some(bound), "{b}");
    let text = stdout(&with_cache(&cache, &["solve", "--time-limit", "1"], board));
    let said = format!("the shortest takes at least {bound} (proved)");
    assert!(
        text.contains(&said) && text.contains(&format!("depth {bound},")),
        "{text}"
    );
    assert!(
        text.contains(" nodes expanded, ") && !text.contains("– nodes"),
        "{text}"
    );
    // `bench` builds them before its first board when nothing is cached, so its figures do not
    // depend on the cache: the table time is counted, the answers are the tables'.
    let _ = std::fs::remove_dir_all(&cache);
    let list = scratch_file("first-5x5", "one.txt", &board.replace(" / ", " "));
    let o = with_cache(&cache, &["bench", "--json", "--time-limit", "1", &list], "");
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    let summary: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert!(summary["tableMs"].as_f64().unwrap() > 1000.0, "{summary}");
    assert!(
        summary["tableBytes"].as_u64().unwrap() > 19_000_000,
        "the 5×5's held: {summary}"
    );
    assert!(cache.join("pdb-5x5.bin").exists(), "and kept");
    let _ = std::fs::remove_dir_all(&cache);
}

#[test]
fn explain_shows_the_course_numbers() {
    let o = npuzzle(&["explain"], "8 1 3 / 4 _ 2 / 7 6 5");
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert!(
        out.contains("Hamming (misplaced tiles) = 5\nManhattan = 10\n"),
        "{out}"
    );
    assert!(
        out.contains("    8  row 1, column 1    row 3, column 2            3  yes\n"),
        "{out}"
    );
    let o = npuzzle(&["explain", "--json"], "1 2 3 / 4 5 6 / 8 7 _");
    assert_eq!(o.status.code(), Some(1), "unsolvable");
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["solvability"]["solvable"], false);
    assert_eq!(v["solvability"]["inversions"], 1);
    assert_eq!(
        v["heuristics"]["conflicts"][0]["tiles"],
        serde_json::json!([8, 7])
    );
    assert!(v["explanation"].as_str().unwrap().contains("1 is odd"));
}

#[test]
fn search_settings_on_the_command_line() {
    let o = npuzzle(
        &["solve", "-q", "--algo", "dfs", "--order", "rdlu"],
        "1 2 3 / 4 _ 5 / 7 8 6",
    );
    assert_eq!(stdout(&o), "right down\n");
    let o = npuzzle(
        &[
            "solve",
            "--json",
            "--algo",
            "bfs",
            "--goal-test",
            "expansion",
        ],
        "1 2 3 / 4 _ 5 / 7 8 6",
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        (v["length"].as_u64(), v["expanded"].as_u64()),
        (Some(2), Some(12))
    );
    let o = npuzzle(&["solve", "--order", "uudl"], "1 2 3 0");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("the four moves once each"));
}

/// The page copies the assignment's printout from the words both share
/// (`npuzzle_i18n::assignment_text`): it is exactly what `npuzzle solve` prints on standard
/// output, in every language.
#[test]
fn the_page_copies_what_the_cli_prints() {
    let board: npuzzle_core::Board = "0 1 3 / 4 2 5 / 7 8 6".parse().unwrap();
    let solution = npuzzle_core::solve(
        &board,
        &npuzzle_core::SolveOptions::with_algorithm(npuzzle_core::Algorithm::Bfs),
        &mut npuzzle_core::NoControl,
    )
    .unwrap();
    for lang in npuzzle_i18n::Lang::ALL {
        let out = npuzzle(
            &["solve", "--algo", "bfs", "--lang", lang.tag()],
            "3\n0 1 3\n4 2 5\n7 8 6\n",
        );
        let printed = String::from_utf8(out.stdout).unwrap();
        let copied = npuzzle_i18n::assignment_text(lang, &board, &solution);
        assert_eq!(printed, copied, "{lang:?}");
    }
    let copied = npuzzle_i18n::assignment_text(npuzzle_i18n::Lang::En, &board, &solution);
    assert!(
        copied.contains("\nNumber of moves = 4\nNumber of states enqueued = "),
        "{copied}"
    );
}
