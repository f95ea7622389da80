#!/usr/bin/env bash
# Session 10, call 3 on the H200 (tree 9f1fdaf + this script): the Python timer's tail after the fix
# (the tail's synchronize without torch.cuda.synchronize's wrapper): the Triton relu's perf test
# three times; the timing fidelity of the queued timer (relu, matmul: 5 runs each vs do_bench);
# then the triton and pallas example drops' compile and correctness tests with the JIT allowance.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
PLATFORMS="cuda;triton;pallas" timeout 200 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -2
cmake "$B" -DKM_GPU_SLOTS=4 > /dev/null
for run in 1 2 3; do
  rm -rf "$B/kernelmark/records"; mkdir -p "$B/kernelmark/records"
  timeout 60 ctest --test-dir "$B" -R '^perf\.example\.triton\.relu_f32$' > "$OUT/tail-fixed-$run.log" 2>&1
  cp "$B"/kernelmark/records/perf.example.triton.relu_f32*.json "$OUT/tail-fixed-$run.json" 2>/dev/null
  echo "run $run: $(grep -oE '"(tail_raw_us_median|sync_floor_us|verdict)": *("[A-Z_]*"|[0-9.]+)' "$OUT/tail-fixed-$run.json" | tr '\n' ' ')"
done
TIMERS=queued RUNS=5 timeout 200 python3 benchmarks/h200/triton_fidelity.py "$B" "$OUT/triton-fidelity.json" \
  > "$OUT/triton-fidelity.txt" 2>&1
grep -E 'timer queued|do_bench' "$OUT/triton-fidelity.txt" | tail -6
echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 4}]}]}' > "$B/resources.json"
timeout 140 ctest --test-dir "$B" -L 'triton|pallas' -R '^(compile|correct)\.example\.' -j 8 \
  --resource-spec-file "$B/resources.json" --output-on-failure > "$OUT/ctest-python-examples.log" 2>&1
grep -E 'tests passed|tests failed' "$OUT/ctest-python-examples.log"
grep -E '\*\*\*Failed|Not Run|Timeout' "$OUT/ctest-python-examples.log" | head -20
gzip -f "$OUT/ctest-python-examples.log"
cd "$OUT" && tar czf /tmp/all.tgz . && rm -rf "$OUT"/* && mv /tmp/all.tgz "$OUT/"
