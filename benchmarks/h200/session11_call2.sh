#!/usr/bin/env bash
# Session 11, call 2 on the H200 (tree: main 28f985a + this script): the build (cuda, triton,
# pallas; torch eager yardsticks); the Triton and Pallas samples added this session (the eight
# categories each lacked) on the GPU; the Triton JIT cache kept per candidate: each of three
# kernels' compile+correct tests run twice (the first run compiles and keeps, the second starts
# from what it kept); torch eager on the 12 operators added this session and on the fp8 and random
# tasks whose semantics / generator seeding changed after call 1.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
PLATFORMS="cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager' \
  timeout 240 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -3
echo "build done at $(( $(date +%s) - t0 )) s"
NEWS='bernoulli_f32|blas_axpy_f32|blas_dgmm_f32|blas_gemm_f32|blas_gemv_f32|dropout_f32|gemm_add_relu_f32|mlp_f32|reshape_and_cache_f32|sort_f32|topk_f32|vanilla_rnn_f32'
SLOTS=8 JOBS=12 R="^(compile|correct)\.example\.(triton|pallas)\.($NEWS)\$" timeout 170 bash benchmarks/h200/run_suite.sh python 2>&1 | tail -30
echo "new samples done at $(( $(date +%s) - t0 )) s"
for t in relu_f32 softmax_f32 matmul_f32; do
  for run in cold-or-seeded warm; do
    /usr/bin/time -f "triton $t compile+correct ($run): %e s" ctest --test-dir "$B" \
      -R "^(compile|correct)\.example\.triton\.$t\$" --resource-spec-file "$B/resources.json" 2>&1 | tail -1
    python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print('  ', d['verdict'], d.get('jit_cache'))" \
      "$B/kernelmark/records/correct.example.triton.$t.json"
  done
done
OPS='ffn_npu|grouped_matmul|fusion_attention|fused_infer_attention_score|sparse_flash_attention|lightning_indexer|box_iou|histc|rwkv_wkv|top_k_top_p|resize_bilinear_antialias|mrope_grid_positions|convert_fp8|scaled_fp8_quant_dynamic|bernoulli|dropout|exponential|poisson|rrelu_with_noise'
BUDGET=140 JOBS=12 YSLOTS=8 YRE="($OPS)_[a-z0-9_]+\$" bash benchmarks/h200/run_suite.sh yardsticks 2>&1 | tail -30
echo "eager done at $(( $(date +%s) - t0 )) s"
cd "$OUT" && tar czf /tmp/all.tgz . && rm -rf "$OUT"/* && mv /tmp/all.tgz "$OUT/"
