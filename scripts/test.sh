#!/usr/bin/env bash
# Runs every test: native (core and CLI), the wasm API in headless Chromium, the release build,
# and the end-to-end browser tests. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

echo; echo "== native tests (core, CLI)"
cargo test --workspace --exclude npuzzle-web --exclude npuzzle-wasm

echo; echo "== wasm API tests in headless Chromium"
# The runner looks for geckodriver first; point it at Chromium's driver.
CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/crates/npuzzle-wasm/webdriver.json" \
  cargo test -p npuzzle-wasm --target wasm32-unknown-unknown

echo; echo "== release build of the web app"
trunk build --release

echo; echo "== end-to-end tests in Chromium"
node --test --test-concurrency=1 tests/e2e/
