#!/usr/bin/env bash
# Session 8, call 3 on the H200, on the merged tree with the helpers' spec features (inout,
# no_input, dtype pairs, const_output, selection). With the cpu platform too, on 16 cores: the
# merged tree's self-tests (unit tests and the planted/wrong/cheat kernels of every platform) and
# the new tasks' cpu tests, an early check before the 2-core CI. On the GPU meanwhile: the
# Python tests calls 1-2 did not reach (cheats, planted, the rfft fix), the new features' cuda,
# triton and pallas samples, torch eager on the tasks not yet judged there; then the relu's
# fidelity against do_bench_cudagraph. Each step has a timeout.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
B=$PWD/build-h200
PLATFORMS="cpu;cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager;compile' \
  bash benchmarks/h200/run_suite.sh build 2>&1 | tail -12
cmake --build "$B" --target km_selftest_modules -j16 -- -k 0 > "$OUT/selftest-modules.log" 2>&1
grep -E '^FAILED' "$OUT/selftest-modules.log" | wc -l
timeout 60 "$B/bin/km-selftests" --gtest_brief=1 > "$OUT/unit-tests.txt" 2>&1; tail -3 "$OUT/unit-tests.txt"
"$B/bin/kernelmark" validate --deep operators 2>&1 | tail -3 | tee "$OUT/validate.txt"
NEW="$(paste -sd'|' benchmarks/h200/session8_call3_eager.txt)"
BUDGET=150 JOBS=8 YSLOTS=8 YRE="($NEW)\$" \
  bash benchmarks/h200/run_suite.sh yardsticks > "$OUT/yardsticks-step.txt" 2>&1 &
sleep 15  # the yardstick step reconfigures first
R="cheats\.(triton|pallas)|planted\.(triton|pallas)|wrong\.(triton|pallas)|example\.triton\.rfft|example\.(cuda|triton|pallas)\.(add_inplace|fill|cast|topk_softmax)_" \
  LABELS='triton|pallas|cuda' LE=perf JOBS=8 timeout 170 bash benchmarks/h200/run_suite.sh python > "$OUT/python-step.txt" 2>&1 &
sleep 10  # and so does the python step
timeout 160 ctest --test-dir "$B" -L selftest -R '\.cpu\.' -j 10 > "$OUT/ctest-selftest-cpu.log" 2>&1
grep -E 'tests passed|tests failed' "$OUT/ctest-selftest-cpu.log"; grep -E '\*\*\*Failed|Not Run|Timeout' "$OUT/ctest-selftest-cpu.log" | head -20
wait
tail -25 "$OUT/python-step.txt"; tail -25 "$OUT/yardsticks-step.txt"
TASKS=relu_f32 RUNS=2 TIMERS=queued timeout 45 python3 benchmarks/h200/triton_fidelity.py "$B" \
  "$OUT/triton-fidelity.json" 2>&1 | tee "$OUT/triton-fidelity.txt" | tail -3
gzip -f "$OUT/ctest-selftest-cpu.log"
cd "$OUT" && tar czf /tmp/all.tgz . && mv /tmp/all.tgz "$OUT/"
