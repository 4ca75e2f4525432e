#!/usr/bin/env bash
# Makes a checkout of ziap/sliding-puzzle ready for bench/peers/ziap.mjs:
#   bench/peers/ziap-setup.sh PEER [DIR]
# PEER is a checkout or a bare mirror; its files at HEAD go to DIR (default /tmp/peer-ziap). The
# prebuilt zig-out/worker.wasm is used as committed. The pattern database (patterns.gz, 17.8 MB,
# not always present in a mirror) is made with the peer's own generator, Zig 0.13 as its readme
# asks (`zig`, or ZIG="python3 -m ziglang" after `pip install ziglang==0.13.0`), and must match
# the checksum committed in src/patterns.chk. For native runs, ziap-native.zig (a driver that
# reads boards and calls the solver the worker calls) is copied into src/ and built as
# zig-out/bench-driver with the options of the peer's own command line.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
peer=${1:?usage: ziap-setup.sh PEER [DIR]}
dir=${2:-/tmp/peer-ziap}
zig=${ZIG:-zig}
mkdir -p "$dir"
if [ -f "$dir/build.zig" ]; then
  :  # already there
elif [ -d "$peer/src" ]; then
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
cp "$here/ziap-native.zig" src/bench-driver.zig
$zig build-exe -O ReleaseFast -fsingle-threaded -fstrip src/bench-driver.zig -femit-bin=zig-out/bench-driver
rm -f zig-out/bench-driver.o
ls -l zig-out/worker.wasm zig-out/bench-driver patterns.gz
