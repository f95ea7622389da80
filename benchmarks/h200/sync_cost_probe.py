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
