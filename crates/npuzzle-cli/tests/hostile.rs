//! The edges found by trying to break the CLI (issue 11): closed pipes, full disks, bad lines in a
//! batch, huge printouts, unbounded requests, and messages that misled.

use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Output, Stdio};

mod common;

fn spawn(args: &[&str], stdout: Stdio) -> Child {
    common::command(args).stdout(stdout).spawn().unwrap()
}

fn run(args: &[&str], stdin: &str) -> Output {
    common::finish(spawn(args, Stdio::piped()), stdin)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn scratch(name: &str, contents: &str) -> String {
    let dir = std::env::temp_dir().join(format!("npuzzle-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(name);
    std::fs::write(&file, contents).unwrap();
    file.to_str().unwrap().to_string()
}

/// Reads one line, then closes the pipe: the program must end quietly, not panic.
fn first_line_then_close(args: &[&str]) -> (Option<i32>, String) {
    let mut child = spawn(args, Stdio::piped());
    drop(child.stdin.take());
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    assert!(!line.is_empty());
    drop(reader);
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    (child.wait().unwrap().code(), err)
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let (code, err) = first_line_then_close(&["random", "-n", "100000"]);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    let boards: String = (0..3000)
        .map(|i| format!("{} 1 2 3 4 5 6 7 0 8\n", i))
        .collect();
    let path = scratch("many.txt", &boards);
    let (code, err) = first_line_then_close(&["bench", &path]);
    assert_eq!((code, err.as_str()), (Some(0), ""));
}

#[test]
#[cfg(target_os = "linux")]
fn a_full_disk_is_an_error_not_a_panic() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let mut child = spawn(&["random", "-n", "10000"], Stdio::from(full));
    drop(child.stdin.take());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(
        err.starts_with("npuzzle: cannot write the output: No space left"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

/// Output short enough to sit in the buffer until the end: the last flush is what fails, and
/// every command says so (issue 79: `heuristic check > /dev/full` exited 0 having written
/// nothing).
#[test]
#[cfg(target_os = "linux")]
fn a_full_disk_met_by_the_last_write_fails_every_command() {
    let board = scratch("full.txt", "1 2 3 4 5 6 7 0 8\n");
    let commands: [&[&str]; 7] = [
        &["heuristic", "check", "manhattan", "--size", "2x3"],
        &["heuristic", "check", "manhattan", "--size", "2x3", "--json"],
        &["solve", &board],
        &["explain", &board],
        &["bench", &board],
        &["random", "-n", "1"],
        &["experiment", "-n", "2", "--depths", "2", "--size", "2x3"],
    ];
    for args in commands {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let mut child = spawn(args, Stdio::from(full));
        drop(child.stdin.take());
        let o = child.wait_with_output().unwrap();
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("npuzzle: cannot write the output: No space left"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn one_bad_bench_line_is_reported_and_the_rest_solved() {
    let path = scratch(
        "mixed.txt",
        "a 1 2 3 4 5 6 7 0 8\nb 1 2 3 4 5 6 7 7 0\nc 1 2 3 4 5 6 0 7 8\n",
    );
    let o = run(&["bench", &path], "");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.contains("line 2: tile 7 appears twice"), "{err}");
    let out = text(&o.stdout);
    assert!(
        out.contains("2 boards, 2 solved, 0 mismatches, 1 invalid lines skipped"),
        "{out}"
    );
    let o = run(&["bench", &path, "--json"], "");
    let first = text(&o.stdout).lines().next().unwrap().to_string();
    assert_eq!(
        first,
        r#"{"line":2,"error":"tile 7 appears twice, at row 3, column 1 and at row 3, column 2","code":"duplicate"}"#
    );
}

#[test]
fn an_empty_bench_file_totals_zero() {
    let o = run(&["bench", &scratch("empty.txt", "# nothing\n")], "");
    assert_eq!(o.status.code(), Some(0));
    assert!(
        text(&o.stdout).contains("total 0.0 ms"),
        "{}",
        text(&o.stdout)
    );
}

#[test]
fn the_printout_streams_and_caps() {
    // A 24×24 in fast mode: about 44,000 moves, a 100 MB printout. Read half of it, then look at
    // the program's peak memory while it is still writing: boards are not stored first.
    let board = text(&run(&["random", "--size", "24", "-n", "1", "--seed", "7"], "").stdout);
    let path = scratch("r24.txt", &board);
    let mut child = spawn(
        &["solve", &path, "--algo", "fast", "--print-limit", "1000"],
        Stdio::piped(),
    );
    drop(child.stdin.take());
    let mut stdout = child.stdout.take().unwrap();
    let mut buf = vec![0u8; 1 << 16];
    let mut seen = 0usize;
    while seen < 50 << 20 {
        let n = stdout.read(&mut buf).unwrap();
        assert!(n > 0, "ended after {seen} bytes");
        seen += n;
    }
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).ok();
    let peak_kb = status.as_deref().and_then(|s| {
        s.lines()
            .find(|l| l.starts_with("VmHWM:"))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<u64>().ok())
    });
    std::io::copy(&mut stdout, &mut std::io::sink()).unwrap();
    assert!(child.wait().unwrap().success());
    if let Some(kb) = peak_kb {
        assert!(kb < 30_000, "peak memory {kb} KB while printing");
    }
    // Past the limit (here 50 MB; this printout is 97 MiB) the boards between the first and the
    // last are left out.
    let o = run(
        &["solve", &path, "--algo", "fast", "--print-limit", "50"],
        "",
    );
    assert_eq!(o.status.code(), Some(0));
    let out = text(&o.stdout);
    assert!(out.len() < 10_000, "{} bytes", out.len());
    assert!(out.contains("boards left out: printing all"), "{out}");
    assert!(out.contains("Number of moves = "), "{out}");
}

#[test]
fn unbounded_requests_are_refused() {
    let o = run(
        &["random", "--moves", "18446744073709551615", "-n", "1"],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains(
        "--moves: a scramble of 18446744073709551615 moves is too long: at most 1000000"
    ));
    let o = run(&["solve", "/dev/zero"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("/dev/zero is larger than 1 MiB"),
        "{}",
        text(&o.stderr)
    );
    let o = run(&["bench", "--every", "3x4"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("239,500,800 boards"),
        "{}",
        text(&o.stderr)
    );
}

/// Files read whole are bounded by their format's limit, and a device is not read at all: each
/// of these read `/dev/zero` until memory ran out (issue 79). Run in 1 GiB of address space.
#[test]
#[cfg(target_os = "linux")]
fn devices_and_files_past_their_limit_are_refused_unread() {
    let board = "1 2 3 4 5 6 7 0 8";
    for args in [
        vec!["scan", "/dev/zero"],
        vec!["solve", "--tables", "/dev/zero"],
        vec!["bench", "-", "--tables", "/dev/zero"],
    ] {
        let t = std::time::Instant::now();
        let o = common::finish(common::limited(1024, &args).spawn().unwrap(), board);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(
            err.trim_end(),
            "npuzzle: /dev/zero is not a file (a device, a folder or a socket): nothing was read from it",
            "{args:?}"
        );
        assert!(t.elapsed().as_secs() < 10, "{args:?}: {:?}", t.elapsed());
    }
    // A file of tables larger than any: refused by its size, before it is read.
    let path = scratch("huge.bin", "");
    std::fs::File::create(&path)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    let o = common::finish(
        common::limited(1024, &["solve", "--tables", &path])
            .spawn()
            .unwrap(),
        board,
    );
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.ends_with("huge.bin is larger than 24 MiB: that is not a file of pattern databases\n"),
        "{err}"
    );
    // A pipe is read, up to the limit: a photo through `<(…)` still reads.
    let o = common::finish(
        common::limited(1024, &["scan", "/dev/stdin"])
            .spawn()
            .unwrap(),
        "not a photo",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("not a photo"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn options_say_what_is_wrong() {
    // auto picks its own heuristic: refused, not misreported.
    let o = run(
        &["solve", "--json", "--heuristic", "hamming"],
        "8 6 7 2 5 4 3 0 1",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("auto does not take a heuristic"),
        "{}",
        text(&o.stderr)
    );
    let o = run(&["solve", "--max-nodes", "-1"], "1 2 3 0");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(
        err.contains("whole number of at least 1") && !err.contains("-- -1"),
        "{err}"
    );
    // An optimal search of a 5×5 that hits its limit points to fast mode (without the cache,
    // whose 5×5 tables the run would build behind the answer).
    let five = text(&run(&["random", "--size", "5", "-n", "1"], "").stdout);
    let o = run(&["solve", "--no-cache", "--max-nodes", "1000"], &five);
    assert_eq!(o.status.code(), Some(3));
    assert!(
        text(&o.stderr).contains("--algo fast"),
        "{}",
        text(&o.stderr)
    );
    // The help's range is written out: it must follow the solver's.
    let range = npuzzle_core::TABLE_CELLS;
    let cells = format!("{} to {} cells", range.start(), range.end());
    for (args, want) in [
        (vec!["solve", "--help"], "fast (any"),
        (vec!["tables", "--help"], cells.as_str()),
    ] {
        let out = text(&run(&args, "").stdout);
        assert!(out.contains(want), "{out}");
    }
}

#[test]
fn control_bytes_are_named_not_echoed() {
    let o = run(&["solve"], "1 2 3 4\u{1b}[2J 5 6 7 8 0");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(!err.contains('\u{1b}'), "{err:?}");
    assert!(err.contains("U+001B (ESC)"), "{err}");
}
