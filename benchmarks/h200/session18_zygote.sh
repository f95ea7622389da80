#!/usr/bin/env bash
# Session 18, call 3 on the H200: the worker zygote (src/worker/zygote.hpp) against issue #12's
# target (a Triton kernel's compile+correct <= 5 s warm), its verdicts on the GPU, and torch eager
# on the network tasks whose departures were added this session (and swin_transformer_v2's
# fp16/bf16 after its mask fix).
#   bash benchmarks/h200/session18_zygote.sh
# Phases, each timed: the build (cuda, triton; eager yardsticks); the warm compile+correct tests of
# the Triton relu, softmax and matmul examples, first with KM_WORKER_ZYGOTE=off (two runs: the
# first fills the JIT cache), then with the zygote (three runs: the first may start it); every
# Triton self-test on the GPU (planted, cheats: verdicts through forked workers); the Triton
# examples' correctness tests, zygote on then off; torch eager on the six network tasks.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
stamp() { echo "== $1 at $(( $(date +%s) - t0 )) s"; }
PLATFORMS="cuda;triton" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager' \
  timeout 260 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -2
stamp "build done"
cmake "$B" -DKM_GPU_SLOTS=8 > /dev/null
RS="$B/resources.json"
echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 8}]}]}' > "$RS"
export KM_WORKER_ZYGOTE_DIR=/tmp/km-zygote-h200
warm() {  # label task: one timed compile+correct run, and the record's worker starts
  local s e
  s=$(date +%s.%N)
  ctest --test-dir "$B" -R "^(compile|correct)\.example\.triton\.$2\$" --resource-spec-file "$RS" > "$OUT/warm-$1-$2.log" 2>&1
  e=$(date +%s.%N)
  python3 - "$B/kernelmark/records/correct.example.triton.$2.json" "$s" "$e" "$1" "$2" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
print(f"{sys.argv[4]:12s} {sys.argv[5]:12s} {float(sys.argv[3]) - float(sys.argv[2]):6.2f} s  {r.get('verdict')}  "
      f"worker_starts {r.get('worker_starts')}")
PY
}
for t in relu_f32 softmax_f32 matmul_f32; do
  KM_WORKER_ZYGOTE=off warm spawn-1 $t
  KM_WORKER_ZYGOTE=off warm spawn-2 $t
  for i in 1 2 3; do warm zygote-$i $t; done
done | tee "$OUT/warm-triton.txt"
cat "$KM_WORKER_ZYGOTE_DIR"/*.log > "$OUT/zygote.log" 2>/dev/null
stamp "warm paths done"
/usr/bin/time -f "triton self-tests: %e s" timeout 150 ctest --test-dir "$B" -L triton -L selftest -j 8 \
  --resource-spec-file "$RS" -V > "$OUT/ctest-triton-selftests.log" 2>&1
grep -E 'tests passed|tests failed|\*\*\*Failed|triton self-tests' "$OUT/ctest-triton-selftests.log"
grep -c 'as expected' "$OUT/ctest-triton-selftests.log"
gzip -f "$OUT/ctest-triton-selftests.log"
stamp "self-tests done"
# torch eager on the network tasks (beside the examples' correctness runs: GPU slots are shared).
( timeout 150 ctest --test-dir "$B" -R '^yardstick[.]torch_eager[.]cuda[.](swin_transformer_v2|resnet101|efficientnet_b2)_(f16|bf16)$' \
    -j 4 --resource-spec-file "$RS" --output-on-failure > "$OUT/ctest-yardsticks-eager.log" 2>&1
  grep -E 'Test +#|tests passed|tests failed' "$OUT/ctest-yardsticks-eager.log" > "$OUT/yardsticks.txt"
  gzip -f "$OUT/ctest-yardsticks-eager.log" ) &
ypid=$!
for mode in on off; do
  z=$([ $mode = off ] && echo off || echo on)
  KM_WORKER_ZYGOTE=$z /usr/bin/time -f "triton examples' correctness, zygote $mode: %e s" timeout 120 \
    ctest --test-dir "$B" -L triton -R '^correct\.example\.' -j 6 --resource-spec-file "$RS" \
    > "$OUT/ctest-triton-examples-$mode.log" 2>&1
  grep -E 'tests passed|tests failed|\*\*\*Failed|correctness, zygote' "$OUT/ctest-triton-examples-$mode.log"
  stamp "examples ($mode) done"
done
wait $ypid
cat "$OUT/yardsticks.txt"
cat "$KM_WORKER_ZYGOTE_DIR"/*.log > "$OUT/zygote.log" 2>/dev/null
tail -5 "$OUT/zygote.log"
stamp "call done"
