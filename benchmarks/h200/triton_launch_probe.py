# SPDX-License-Identifier: Apache-2.0
"""How long one call of the example Triton relu takes on the GPU outside the harness: the same
module, CUDA events around one Python call (as the harness's timer), with the L2 flushed before
each call, with and without an audit hook installed (the worker arms one), after a host pause
(the harness's prepare step keeps the GPU idle), and back-to-back.

  python3 benchmarks/h200/triton_launch_probe.py
"""
import collections
import importlib.util
import os
import statistics
import sys
import sysconfig
import time

import torch
import triton

spec = importlib.util.spec_from_file_location("relu", "generated/example/triton/relu_f32.py")
mod = importlib.util.module_from_spec(spec)
sys.modules["relu"] = mod
spec.loader.exec_module(mod)
n = 1 << 24
x = torch.randn(n, device="cuda")
y = torch.empty_like(x)
flush = torch.empty(256 << 20, dtype=torch.uint8, device="cuda")
stream = torch.cuda.Stream()
a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)


def one(flushed, pause=0.0):
    if flushed:
        flush.zero_()
        torch.cuda.synchronize()
    if pause:  # the harness's prepare step does host work (pageable copies) while the GPU idles
        time.sleep(pause)
    with torch.cuda.stream(stream):
        a.record(stream)
        mod.relu_f32(x, y, n)
        b.record(stream)
    b.synchronize()
    return a.elapsed_time(b) * 1e3


def report(label, flushed, pause=0.0):
    for _ in range(10):
        one(flushed, pause)
    t = [one(flushed, pause) for _ in range(200)]
    print("%-40s median %7.1f us  p10 %7.1f  p90 %7.1f" % (label, statistics.median(t),
          sorted(t)[20], sorted(t)[180]))


report("flushed, no audit hook", True)
report("not flushed, no audit hook", False)
with torch.cuda.stream(stream):  # back-to-back: launch overhead hidden behind the GPU
    for _ in range(10):
        mod.relu_f32(x, y, n)
    a.record(stream)
    for _ in range(100):
        mod.relu_f32(x, y, n)
    b.record(stream)
b.synchronize()
print("%-40s %7.1f us per call" % ("back-to-back, 100 calls", a.elapsed_time(b) * 10))
sys.addaudithook(lambda event, args: None)
report("flushed, with an audit hook", True)
report("flushed, 20 ms host pause first", True, 0.02)

# Audit events per call (hooks cannot be removed: these run last).
counts = collections.Counter()
sys.addaudithook(lambda event, args: counts.update([event]))
for _ in range(10):
    one(True)
print("audit events per call:", {e: c / 10 for e, c in counts.most_common(12)})
# The worker's own hook, armed as on the GPU path.
sys.path.insert(0, "platforms/triton/runtime")
import km_triton_host  # noqa: E402

host = km_triton_host.Host(km_triton_host.audit_events_of("platforms/triton/platform.json"))
host.interpret, host.stdlib = False, sysconfig.get_paths()["stdlib"]
host.triton_dir = os.path.dirname(triton.__file__)
sys.addaudithook(host._audit)
host.armed = True
report("flushed, the worker's audit hook armed", True)
