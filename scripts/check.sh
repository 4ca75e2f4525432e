#!/usr/bin/env bash
# The quick tier, for everyday changes: formatting, clippy (native), the docs, and the native
# tests without the heavy ones. scripts/test.sh runs everything (the heavy tests, wasm32, the
# browsers, the release build); `NPUZZLE_HEAVY_TESTS=1 scripts/check.sh` adds the heavy tests here.
# Installs nothing: it needs only cargo, with rustfmt and clippy.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

missing=()
command -v cargo >/dev/null || missing+=("cargo (Rust: https://rustup.rs)")
if command -v cargo >/dev/null; then
  cargo fmt --version >/dev/null 2>&1 || missing+=("rustfmt (rustup component add rustfmt)")
  cargo clippy --version >/dev/null 2>&1 || missing+=("clippy (rustup component add clippy)")
fi
if ((${#missing[@]})); then
  echo "scripts/check.sh needs what is missing here (scripts/setup.sh installs all of it):" >&2
  printf '  %s\n' "${missing[@]}" >&2
  exit 1
fi

source scripts/stages.sh

stage "formatting (rustfmt)"
cargo fmt --all --check

stage "lints (clippy, native, warnings as errors)"
cargo clippy --workspace --all-targets -- -D warnings

stage "docs (rustdoc, warnings as errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

heavy="the heavy ones skipped: NPUZZLE_HEAVY_TESTS=1 runs them"
[[ ${NPUZZLE_HEAVY_TESTS:-} == 1 ]] && heavy="the heavy ones too"
stage "native tests ($heavy)"
# The browser crates (web, worker, wasm API) are tested in Chromium by scripts/test.sh.
cargo test --workspace --exclude npuzzle-web --exclude npuzzle-worker --exclude npuzzle-wasm
