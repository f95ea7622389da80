#!/usr/bin/env bash
# Session 7, call 3 on the H200 (one call: about 500 s of the session's device time was left):
# the queued Python timer as the default (its calibrated tail, the fidelity runs), the Pallas
# examples of every category and the Python planted/cheat kernels, the torch eager tasks not yet
# judged, and torch.compile as a perf yardstick of a few cuda examples. Each step has a timeout
# so the results are packed whatever happens.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
B=$PWD/build-h200
PLATFORMS="cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager;compile' \
  bash benchmarks/h200/run_suite.sh build 2>&1 | tail -2
timeout 30 python3 benchmarks/h200/sync_cost_probe.py 2>&1 | tee "$OUT/sync-cost-probe.txt"
PROBE=0 TIMERS=queued timeout 150 bash benchmarks/h200/run_suite.sh tracetiming
R='example\.pallas|planted\.(triton|pallas)|cheats\.pallas|example\.triton\.(cumsum|rfft)' LE=perf \
  timeout 110 bash benchmarks/h200/run_suite.sh python
BUDGET=90 JOBS=24 YSLOTS=24 SKIP=benchmarks/results/h200/2026-12-02-session7/yard-judged-before-call3.txt \
  bash benchmarks/h200/run_suite.sh yardsticks 2>&1 | tail -40
# torch.compile beside eager and the vendor library in the perf stage of three cuda examples.
timeout 70 ctest --test-dir "$B" -R '^perf\.example\.cuda\.(relu_f32|softmax_f32|matmul_f16)$' \
  -j 4 --resource-spec-file "$B/resources.json" --output-on-failure > "$OUT/ctest-perf-compile.log" 2>&1
grep -E 'Test +#|tests passed' "$OUT/ctest-perf-compile.log"
mkdir -p "$OUT/perf-records" && cp "$B"/kernelmark/records/perf.example.cuda.*.json "$OUT/perf-records/" 2>/dev/null
cd "$OUT" && tar czf /tmp/all.tgz . && mv /tmp/all.tgz "$OUT/"
