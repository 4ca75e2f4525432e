# Times a script's stages (sourced by check.sh and test.sh). `stage "what"` prints the heading
# and starts that stage's clock, stopping the previous one's; the wall time of each is printed
# when the script exits, on a failure too (the last one listed is then the one that failed).
stage_names=()
stage_secs=()
stage_start=

stage() {
  stage_stop
  stage_names+=("$1")
  stage_start=$SECONDS
  echo; echo "== $1"
}

stage_stop() {
  if [[ -n $stage_start ]]; then
    stage_secs+=($((SECONDS - stage_start)))
    stage_start=
  fi
}

stage_report() {
  stage_stop
  ((${#stage_names[@]})) || return 0
  echo; echo "== wall time per stage (seconds)"
  for i in "${!stage_names[@]}"; do
    printf '%6s  %s\n' "${stage_secs[i]}" "${stage_names[i]}"
  done
  printf '%6s  total\n' "$SECONDS"
}

trap stage_report EXIT
