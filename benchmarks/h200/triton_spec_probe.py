# SPDX-License-Identifier: Apache-2.0
"""Issue #12: what a new Triton specialisation costs in a fresh process whose JIT cache already
holds every kernel (session 20: 1.2-2.2 s per matmul (m, n, k) pattern inside the worker).
Outside the harness, the example matmul and softmax are called on shapes that each need a
specialisation of their own; every first call is timed, Triton's compilation listener says
whether it was a cache hit and where its time went, and cProfile shows the slowest path.

  TRITON_CACHE_DIR=/tmp/tc python3 benchmarks/h200/triton_spec_probe.py seed     # fills the cache
  TRITON_CACHE_DIR=/tmp/tc python3 benchmarks/h200/triton_spec_probe.py measure  # fresh process
  ... measure hook   # the same with an audit hook armed, as the worker does
"""
import cProfile
import importlib.util
import io
import pstats
import sys
import time

t0 = time.perf_counter()
import torch  # noqa: E402
import triton  # noqa: E402
print(f"import torch+triton {time.perf_counter() - t0:.2f} s", flush=True)


def load(task):
    spec = importlib.util.spec_from_file_location(task, f"generated/example/triton/{task}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[task] = mod
    spec.loader.exec_module(mod)
    return getattr(mod, task)


matmul, softmax = load("matmul_f32"), load("softmax_f32")
MM = [(1, 1, 1), (3, 17, 5), (64, 33, 100), (17, 128, 1000), (23, 1, 14), (16, 16, 16), (48, 64, 32),
      (5, 1, 1)]
SM = [(1, 1), (7, 3), (33, 100), (4, 1000), (2, 4096), (64, 17)]
events = []
if hasattr(triton, "knobs") and hasattr(triton.knobs.compilation, "listener"):
    def listener(src, metadata, metadata_group, times, cache_hit):
        events.append((cache_hit, times))
    triton.knobs.compilation.listener = listener
if len(sys.argv) > 2 and sys.argv[2] == "hook":
    def hook(event, args):  # as cheap as the worker's for the events it lets through
        if event == "open" and len(args) > 1 and isinstance(args[1], str) and "w" in args[1]:
            return
    sys.addaudithook(hook)


def call(label, fn):
    events.clear()
    torch.cuda.synchronize()
    s = time.perf_counter()
    fn()
    torch.cuda.synchronize()
    first = time.perf_counter() - s
    s = time.perf_counter()
    fn()
    torch.cuda.synchronize()
    again = time.perf_counter() - s
    ev = "; ".join(f"hit={h} times={t}" for h, t in events)
    print(f"{label:28s} first {first * 1e3:8.1f} ms  again {again * 1e3:6.2f} ms  {ev}", flush=True)


def run_all(profile_first):
    prof = cProfile.Profile() if profile_first else None
    for i, (m, n, k) in enumerate(MM):
        a = torch.randn(m, k, device="cuda")
        b = torch.randn(k, n, device="cuda")
        c = torch.empty(m, n, device="cuda")
        fn = lambda: matmul(a, b, c, m, n, k)  # noqa: E731
        if prof and i == 1:
            prof.enable()
        call(f"matmul m={m} n={n} k={k}", fn)
        if prof and i == 1:
            prof.disable()
    for rows, cols in SM:
        x = torch.randn(rows, cols, device="cuda")
        y = torch.empty_like(x)
        call(f"softmax rows={rows} cols={cols}", lambda: softmax(x, y, rows, cols))
    if prof:
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(35)
        print(out.getvalue(), flush=True)


run_all(profile_first=sys.argv[1] == "measure")
