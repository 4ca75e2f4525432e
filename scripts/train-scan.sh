#!/usr/bin/env bash
# Trains the photo reader's digit classifier on synthetic photos (training seeds only; the
# held-out ones, from 2^40 on, stay unseen) and writes crates/npuzzle-scan/weights/digits.bin.
# About 5 minutes on 2 cores. Then measure it: npuzzle scan-bench --photos 500 --first 1000
#   scripts/train-scan.sh [PHOTOS=4000] [EPOCHS=16] [HIDDEN=128]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --release -p npuzzle-scan --features synth --example train -- "${1:-4000}" "${2:-16}" "${3:-128}"
