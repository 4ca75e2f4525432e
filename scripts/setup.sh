#!/usr/bin/env bash
# Installs what building and testing need, skipping what is already there (safe to run often).
#   scripts/setup.sh          everything (Rust tools, npm packages, Chromium)
#   scripts/setup.sh --build  only what building and serving the app needs (no browser)
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=1
[[ ${1:-} == --build ]] && want_browser=0

step() { printf '\n== %s\n' "$*"; }
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi
# The page's standard library is built for it in release builds (scripts/split-page.mjs).
if ! rustup component list --installed | grep -q '^rust-src'; then
  step "adding the standard library's source"
  rustup component add rust-src
fi

# The tools are built without their own release profiles' fat LTO and single codegen unit:
# they run for seconds, and on two cores the LTO doubles their build (trunk: about 8 minutes
# with it). Only these installs see these settings.
quick_build=(env CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=2)

# Trunk 0.22 needs a newer rustc than this toolchain; 0.21.14 builds with rustls only.
if ! trunk --version 2>/dev/null | grep -q '0\.21\.14'; then
  step "installing trunk 0.21.14 (a few minutes)"
  "${quick_build[@]}" cargo install trunk --version 0.21.14 --locked --no-default-features --features rustls
fi

# wasm-bindgen-cli must match the wasm-bindgen in Cargo.lock exactly. Not --locked: one of its
# locked dependencies is not in the registry.
bindgen=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/[^0-9.]/, ""); print; exit}' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " $bindgen\$" || ! command -v wasm-bindgen-test-runner >/dev/null; then
  step "installing wasm-bindgen-cli $bindgen (a few minutes)"
  "${quick_build[@]}" cargo install wasm-bindgen-cli --version "$bindgen" --force
fi

# wasm-split (the prototype's command line that Leptos's and Yew's lazy loading use): the
# page's release build cuts the code of the panels built when first shown (the Study panel past
# Hint, the exercise maker's fields) out of the page's wasm (scripts/split-page.mjs).
if ! command -v wasm-split-cli >/dev/null || ! cargo install --list | grep -q '^wasm_split_cli_support v0\.2\.4:'; then
  step "installing wasm-split-cli 0.2.4 (about 2 minutes)"
  "${quick_build[@]}" cargo install wasm_split_cli_support --version 0.2.4 --locked --features build-binary
fi

# cargo-fuzz, for the tests only, where a nightly toolchain is installed (libFuzzer needs
# nightly; none can be fetched here). Without it the test command runs the same properties on
# stable.
if ((want_browser)) && rustup toolchain list | grep -q '^nightly' && ! command -v cargo-fuzz >/dev/null; then
  step "installing cargo-fuzz (about 3 minutes)"
  cargo install cargo-fuzz --version 0.13.2 --locked
fi

# npm packages: playwright-core (drives Chromium), @axe-core/playwright (accessibility audits)
# binaryen (wasm-opt for release builds), terser (minifies the wasm-bindgen glue), fflate (zips
# SCORM packages in the browser; copied into the site) and scorm-again (an LMS runtime for tests).
if [[ ! -x node_modules/.bin/wasm-opt || ! -d node_modules/playwright-core || ! -d node_modules/@axe-core/playwright || ! -d node_modules/terser || ! -d node_modules/fflate || ! -d node_modules/scorm-again || package-lock.json -nt node_modules/.package-lock.json ]]; then
  step "installing npm packages"
  npm ci --no-audit --no-fund
fi

# Ralph (PyPI ralph-malph), a real learning record store for the cmi5 tests, in a virtualenv of
# its own (tests/e2e/lrs.mjs starts it). It needs `requests`, which its extras leave out.
ralph="$HOME/.cache/npuzzle/ralph"
if ((want_browser)) && ! "$ralph/bin/python" -c 'import requests, uvicorn, ralph.backends.lrs.fs, ralph.cli' 2>/dev/null; then
  step "installing Ralph, a learning record store (under a minute)"
  python3 -m venv "$ralph"
  "$ralph/bin/pip" install --quiet --disable-pip-version-check "ralph-malph[cli,lrs]==5.1.*" requests
fi

# The test LMS of the LTI tests (tests/lti/platform.py: PyPI lti1p3platform behind FastAPI), in a
# virtualenv of its own (tests/e2e/lti-platform.mjs starts it). Made again when the pins change.
lti="$HOME/.cache/npuzzle/lti-platform"
if ((want_browser)) && { ! cmp -s tests/lti/requirements.txt "$lti/requirements.txt" ||
  ! "$lti/bin/python" -c 'import lti1p3platform.ltiplatform, fastapi, uvicorn, python_multipart, jwt, jwcrypto, requests' 2>/dev/null; }; then
  step "installing lti1p3platform, the test LMS of the LTI tests (under a minute)"
  python3 -m venv "$lti"
  "$lti/bin/pip" install --quiet --disable-pip-version-check -r tests/lti/requirements.txt
  cp tests/lti/requirements.txt "$lti/requirements.txt"
fi

sudo_if() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }
apt_updated=0
apt_install() {
  ((apt_updated)) || { sudo_if apt-get update -qq; apt_updated=1; }
  sudo_if env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}

if ((want_browser)) && [[ ! -x /usr/bin/chromium || ! -x /usr/bin/chromedriver ]]; then
  step "installing Chromium and ChromeDriver"
  apt_install chromium chromium-driver
fi

# PostgreSQL for the class server's tests on a shared database (tests/e2e/postgres.mjs starts a
# cluster of its own on a free port; nothing is left running, nothing listens beyond loopback).
if ((want_browser)) && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  step "installing PostgreSQL (Debian's package)"
  apt_install postgresql
fi

# The fonts the synthetic photos of the scan tests and benchmark are drawn in (npuzzle-scan's
# synth module): DejaVu and Liberation, regular and bold, serif, sans, condensed and mono.
if ((want_browser)) && [[ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf || ! -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ]]; then
  step "installing the DejaVu and Liberation fonts"
  apt_install fonts-dejavu-core fonts-dejavu-extra fonts-liberation
fi
