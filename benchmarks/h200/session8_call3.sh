#!/usr/bin/env bash
# Session 8, call 3 on the H200, on the tree with the helpers' spec features (inout, no_input,
# dtype pairs, const_output, selection): the Python tests calls 1-2 did not reach (triton and
# pallas cheats and planted kernels, the rfft fix), the new features' cuda, triton and pallas
# samples and planted kernels, torch eager on the tasks not yet judged on a GPU, then the relu's
# fidelity against do_bench_cudagraph. Each step has a timeout so the results are packed whatever
# happens.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
B=$PWD/build-h200
PLATFORMS="cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager;compile' \
  bash benchmarks/h200/run_suite.sh build 2>&1 | tail -3
NEW='add_inplace|fill|cast|sort|topk|arange|masked_fill_inplace|index_put|scatter|grouped_topk'
BUDGET=170 JOBS=12 YSLOTS=12 YRE="($(paste -sd'|' benchmarks/h200/session8_call3_eager.txt))\$" \
  bash benchmarks/h200/run_suite.sh yardsticks > "$OUT/yardsticks-step.txt" 2>&1 &
sleep 20  # the yardstick step reconfigures first
R="cheats\.(triton|pallas)|planted\.(triton|pallas)|wrong\.(triton|pallas)|example\.triton\.rfft|example\.(cuda|triton|pallas)\.($NEW)_" \
  LABELS='triton|pallas|cuda' LE=perf JOBS=12 timeout 190 bash benchmarks/h200/run_suite.sh python
wait
tail -30 "$OUT/yardsticks-step.txt"
TASKS=relu_f32 RUNS=3 TIMERS=queued timeout 60 python3 benchmarks/h200/triton_fidelity.py "$B" \
  "$OUT/triton-fidelity.json" 2>&1 | tee "$OUT/triton-fidelity.txt" | tail -4
cd "$OUT" && tar czf /tmp/all.tgz . && mv /tmp/all.tgz "$OUT/"
