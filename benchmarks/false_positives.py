#!/usr/bin/env python3
"""No false alarms: rerun every correctness test of the given label on many seeds.

Takes each `correct.*` test CTest knows for the label (its exact command), swaps in seeds 1..N and the
cheap shape sets (with every input variant on them, and the whole drawn set for every seed), runs
them (J at a time) and writes one line per test plus totals.

  python3 benchmarks/false_positives.py BUILD_DIR [--label cpu] [--seeds 100|41-100] [--sets small,heldout,drawn] [-j 2]

--seeds N is seeds 1..N; A-B is seeds A..B, so a long sweep can be split over several runs.
--skip FILE (repeatable) leaves out the tests an earlier output of this script shows as PASS on the
same seeds and sets, so a sweep cut short (or run partly on another host) can be completed.
--only REGEX keeps the tests whose name it matches (after a fix, rerun what it touches).
--tests P1,P2 takes the tests whose names start with one of these (default correct.; add
yardstick.torch_eager. or yardstick.torch_compile. to judge the torch yardsticks on the seeds).
--budget S starts no test after S seconds (those left are counted as not started, and a later run
with --skip on this output completes them); the slowest tests by CTest's own cost data go first.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time

ap = argparse.ArgumentParser()
ap.add_argument("build")
ap.add_argument("--label", default="cpu")
ap.add_argument("--seeds", default="100")
ap.add_argument("--sets", default="small,heldout,drawn")
ap.add_argument("-j", type=int, default=2)
ap.add_argument("--skip", action="append", default=[])
ap.add_argument("--only", default="")
ap.add_argument("--budget", type=float, default=0)
ap.add_argument("--tests", default="correct.")
a = ap.parse_args()
first, _, last = a.seeds.rpartition("-")
first, last = int(first or 1), int(last)

# The tests a sweep takes: candidates' and baselines' correctness (correct.), and on request torch
# judged like a candidate (yardstick.torch_eager., yardstick.torch_compile.: labels
# torch-eager-correct and torch-compile-correct, which the suite leaves out).
KINDS = tuple(a.tests.split(","))
started = time.monotonic()
listing = json.loads(subprocess.run(["ctest", "--test-dir", a.build, "--show-only=json-v1", "-L", a.label],
                                    check=True, capture_output=True, text=True).stdout)
done = set()
for f in a.skip:
    done |= {line.split(": ")[0] for line in open(f) if ": PASS (" in line}
tests, unbuilt = [], []
for t in listing["tests"]:
    if not t["name"].startswith(KINDS) or t["name"] in done or not re.search(a.only, t["name"]):
        continue
    # Every --seeds and --sets the test gives goes, not only the first: a platform's own arguments
    # come after the common ones (the Triton interpreter's "--seeds 101", Pallas's "--sets small
    # --seeds 101,202"), and the runner keeps the last, so the sweep of session 43's first attempt
    # ran seed 101 alone on every Triton test while asking for 1..50.
    cmd = []
    it = iter(t["command"])
    for arg in it:
        if arg in ("--seeds", "--sets"):
            next(it, None)
        else:
            cmd.append(arg)
    r = cmd.index("--record")
    cmd[r + 1] = f"{a.build}/kernelmark/records-seeds/{os.path.basename(cmd[r + 1])}"
    cmd += ["--seeds", ",".join(str(s) for s in range(first, last + 1)), "--sets", a.sets,
            "--drawn-per-seed", "--gtest_brief=1"]
    # A module the build has not made yet (its compile test has not run) fails every case as
    # LOAD_ERROR, which reads like 22 candidates failing at once (session 41's first attempt).
    m = cmd.index("--module") if "--module" in cmd else -1
    if m >= 0 and not os.path.exists(cmd[m + 1]):
        unbuilt.append((t["name"], cmd[m + 1]))
        continue
    tests.append((t["name"], cmd, cmd[r + 1]))


# Slowest first (CTest's cost data of earlier runs of this build tree), so a budget cut leaves
# short tests behind, not a long tail running alone.
cost = {}
try:
    for line in open(f"{a.build}/Testing/Temporary/CTestCostData.txt"):
        f = line.split()
        if len(f) == 3:
            cost[f[0]] = float(f[2])
except OSError:
    pass
tests.sort(key=lambda t: -cost.get(t[0], 0.0))


def run(item):
    name, cmd, record = item
    if a.budget and time.monotonic() - started > a.budget:
        return name, "NOT_STARTED", 0
    # A record left by an earlier sweep must not stand in for a run that wrote none.
    try:
        os.remove(record)
    except FileNotFoundError:
        pass
    try:
        p = subprocess.run(cmd, capture_output=True, text=True)
    except OSError as e:  # the runner is missing or not executable: the sweep goes on
        return name, f"HARNESS_ERROR (cannot run {cmd[0]}: {e})", 0
    try:
        rec = json.load(open(record))
        verdict, cases = rec["verdict"], len(rec["cases"])
        ran = {c.get("seed") for c in rec["cases"]}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return name, f"NO_RECORD (exit {p.returncode})", 0
    # A line says the seeds it ran: a PASS that left some out is not a pass on the range.
    missing = [s for s in range(first, last + 1) if s not in ran]
    if verdict == "PASS" and missing:
        verdict = (f"SEEDS_NOT_RUN ({len(missing)} of {last - first + 1} asked not in the record, "
                   f"first {missing[0]}; the record says PASS)")
    return name, verdict, cases


for name, module in unbuilt:
    print(f"{name}: NOT_RUN (module {module} not built: run its compile test first, "
          f"ctest --test-dir {a.build} -R '^compile[.]')", flush=True)
subprocess.run(["mkdir", "-p", f"{a.build}/kernelmark/records-seeds"], check=True)
bad = total_cases = not_started = 0
with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
    # Each line as its test ends: a sweep killed by a time limit keeps every finished line.
    for fut in concurrent.futures.as_completed([ex.submit(run, t) for t in tests]):
        name, verdict, cases = fut.result()
        if verdict == "NOT_STARTED":
            not_started += 1
            continue
        total_cases += cases
        bad += verdict not in ("PASS", "SKIPPED")
        print(f"{name}: {verdict} ({cases} cases)", flush=True)
print(f"{len(tests) - not_started} tests run, {not_started} not started (budget), {len(unbuilt)} not run (module not "
      f"built), {len(done)} left out as passed before; "
      f"{total_cases} cases (seeds {first}..{last}, sets {a.sets}), {bad} not PASS/SKIPPED, "
      f"{time.monotonic() - started:.0f} s")
sys.exit(1 if bad or unbuilt else 0)
