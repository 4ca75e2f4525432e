#!/usr/bin/env bash
# Trunk post-build hook: puts the 15-puzzle pattern databases into the site (dist/tables/), so
# browsers download them instead of building them (~40 s): the quick ones (5-5-5, 0.1 MB), fetched
# first, and the full ones (2.8 MB), fetched after the first answer. They are built once by the
# native CLI and kept in target/tables/ until the core's sources change.
set -euo pipefail
cd "${TRUNK_SOURCE_DIR:-$(dirname "$0")/..}"
out="${TRUNK_STAGING_DIR:-dist}/tables"
mkdir -p "$out"
for kind in full quick; do
  name=pdb-4x4.bin flag=()
  [[ $kind == quick ]] && name=pdb-4x4-quick.bin flag=(--quick)
  cache=target/tables/$name
  if [[ ! -f $cache ]] || [[ -n $(find crates/npuzzle-core/src crates/npuzzle-cli/src -newer "$cache" -print -quit) ]]; then
    cargo run --release --quiet -p npuzzle-cli -- tables --size 4x4 "${flag[@]}" --out "$cache"
  fi
  cp "$cache" "$out/$name"
done
