#!/usr/bin/env bash
# Trains the photo reader's digit classifier on synthetic photos (training seeds only; the
# held-out ones, from 2^40 on, stay unseen) and writes crates/npuzzle-scan/weights/digits.bin.
# About 7 minutes on 2 idle cores (6,000 photos, 111,600 cells). Then measure it:
# npuzzle scan-bench --photos 500 --first 1000, and on the second corpus with --from.
#   scripts/train-scan.sh [PHOTOS=6000] [EPOCHS=16] [HIDDEN=128] [HARDER=0]
# HARDER=1 takes a third of the photos harder (steep, glare, low light) and adds five font
# families; measured in docs/benchmarks.md ("Scan"), not what the shipped weights are.
set -euo pipefail
cd "$(dirname "$0")/.."
# The families trained on besides the tests' DejaVu and Liberation (synth/fonts.rs,
# TRAINING_FOLDERS, and HARDER_FOLDERS); the second corpus's (freefont, urw-base35) are never
# trained on.
fonts=(fonts-roboto-unhinted fonts-crosextra-caladea fonts-crosextra-carlito fonts-linuxlibertine
  fonts-go fonts-comfortaa fonts-open-sans fonts-lato fonts-cantarell fonts-ebgaramond)
if [[ "${4:-0}" == 1 ]]; then
  fonts+=(fonts-roboto-slab fonts-allerta fonts-dosis fonts-oldstandard fonts-bebas-neue)
fi
missing=()
for f in "${fonts[@]}"; do dpkg -s "$f" >/dev/null 2>&1 || missing+=("$f"); done
if ((${#missing[@]})); then
  sudo=(); ((EUID)) && sudo=(sudo)
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
cargo run --release -p npuzzle-scan --features synth --example train -- \
  "${1:-6000}" "${2:-16}" "${3:-128}" "${4:-0}"
