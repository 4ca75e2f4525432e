#!/usr/bin/env bash
# Trunk's post-build hook. Trunk starts the hooks of a stage at once, side by side; these must run
# in order: the tables first (the SCORM package's file list includes them), then the page's
# rewrite, the file list and the service worker's stamp (no-inline-script.mjs).
set -euo pipefail
cd "${TRUNK_SOURCE_DIR:-$(dirname "$0")/..}"
bash scripts/tables.sh
node scripts/no-inline-script.mjs
