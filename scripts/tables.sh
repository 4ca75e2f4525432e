#!/usr/bin/env bash
# Trunk post-build hook: puts the 15-puzzle pattern databases into the site (dist/tables/), so
# browsers download them (2.8 MB, only when first needed) instead of building them (~40 s).
# They are built once by the native CLI and kept in target/tables/ until the core's sources change.
set -euo pipefail
cd "${TRUNK_SOURCE_DIR:-$(dirname "$0")/..}"
cache=target/tables/pdb-4x4.bin
if [[ ! -f $cache ]] || [[ -n $(find crates/npuzzle-core/src crates/npuzzle-cli/src -newer "$cache" -print -quit) ]]; then
  cargo run --release --quiet -p npuzzle-cli -- tables --size 4x4 --out "$cache"
fi
mkdir -p "${TRUNK_STAGING_DIR:-dist}/tables"
cp "$cache" "${TRUNK_STAGING_DIR:-dist}/tables/pdb-4x4.bin"
