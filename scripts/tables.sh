#!/usr/bin/env bash
# Trunk post-build hook: puts the pattern databases into the site (dist/tables/), so browsers
# download them instead of building them: the 15-puzzle's quick ones (5-5-5, 0.1 MB), fetched first,
# and its full ones (2.8 MB), fetched after the first answer; and the 5×5's (0.5 MB), which fast
# mode's whole-board search reads. They are built once by the native CLI (about 40 s in all) and
# kept in target/tables/ until the core's sources change.
set -euo pipefail
cd "${TRUNK_SOURCE_DIR:-$(dirname "$0")/..}"
out="${TRUNK_STAGING_DIR:-dist}/tables"
mkdir -p "$out"
for spec in 4x4:full 4x4:quick 5x5:full; do
  size=${spec%:*} kind=${spec#*:}
  name=pdb-$size.bin flag=()
  [[ $kind == quick ]] && name=pdb-$size-quick.bin flag=(--quick)
  cache=target/tables/$name
  if [[ ! -f $cache ]] || [[ -n $(find crates/npuzzle-core/src crates/npuzzle-cli/src -newer "$cache" -print -quit) ]]; then
    cargo run --release --quiet -p npuzzle-cli -- tables --size "$size" "${flag[@]}" --out "$cache"
  fi
  cp "$cache" "$out/$name"
done
