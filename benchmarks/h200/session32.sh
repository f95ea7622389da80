#!/usr/bin/env bash
# Session 32 on the device (issue #12):
#   bash benchmarks/h200/session32.sh first LIMIT   # build cuda;triton;pallas; session 31's seven
#                                                   # non-network torch.compile departures on the GPU,
#                                                   # now with their entries (each test expects its
#                                                   # listed verdict), then a torch.compile batch
#   bash benchmarks/h200/session29.sh gru 580       # gru_bidirectional_bf16 under torch.compile, whole
#   bash benchmarks/h200/session26.sh compile LIMIT # more torch.compile batches (400 tasks left)
# Outputs land in $OUT; tar them into one file before the call returns (the run tool returns ~8).
. "$(dirname "$0")/session_lib.sh"

case $1 in
first)
  build_gpu
  # Session 31 listed these from runs without their entries (H100); the three networks it listed
  # take minutes each and wait.
  listed='div_bf16|gemm_batch_norm_scaling_softmax_f16|gemm_batch_norm_scaling_softmax_bf16|matmul_group_norm_leaky_relu_sum_f16|scatter_add_f16|scatter_add_bf16|efficientnet_mbconv_f16'
  timeout "$(left 200)" ctest --test-dir "$B" -R "^yardstick[.]torch_compile[.]cuda[.]($listed)\$" -j 7 \
    --resource-spec-file "$B/resources.json" --output-on-failure > "$OUT/ctest-listed.log" 2>&1
  echo "listed: ctest rc $?: $(grep -cE 'Test +#' "$OUT/ctest-listed.log") finished, $(grep -E 'Test +#' "$OUT/ctest-listed.log" | grep -c ' Passed ') passed"
  grep -E 'Test +#' "$OUT/ctest-listed.log" | cut -c1-130
  grep -E 'as expected|departure' "$OUT/ctest-listed.log" | cut -c1-220 | head -14
  gzip -f "$OUT/ctest-listed.log"
  stamp listed
  bash benchmarks/h200/session26.sh compile "$(( $(left $2) - 5 ))"
  ;;
esac
