#!/usr/bin/env python3
"""The failing cases behind a false-positive sweep's alarms: reruns the named correctness tests
on seeds 1..N exactly as benchmarks/false_positives.py does and prints each failing case with its
repro line.

  python3 benchmarks/alarm_cases.py BUILD_DIR --seeds 40 correct.example.cuda.matvec_f32 ...
"""
import argparse
import json
import subprocess

ap = argparse.ArgumentParser()
ap.add_argument("build")
ap.add_argument("--seeds", type=int, default=100)
ap.add_argument("--sets", default="small,heldout,drawn")
ap.add_argument("tests", nargs="+")
a = ap.parse_args()
listing = json.loads(subprocess.run(["ctest", "--test-dir", a.build, "--show-only=json-v1"],
                                    check=True, capture_output=True, text=True).stdout)
for t in listing["tests"]:
    if t["name"] not in a.tests:
        continue
    cmd = list(t["command"])
    cmd[cmd.index("--seeds") + 1] = ",".join(str(s) for s in range(1, a.seeds + 1))
    r = cmd.index("--record")
    cmd[r + 1] = cmd[r + 1].replace("/records/", "/records-alarms/")
    subprocess.run(["mkdir", "-p", f"{a.build}/kernelmark/records-alarms"], check=True)
    subprocess.run(cmd + ["--sets", a.sets, "--drawn-per-seed", "--gtest_brief=1"], capture_output=True)
    rec = json.load(open(cmd[r + 1]))
    print(f"{t['name']}: {rec['verdict']}")
    for c in rec["cases"]:
        if c["verdict"] not in ("PASS", "NOT_RUN"):
            print(f"  {c['set']}[{c['index']}] seed {c['seed']} {c['sizes']}: {c['verdict']}: "
                  f"{c.get('detail', '')[:400]}")
            print(f"    repro: {c['repro']}")
