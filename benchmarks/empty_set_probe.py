#!/usr/bin/env python3
"""Propose an `empty` shape set for specs that have none, and keep the cases both sides accept.

For each spec: one case per size that is a tensor dimension (a plain size name in some input or
output shape), that size 0 and every other size and param as in the spec's second `small` case
(its first if it has one). A case is kept only if `kernelmark validate --deep` loads it and runs
the reference on it, and torch's semantics agrees with the reference there
(tests/xcheck/xcheck.py). Each case is tried alone, on a copy of the spec in a scratch operators
tree, so one refused case does not hide the others. Prints one JSON line per spec: kept cases and
dropped ones with the first line of the reason. Writes nothing into the specs: apply the kept
cases by hand (or with a script) and rerun validate, xcheck and the examples on the set
(docs/spec-format.md, "Zero-size dimensions"). Session 43 used it for 59 specs.

  empty_set_probe.py KERNELMARK TORCH_PYTHON OPERATORS_DIR SPEC.json...
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

km, py, root = sys.argv[1:4]
xcheck = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "xcheck", "xcheck.py")


def propose(spec):
    small = spec["shapes"]["small"]
    base = small[1] if len(small) > 1 else small[0]
    dims = {d for t in spec["inputs"] + spec["outputs"] for d in t.get("shape", [])
            if isinstance(d, str) and d in spec["sizes"]}
    return [dict(base, **{z: 0}) for z in spec["sizes"] if z in dims]


def refusal(path, spec, case):
    """None if validate --deep and xcheck accept the spec with `case` as its only empty case."""
    tmp = tempfile.mkdtemp(prefix="km-empty-probe-")
    try:
        category = os.path.basename(os.path.dirname(path))
        os.makedirs(os.path.join(tmp, category))
        for f in ("categories.json", "sources.json", "spec.schema.json"):
            shutil.copy(os.path.join(root, f), tmp)
        trial = json.loads(json.dumps(spec))
        trial["shapes"]["empty"] = [case]
        name = os.path.basename(path)[:-5]
        json.dump(trial, open(os.path.join(tmp, category, name + ".json"), "w"), indent=1)
        v = subprocess.run([km, "validate", "--deep", tmp], capture_output=True, text=True)
        # The scratch tree holds one spec: every other reference is "has no spec under" it.
        problems = [l for l in (v.stdout + v.stderr).splitlines()
                    if l.strip() and "has no spec under" not in l and " operators, " not in l]
        if problems:
            return "validate: " + problems[0][:300]
        x = subprocess.run([py, xcheck, "--kernelmark", km, "--operators", tmp, "--only", f"^{name}$"],
                           capture_output=True, text=True)
        if x.returncode != 0:
            lines = [l for l in x.stdout.splitlines() if l.startswith(name + ":")]
            return "xcheck: " + (lines[0][:300] if lines else (x.stdout + x.stderr)[-300:])
        return None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


for path in sys.argv[4:]:
    spec = json.load(open(path))
    if "empty" in spec["shapes"]:
        continue
    kept, dropped = [], []
    for case in propose(spec):
        why = refusal(path, spec, case)
        if why:
            dropped.append([case, why])
        else:
            kept.append(case)
    print(json.dumps({"op": path, "kept": kept, "dropped": dropped}), flush=True)
