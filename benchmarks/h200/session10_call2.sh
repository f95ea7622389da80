#!/usr/bin/env bash
# Session 10, call 2 on the H200. The Python timer's tail inside the worker: the example Triton
# relu's perf test with KM_PY_TAIL_PROBE=1 (the first synchronize after the stop event rotates over
# four ways; the record's telemetry has each way's median, the worker's CPUs, timer slack, threads),
# with the sandbox and without. Then the Triton rfft alone with the JIT call allowance (120 s,
# call_timeout_floor_s), and the timing fidelity of relu and matmul against do_bench.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
PLATFORMS="cuda;triton" timeout 200 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -2
cmake "$B" -DKM_GPU_SLOTS=4 > /dev/null
for run in on-1 on-2 off-1; do
  rm -rf "$B/kernelmark/records"; mkdir -p "$B/kernelmark/records"
  KM_PY_TAIL_PROBE=1 KM_SANDBOX=${run%-*} timeout 60 ctest --test-dir "$B" -R '^perf\.example\.triton\.relu_f32$' \
    > "$OUT/tail-probe-$run.log" 2>&1
  cp "$B"/kernelmark/records/perf.example.triton.relu_f32*.json "$OUT/tail-probe-$run.json" 2>/dev/null
  echo "== sandbox $run"; python3 - "$OUT/tail-probe-$run.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
def walk(o, path=""):
    if isinstance(o, dict):
        for k, v in o.items():
            if k in ("tail_probe", "tail_raw_us_median", "sync_floor_us", "entry_host_us", "late_launches", "spin_cycles", "verdict"):
                print(path + k, json.dumps(v)[:400])
            else:
                walk(v, path + k + ".")
    elif isinstance(o, list):
        for i, v in enumerate(o[:3]):
            walk(v, path + str(i) + ".")
walk(d)
PY
done
rm -rf "$B/kernelmark/records"; mkdir -p "$B/kernelmark/records"
/usr/bin/time -f "rfft triton correct: %e s" timeout 170 ctest --test-dir "$B" -R '^(compile|correct)\.example\.triton\.rfft_padded_f32$' \
  --output-on-failure > "$OUT/rfft-triton.log" 2>&1
tail -4 "$OUT/rfft-triton.log"
cp "$B"/kernelmark/records/correct.example.triton.rfft_padded_f32.json "$OUT/" 2>/dev/null
python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(d['verdict'], len(d['cases']), 'cases')" "$OUT/correct.example.triton.rfft_padded_f32.json"
PROBE=0 RUNS=5 timeout 110 bash benchmarks/h200/run_suite.sh tracetiming 2>&1 | tail -14
cd "$OUT" && tar czf /tmp/all.tgz . && rm -rf "$OUT"/* && mv /tmp/all.tgz "$OUT/"
