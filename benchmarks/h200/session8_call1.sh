#!/usr/bin/env bash
# Session 8, call 1 on the H200: every triton and pallas test on the GPU (examples, planted and
# cheat kernels; not perf), which session 7 cut at 38 of 71, then the queued timer's fidelity
# with the tail floor measured inside the sandbox. Each step has a timeout so the results are
# packed whatever happens.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
PLATFORMS="cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager;compile' \
  bash benchmarks/h200/run_suite.sh build 2>&1 | tail -3
LE=perf JOBS=12 timeout 250 bash benchmarks/h200/run_suite.sh python
PROBE=0 TIMERS=queued timeout 150 bash benchmarks/h200/run_suite.sh tracetiming
cd "$OUT" && tar czf /tmp/all.tgz . && mv /tmp/all.tgz "$OUT/"
