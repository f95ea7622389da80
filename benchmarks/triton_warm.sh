#!/usr/bin/env bash
# Issue #12's warm path: a Triton kernel's compile+correct tests, one `ctest -R` each, with every
# worker spawned (KM_WORKER_ZYGOTE=off; two runs, the first fills the JIT cache) and with the
# worker zygote (three runs; the first may start it). One line per run: wall time, verdict, and the
# record's worker starts (spawned / forked by the zygote).
#   bash benchmarks/triton_warm.sh BUILD_DIR [TASKS...]   (default: relu_f32 softmax_f32 matmul_f32)
#   RS=resources.json adds --resource-spec-file (GPU runs); output on stdout. ZYGOTE_ONLY=1 leaves
#   out the spawned runs; EXTRA_ENV="VAR=value" adds two zygote runs with it. Each run also prints
#   the record's timing (docs/records.md), its slowest cases and what Triton's JIT did (`jit`).
set -uo pipefail
B=$1
shift
tasks=("$@")
[ ${#tasks[@]} -gt 0 ] || tasks=(relu_f32 softmax_f32 matmul_f32)
rs=()
[ -n "${RS:-}" ] && rs=(--resource-spec-file "$RS")
run() {  # label task
  local s e
  s=$(date +%s.%N)
  ctest --test-dir "$B" -R "^(compile|correct)\.example\.triton\.$2\$" "${rs[@]}" > /dev/null 2>&1
  e=$(date +%s.%N)
  python3 - "$B/kernelmark/records/correct.example.triton.$2.json" "$s" "$e" "$1" "$2" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
w = r.get("worker_starts", {})
print(f"{sys.argv[5]:12s} {sys.argv[4]:9s} {float(sys.argv[3]) - float(sys.argv[2]):6.2f} s  {r.get('verdict')}  "
      f"workers spawned {w.get('spawned')}, forked {w.get('forked_by_zygote')}", flush=True)
j = r.get("jit")  # what Triton's JIT did in the worker: compiled, or found in the cache
if j:
    print(f"    jit: compiled {j.get('compiled')} ({j.get('compile_s', 0):.2f} s), "
          f"cache hits {j.get('cache_hits')} ({j.get('cache_hit_s', 0):.3f} s)", flush=True)
t = r.get("timing")
if t:  # where the correctness test's time went, and its slowest cases
    print("    " + ", ".join(f"{k[:-2]} {v:.2f}" for k, v in t.items()), flush=True)
    slow = sorted(r.get("cases", []), key=lambda c: -c.get("seconds", 0))[:4]
    print("    slowest cases: " + "; ".join(f"{c['set']}[{c['index']}] {c['sizes']} {c.get('seconds', 0):.2f} s"
                                         for c in slow), flush=True)
PY
}
for t in "${tasks[@]}"; do
  if [ -z "${ZYGOTE_ONLY:-}" ]; then
    KM_WORKER_ZYGOTE=off run spawn-1 "$t"
    KM_WORKER_ZYGOTE=off run spawn-2 "$t"
  fi
  for i in 1 2 3; do run zygote-$i "$t"; done
  # EXTRA_ENV (e.g. CUDA_DEVICE_MAX_CONNECTIONS=1): two more zygote runs with it
  if [ -n "${EXTRA_ENV:-}" ]; then
    for i in 1 2; do (export $EXTRA_ENV; run env-$i "$t"); done
  fi
done
