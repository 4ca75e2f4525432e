#!/usr/bin/env bash
# Runs every test: native (core and CLI), the wasm API in headless Chromium, the release build,
# and the end-to-end browser tests. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
stage "installing what is missing (scripts/setup.sh)"
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
# The heavy native tests run here (scripts/check.sh, the quick tier, skips them).
export NPUZZLE_HEAVY_TESTS=1

stage "formatting and lints (rustfmt; clippy, native and wasm32, and the docs, with warnings as errors)"
cargo fmt --all --check
cargo clippy --workspace --all-targets -- -D warnings
# On wasm32 the code that ships (the native-only dev-dependencies, proptest's among them, do not
# build there) and the wasm API's own browser tests.
cargo clippy -p npuzzle-core -p npuzzle-i18n -p npuzzle-protocol -p npuzzle-app -p npuzzle-web -p npuzzle-worker -p npuzzle-scan -p npuzzle-scan-wasm --lib --bins --target wasm32-unknown-unknown -- -D warnings
cargo clippy -p npuzzle-wasm --all-targets --target wasm32-unknown-unknown -- -D warnings
# The page as its release build compiles it: the panels' code loaded apart (scripts/split-page.mjs).
cargo clippy -p npuzzle-web --lib --bins --target wasm32-unknown-unknown --features split -- -D warnings
# Docs that link to what no longer exists (or to a private item, or ambiguously) fail the tests.
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

stage "native tests (core, protocol, the component's logic, CLI; fuzz corpus and seeded mutations)"
# The browser crates (web, worker, wasm API) are tested in Chromium below; the page's own unit
# tests (its markup: every part one id, every label a control) need no browser.
cargo test --workspace --exclude npuzzle-web --exclude npuzzle-worker --exclude npuzzle-wasm
cargo test -p npuzzle-web --lib

# Coverage-guided fuzzing for a fixed short time, where nightly and cargo-fuzz are installed. New
# inputs go to target/fuzz-corpus, not into the committed corpus (fuzz/corpus) it starts from.
if command -v cargo-fuzz >/dev/null && rustup toolchain list | grep -q '^nightly'; then
  stage "fuzzing: parse and solve, ${FUZZ_SECONDS:-20} s each"
  for target in parse solve; do
    mkdir -p "target/fuzz-corpus/$target"
    (cd fuzz && cargo +nightly fuzz run "$target" "../target/fuzz-corpus/$target" "corpus/$target" -- \
      -max_total_time="${FUZZ_SECONDS:-20}" -rss_limit_mb=4096 -print_final_stats=1 2>&1 |
      grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)|panicked|ERROR|SUMMARY')
  done
else
  stage "fuzzing skipped: no nightly toolchain with cargo-fuzz (the stable corpus test ran above)"
fi

stage "wasm API tests in headless Chromium"
# The runner looks for geckodriver first; point it at Chromium's driver.
CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/crates/npuzzle-wasm/webdriver.json" \
  cargo test -p npuzzle-wasm --target wasm32-unknown-unknown

stage "release build of the web app"
trunk build --release
# The end-to-end tests run the command line the native tests built (target/debug/npuzzle, the
# test profile, optimised): no build of their own, which would compile for minutes beside
# another file's browser and slow it past its waits. Not `cargo build -p npuzzle-cli` either:
# that package alone unifies other features than the workspace's tests, and builds again.
[[ -x target/debug/npuzzle ]] || { echo "target/debug/npuzzle is missing: the native tests above build it" >&2; exit 1; }

stage "the test LMS (lti1p3platform) proved by a scripted tool, before the class server meets it"
"$HOME/.cache/npuzzle/lti-platform/bin/python" tests/lti/selfcheck.py

# Each file has its own servers, ports, Chromium and databases, so two run at once; the files
# that measure time (tests/e2e/serial.txt) run alone, after.
stage "end-to-end tests in Chromium, two files at a time"
node tests/e2e/run.mjs parallel
stage "end-to-end tests that measure time, one at a time (tests/e2e/serial.txt)"
node tests/e2e/run.mjs serial
