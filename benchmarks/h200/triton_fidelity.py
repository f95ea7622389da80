#!/usr/bin/env python3
"""Timing fidelity of platform triton's perf stage, on the device machine.

For the example Triton relu (n = 2^24, memory-bound) and matmul (2048^3 fp32), it runs the perf
test's own km-perf-triton command five times (torch yardsticks left out, one shape, 2 s budget)
and reports the coefficient of variation of the five medians and the entry's host time (record
telemetry), then times the same module's entry with triton.testing.do_bench (median, its own L2
flush) and reports the ratio.

  python3 benchmarks/h200/triton_fidelity.py BUILD_DIR OUT_JSON

Environment: TIMERS (sync,queued), RUNS (5), TASKS (relu_f32,matmul_f32: a subset). Beside do_bench,
do_bench_cudagraph (the launches replayed from a CUDA graph, no host gap, no flush).
"""
import importlib.util
import json
import os
import shlex
import statistics
import subprocess
import sys
import time

import torch
from triton.testing import do_bench

B, OUT = sys.argv[1], sys.argv[2]
CASES = [("relu_f32", {"n": 1 << 24}), ("matmul_f32", {"m": 2048, "n": 2048, "k": 2048})]


def perf_command(task):
    out = subprocess.run(["ctest", "--test-dir", B, "-N", "-V", "-R", rf"^perf\.example\.triton\.{task}$"],
                         capture_output=True, text=True, check=True).stdout
    # -N lists the perf test's fixtures (compile, correct) too: take the perf runner's line.
    line = next(l for l in out.splitlines() if "Test command:" in l and "km-perf-triton" in l)
    args = shlex.split(line.split("Test command:", 1)[1])
    keep, skip = [], False
    for a in args:  # drop the record and any torch yardstick option with its value
        if skip:
            skip = False
            continue
        # the options set below, once (the runner refuses an option given twice)
        if a in ("--record", "--max-seconds", "--rel-stderr") or a.startswith(("--torch", "--yardstick")):
            skip = "=" not in a
            continue
        keep.append(a)
    return keep


def ours(task, sizes, i, timer):
    """(median s, samples, telemetry) of one perf run, or None with the run's rc, verdict and
    output tail printed: a run that fails is reported, not raised (session 6 lost a run to that)."""
    rec = f"/tmp/triton-fidelity-{task}-{timer}-{i}.json"
    cmd = perf_command(task) + ["--record", rec, "--max-seconds", "2", "--rel-stderr", "0.005",
                                "--sizes", ",".join(f"{k}={v}" for k, v in sizes.items())]
    env = dict(os.environ, KM_PY_TIMER=timer)
    t0 = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=B, env=env)
    print(f"  {task} run {i} ({timer}): rc {p.returncode}, {time.time() - t0:.1f} s", flush=True)
    if i == 0:  # the first run's output, whatever happens (session 6 lost a failure's cause)
        with open(f"{OUT}.{task}-{timer}-run0.log", "w") as f:
            f.write(" ".join(cmd) + "\n" + p.stdout + p.stderr)
    try:
        r = json.load(open(rec))
        row = r["shapes"][0]["candidate"]
        return row["median_s"], row["samples"], row.get("telemetry", {}).get("end", {}), r.get("verdict")
    except Exception as e:  # no record, or one without a timed row
        print(f"  {task} run {i} ({timer}): rc {p.returncode}, no timing ({e!r}); output tail:\n"
              + (p.stdout + p.stderr)[-1500:])
        return None


def theirs(task, sizes):
    spec = importlib.util.spec_from_file_location(task, f"generated/example/triton/{task}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[task] = mod
    spec.loader.exec_module(mod)
    entry = getattr(mod, task)
    if task == "relu_f32":
        x = torch.randn(sizes["n"], device="cuda")
        y = torch.empty_like(x)
        call = lambda: entry(x, y, sizes["n"])
    else:
        m, n, k = sizes["m"], sizes["n"], sizes["k"]
        a, b = torch.randn(m, k, device="cuda"), torch.randn(k, n, device="cuda")
        c = torch.empty(m, n, device="cuda")
        call = lambda: entry(a, b, c, m, n, k)
    call()
    torch.cuda.synchronize()
    ref = do_bench(call, warmup=25, rep=500, return_mode="median") * 1e-3
    # do_bench's events hold the host's launch gap after its flush (a Python entry takes tens of
    # us to launch): for a 36 us relu that is most of the 4.7 % between us and it (session 7).
    # A CUDA graph replays the launches without the host: the kernel's own time, no flush between.
    try:
        from triton.testing import do_bench_cudagraph
        graph = do_bench_cudagraph(call, rep=500, return_mode="median") * 1e-3
    except Exception as e:  # an entry that cannot be captured (host syncs, allocation)
        print(f"  {task}: do_bench_cudagraph failed: {e!r}")
        graph = None
    return ref, graph


results = []
TIMERS = os.environ.get("TIMERS", "sync,queued").split(",")
RUNS = int(os.environ.get("RUNS", "5"))
TASKS = os.environ.get("TASKS", "")
for task, sizes in CASES:
    if TASKS and task not in TASKS.split(","):
        continue
    ref, graph = theirs(task, sizes)
    print(f"{task}: do_bench {ref * 1e6:.1f} us, do_bench_cudagraph "
          f"{'-' if graph is None else f'{graph * 1e6:.1f} us'}", flush=True)
    for timer in TIMERS:
        runs = [r for r in (ours(task, sizes, i, timer) for i in range(RUNS)) if r]
        if len(runs) < 2:
            print(f"{task} ({timer}): {len(runs)} of {RUNS} runs timed; do_bench {ref * 1e6:.1f} us")
            results.append({"task": task, "timer": timer, "runs_timed": len(runs), "do_bench_median_s": ref})
            continue
        medians = [r[0] for r in runs]
        cv = statistics.stdev(medians) / statistics.mean(medians)
        mid = statistics.median(medians)
        results.append({"task": task, "timer": timer, "sizes": sizes, "kernelmark_medians_s": medians,
                        "samples_per_run": [r[1] for r in runs], "telemetry_end": [r[2] for r in runs],
                        "verdicts": [r[3] for r in runs],
                        "cv": cv, "do_bench_median_s": ref, "kernelmark_over_do_bench": mid / ref,
                        "do_bench_cudagraph_median_s": graph,
                        "kernelmark_over_do_bench_cudagraph": graph and mid / graph})
        host = [r[2].get("entry_host_us", {}).get("median") for r in runs]
        print(f"{task} {sizes} timer {timer}: medians {[f'{m * 1e6:.1f}' for m in medians]} us, "
              f"CV {100 * cv:.2f}%, do_bench {ref * 1e6:.1f} us, ratio {mid / ref:.3f}"
              f"{'' if graph is None else f', vs do_bench_cudagraph {mid / graph:.3f}'}; verdicts "
              f"{[r[3] for r in runs]}; entry host time (median, us) {host}")
json.dump({"device": torch.cuda.get_device_name(), "results": results}, open(OUT, "w"), indent=2)
