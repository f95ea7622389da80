#!/usr/bin/env bash
# Session 11, call 1 on the H200 (tree: main 820fbeb + this script). The build (all four
# platforms, torch eager yardsticks); every triton and pallas example's compile and correctness
# test on the GPU (session 10 reached 78 of 108 in its call); the warm paths in one timed run each
# (a Triton kernel's compile+correct tests with its JIT cache warm; a cuda kernel's module rebuild
# plus its compile+correct tests); torch eager on the operators session 10 added (fp8, complex,
# random: never run on a GPU); then the cpu false-positive sweep, seeds 16-40, of the operators
# sessions 9 and 10 added (swept on seeds 1-15 and 1-5 before) on 12 cores, until the call's end.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
PLATFORMS="cpu;cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager' \
  timeout 260 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -4
echo "build done at $(( $(date +%s) - t0 )) s"
SLOTS=8 JOBS=12 R='^(compile|correct)\.example\.' timeout 200 bash benchmarks/h200/run_suite.sh python 2>&1 | tail -30
echo "python examples done at $(( $(date +%s) - t0 )) s"
for t in relu_f32 softmax_f32 matmul_f32; do
  /usr/bin/time -f "warm triton $t compile+correct tests: %e s" ctest --test-dir "$B" \
    -R "^(compile|correct)\.example\.triton\.$t\$" --resource-spec-file "$B/resources.json" 2>&1 | tail -2
done
touch generated/example/cuda/relu_f32.cu
/usr/bin/time -f "warm cuda relu_f32 module rebuild + compile+correct tests, one run: %e s" bash -c \
  "cmake --build '$B' --target km.example.cuda.relu_f32 > /dev/null && ctest --test-dir '$B' -R '^(compile|correct)\.example\.cuda\.relu_f32\$' --resource-spec-file '$B/resources.json' | tail -1" 2>&1 | tail -2
NEW="$(paste -sd'|' benchmarks/h200/session11_new_ops.txt)"
BUDGET=100 JOBS=12 YSLOTS=8 YRE="($NEW)_[a-z0-9_]+\$" bash benchmarks/h200/run_suite.sh yardsticks 2>&1 | tail -40
echo "eager done at $(( $(date +%s) - t0 )) s"
OPS="$(cat benchmarks/h200/session10_new_ops.txt benchmarks/h200/session11_new_ops.txt | paste -sd'|')"
left=$(( 545 - ($(date +%s) - t0) ))
[ $left -gt 30 ] && timeout $left python3 benchmarks/false_positives.py "$B" --label cpu --seeds 16-40 \
  --only "^correct\.example\.cpu\.($OPS)_[a-z0-9_]+\$" -j 12 > "$OUT/false-positives-cpu-s9s10-ops-seeds-16-40.txt" 2>&1
echo "sweep rc $? after ${left} s allowed"; grep -v ': PASS (' "$OUT/false-positives-cpu-s9s10-ops-seeds-16-40.txt" | tail -8
grep -c ': PASS (' "$OUT/false-positives-cpu-s9s10-ops-seeds-16-40.txt"
cd "$OUT" && tar czf /tmp/all.tgz . && rm -rf "$OUT"/* && mv /tmp/all.tgz "$OUT/"
