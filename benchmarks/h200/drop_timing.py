#!/usr/bin/env python3
"""Where a drop's correctness tests spent their time: the medians and sums of the records'
`timing` fields (docs/records.md) over correct.<model>.cuda.* records whose model matches.
    python3 benchmarks/h200/drop_timing.py RECORDS_DIR [MODEL_REGEX]"""
import json
import pathlib
import re
import statistics
import sys

records = pathlib.Path(sys.argv[1])
model = re.compile(sys.argv[2] if len(sys.argv) > 2 else r"copy\d+")
rows = []
for p in sorted(records.glob("correct.*.cuda.*.json")):
    r = json.loads(p.read_text())
    if model.fullmatch(r.get("model", "")) and "timing" in r:
        rows.append(r["timing"])
if not rows:
    sys.exit(f"no correct.*.cuda.* records with timing under {records}")
print(f"{len(rows)} correctness records")
for key in ("total_s", "plan_s", "worker_hello_s", "worker_start_s", "module_load_s", "cases_s",
            "worker_stop_s"):
    v = [t.get(key, 0.0) for t in rows]
    print(f"  {key:15s} median {statistics.median(v):7.3f} s  p90 {sorted(v)[int(0.9 * len(v))]:7.3f} s"
          f"  sum {sum(v):8.1f} s")
