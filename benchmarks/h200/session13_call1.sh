#!/usr/bin/env bash
# Session 13, call 1 on the H200: build (cpu, cuda, triton); xcheck of the whole catalogue (519
# operators) with this machine's torch 2.11; the Triton sort sample's correctness on the GPU with a
# long allowance and per-case times; then the cpu false-positive sweep of every example and
# baseline task on seeds 1-10 (slowest first) until the call's time is spent. Before the sweep:
# the cuBLAS baselines of the BLAS operators.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
PLATFORMS="cpu;cuda;triton" timeout 330 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -3
echo "build done at $(( $(date +%s) - t0 )) s"
cmake "$B" -DKM_GPU_SLOTS=8 > /dev/null
nproc > "$OUT/nproc.txt"

# xcheck: one process, beside the rest.
( /usr/bin/time -f "xcheck: %e s" ctest --test-dir "$B" -L xcheck -V > "$OUT/ctest-xcheck.log" 2>&1
  cp "$B/kernelmark/xcheck.json" "$OUT/xcheck.json" 2>/dev/null ) &
xpid=$!

# Triton sort_f32: the correctness runner's own command, 420 s allowed, GoogleTest's case times.
( cmd=$(ctest --test-dir "$B" -R '^correct\.example\.triton\.sort_f32$' --show-only=json-v1 |
    python3 -c "import json, shlex, sys
t = next(t for t in json.load(sys.stdin)['tests'] if t['name'].startswith('correct.'))
print(shlex.join(t['command']))")
  echo "$cmd" > "$OUT/triton-sort-cmd.txt"
  ctest --test-dir "$B" -R '^compile\.example\.triton\.sort_f32$' > "$OUT/triton-sort-compile.txt" 2>&1
  s=$(date +%s)
  timeout 420 bash -c "$cmd" > "$OUT/triton-sort-run.txt" 2>&1
  echo "exit $? after $(( $(date +%s) - s )) s" >> "$OUT/triton-sort-run.txt" ) &
spid=$!

# The cuBLAS baselines of the BLAS operators (helper b27): compile, correct and perf, before the
# sweep loads the cores.
resources_json='{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 8}]}]}'
echo "$resources_json" > "$B/resources.json"
/usr/bin/time -f "cublas baselines: %e s" ctest --test-dir "$B" -R 'baseline\.cuda\.blas_' -j 8 \
  --resource-spec-file "$B/resources.json" --output-on-failure > "$OUT/ctest-cublas-baselines.log" 2>&1
grep -E 'tests passed|tests failed|cublas baselines:' "$OUT/ctest-cublas-baselines.log"
grep -E '\*\*\*Failed|Not Run|Timeout' "$OUT/ctest-cublas-baselines.log" | head -30
tar -C "$B/kernelmark" -czf "$OUT/cublas-records.tar.gz" records

# The cpu sweep: 13 workers (xcheck and the Triton run have the other cores).
left=$(( 545 - ($(date +%s) - t0) ))
echo "sweep budget ${left} s"
python3 benchmarks/false_positives.py "$B" --label cpu --seeds 1-10 -j 13 --budget "$left" \
  > "$OUT/false-positives-cpu-seeds-1-10-call1.txt" 2>&1
tail -1 "$OUT/false-positives-cpu-seeds-1-10-call1.txt"
grep -v ': PASS (' "$OUT/false-positives-cpu-seeds-1-10-call1.txt" | head -20
wait $xpid
grep -E 'agree|disagree|tests passed|tests failed|xcheck:' "$OUT/ctest-xcheck.log" | tail -8
kill $spid 2>/dev/null; wait $spid 2>/dev/null
tail -4 "$OUT/triton-sort-run.txt"
echo "call done at $(( $(date +%s) - t0 )) s"
