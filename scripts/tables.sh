#!/usr/bin/env bash
# Trunk post-build hook: puts the pattern databases into the site (dist/tables/), so browsers
# download them instead of building them: the 15-puzzle's quick ones (5-5-5, 0.1 MB), fetched first,
# and its full ones (4.75 MB), fetched after the first answer; and the 5×5's (0.5 MB), which fast
# mode's whole-board search reads. They are built by the core's own example (the core alone: no
# command line, no LTO; about 40 s in all) and kept in target/tables/ until the core's sources
# change.
set -euo pipefail
cd "${TRUNK_SOURCE_DIR:-$(dirname "$0")/..}"
out="${TRUNK_STAGING_DIR:-dist}/tables"
mkdir -p "$out"
stale=()
for name in pdb-4x4.bin pdb-4x4-quick.bin pdb-5x5.bin; do
  cache=target/tables/$name
  if [[ ! -f $cache ]] || [[ -n $(find crates/npuzzle-core/src crates/npuzzle-core/examples -newer "$cache" -print -quit) ]]; then
    stale+=("$name")
  fi
done
if ((${#stale[@]})); then
  cargo run --profile tables --quiet -p npuzzle-core --example write-tables -- target/tables "${stale[@]}"
fi
for name in pdb-4x4.bin pdb-4x4-quick.bin pdb-5x5.bin; do
  cp "target/tables/$name" "$out/$name"
done
