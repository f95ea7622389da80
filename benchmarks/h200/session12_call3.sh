#!/usr/bin/env bash
# Session 12, call 3 on the H200 (tree: main 081c5a4 + this script): the build (cuda, triton;
# torch eager yardsticks); torch eager on the six tasks whose semantics call 2 found wrong on the
# GPU (strided_copy, gather_and_maybe_dequant_cache) and the two paged_attention_v2 departures;
# the cuda planted, cheat and wrong kernels with the fresh worker now prestarted (4f0cd90), and
# ten example cuda tasks' correctness.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
PLATFORMS="cuda;triton" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager' \
  timeout 200 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -2
echo "build done at $(( $(date +%s) - t0 )) s"
BUDGET=45 JOBS=8 YSLOTS=8 YRE="(strided_copy|gather_and_maybe_dequant_cache|paged_attention_v2)_[a-z0-9_]+\$" \
  bash benchmarks/h200/run_suite.sh yardsticks 2>&1 | tail -12
echo "eager done at $(( $(date +%s) - t0 )) s"
SLOTS=8 timeout 120 bash benchmarks/h200/run_suite.sh selftests 2>&1 | tail -6
echo "selftests done at $(( $(date +%s) - t0 )) s"
timeout 45 ctest --test-dir "$B" -R '^(compile|correct)\.example\.cuda\.(relu_f32|softmax_f32|matmul_f16|layer_norm_f32|cumsum_f32|argmax_f32|conv2d_f32|sum_dim_f32|gelu_bf16|cross_entropy_f32)$' \
  -j 8 --resource-spec-file "$B/resources.json" > "$OUT/ctest-cuda-examples.log" 2>&1
grep -E 'tests passed|\*\*\*Failed|Total Test' "$OUT/ctest-cuda-examples.log"
echo "all done at $(( $(date +%s) - t0 )) s"
cd "$OUT" && tar czf /tmp/all.tgz . && rm -rf "$OUT"/* && mv /tmp/all.tgz "$OUT/"
