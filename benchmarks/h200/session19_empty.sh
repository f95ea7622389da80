#!/usr/bin/env bash
# Session 19, the `empty` shape set (zero-size dimensions) on the H200, in phases:
#   bash benchmarks/h200/session19_empty.sh build        # configure (cuda, triton, pallas) and build
#                                                       # the runners and the modules of the ops with
#                                                       # an empty set
#   bash benchmarks/h200/session19_empty.sh sets         # every correctness test of those tasks
#                                                       # (examples, baselines) on the empty set alone
#   bash benchmarks/h200/session19_empty.sh tests LIMIT  # their cuda planted/wrong/cheat self-tests
#                                                       # (new: relu_f32.RUNTIME_ERROR-launches_zero_blocks,
#                                                       # sum_dim_f32.STALE_OUTPUT-skips_empty_rows), and
#                                                       # the whole correctness tests of the cuda kernels
#                                                       # and baselines changed for the set
# Outputs go to $W (/tmp/km-s19e); the caller packs them.
set -uo pipefail
W=${W:-/tmp/km-s19e}
mkdir -p "$W"
B=$PWD/build-h200
t0=$(date +%s)
OPS=$(python3 - <<'PY'
import json, pathlib
print("|".join(sorted(json.loads(p.read_text())["name"] for p in pathlib.Path("operators").rglob("*.json")
                      if p.name not in ("categories.json", "sources.json", "spec.schema.json")
                      and "empty" in json.loads(p.read_text()).get("shapes", {}))))
PY
)
TASKS="($OPS)_(f32|f16|bf16)"
RS="$B/resources.json"
export KM_WORKER_ZYGOTE_DIR=/tmp/km-zygote-h200
case $1 in
build)
  echo "ops with an empty set: $OPS"
  extra=()
  [ -e /usr/include/seccomp.h ] || extra+=("-DKM_SECCOMP_INCLUDE_DIR=$PWD/build-deps/seccomp")
  { date -u; nvidia-smi -L; } > "$W/machine.txt" 2>&1
  cmake -S . -B "$B" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKM_PLATFORMS="cuda;triton;pallas" -DKM_MODELS=example \
    -DKM_TORCH_YARDSTICKS= "${extra[@]}" > "$W/configure.log" 2>&1 || { tail -30 "$W/configure.log"; exit 1; }
  cmake "$B" -DKM_GPU_SLOTS=8 > /dev/null
  echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 8}]}]}' > "$RS"
  mods=$(ninja -C "$B" -t targets all | grep -oE '^km\.[a-z0-9_.-]+\.(cuda|triton|pallas)\.[a-z0-9_]+' | sort -u |
    grep -E "\.$TASKS\$")
  echo "$(echo "$mods" | wc -w) modules"
  cmake --build "$B" -j16 --target kernelmark km-correct-cuda km-perf-cuda km-worker-cuda km-correct-triton km-perf-triton \
    km-worker-triton km-correct-pallas km-perf-pallas km-worker-pallas > "$W/build.log" 2>&1 ||
    { grep -B2 -A12 -m5 error "$W/build.log"; exit 1; }
  cmake --build "$B" -j16 -- -k 0 $mods > "$W/modules.log" 2>&1
  echo "module build failures (planted COMPILE_ERROR, SIGNATURE_MISMATCH, FORBIDDEN_SYMBOL expected):"
  grep -E '^FAILED' "$W/modules.log" | sed 's/^/  /' | head -20
  ;;
sets)
  for p in cuda triton pallas; do
    python3 benchmarks/false_positives.py "$B" --label "$p" --seeds 101-102 --sets empty \
      --only "^correct\.(example|baseline)\.$p\.$TASKS\$" -j 12 > "$W/empty-$p.txt" 2>&1
    echo "$p: $(tail -1 "$W/empty-$p.txt")"
    grep -v ': PASS (' "$W/empty-$p.txt" | grep -v 'tests run' | head -20
  done
  ;;
tests)
  R="^(selftest\.(planted|cheats|wrong)\.cuda\.$TASKS\.|correct\.example\.cuda\.(sum_dim_(f32|f16|bf16)|mean_dim_f32|mse_loss_f32)\$|correct\.baseline\.cuda\.((matmul|softmax|relu)_(f32|f16|bf16)|matvec_f32|bmm_f32|gemm_f32)\$)"
  timeout "$2" ctest --test-dir "$B" -R "$R" -j 12 --resource-spec-file "$RS" --output-on-failure > "$W/ctest.log" 2>&1
  echo "ctest rc $? (124: stopped at $2 s)"
  grep -E 'tests passed|tests failed' "$W/ctest.log"
  echo "passed: $(grep -E 'Test +#' "$W/ctest.log" | grep -cE ' Passed ')"
  grep -E 'Test +#' "$W/ctest.log" | grep -v ' Passed ' | head -40
  gzip -f "$W/ctest.log"
  ;;
esac
echo "== $1 took $(( $(date +%s) - t0 )) s"
