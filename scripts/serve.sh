#!/usr/bin/env bash
# Builds the app (release) and serves it on http://127.0.0.1:${PORT:-8321}/ until stopped.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --build
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
port=${PORT:-8321}
echo
echo "Serving the N-Puzzle Solver at http://127.0.0.1:$port/  (Ctrl+C stops)"
exec trunk serve --release --port "$port"
