#!/usr/bin/env bash
# Session 9, call 1 on the H200 (tree: main after session 8). GPU-only build (cuda, triton,
# pallas; torch eager yardsticks). Beside each other: torch eager on the tasks session 8 did not
# judge (24 in-place tasks whose evaluator bug is fixed, rfft_padded x3, topk_bf16, and
# triplet_margin_loss_bf16 whose false STALE_OUTPUT the distinguishability rule should remove), and
# the Triton/Pallas cheats, planted and wrong kernels (never run on a GPU so far). Then alone on the
# host: the Triton rfft (TIMEOUT at 30 s on a loaded host in session 8), and the Python host's
# timed-path tail (47-55 us inside the harness, 5.7 us outside): the Triton relu's perf test with
# and without the sandbox, whose records carry tail_raw_us_median and sync_floor_us.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
B=$PWD/build-h200
PLATFORMS="cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager' \
  timeout 180 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -6
EAGER="$(paste -sd'|' benchmarks/h200/session9_call1_eager.txt)"
BUDGET=160 JOBS=8 YSLOTS=8 YRE="($EAGER)\$" \
  bash benchmarks/h200/run_suite.sh yardsticks > "$OUT/yardsticks-step.txt" 2>&1 &
sleep 10  # the yardstick step reconfigures first
R="cheats\.(triton|pallas)|planted\.(triton|pallas)|wrong\.(triton|pallas)" \
  LABELS='triton|pallas' JOBS=6 timeout 165 bash benchmarks/h200/run_suite.sh python > "$OUT/python-step.txt" 2>&1
wait
tail -30 "$OUT/python-step.txt"; tail -40 "$OUT/yardsticks-step.txt"
cmake "$B" -DKM_GPU_SLOTS=4 > /dev/null
timeout 65 ctest --test-dir "$B" -R '^correct\.example\.triton\.rfft_padded_f32$' -V > "$OUT/rfft-alone.log" 2>&1
grep -E 'Passed|Failed|verdict|TIMEOUT|cases' "$OUT/rfft-alone.log" | tail -5
rm -rf "$B/kernelmark/records"; mkdir -p "$B/kernelmark/records"
for sb in on off; do
  KM_SANDBOX=$([ $sb = off ] && echo off || echo on) timeout 45 ctest --test-dir "$B" \
    -R '^perf\.example\.triton\.relu_f32$' > "$OUT/tail-sandbox-$sb.log" 2>&1
  cp "$B"/kernelmark/records/perf.example.triton.relu_f32*.json "$OUT/tail-sandbox-$sb.json" 2>/dev/null
  python3 - "$OUT/tail-sandbox-$sb.json" <<'PY'
import json, sys, re
t = open(sys.argv[1]).read()
for k in ("tail_raw_us_median", "sync_floor_us", "sync_floor_before_sandbox_us", "median_s", "sandbox"):
    m = re.findall(r'"%s"\s*:\s*("[^"]*"|[0-9.e+-]+)' % k, t)
    print(sys.argv[1].split("/")[-1], k, m[:3])
PY
done
TASKS=relu_f32,matmul_f32 RUNS=2 TIMERS=queued timeout 45 python3 benchmarks/h200/triton_fidelity.py "$B" \
  "$OUT/triton-fidelity.json" 2>&1 | tee "$OUT/triton-fidelity.txt" | tail -4
cd "$OUT" && tar czf /tmp/all.tgz . && rm -rf "$OUT"/* && mv /tmp/all.tgz "$OUT/"
