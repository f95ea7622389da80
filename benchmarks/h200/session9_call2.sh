#!/usr/bin/env bash
# Session 9, call 2 on the H200, on the merged tree (the session's new operators). All four
# platforms, the cpu one on the host's 16 cores: the cpu self-tests (do the planted verdicts that
# differed on this host in session 8 agree now that the first correctness worker runs two threads
# and malloc'd memory is perturbed? plus the new batches' planted kernels), beside torch eager on
# the new tasks on the GPU. Then alone: the Triton relu's perf test, whose record now holds the
# timed tail's floor after a kernel of the harness's own, and xcheck of the new operators with
# this machine's torch. Each step has a timeout; everything is packed into all.tgz at the end.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
B=$PWD/build-h200
PLATFORMS="cpu;cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager' \
  timeout 260 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -4
NEW="$(paste -sd'|' benchmarks/h200/session9_call2_eager.txt)"
BUDGET=200 JOBS=12 YSLOTS=12 YRE="($NEW)\$" \
  bash benchmarks/h200/run_suite.sh yardsticks > "$OUT/yardsticks-step.txt" 2>&1 &
sleep 12  # the yardstick step reconfigures first
# xcheck of the new operators with this machine's torch, in 6 shards beside the rest.
mkdir -p "$OUT/xcheck"
split -n l/6 benchmarks/h200/session9_call2_ops.txt /tmp/xshard.
for f in /tmp/xshard.*; do
  timeout 200 python3 tests/xcheck/xcheck.py --kernelmark "$B/bin/kernelmark" --operators operators \
    --only "^($(paste -sd'|' "$f"))\$" --json "$OUT/xcheck/$(basename "$f").json" > "$OUT/xcheck/$(basename "$f").txt" 2>&1 &
done
timeout 170 ctest --test-dir "$B" -L selftest -R '\.cpu\.' -j 8 > "$OUT/ctest-selftest-cpu.log" 2>&1
grep -E 'tests passed|tests failed' "$OUT/ctest-selftest-cpu.log"
grep -E '\*\*\*Failed|Not Run|Timeout' "$OUT/ctest-selftest-cpu.log" | head -20
wait
tail -30 "$OUT/yardsticks-step.txt"
cat "$OUT"/xcheck/*.txt | grep -cE ': AGREE'; cat "$OUT"/xcheck/*.txt | grep -vE ': AGREE' | tail -12
cmake "$B" -DKM_GPU_SLOTS=4 > /dev/null
rm -rf "$B/kernelmark/records"; mkdir -p "$B/kernelmark/records"
timeout 45 ctest --test-dir "$B" -R '^perf\.example\.triton\.relu_f32$' > "$OUT/tail-after-kernel.log" 2>&1
cp "$B"/kernelmark/records/perf.example.triton.relu_f32*.json "$OUT/tail-after-kernel.json" 2>/dev/null
grep -oE '"(tail_raw_us_median|sync_floor_us|sync_floor_idle_us|sync_floor_after_kernel_us|verdict)": *("[A-Z_]*"|[0-9.]+)' \
  "$OUT/tail-after-kernel.json" | head -12
gzip -f "$OUT/ctest-selftest-cpu.log"
cd "$OUT" && tar czf /tmp/all.tgz . && rm -rf "$OUT"/* && mv /tmp/all.tgz "$OUT/"
