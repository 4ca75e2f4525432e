//! What every test of the `npuzzle` binary starts from.

use std::io::Write;
use std::process::{Child, Command, Output, Stdio};

/// `npuzzle ARGS` with a cache of this test run's own (never the user's) and English messages
/// whatever the machine's locale (tests/languages.rs sets its own); every stream piped.
pub fn command(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_npuzzle"));
    command
        .args(args)
        .env("LC_ALL", "C")
        .env(
            "NPUZZLE_CACHE_DIR",
            std::env::temp_dir().join(format!("npuzzle-cache-{}", std::process::id())),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// [`command`] run with at most `mib` MiB of address space (`ulimit -v`): a regression that
/// reads or allocates without end fails the test instead of filling the machine's memory.
#[allow(dead_code)]
pub fn limited(mib: u64, args: &[&str]) -> Command {
    let plain = command(args);
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!("ulimit -v {} && exec \"$0\" \"$@\"", mib * 1024))
        .arg(plain.get_program())
        .args(plain.get_args());
    for (key, value) in plain.get_envs() {
        if let Some(value) = value {
            command.env(key, value);
        }
    }
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Writes `stdin` to `child` and waits for it. A command that fails before reading its input
/// closes the pipe: that is not a test failure.
pub fn finish(mut child: Child, stdin: &str) -> Output {
    let written = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    child.wait_with_output().unwrap()
}
