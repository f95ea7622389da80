#!/usr/bin/env python3
"""Self-test of benchmarks/false_positives.py, the seed sweep behind docs/verdict-power.md's table.

A fake `ctest` lists two correctness tests whose commands give --seeds and --sets twice, as the
Triton and Pallas interpreters' tests do (the platform's arguments come last, and the runner keeps
the last). A fake runner writes a record with one case per seed it was given:
- honest: it reads --seeds as a runner does, so the sweep must pass it every asked seed, once;
- stuck: it runs seed 101 whatever it is given and says PASS; the sweep must not count that as a
  pass on the range (SEEDS_NOT_RUN) and must exit 1.
Session 43's first sweep of the Triton examples asked for seeds 1..50, ran 101 alone, and printed
PASS on every line with the same case count as for seeds 1..2.

  test_false_positives.py ROOT
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

root = sys.argv[1]
script = os.path.join(root, "benchmarks", "false_positives.py")
tmp = tempfile.mkdtemp(prefix="km-fp-selftest-")
build = os.path.join(tmp, "build")
os.makedirs(os.path.join(build, "kernelmark", "records"))
runner = os.path.join(tmp, "fake_runner.py")
argv_log = os.path.join(tmp, "argv.jsonl")
with open(runner, "w") as f:
    f.write(f'''import json, sys
args = sys.argv[1:]
with open({argv_log!r}, "a") as log:
    log.write(json.dumps(args) + "\\n")
seeds, record = None, None
for i, a in enumerate(args):
    if a == "--seeds":
        seeds = [int(s) for s in args[i + 1].split(",")]
    if a == "--record":
        record = args[i + 1]
if "--stuck" in args:
    seeds = [101]
cases = [{{"seed": s, "set": "small", "verdict": "PASS"}} for s in seeds]
json.dump({{"verdict": "PASS", "cases": cases}}, open(record, "w"))
''')


def test(name, extra):
    return {"name": name, "command": [sys.executable, runner, "--record",
                                      f"{build}/kernelmark/records/{name}.json",
                                      "--seeds", "101,202,303", "--sets", "small,heldout,drawn",
                                      "--timeout", "30", *extra, "--sets", "small", "--seeds", "101"]}


listing = {"tests": [test("correct.example.fake.honest_f32", []),
                     test("correct.example.fake.stuck_f32", ["--stuck"])]}
bindir = os.path.join(tmp, "bin")
os.makedirs(bindir)
with open(os.path.join(bindir, "ctest"), "w") as f:
    f.write(f"#!/bin/sh\ncat <<'JSON'\n{json.dumps(listing)}\nJSON\n")
os.chmod(os.path.join(bindir, "ctest"), 0o755)

env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
p = subprocess.run([sys.executable, script, build, "--label", "fake", "--seeds", "3-7", "-j", "1"],
                   capture_output=True, text=True, env=env)
print(p.stdout, p.stderr, sep="")
failures = []
lines = {l.split(": ")[0]: l for l in p.stdout.splitlines() if l.startswith("correct.")}
if lines.get("correct.example.fake.honest_f32", "") != "correct.example.fake.honest_f32: PASS (5 cases)":
    failures.append("honest: expected 'PASS (5 cases)' (seeds 3..7, one case each)")
if "SEEDS_NOT_RUN (5 of 5 asked not in the record, first 3" not in lines.get("correct.example.fake.stuck_f32", ""):
    failures.append("stuck: a PASS record holding seed 101 alone must read SEEDS_NOT_RUN")
if "1 not PASS/SKIPPED" not in p.stdout:
    failures.append("the totals must count the stuck test as not PASS")
if p.returncode != 1:
    failures.append(f"exit {p.returncode}, expected 1 (one test short of its seeds)")
for args in (json.loads(l) for l in open(argv_log)):
    if args.count("--seeds") != 1 or args.count("--sets") != 1:
        failures.append(f"the runner was given --seeds {args.count('--seeds')} and --sets "
                        f"{args.count('--sets')} times, expected once each: {args}")
    elif args[args.index("--seeds") + 1] != "3,4,5,6,7":
        failures.append(f"--seeds {args[args.index('--seeds') + 1]}, expected 3,4,5,6,7")
shutil.rmtree(tmp, ignore_errors=True)
for f in failures:
    print("FAIL:", f)
print("PASS" if not failures else f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
