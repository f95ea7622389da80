#!/usr/bin/env python3
"""Where the Python timer's tail comes from: the triton Host (km_triton_host.py) driven outside the
worker, as python_adapter.cpp drives it (probe, start, load, bind, then prepare + timed_call per
timed call), with one part switched off per variant.

Sessions 7-9: behind the example Triton relu (n = 2^24, 36 us) the queued timer's raw tail (host
time of a device-wide synchronize after the stop event completed) is 47-55 us, the floor after a
kernel of the harness's own 9.7 us, the same sequence with the bare relu outside the harness 5.7 us,
with or without the sandbox. An honest relu's judged tail came within 0.2 us of the 50 us
TIMING_ANOMALY floor. Each variant prints the medians of the raw tail, the floors, the timed
interval and, for the first synchronize after the call, which way of synchronizing was used.

  python3 benchmarks/h200/python_tail_probe.py [calls per variant, default 200]
"""
import ctypes
import glob
import os
import statistics
import sys
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(ROOT, "platforms", "triton", "runtime"))
import km_triton_host  # noqa: E402
from km_py_host import GUARD  # noqa: E402

CALLS = int(sys.argv[1]) if len(sys.argv) > 1 else 200
N = 1 << 24
RELU = os.path.join(ROOT, "generated", "example", "triton", "relu_f32.py")
EVENTS = km_triton_host.audit_events_of(os.path.join(ROOT, "platforms", "triton", "platform.json"))


def cudart():
    import torch
    for pat in ("nvidia/cu13/lib/libcudart.so*", "nvidia/cuda_runtime/lib/libcudart.so*", "lib/libcudart*.so*"):
        for base in [os.path.dirname(torch.__file__), os.path.dirname(os.path.dirname(torch.__file__))]:
            for f in sorted(glob.glob(os.path.join(base, pat))):
                try:
                    return ctypes.CDLL(f)
                except OSError:
                    pass
    try:
        return ctypes.CDLL("libcudart.so")
    except OSError:
        return None


def make_host():
    h = km_triton_host.Host(EVENTS)
    p = h.probe()
    assert not p["skip"], p
    assert h.start() == "", "start"
    assert h.load(RELU, "relu_f32") == "", "load"
    x = bytearray(N * 4 + 2 * GUARD)
    y = bytearray(N * 4 + 2 * GUARD)
    assert h.bind([("ptr", "x", "fp32", (N,), False, memoryview(x)),
                   ("ptr", "y", "fp32", (N,), True, memoryview(y)),
                   ("i64", N, "n")]) == ""
    import torch
    sets = [[memoryview(torch.randn(N).numpy().tobytes()) for _ in range(2)], []]
    return h, sets


def run(name, h, sets, first_sync=None, calls=CALLS):
    """calls timed calls; first_sync replaces the tail's synchronize when given (a callable)."""
    torch = h.torch
    raw, timed, alt = [], [], []
    for i in range(calls):
        assert h.prepare(sets, i % 2, [0, 0xFFFF_FFFF_FFFF_FFFF]) == ""
        if first_sync is None:
            s, rc, _ = h.timed_call()
            assert rc == 0
            timed.append(s)
            raw.append(h.raw_tails[-1])
        else:
            h.start_ev.record(h.stream)
            rc = h.call()
            h.stop_ev.record(h.stream)
            h.stop_ev.synchronize()
            t0 = time.perf_counter()
            first_sync()
            alt.append(time.perf_counter() - t0)
            t1 = time.perf_counter()
            torch.cuda.synchronize(h.device)
            raw.append(time.perf_counter() - t1)  # the second synchronize, right after
            timed.append(h.start_ev.elapsed_time(h.stop_ev) / 1e3)
    med = lambda v: statistics.median(v) * 1e6 if v else float("nan")
    line = (f"{name:58s} timed {med(timed):7.1f} us  raw tail {med(raw):6.1f} us"
            + (f"  first sync {med(alt):6.1f} us" if alt else "")
            + f"  floors idle {h.sync_floor_idle_s * 1e6:5.1f} / after fill {h.sync_floor_kernel_s * 1e6:5.1f} us")
    print(line, flush=True)
    h.raw_tails.clear()


def main():
    h, sets = make_host()
    torch = h.torch
    lib = cudart()
    run("as the harness (guard, audit hook, spin)", h, sets)
    g = h.guard
    h.guard = None
    run("no torch guard", h, sets)
    h.armed = False
    run("no torch guard, audit hook disarmed", h, sets)
    h.guard = g
    run("guard, audit hook disarmed", h, sets)
    h.armed = True
    spin = h.spin_cycles
    h.spin_cycles = 0
    run("no spin before the start event", h, sets)
    h.spin_cycles = spin
    run("first sync: torch._C._cuda_synchronize()", h, sets, torch._C._cuda_synchronize)
    run("first sync: harness stream.synchronize()", h, sets, h.stream.synchronize)
    if lib is not None:
        run("first sync: cudart cudaDeviceSynchronize (ctypes)", h, sets, lib.cudaDeviceSynchronize)
    run("first sync: time.sleep(0) (nothing)", h, sets, lambda: time.sleep(0))
    # The candidate's path without the host: the entry on our stream, events around it.
    import importlib.util
    spec = importlib.util.spec_from_file_location("relu_bare", RELU)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    x, y = h.args[0], h.args[1]
    out = []
    for i in range(CALLS):
        with torch.cuda.stream(h.stream):
            h.flush.fill_(i % 256)
            torch.cuda._sleep(h.spin_cycles)
            h.start_ev.record(h.stream)
            mod.relu_f32(x, y, N)
            h.stop_ev.record(h.stream)
        h.stop_ev.synchronize()
        t = time.perf_counter()
        torch.cuda.synchronize(h.device)
        out.append(time.perf_counter() - t)
    print(f"{'bare relu, flush + spin + events, no host':58s} raw tail {statistics.median(out) * 1e6:6.1f} us")


if __name__ == "__main__":
    main()
