//! The switch for the heavy tests (large table builds, long searches): they run when
//! `NPUZZLE_HEAVY_TESTS=1`, as `scripts/test.sh` sets it, and otherwise pass at once with a note,
//! so that `scripts/check.sh` stays quick. A test starts with
//! `if heavy::skip_heavy("why") { return; }`.
//! Included by path in other crates' tests too (npuzzle-app's), so there is one switch.

use std::io::Write;

/// True (after a note on stderr) when the heavy tests are off. The note goes to stderr itself,
/// not through `eprintln!`, so the test harness shows it on a passing test too.
pub fn skip_heavy(what: &str) -> bool {
    if std::env::var("NPUZZLE_HEAVY_TESTS").is_ok_and(|v| v == "1") {
        return false;
    }
    // The harness names each test's thread after the test.
    let thread = std::thread::current();
    let test = thread.name().unwrap_or("a test");
    let _ = writeln!(
        std::io::stderr(),
        "{test}: skipped, heavy ({what}); NPUZZLE_HEAVY_TESTS=1 runs it"
    );
    true
}
