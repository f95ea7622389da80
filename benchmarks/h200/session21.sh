#!/usr/bin/env bash
# Session 21 (issue #12): Triton's warm path with the JIT cache relocated, and torch.compile judged
# like a candidate on a sample of the catalogue it had not met.
#   bash benchmarks/h200/session21.sh triton LIMIT   # fresh machine: cuda+triton harness (no
#       # modules), the warm path of relu/softmax/matmul with the records' `jit`, then the
#       # torch.compile yardstick on benchmarks/h200/session21_compile_tasks.txt until LIMIT s
#   bash benchmarks/h200/session21.sh rerun LIMIT COMPILE_S   # fresh machine: the compile tasks
#       # that failed or did not finish, COMPILE_S at most, then every cuda self-test until LIMIT s
#       # (LIST=file: other tasks; SELFTESTS=0: no self-tests)
# Everything lands in $OUT as one tarball.
set -uo pipefail
OUT=${OUT:-/tmp/km-out}
W=/tmp/km-s21
rm -rf "$W" && mkdir -p "$W" "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
phase=$1
stamp() { echo "== $* at $(( $(date +%s) - t0 )) s"; }
case $1 in
triton)
  { date -u; nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv
    python3 -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)'; } \
    > "$W/machine.txt" 2>&1
  extra=()
  [ -e /usr/include/seccomp.h ] || extra+=("-DKM_SECCOMP_INCLUDE_DIR=$PWD/build-deps/seccomp")
  cmake -S . -B "$B" -G Ninja -DCMAKE_BUILD_TYPE=Release "-DKM_PLATFORMS=cuda;triton" -DKM_MODELS=example \
    -DKM_TORCH_YARDSTICKS= "${extra[@]}" > "$W/configure.log" 2>&1 || { tail -40 "$W/configure.log"; exit 1; }
  cmake --build "$B" -j16 > "$W/build.log" 2>&1 || { grep -B2 -A12 -m5 'error' "$W/build.log"; exit 1; }
  stamp build
  echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 8}]}]}' > "$B/resources.json"
  export KM_WORKER_ZYGOTE_DIR=/tmp/km-zygote-h200
  ZYGOTE_ONLY=1 RS=$B/resources.json bash benchmarks/triton_warm.sh "$B" relu_f32 softmax_f32 matmul_f32 \
    2>&1 | tee "$W/triton-warm.txt"
  cp "$B"/kernelmark/records/correct.example.triton.*_f32.json "$W/" 2>/dev/null
  stamp warm
  left=$(( ${2:-560} - ($(date +%s) - t0) - 15 ))
  tasks=$(paste -sd'|' benchmarks/h200/session21_compile_tasks.txt)
  timeout "$left" ctest --test-dir "$B" -R "^yardstick[.]torch_compile[.]cuda[.]($tasks)\$" -j 8 \
    --resource-spec-file "$B/resources.json" --output-on-failure > "$W/ctest-compile.log" 2>&1
  echo "torch.compile sample: ctest rc $? (124: stopped at $left s); $(grep -cE 'Test +#' "$W/ctest-compile.log")" \
    "finished, $(grep -E 'Test +#' "$W/ctest-compile.log" | grep -c ' Passed ') passed"
  grep -E 'Test +#' "$W/ctest-compile.log" | grep -v ' Passed '
  mkdir -p "$W/compile-records"
  cp "$B"/kernelmark/yardstick-records/correct.torch_compile.cuda.*.json "$W/compile-records/" 2>/dev/null
  gzip -f "$W/ctest-compile.log"
  stamp compile
  ;;
rerun)
  # Fresh machine: the same harness, then the compile tasks that failed or did not finish in the
  # triton phase (benchmarks/h200/session21_compile_rerun.txt) with the warm-up call's buffers put
  # back and the departures listed, then every cuda self-test (their modules first) with what is
  # left: the device pool's refactor (086747e) had not run on a GPU.
  extra=()
  [ -e /usr/include/seccomp.h ] || extra+=("-DKM_SECCOMP_INCLUDE_DIR=$PWD/build-deps/seccomp")
  cmake -S . -B "$B" -G Ninja -DCMAKE_BUILD_TYPE=Release "-DKM_PLATFORMS=cuda;triton" -DKM_MODELS=example \
    -DKM_TORCH_YARDSTICKS= "${extra[@]}" > "$W/configure.log" 2>&1 || { tail -40 "$W/configure.log"; exit 1; }
  cmake --build "$B" -j16 > "$W/build.log" 2>&1 || { grep -B2 -A12 -m5 'error' "$W/build.log"; exit 1; }
  stamp build
  echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 12}]}]}' > "$B/resources.json"
  tasks=$(paste -sd'|' "${LIST:-benchmarks/h200/session21_compile_rerun.txt}")
  timeout "${3:-200}" ctest --test-dir "$B" -R "^yardstick[.]torch_compile[.]cuda[.]($tasks)\$" -j 10 \
    --resource-spec-file "$B/resources.json" --output-on-failure > "$W/ctest-compile.log" 2>&1
  echo "torch.compile rerun: ctest rc $?; $(grep -cE 'Test +#' "$W/ctest-compile.log") finished," \
    "$(grep -E 'Test +#' "$W/ctest-compile.log" | grep -c ' Passed ') passed"
  grep -E 'Test +#' "$W/ctest-compile.log" | grep -v ' Passed '
  mkdir -p "$W/compile-records"
  cp "$B"/kernelmark/yardstick-records/correct.torch_compile.cuda.*.json "$W/compile-records/" 2>/dev/null
  gzip -f "$W/ctest-compile.log"
  stamp compile
  [ "${SELFTESTS:-1}" = 0 ] && { tar -C "$W" -czf "$OUT/session21-$phase.tar.gz" .; exit 0; }
  cmake --build "$B" --target km_selftest_modules -j16 > "$W/selftest-modules.log" 2>&1
  stamp selftest-modules
  left=$(( ${2:-580} - ($(date +%s) - t0) - 15 ))
  timeout "$left" ctest --test-dir "$B" -R '^selftest\.[a-z_]+\.cuda\.' -j 12 --resource-spec-file "$B/resources.json" \
    --output-on-failure > "$W/selftests-cuda.log" 2>&1
  echo "cuda self-tests: ctest rc $? (124: stopped at $left s); $(grep -cE 'Test +#' "$W/selftests-cuda.log") finished," \
    "$(grep -E 'Test +#' "$W/selftests-cuda.log" | grep -c ' Passed ') passed"
  grep -E 'Test +#' "$W/selftests-cuda.log" | grep -v ' Passed ' | head -30
  gzip -f "$W/selftests-cuda.log"
  stamp selftests
  ;;
esac
tar -C "$W" -czf "$OUT/session21-$phase.tar.gz" .
