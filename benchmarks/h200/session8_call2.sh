#!/usr/bin/env bash
# Session 8, call 2 on the H200: the sync-cost probe with a Triton launch (the queued timer's
# tail), the triton tests call 1 did not reach (cheats, planted, the fixed rfft), torch eager on
# the tasks not yet judged on a GPU (B5, the integer tasks, the rest) beside the cuda
# false-positive sweep on seeds 41-100 (with fences, never run), then torch.compile as a perf
# yardstick of three cuda examples. Each step has a timeout so the results are packed whatever
# happens.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
B=$PWD/build-h200
PLATFORMS="cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager;compile' \
  bash benchmarks/h200/run_suite.sh build 2>&1 | tail -3
timeout 40 python3 benchmarks/h200/sync_cost_probe.py 2>&1 | tee "$OUT/sync-cost-probe.txt"
R='cheats\.triton|planted\.triton|example\.triton\.rfft' LE=perf JOBS=12 \
  timeout 90 bash benchmarks/h200/run_suite.sh python
BUDGET=200 JOBS=20 YSLOTS=20 SKIP=benchmarks/results/h200/2026-12-02-session8/yard-judged-before-session8.txt \
  bash benchmarks/h200/run_suite.sh yardsticks > "$OUT/yardsticks-step.txt" 2>&1 &
sleep 15  # the yardstick step reconfigures first; the sweep lists tests after it
SEEDS=41-100 JOBS=6 timeout 200 bash benchmarks/h200/run_suite.sh seeds
wait
tail -40 "$OUT/yardsticks-step.txt"
timeout 75 ctest --test-dir "$B" -R '^perf\.example\.cuda\.(relu_f32|softmax_f32|matmul_f16)$' \
  -j 1 --resource-spec-file "$B/resources.json" --output-on-failure > "$OUT/ctest-perf-compile.log" 2>&1
grep -E 'Test +#|tests passed' "$OUT/ctest-perf-compile.log"
mkdir -p "$OUT/perf-records" && cp "$B"/kernelmark/records/perf.example.cuda.*.json "$OUT/perf-records/" 2>/dev/null
cd "$OUT" && tar czf /tmp/all.tgz . && mv /tmp/all.tgz "$OUT/"
