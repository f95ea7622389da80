#!/usr/bin/env bash
# Prepared in session 27 for the next device session (issue #12): what session 27 left.
#   bash benchmarks/h200/session28.sh first LIMIT    # build cuda;triton;pallas; the cuda list layout
#                                                    # (f66ca66, never run on a GPU): the example
#                                                    # cuda cat/split through compile, correct and
#                                                    # perf, the two planted cuda cat kernels, the
#                                                    # ten cuBLAS pointer-array batched baselines; the
#                                                    # perf record with a planted torch eager departure
#   bash benchmarks/h200/session28.sh gru LIMIT      # gru_bidirectional_bf16 under torch.compile alone
#                                                    # (session 27: 21 of 32 cases in about 300 s)
#   bash benchmarks/h200/session26.sh compile LIMIT  # more torch.compile batches (954 tasks left)
# Outputs land in $OUT: few files (the run tool returns a bounded number), summaries on stdout.
. "$(dirname "$0")/session_lib.sh"

case $1 in
first)
  build_gpu
  # 1. The cuda list layout: examples (PASS expected), planted kernels (their verdicts), one ctest.
  timeout "$(left $(( $2 - 120 )))" ctest --test-dir "$B" \
    -R '^((compile|correct|perf)[.]example[.]cuda[.](cat|split)_f32|selftest[.]wrong[.]cuda[.]cat_f32[.].*|(compile|correct)[.]baseline[.]cuda[.]blas_(gemm|gemv|trsm)_batched_[a-z0-9_]+)$' \
    -j 4 --resource-spec-file "$B/resources.json" -V > "$OUT/ctest-cuda-lists.log" 2>&1
  echo "cuda lists: ctest rc $?"
  grep -E 'Test +#' "$OUT/ctest-cuda-lists.log" | cut -c1-150
  grep -E 'as expected|not as expected|kernelmark: (correct|perf)|expected .* got' "$OUT/ctest-cuda-lists.log" | cut -c1-300 | head -20
  for t in cat_f32 split_f32; do
    python3 - "$B/kernelmark/records/perf.example.cuda.$t.json" <<'PY'
import json, sys
try:
    r = json.load(open(sys.argv[1])); s = r["shapes"][0]
    print(r["task"], r["verdict"], "median %.1f us" % (s["candidate"]["median_s"] * 1e6), s.get("speedups"))
except Exception as e:
    print(sys.argv[1], "no record:", e)
PY
  done
  stamp cuda-lists
  # 2. The perf record with a planted torch eager departure (absent with the planted why).
  bash benchmarks/h200/perf_planted_departure.sh "$B" "$OUT" "session 28" -FA '.*'
  gzip -f "$OUT/ctest-cuda-lists.log"
  stamp first
  ;;
gru)
  timeout "$(left $(( $2 - 20 )))" ctest --test-dir "$B" -R '^yardstick[.]torch_compile[.]cuda[.]gru_bidirectional_bf16$' \
    --output-on-failure > "$OUT/ctest-gru.log" 2>&1
  echo "gru: ctest rc $?"; grep -E 'Test +#|kernelmark:' "$OUT/ctest-gru.log" | cut -c1-200
  stamp gru
  ;;
esac
