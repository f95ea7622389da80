#!/usr/bin/env bash
# Session 14 on the H200: the cpu false-positive sweep of every example and baseline task,
# continued past seed 30 (seeds 1-30 in session 13), with the oneDNN baselines built this time
# (headers and libdnnl.so.2.6 carried in build-deps/dnnl: the machine has none).
#   bash benchmarks/h200/session14.sh build SEEDS BUDGET      # configure + build, then sweep
#   bash benchmarks/h200/session14.sh sweep SEEDS BUDGET [SKIP_FILE...]
# SEEDS is A-B; BUDGET the seconds after which no test starts; SKIP_FILE earlier outputs whose
# PASS lines are not rerun (a range cut short by the budget is completed that way).
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
D=$PWD/build-deps/dnnl
t0=$(date +%s)
# libdnnl.so.2 needs libOpenCL.so.1 (ocl-icd), carried beside it.
export LD_LIBRARY_PATH=$D/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
phase=$1 seeds=$2 budget=$3
shift 3
if [ "$phase" = build ]; then
  PLATFORMS="cpu;cuda" CMAKE_ARGS="-DKM_DNNL_LIB=$D/lib/libdnnl.so -DKM_DNNL_INCLUDE=$D/include" \
    timeout 330 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -3
  grep -c 'baseline.*dnnl\|FAILED' "$OUT/modules.log" || true
  echo "build done at $(( $(date +%s) - t0 )) s"
  nproc > "$OUT/nproc.txt"
  budget=$(( budget - ($(date +%s) - t0) ))
fi
# Outputs stay in the build tree too (it survives between calls on the warm machine), so the next
# call can complete a range with --skip.
skips=()
for f in "$@"; do skips+=(--skip "$B/sweeps/$f"); done
mkdir -p "$B/sweeps"
name="false-positives-cpu-seeds-$seeds-$(date +%H%M).txt"
echo "sweep seeds $seeds, budget $budget s -> $name"
# The call's own limit is 600 s: the last tests started get what is left, then the output is kept.
timeout $(( ${LIMIT:-585} - ($(date +%s) - t0) )) python3 benchmarks/false_positives.py "$B" --label cpu \
  --seeds "$seeds" -j 16 --budget "$budget" "${skips[@]}" > "$B/sweeps/$name" 2>&1
tail -2 "$B/sweeps/$name"
grep -v ': PASS (' "$B/sweeps/$name" | head -20
gzip -c "$B/sweeps/$name" > "$OUT/$name.gz"
echo "call done at $(( $(date +%s) - t0 )) s"
