#!/usr/bin/env bash
# Session 20 (issue #9's 5-minute cuda drop): where twelve parallel correctness tests wait.
#   bash benchmarks/h200/session20.sh first      # context knobs; cuda build; tests alone; 4-copy
#                                                # drops: device-block reuse on (default), off, and
#                                                # CUDA_DEVICE_MAX_CONNECTIONS=1
#   SLOTS=12 bash benchmarks/h200/session20.sh drop [ENV=VALUE ...]   # the 20-copy drop
#   bash benchmarks/h200/session20.sh triton     # fresh machine: triton build; the warm path of
#                                                # relu/softmax/matmul with the records' timing
#   bash benchmarks/h200/session20.sh final LIMIT  # fresh machine: cuda build, the 20-copy drop
#                                                  # with the defaults, then every cuda self-test
# Everything lands in $OUT (one tarball per call) with the timing summaries of the records.
set -uo pipefail
OUT=${OUT:-/tmp/km-out}
W=/tmp/km-s20
rm -rf "$W" && mkdir -p "$W" "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
phase=$1
stamp() { echo "== $* at $(( $(date +%s) - t0 )) s"; }
summary() {  # label, model regex
  python3 benchmarks/h200/drop_timing.py "$B/kernelmark/records" "$2" | tee "$W/timing-$1.txt"
}
case $1 in
first)
  N=24 bash benchmarks/h200/context_knobs.sh 2>&1 | tee "$W/knobs.txt"
  stamp knobs
  PLATFORMS=cuda CMAKE_ARGS=-DKM_TORCH_YARDSTICKS= OUT=$W bash benchmarks/h200/run_suite.sh build > "$W/build-out.txt" 2>&1 || { tail -30 "$W/build-out.txt"; exit 1; }
  stamp build
  ctest --test-dir "$B" -R '^correct\.example\.cuda\.(fill_f32|relu_f32|softmax_f32|matmul_f32|argmax_f32)$' -j1 \
    > "$W/alone.log" 2>&1
  grep -E 'Test +#' "$W/alone.log"
  summary alone example
  stamp alone
  for v in reuse_on reuse_off max_connections_1; do
    case $v in
      reuse_on) envs=() ;;
      reuse_off) envs=(KM_CUDA_REUSE=0) ;;
      max_connections_1) envs=(CUDA_DEVICE_MAX_CONNECTIONS=1) ;;
    esac
    mkdir -p "$W/drop-$v"
    env "${envs[@]}" SLOTS=12 COPIES=4 DROP_LIMIT=110 OUT="$W/drop-$v" bash benchmarks/h200/run_suite.sh drop \
      2>&1 | tee "$W/drop-$v/summary.txt"
    summary "$v" 'copy\d+'
    stamp "drop $v"
  done
  ;;
drop)
  shift
  mkdir -p "$W/drop20"
  env "$@" SLOTS=${SLOTS:-12} COPIES=20 DROP_LIMIT=${DROP_LIMIT:-480} OUT="$W/drop20" \
    bash benchmarks/h200/run_suite.sh drop 2>&1 | tee "$W/drop20/summary.txt"
  summary drop20 'copy\d+'
  stamp drop20
  ;;
triton)
  PLATFORMS=triton CMAKE_ARGS=-DKM_TORCH_YARDSTICKS= OUT=$W bash benchmarks/h200/run_suite.sh build > "$W/build-out.txt" 2>&1 || { tail -30 "$W/build-out.txt"; exit 1; }
  stamp build
  echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 8}]}]}' > "$B/resources.json"
  export KM_WORKER_ZYGOTE_DIR=/tmp/km-zygote-h200
  ZYGOTE_ONLY=1 EXTRA_ENV=CUDA_DEVICE_MAX_CONNECTIONS=1 RS=$B/resources.json bash benchmarks/triton_warm.sh "$B" \
    relu_f32 softmax_f32 matmul_f32 2>&1 | tee "$W/triton-warm.txt"
  cp "$B"/kernelmark/records/correct.example.triton.*_f32.json "$W/" 2>/dev/null
  stamp warm
  ;;
final)
  PLATFORMS=cuda CMAKE_ARGS=-DKM_TORCH_YARDSTICKS= OUT=$W bash benchmarks/h200/run_suite.sh build > "$W/build-out.txt" 2>&1 || { tail -30 "$W/build-out.txt"; exit 1; }
  stamp build
  mkdir -p "$W/drop20"
  SLOTS=12 COPIES=20 DROP_LIMIT=330 OUT="$W/drop20" bash benchmarks/h200/run_suite.sh drop 2>&1 | tee "$W/drop20/summary.txt"
  summary drop20 'copy\d+'
  stamp drop20
  # Every cuda self-test (planted verdicts, cheats, wrong kernels, fences) with what is left: the
  # device-block reuse and the one-queue contexts must not change a verdict.
  left=$(( ${2:-580} - ($(date +%s) - t0) - 15 ))
  echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 12}]}]}' > "$B/resources.json"
  timeout "$left" ctest --test-dir "$B" -R '^selftest\.[a-z_]+\.cuda\.' -j 12 --resource-spec-file "$B/resources.json" \
    --output-on-failure > "$W/selftests-cuda.log" 2>&1
  echo "cuda self-tests: ctest rc $? (124: stopped at $left s); $(grep -cE 'Test +#' "$W/selftests-cuda.log") finished," \
    "$(grep -E 'Test +#' "$W/selftests-cuda.log" | grep -c ' Passed ') passed"
  grep -E 'Test +#' "$W/selftests-cuda.log" | grep -v ' Passed ' | head -30
  gzip -f "$W/selftests-cuda.log"
  stamp selftests
  ;;
esac
tar -C "$W" -czf "$OUT/session20-$phase.tar.gz" .
