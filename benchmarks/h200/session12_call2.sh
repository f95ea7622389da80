#!/usr/bin/env bash
# Session 12, call 2 on the H200 (tree: main after the helpers' merges + this script): the build; the warm Triton
# relu's compile+correct after the reruns moved last (6ddaf36) and the fresh worker prestarted
# (4f0cd90), three runs with GoogleTest's per-case times, then softmax and matmul once each; the
# Triton sort and rfft samples' correctness; the rest of call 1's torch.compile sample and the
# eager task it did not finish, and torch eager on this session's new operators
# (session12_new_ops.txt; list-tensor tasks SKIP on cuda: no layout there yet).
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
PLATFORMS="cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager' \
  timeout 230 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -2
echo "build done at $(( $(date +%s) - t0 )) s"
cmake "$B" -DKM_GPU_SLOTS=8 > /dev/null
echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 8}]}]}' > "$B/resources.json"
for t in relu_f32 relu_f32 relu_f32 softmax_f32 matmul_f32; do
  ctest --test-dir "$B" -R "^compile\.example\.triton\.$t\$" > /dev/null 2>&1
  cmd=$(ctest --test-dir "$B" -R "^correct\.example\.triton\.$t\$" --show-only=json-v1 |
    python3 -c "import json, shlex, sys
t = next(t for t in json.load(sys.stdin)['tests'] if t['name'].startswith('correct.'))
print(shlex.join(t['command']))")
  s=$(date +%s.%N)
  timeout 60 bash -c "$cmd" > "$OUT/triton-$t.txt" 2>&1
  e=$(date +%s.%N)
  python3 - "$OUT/triton-$t.txt" "$s" "$e" "$t" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
wall = float(sys.argv[3]) - float(sys.argv[2])
cases = [(m.group(1), int(m.group(2))) for m in re.finditer(r"\[       OK \] (\S+) \((\d+) ms\)", text)]
tot = re.search(r"\[==========\] .* ran\. \((\d+) ms total\)", text)
total_ms = int(tot.group(1)) if tot else -1
by = {}
for name, ms in cases:
    k = name.split(".")[1].split("_")[0]
    by[k] = by.get(k, 0) + ms
verdict = re.search(r"kernelmark: \S+ (\S+)", text)
print(f"{sys.argv[4]}: {verdict.group(1) if verdict else '?'}, wall {wall:.2f} s, gtest {total_ms / 1000:.2f} s over {len(cases)} cases, outside gtest {wall - total_ms / 1000:.2f} s")
print("  per set (s):", {k: round(v / 1000, 2) for k, v in by.items()})
print("  slowest:", sorted(cases, key=lambda c: -c[1])[:4])
PY
done
echo "triton timing done at $(( $(date +%s) - t0 )) s"
# (one phase at a time: each reconfigures the build's GPU slots)
MODE=compile BUDGET=70 JOBS=4 YSLOTS=8 YRE="(cross_entropy_f32|softmax_f32|grid_sample_f32|rfft_padded_f32)\$" \
  bash benchmarks/h200/run_suite.sh yardsticks 2>&1 | tail -8
R='^(compile|correct)\.example\.triton\.(sort_f32|rfft_padded_f32)$' JOBS=2 timeout 100 \
  bash benchmarks/h200/run_suite.sh python 2>&1 | tail -8
# torch eager on rwkv_wkv_f32 (call 1 did not finish it) and on the operators added this session.
OPS="rwkv_wkv|$(paste -sd'|' benchmarks/h200/session12_new_ops.txt)"
BUDGET=${EAGER_BUDGET:-100} JOBS=12 YSLOTS=8 YRE="($OPS)_[a-z0-9_]+\$" bash benchmarks/h200/run_suite.sh yardsticks 2>&1 | tail -30
echo "all done at $(( $(date +%s) - t0 )) s"
cd "$OUT" && tar czf /tmp/all.tgz . && rm -rf "$OUT"/* && mv /tmp/all.tgz "$OUT/"
