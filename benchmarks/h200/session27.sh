#!/usr/bin/env bash
# Prepared in session 26 for the next H200 session (issue #12): what session 26 left there.
#   bash benchmarks/h200/session27.sh first LIMIT    # build cuda;triton;pallas; the perf record with a
#                                                    # planted departure (printed, not only kept); the
#                                                    # Python platforms' list tasks through perf (the
#                                                    # glue's timed path with lists); the Pallas honest
#                                                    # twin; gru_bidirectional_bf16; the eager_fp32
#                                                    # witness alongside; then torch.compile batches
#   bash benchmarks/h200/session27.sh pallas_perf LIMIT  # the Pallas perf tests not yet run, without
#                                                    # their fixtures (-FA), alone on the GPU
#   bash benchmarks/h200/session26.sh compile LIMIT  # more torch.compile batches (session 26's phase)
# Outputs land in $OUT: few files (the run tool returns a bounded number), summaries on stdout.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
stamp() { echo "== $* at $(( $(date +%s) - t0 )) s"; }
left() { echo $(( $1 - ($(date +%s) - t0) )); }
res() { echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 16}]}]}' > "$B/resources.json"; }

case $1 in
first)
  PLATFORMS="cuda;triton;pallas" bash benchmarks/h200/run_suite.sh build 2>&1 | tail -4
  stamp build
  res
  # 1. The perf record of a planted "oob" departure (session 26's was not brought back), printed
  # here and in its own file; without the perf test's fixtures.
  bash benchmarks/h200/perf_planted_departure.sh "$B" "$OUT" "session 27" -FA '.*' | tee "$OUT/perf-departure.txt"
  stamp perf-departure
  # 2. Alongside: the eager_fp32 witness over torch eager's "*" departures on cuda.
  python3 benchmarks/eager_fp32_witness.py "$B" cuda "$OUT/witness" 4 > "$OUT/eager-fp32-witness.txt" 2>&1 &
  # 3. The list tasks through the Python platforms' perf path on the GPU (the glue's prepare with
  # items), the Pallas honest twin, gru_bidirectional_bf16's compile verdict.
  timeout "$(left $(( $2 - 30 )))" ctest --test-dir "$B" \
    -R '^((compile|correct|perf)[.]example[.](triton[.]cat_f32|pallas[.]split_f32)|selftest[.]wrong[.]pallas[.].*|selftest[.]wrong[.]triton[.]cat_f32.*|yardstick[.]torch_compile[.]cuda[.]gru_bidirectional_bf16)$' \
    -j 4 --resource-spec-file "$B/resources.json" -V > "$OUT/ctest-checks.log" 2>&1
  echo "checks: ctest rc $?"
  grep -E 'Test +#' "$OUT/ctest-checks.log" | cut -c1-160
  grep -E 'as expected|kernelmark: (correct|perf)' "$OUT/ctest-checks.log" | cut -c1-300
  for t in triton.cat_f32 pallas.split_f32; do
    python3 - "$B/kernelmark/records/perf.example.$t.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1])); s = r["shapes"][0]
print(r["task"], r["platform"], r["verdict"], "median %.1f us" % (s["candidate"]["median_s"] * 1e6), s.get("speedups"))
PY
  done
  wait
  tail -1 "$OUT/eager-fp32-witness.txt"; grep -v ' PASS$' "$OUT/eager-fp32-witness.txt" | head -20
  tar czf "$OUT/witness-records.tgz" -C "$OUT" witness && rm -rf "$OUT/witness"
  gzip -f "$OUT/ctest-checks.log"
  stamp first
  ;;
pallas_perf)
  # -FA '.*': the fixtures (compile, correct) are not rerun (session 26's call ran them too, and
  # finished 11 of 31); the 18 with records from sessions 23 and 26 are left out.
  ctest --test-dir "$B" -N -R '^perf[.]example[.]pallas[.]' | grep -oE 'perf\.example\.pallas\.[a-z0-9_]+' \
    | grep -vE '\.(add_f32|bernoulli_f32|blas_axpy_f32|blas_dgmm_f32|blas_gemm_f32|blas_gemv_f32|cast_f32_i32|conv1d_f32|cumsum_f32|decode_attention_f32|dropout_f32|embedding_f32|fill_f32|gemm_add_relu_f32|gt_i8|layer_norm_f32|logical_not_b8|matmul_f16)$' \
    | sed 's/.*/^&$/' > "$B/pallas-perf.txt"
  timeout "$(left $(( $2 - 30 )))" ctest --test-dir "$B" -FA '.*' -R "($(paste -sd'|' "$B/pallas-perf.txt"))" -j 1 \
    --output-on-failure > "$OUT/ctest-pallas-perf.log" 2>&1
  echo "pallas perf: ctest rc $?: $(grep -cE 'Test +#' "$OUT/ctest-pallas-perf.log") of $(wc -l < "$B/pallas-perf.txt")"
  python3 - "$B" <<'PY'
import glob, json, sys
for f in sorted(glob.glob(sys.argv[1] + "/kernelmark/records/perf.example.pallas.*.json")):
    r = json.load(open(f)); s = (r.get("shapes") or [{}])[0]
    print("%-28s %-8s %s" % (r.get("task"), r.get("verdict"),
          " ".join("%s=%.3g" % kv for kv in sorted((s.get("speedups") or {}).items()))))
PY
  gzip -f "$OUT/ctest-pallas-perf.log"
  stamp pallas-perf
  ;;
esac
