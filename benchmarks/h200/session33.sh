#!/usr/bin/env bash
# Prepared in session 32 for the next device session (issue #12):
#   bash benchmarks/h200/session33.sh first LIMIT   # build cuda;triton;pallas; the four session 31
#                                                   # departures session 32 did not reach with their
#                                                   # entries (each test expects its listed verdict),
#                                                   # then a torch.compile batch until LIMIT
#   bash benchmarks/h200/session29.sh gru 580 '*bench*' 1
#                                                   # gru_bidirectional_bf16's bench case alone under
#                                                   # torch.compile: the other 31 cases passed in
#                                                   # session 32 (294 s); the bench case was still
#                                                   # compiling after about 250 s
#   bash benchmarks/h200/session26.sh compile LIMIT # more torch.compile batches (382 tasks left)
# Outputs land in $OUT; tar them into one file before the call returns (the run tool returns ~8).
. "$(dirname "$0")/session_lib.sh"

case $1 in
first)
  build_gpu
  # Session 32 gave these 44 s (`left 200` counts from the script's start, the build included):
  # the limit here is the build's time plus 120 s.
  listed='gemm_batch_norm_scaling_softmax_f16|gemm_batch_norm_scaling_softmax_bf16|matmul_group_norm_leaky_relu_sum_f16|efficientnet_mbconv_f16'
  timeout 120 ctest --test-dir "$B" -R "^yardstick[.]torch_compile[.]cuda[.]($listed)\$" -j 4 \
    --resource-spec-file "$B/resources.json" --output-on-failure > "$OUT/ctest-listed.log" 2>&1
  echo "listed: ctest rc $?: $(grep -cE 'Test +#' "$OUT/ctest-listed.log") finished, $(grep -E 'Test +#' "$OUT/ctest-listed.log" | grep -c ' Passed ') passed"
  grep -E 'Test +#' "$OUT/ctest-listed.log" | cut -c1-130
  gzip -f "$OUT/ctest-listed.log"
  stamp listed
  bash benchmarks/h200/session26.sh compile "$(( $(left $2) - 5 ))"
  ;;
esac
