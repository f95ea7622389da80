#!/usr/bin/env bash
# Session 26 on the H200 (issue #12), one machine kept warm between calls:
#   bash benchmarks/h200/session26.sh first LIMIT    # build cuda;triton;pallas; a perf record with a
#                                                    # planted departure; the Pallas self-tests, session
#                                                    # 24's checks and compile_rerun.txt's tasks in one
#                                                    # ctest; the eager_fp32 witness alongside
#   bash benchmarks/h200/session26.sh pallas_perf LIMIT  # the Pallas perf tests session 23 did not reach,
#                                                    # alone on the GPU, then `compile` until LIMIT
#   bash benchmarks/h200/session26.sh compile LIMIT  # torch.compile on tasks it has not met until LIMIT s
# Outputs land in $OUT; records of earlier calls stay in build-h200 and are skipped.
. "$(dirname "$0")/session_lib.sh"
Y=$B/kernelmark/yardstick-records
verdicts() {  # one line a yardstick record: task, verdict, cases not PASS of all, first reason
  python3 - "$@" <<'PY'
import glob, json, sys
for d in sys.argv[1:]:
    for f in sorted(glob.glob(d + "/*.json")):
        try:
            r = json.load(open(f))
        except ValueError as e:
            print(f, "UNREADABLE", e); continue
        bad = [c for c in r.get("cases", []) if c.get("verdict") != "PASS"]
        print("%-55s %-15s %d/%d %s" % (r.get("task"), r.get("verdict"), len(bad), len(r.get("cases", [])),
                                       " ".join((r.get("reason") or "").split())[:160]))
PY
}

compile_batch() {  # $1: seconds left for this batch
  local limit=$1
  [ "$limit" -gt 60 ] || return 0
  echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 16}]}]}' > "$B/resources.json"
  # Not yet judged: neither in compile_judged.txt nor compile_rerun.txt nor recorded by this session.
  # Random order (seed 26), the tasks of operators/model and operators/rnn last. A batch holds no
  # network while other tasks are left: ctest runs a -R batch in test-number order where its build
  # has no cost data for the tests (CTestCostData.txt, longest first where it has), which puts the
  # networks first (session 37: 12 of the 24 tests that finished in a 460-s call were networks,
  # each holding a slot for 270-360 s).
  ls "$Y" 2>/dev/null | sed -n 's/^correct\.torch_compile\.cuda\.\(.*\)\.json$/\1/p' > "$OUT/recorded-before.txt"
  ctest --test-dir "$B" -N -R '^yardstick[.]torch_compile[.]cuda[.]' | grep -oE 'yardstick\.torch_compile\.cuda\.[a-z0-9_]+' \
    | sed 's/^yardstick\.torch_compile\.cuda\.//' \
    | grep -vxF -f benchmarks/h200/compile_judged.txt -f benchmarks/h200/compile_rerun.txt -f "$OUT/recorded-before.txt" \
    | python3 -c '
import glob, os, random, sys
nets = {os.path.basename(f)[:-5] for d in ("model", "rnn") for f in glob.glob("operators/%s/*.json" % d)}
is_net = lambda x: x.rsplit("_", 1)[0] in nets
t = sys.stdin.read().split(); random.Random(26).shuffle(t)
fast = [x for x in t if not is_net(x)]
open(sys.argv[1], "w").write("%d\n" % len(fast))
print("\n".join(fast + [x for x in t if is_net(x)]))' "$OUT/compile-fast.txt" > "$OUT/compile-order.txt"
  local fast n=300
  fast=$(cat "$OUT/compile-fast.txt")
  echo "tasks not yet judged by torch.compile: $(wc -l < "$OUT/compile-order.txt") ($fast not networks)"
  [ "$fast" -eq 0 ] || [ "$fast" -ge $n ] || n=$fast
  head -$n "$OUT/compile-order.txt" | sed 's/.*/^yardstick\\.torch_compile\\.cuda\\.&$/' > "$B/compile-batch.txt"
  timeout "$limit" ctest --test-dir "$B" -R "($(paste -sd'|' "$B/compile-batch.txt"))" -j 12 \
    --resource-spec-file "$B/resources.json" --output-on-failure > "$OUT/ctest-compile.log" 2>&1
  echo "batch: ctest rc $?: $(grep -cE 'Test +#' "$OUT/ctest-compile.log") finished," \
    "$(grep -E 'Test +#' "$OUT/ctest-compile.log" | grep -c ' Passed ') passed"
  grep -E 'Test +#' "$OUT/ctest-compile.log" | grep -v ' Passed '
  gzip -f "$OUT/ctest-compile.log"
}

case $1 in
first)
  PLATFORMS="cuda;triton;pallas" bash benchmarks/h200/run_suite.sh build 2>&1 | tail -4
  stamp build
  echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 16}]}]}' > "$B/resources.json"
  # 1. A perf record on the GPU with a departure listed (session 25's change ran on the CPU only).
  bash benchmarks/h200/perf_planted_departure.sh "$B" "$OUT" "session 26"
  stamp perf-departure
  # 2. Alongside: the eager_fp32 witness over torch eager's "*" departures on cuda.
  python3 benchmarks/eager_fp32_witness.py "$B" cuda "$OUT/witness" 4 > "$OUT/eager-fp32-witness.txt" 2>&1 &
  # 3. One ctest: the Pallas planted, wrong and cheat self-tests (session 23 ran only the glue's and
  # the policy's), session 24's checks (the evaluator on the GPU, fused_qk_norm_rope under term_ulp,
  # no departures) and the tasks whose compile verdicts were the harness's faults (ad9fa1a).
  rerun=$(paste -sd'|' benchmarks/h200/compile_rerun.txt)
  timeout "$(left $(( $2 - 25 )))" ctest --test-dir "$B" \
    -R "^(selftest[.](planted|wrong|cheats)[.].*pallas.*|selftest[.]yardstick[.]evaluator_cuda|yardstick[.]torch_(eager|compile)[.]cuda[.]fused_qk_norm_rope_(f16|bf16)|yardstick[.]torch_compile[.]cuda[.]($rerun))\$" \
    -j 10 --resource-spec-file "$B/resources.json" -V > "$OUT/ctest-checks.log" 2>&1
  echo "checks: ctest rc $?: $(grep -cE 'Test +#' "$OUT/ctest-checks.log") finished"
  grep -E 'Test +#' "$OUT/ctest-checks.log" | cut -c1-160
  grep -E 'as expected|kernelmark: correct' "$OUT/ctest-checks.log" | cut -c1-300 | head -60
  stamp checks
  wait
  tail -1 "$OUT/eager-fp32-witness.txt"; grep -v ' PASS$' "$OUT/eager-fp32-witness.txt" | head -30
  tar czf "$OUT/witness-records.tgz" -C "$OUT" witness && rm -rf "$OUT/witness"
  verdicts "$Y" > "$OUT/yardstick-verdicts.txt"; cat "$OUT/yardstick-verdicts.txt"
  tar czf "$OUT/yardstick-records.tgz" -C "$B/kernelmark" yardstick-records
  gzip -f "$OUT/ctest-checks.log"
  stamp first
  ;;
pallas_perf)
  # Perf takes the GPU alone: nothing else runs during these.
  ctest --test-dir "$B" -N -R '^perf[.]example[.]pallas[.]' | grep -oE 'perf\.example\.pallas\.[a-z0-9_]+' \
    | grep -vE '\.(add_f32|bernoulli_f32|blas_axpy_f32|blas_dgmm_f32|blas_gemm_f32|blas_gemv_f32|cast_f32_i32)$' \
    | sed 's/.*/^&$/' > "$B/pallas-perf.txt"
  timeout "$(left $(( $2 - 40 )))" ctest --test-dir "$B" -R "($(paste -sd'|' "$B/pallas-perf.txt"))" -j 1 \
    --output-on-failure > "$OUT/ctest-pallas-perf.log" 2>&1
  echo "pallas perf: ctest rc $?: $(grep -cE 'Test +#' "$OUT/ctest-pallas-perf.log") of $(wc -l < "$B/pallas-perf.txt") finished"
  grep -E 'Test +#' "$OUT/ctest-pallas-perf.log" | grep -v ' Passed '
  mkdir -p "$OUT/pallas-perf" && cp "$B"/kernelmark/records/perf.example.pallas.*.json "$OUT/pallas-perf/"
  tar czf "$OUT/pallas-perf-records.tgz" -C "$OUT" pallas-perf && rm -rf "$OUT/pallas-perf"
  python3 - "$B" <<'PY'
import glob, json, sys
for f in sorted(glob.glob(sys.argv[1] + "/kernelmark/records/perf.example.pallas.*.json")):
    r = json.load(open(f))
    s = (r.get("shapes") or [{}])[0]
    print("%-28s %-8s %s" % (r.get("task"), r.get("verdict"),
          " ".join("%s=%.3g" % kv for kv in sorted((s.get("speedups") or {}).items()))))
PY
  gzip -f "$OUT/ctest-pallas-perf.log"
  stamp pallas-perf
  compile_batch "$(left $(( $2 - 30 )))"
  verdicts "$Y" > "$OUT/yardstick-verdicts.txt"
  tar czf "$OUT/yardstick-records.tgz" -C "$B/kernelmark" yardstick-records
  stamp compile
  ;;
compile)
  compile_batch "$(left $(( $2 - 30 )))"
  verdicts "$Y" > "$OUT/yardstick-verdicts.txt"
  tar czf "$OUT/yardstick-records.tgz" -C "$B/kernelmark" yardstick-records
  stamp compile
  ;;
esac
