#!/usr/bin/env python3
"""What a device-wide synchronize costs the host on an idle GPU, after an event on a stream of
our own has completed: the Python timer's "tail" (km_py_host.py) is that interval, read as work
the events missed. Session 7: the queued timer saw a median tail of 52-60 us behind a 36 us
Triton relu, where cuda_adapter.cpp's own (C++) tail stays near zero.

  python3 benchmarks/h200/sync_cost_probe.py
"""
import statistics
import time

import torch

dev = torch.device("cuda", 0)
s = torch.cuda.Stream(dev)
ev = torch.cuda.Event(enable_timing=True)
x = torch.empty(1 << 24, device=dev)


def tails(sync, busy):
    out = []
    for _ in range(50):
        with torch.cuda.stream(s):
            if busy:
                x.fill_(1.0)
            ev.record(s)
        ev.synchronize()
        h = time.perf_counter()
        sync()
        out.append(time.perf_counter() - h)
    return statistics.median(out) * 1e6, max(out) * 1e6


for name, sync in [("torch.cuda.synchronize(dev)", lambda: torch.cuda.synchronize(dev)),
                   ("torch.cuda.synchronize()", torch.cuda.synchronize),
                   ("torch._C._cuda_synchronize()", torch._C._cuda_synchronize),
                   ("stream.synchronize()", s.synchronize)]:
    for busy in (False, True):
        med, mx = tails(sync, busy)
        print(f"{name:32s} after {'a 64 MiB fill' if busy else 'an empty event'}: median {med:.1f} us, max {mx:.1f} us")

# Session 8: the queued timer's raw tail stayed 47-55 us behind the example Triton relu while the
# floor measured the same way inside the sandbox was 4.7-6.8 us. Is the tail the Triton launch
# itself (work queued elsewhere by the launcher), or the harness around it? The same sequence with
# the example relu launched on our stream, and with a torch kernel (clamp_min) instead.
import importlib.util  # noqa: E402

spec = importlib.util.spec_from_file_location("relu", "generated/example/triton/relu_f32.py")
relu = importlib.util.module_from_spec(spec)
spec.loader.exec_module(relu)
y = torch.empty_like(x)
for name, launch in [("triton relu_f32 (example)", lambda: relu.relu_f32(x, y, x.numel())),
                     ("torch.clamp_min(x, 0, out=y)", lambda: torch.clamp_min(x, 0, out=y))]:
    for pause_us in (0, 200):
        out = []
        for _ in range(50):
            if pause_us:  # the harness's entry takes 170-200 us of host time before its launch
                t = time.perf_counter() + pause_us / 1e6
                while time.perf_counter() < t:
                    pass
            with torch.cuda.stream(s):
                launch()
                ev.record(s)
            ev.synchronize()
            h = time.perf_counter()
            torch.cuda.synchronize(dev)
            out.append(time.perf_counter() - h)
        print(f"device sync after {name}, {pause_us} us host pause first: median "
              f"{statistics.median(out) * 1e6:.1f} us, max {max(out) * 1e6:.1f} us")
