#!/usr/bin/env bash
# Session 19, the `empty` shape set (zero-size dimensions) on the H200: every cuda, triton and
# pallas example and cuda baseline of the ops that have the set, on that set; their cuda
# planted/wrong/cheat self-tests (the new ones: relu_f32.RUNTIME_ERROR-launches_zero_blocks,
# sum_dim_f32.STALE_OUTPUT-skips_empty_rows); the changed cuda kernels' whole correctness tests.
#   bash benchmarks/h200/session19_empty.sh LIMIT
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
W=/tmp/km-s19e
mkdir -p "$OUT" "$W"
B=$PWD/build-h200
t0=$(date +%s)
limit=${1:-560}
stamp() { echo "== $1 at $(( $(date +%s) - t0 )) s"; }
OPS=$(python3 - <<'PY'
import json, pathlib
print("|".join(sorted(json.loads(p.read_text())["name"] for p in pathlib.Path("operators").rglob("*.json")
                      if p.name not in ("categories.json", "sources.json", "spec.schema.json")
                      and "empty" in json.loads(p.read_text()).get("shapes", {}))))
PY
)
echo "ops with an empty set: $OPS"
TASKS="($OPS)_(f32|f16|bf16)"
extra=()
[ -e /usr/include/seccomp.h ] || extra+=("-DKM_SECCOMP_INCLUDE_DIR=$PWD/build-deps/seccomp")
if [ ! -e "$B/build.ninja" ]; then
  cmake -S . -B "$B" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKM_PLATFORMS="cuda;triton;pallas" -DKM_MODELS=example \
    -DKM_TORCH_YARDSTICKS=eager "${extra[@]}" > "$W/configure.log" 2>&1 || { tail -30 "$W/configure.log"; exit 1; }
fi
cmake "$B" -DKM_GPU_SLOTS=8 > /dev/null
RS="$B/resources.json"
echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 8}]}]}' > "$RS"
mods=$(ninja -C "$B" -t targets all | grep -oE '^km\.[a-z0-9_.-]+\.(cuda|triton|pallas)\.[a-z0-9_]+' | sort -u |
  grep -E "\.($OPS)_(f32|f16|bf16)\$")
echo "$(echo "$mods" | wc -w) modules"
cmake --build "$B" -j16 --target kernelmark km-correct-cuda km-perf-cuda km-worker-cuda km-correct-triton km-perf-triton \
  km-worker-triton km-correct-pallas km-perf-pallas km-worker-pallas > "$W/build.log" 2>&1 ||
  { grep -B2 -A12 -m5 error "$W/build.log"; exit 1; }
cmake --build "$B" -j16 -- -k 0 $mods > "$W/modules.log" 2>&1
grep -E '^FAILED' "$W/modules.log" | head
stamp "build done"
export KM_WORKER_ZYGOTE_DIR=/tmp/km-zygote-h200
# 1. Every correctness test of these tasks (examples and baselines, each platform) on the empty
# set alone, seeds 101-102: its commands run directly (false_positives.py), a few seconds each.
for p in cuda triton pallas; do
  b=$(( limit - ($(date +%s) - t0) - 150 ))
  [ "$b" -gt 30 ] || b=30
  timeout "$b" python3 benchmarks/false_positives.py "$B" --label "$p" --seeds 101-102 \
    --sets empty --only "^correct\.(example|baseline)\.$p\.$TASKS\$" -j 12 > "$W/empty-$p.txt" 2>&1
  echo "$p: $(tail -1 "$W/empty-$p.txt")"
  grep -v ': PASS (' "$W/empty-$p.txt" | grep -v 'tests run' | head -20
done
stamp "empty sets done"
# 2. The cuda self-tests of these tasks (the two new planted kernels among them), then the whole
# correctness tests of the cuda kernels and baselines changed for the set.
left=$(( limit - ($(date +%s) - t0) - 20 ))
R="^(selftest\.(planted|cheats|wrong)\.cuda\.$TASKS\.|correct\.example\.cuda\.(sum_dim_(f32|f16|bf16)|mean_dim_f32|mse_loss_f32)\$|correct\.baseline\.cuda\.((matmul|softmax|relu)_(f32|f16|bf16)|matvec_f32|bmm_f32|gemm_f32)\$)"
timeout "$left" ctest --test-dir "$B" -R "$R" -j 12 --resource-spec-file "$RS" --output-on-failure > "$W/ctest.log" 2>&1
echo "ctest rc $?"
grep -E 'tests passed|tests failed' "$W/ctest.log"
grep -E 'Test +#' "$W/ctest.log" | grep -v ' Passed ' | head -40
grep -E 'Test +#' "$W/ctest.log" | grep -cE ' Passed '
gzip -f "$W/ctest.log"
tar -C "$W" -czf "$OUT/empty.tar.gz" .
stamp "call done"
