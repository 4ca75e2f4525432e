#!/usr/bin/env bash
# Trunk's post-build hook. Trunk starts the hooks of a stage at once, side by side; these must run
# in order: the tables and the words first (the SCORM package's file list includes them), then
# the page's rewrite, the file list and the service worker's stamp (no-inline-script.mjs).
set -euo pipefail
cd "${TRUNK_SOURCE_DIR:-$(dirname "$0")/..}"
bash scripts/tables.sh
# The page's words in every language but English (its wasm carries English;
# crates/npuzzle-i18n/src/fetched.rs), the element's notices and Scan's words, from locales/.
# The tables' profile: no LTO, so a first build of the words crate (ICU4X's data) stays short.
cargo run --profile tables --quiet -p npuzzle-i18n --example export-words -- "${TRUNK_STAGING_DIR:-dist}/lang"
node scripts/no-inline-script.mjs
