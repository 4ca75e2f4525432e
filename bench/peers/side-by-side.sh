#!/usr/bin/env bash
# Korf's 100 by this solver and by two peers, alternated (ours, theirs, ours, theirs...) so that
# each pair shares the same minutes of a shared machine:
#   bench/peers/side-by-side.sh MICHAELKIM_PEER ZIAP_DIR [ROUNDS] [OUT]
# MICHAELKIM_PEER: a checkout or bare mirror of MichaelKim/15puzzle (built by michaelkim.mjs).
# ZIAP_DIR: ziap/sliding-puzzle made ready by ziap-setup.sh.
# ROUNDS: pairs of each kind (default 2). OUT: where each run's printout goes (default
# /tmp/peer-runs). NPUZZLE names our binary (default target/release/npuzzle); TABLES our 4×4
# tables (default dist/tables/pdb-4x4.bin, also what the wasm runs load).
# Kinds: native (ours against MichaelKim's C++, ours against ziap's Zig), Node (our wasm against ziap's wasm) and
# Chromium (the same two in headless Chromium). Prints each run's summary line.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mk=${1:?usage: side-by-side.sh MICHAELKIM_PEER ZIAP_DIR [ROUNDS] [OUT]}
ziap=${2:?usage: side-by-side.sh MICHAELKIM_PEER ZIAP_DIR [ROUNDS] [OUT]}
rounds=${3:-2}
out=${4:-/tmp/peer-runs}
npuzzle=${NPUZZLE:-$root/target/release/npuzzle}
tables=${TABLES:-$root/dist/tables/pdb-4x4.bin}
korf=${KORF:-$root/../shared/data/korf100_15puzzle.txt}
mkdir -p "$out"
cd "$root"

run() { # name command...
  local name=$1; shift
  echo "== $(date -u +%H:%M:%S) $name"
  "$@" > "$out/$name.txt" 2>&1 || echo "   (exit $?)"
  grep -E 'boards|lengths' "$out/$name.txt" | tail -2 || true
}

for r in $(seq 1 "$rounds"); do
  run "native-ours-$r" "$npuzzle" bench "$korf" --goal start --expect-field 3 --threads 1 --tables "$tables"
  run "native-michaelkim-$r" node "$here/michaelkim.mjs" "$mk" --korf "$korf"
  run "native-ours-$r-b" "$npuzzle" bench "$korf" --goal start --expect-field 3 --threads 1 --tables "$tables"
  run "native-ziap-$r" node "$here/ziap.mjs" "$ziap" --native --korf "$korf"
done
for r in $(seq 1 "$rounds"); do
  run "node-ours-$r" node bench/wasm-bench.mjs "$korf" --tables "$tables"
  run "node-ziap-$r" node "$here/ziap.mjs" "$ziap" --korf "$korf"
done
for r in $(seq 1 "$rounds"); do
  run "chromium-ours-$r" node bench/wasm-bench.mjs "$korf" --browser --tables "$tables"
  run "chromium-ziap-$r" node "$here/ziap.mjs" "$ziap" --browser --korf "$korf"
done
