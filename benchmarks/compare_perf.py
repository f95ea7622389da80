#!/usr/bin/env python3
"""Side-by-side perf medians of two or more runs, per task and shape.

Each run is a records folder (build/kernelmark/records) or a records.tar.gz as committed under
benchmarks/results/. Prints the candidate's and the baseline's median time in microseconds for
every perf record, one column per run, and the ratio of the last run to the first. Used to show
that a change to the timing loop moves the vendor baselines back (or not) without touching the
example kernels.

    python3 benchmarks/compare_perf.py OLD/records.tar.gz NEW/records.tar.gz [--model example]
"""
import argparse
import json
import sys
import tarfile
from pathlib import Path


def perf_records(source):
    """Yields the parsed perf records of a folder or a tarball."""
    path = Path(source)
    if path.is_dir():
        for f in sorted(path.rglob("perf.*.json")):
            yield json.loads(f.read_text())
        return
    if not path.is_file():
        sys.exit(f"{source}: no such records folder or tarball")
    with tarfile.open(path) as tar:
        for member in tar.getmembers():
            if Path(member.name).name.startswith("perf.") and member.name.endswith(".json"):
                yield json.load(tar.extractfile(member))


def medians(source, model):
    """(task, sizes) -> (candidate median s, baseline median s) for one run."""
    out = {}
    for rec in perf_records(source):
        if model and rec.get("model") != model:
            continue
        for shape in rec.get("shapes", []):
            cand = shape.get("candidate") or {}
            base = shape.get("baseline") or {}
            out[(rec["task"], shape.get("sizes", ""))] = (cand.get("median_s"), base.get("median_s"))
    return out


def fmt(seconds):
    return f"{seconds * 1e6:9.1f}" if seconds else f"{'-':>9}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("runs", nargs="+", help="records folders or records.tar.gz, oldest first")
    ap.add_argument("--model", default="example", help="model whose perf records to compare ('' = all)")
    args = ap.parse_args()
    runs = [medians(r, args.model) for r in args.runs]
    keys = sorted(set().union(*runs))
    n = len(runs)
    print(f"{'task':<18} {'sizes':<28} | candidate us{' ' * (10 * n - 12)}| baseline us{' ' * (10 * n - 11)}| base last/first")
    for key in keys:
        row = [r.get(key, (None, None)) for r in runs]
        cand = " ".join(fmt(c) for c, _ in row)
        base = " ".join(fmt(b) for _, b in row)
        first, last = row[0][1], row[-1][1]
        ratio = f"{last / first:6.2f}" if first and last else "     -"
        print(f"{key[0]:<18} {key[1][:28]:<28} | {cand} | {base} | {ratio}")


if __name__ == "__main__":
    main()
