#!/usr/bin/env bash
# Session 15 on the H200: the cuda false-positive sweep of every example and baseline task on
# seeds 1-100 (the last full one ran session 2's tree: 70 tests then, 145 now), then the Triton
# and Pallas examples on as many seeds as the device budget leaves.
#   bash benchmarks/h200/session15.sh build LABEL SEEDS BUDGET      # configure + build, then sweep
#   bash benchmarks/h200/session15.sh sweep LABEL SEEDS BUDGET [SKIP_FILE...]
# LABEL is a ctest label (cuda, triton, pallas); SEEDS is A-B; BUDGET the seconds after which no
# test starts; SKIP_FILE earlier outputs (names under build-h200/sweeps) whose PASS lines are not
# rerun. JOBS (default 14) tests at a time share the GPU.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
phase=$1 label=$2 seeds=$3 budget=$4
shift 4
if [ "$phase" = build ]; then
  PLATFORMS="cuda;triton;pallas" timeout 330 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -4
  echo "build done at $(( $(date +%s) - t0 )) s"
  nproc > "$OUT/nproc.txt"
  budget=$(( budget - ($(date +%s) - t0) ))
fi
skips=()
for f in "$@"; do skips+=(--skip "$B/sweeps/$f"); done
mkdir -p "$B/sweeps"
name="false-positives-$label-seeds-$seeds-$(date +%H%M).txt"
echo "sweep $label seeds $seeds, budget $budget s -> $name"
# The call's own limit is 600 s: the last tests started get what is left, then the output is kept.
timeout $(( ${LIMIT:-585} - ($(date +%s) - t0) )) python3 benchmarks/false_positives.py "$B" --label "$label" \
  --seeds "$seeds" -j "${JOBS:-14}" --budget "$budget" "${skips[@]}" > "$B/sweeps/$name" 2>&1
tail -2 "$B/sweeps/$name"
grep -v ': PASS (' "$B/sweeps/$name" | head -20
cp "$B/sweeps/$name" "$OUT/$name"
echo "call done at $(( $(date +%s) - t0 )) s"
