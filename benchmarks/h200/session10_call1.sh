#!/usr/bin/env bash
# Session 10, call 1 on the H200 (tree: main after cea76d9). First, alone on the machine: where the
# Python timer's tail comes from (python_tail_probe.py: the triton Host outside the worker, one
# part switched off per variant). Then the build (all four platforms, torch eager yardsticks),
# torch eager on fused_rope_qk_norm_kv_update in its three dtypes (its semantics' bf16 fix was
# checked on the CPU only), and beside it the cpu false-positive sweep of the 87 operators added
# in session 9 on seeds 6-15 (their helpers swept seeds 1-5) on 12 of the host's 16 cores.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
timeout 150 python3 benchmarks/h200/python_tail_probe.py 200 > "$OUT/python-tail-probe.txt" 2>&1
echo "probe rc $?"; cat "$OUT/python-tail-probe.txt" | tail -14
PLATFORMS="cpu;cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager' \
  timeout 260 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -4
BUDGET=90 JOBS=3 YSLOTS=4 YRE='fused_rope_qk_norm_kv_update_(f32|f16|bf16)$' \
  bash benchmarks/h200/run_suite.sh yardsticks > "$OUT/yardsticks-step.txt" 2>&1 &
sleep 10  # the yardstick step reconfigures first
OPS="$(paste -sd'|' benchmarks/h200/session10_new_ops.txt)"
timeout 170 python3 benchmarks/false_positives.py "$B" --label cpu --seeds 6-15 \
  --only "^correct\.example\.cpu\.($OPS)_[a-z0-9]+\$" -j 12 > "$OUT/false-positives-cpu-new-ops-seeds-6-15.txt" 2>&1
echo "sweep rc $?"; grep -v ': PASS (' "$OUT/false-positives-cpu-new-ops-seeds-6-15.txt" | tail -8
grep -c ': PASS (' "$OUT/false-positives-cpu-new-ops-seeds-6-15.txt"
wait
cat "$OUT/yardsticks-step.txt" | tail -8
cd "$OUT" && tar czf /tmp/all.tgz . && rm -rf "$OUT"/* && mv /tmp/all.tgz "$OUT/"
