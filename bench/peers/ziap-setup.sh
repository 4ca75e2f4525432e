#!/usr/bin/env bash
# Makes a checkout of ziap/sliding-puzzle ready for bench/peers/ziap.mjs:
#   bench/peers/ziap-setup.sh PEER [DIR]
# PEER is a checkout or a bare mirror; its files at HEAD go to DIR (default /tmp/peer-ziap). The
# prebuilt zig-out/worker.wasm is used as committed. The pattern database (patterns.gz, 17.8 MB,
# not always present in a mirror) is made with the peer's own generator, Zig 0.13 as its readme
# asks (`zig`, or ZIG="python3 -m ziglang" after `pip install ziglang==0.13.0`), and must match
# the checksum committed in src/patterns.chk.
set -euo pipefail
peer=${1:?usage: ziap-setup.sh PEER [DIR]}
dir=${2:-/tmp/peer-ziap}
zig=${ZIG:-zig}
mkdir -p "$dir"
if [ -d "$peer/src" ]; then
  cp -r "$peer/." "$dir/"
else
  git -C "$peer" ls-tree -r --name-only HEAD | while read -r f; do
    mkdir -p "$dir/$(dirname "$f")"
    git -C "$peer" show "HEAD:$f" > "$dir/$f" 2>/dev/null || { echo "absent from the mirror: $f"; rm -f "$dir/$f"; }
  done
fi
cd "$dir"
if [ ! -s patterns.gz ]; then
  cp src/patterns.chk /tmp/ziap-patterns.chk.committed
  $zig build --release=fast pdb-gen   # writes patterns.gz and src/patterns.chk
  if cmp -s src/patterns.chk /tmp/ziap-patterns.chk.committed; then
    echo "patterns.gz made; its checksum matches the committed one"
  else
    echo "patterns.gz made but its checksum differs from the committed one" >&2
    cp /tmp/ziap-patterns.chk.committed src/patterns.chk
    exit 1
  fi
fi
ls -l zig-out/worker.wasm patterns.gz
