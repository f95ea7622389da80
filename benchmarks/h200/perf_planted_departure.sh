#!/usr/bin/env bash
# A perf record on the GPU with a whole-task departure listed: a planted "oob" entry for torch
# eager on cuda relu_f32 in the build's departures list, the example cuda relu's perf test, then the
# list restored. Expected in the record: torch_eager absent with the planted why (never started),
# the vendor baseline timed with a speedup. Torch eager, not torch.compile: the perf tests time the
# build's KM_TORCH_YARDSTICKS, "eager" by default, so a planted torch.compile entry changed nothing
# (session 27's record on the H100 held torch_eager and vendor, no torch_compile at all).
#   bash benchmarks/h200/perf_planted_departure.sh BUILD OUT WHO [ctest options...]
# Writes OUT/ctest-perf-departure.log, OUT/perf-relu-planted-departure.json and prints the summary.
set -uo pipefail
B=$1 OUT=$2 WHO=$3
shift 3
D=$B/kernelmark/yardstick-departures.json
cp "$D" "$D.orig"
python3 - "$D" "$WHO" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["torch_eager"].append({"device": "cuda", "task": "relu_f32", "variant": "oob",
                           "why": "planted by %s: not a finding" % sys.argv[2]})
json.dump(d, open(sys.argv[1], "w"))
PY
ctest --test-dir "$B" "$@" -R '^perf[.]example[.]cuda[.]relu_f32$' --output-on-failure > "$OUT/ctest-perf-departure.log" 2>&1
echo "perf with a planted departure: ctest rc $?"
mv "$D.orig" "$D"
cp "$B/kernelmark/records/perf.example.cuda.relu_f32.json" "$OUT/perf-relu-planted-departure.json"
python3 - "$OUT/perf-relu-planted-departure.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
print("verdict", r.get("verdict"), r.get("reason", ""), "| record yardsticks:", json.dumps(r.get("yardsticks")))
print("shape 0 speedups:", json.dumps((r.get("shapes") or [{}])[0].get("speedups")))
absent = (r.get("yardsticks") or {}).get("torch_eager", {}).get("absent", "")
print("torch_eager absent with the planted why:", "planted by" in absent, "|", absent)
PY
