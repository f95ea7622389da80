#!/usr/bin/env python3
"""Outside the harness: does torch.compile give wrong tail elements for an in-place op on half
tensors of odd length on the GPU? (issue #12, session 28 on the H100, torch 2.11: under
torch.compile add_inplace_bf16, div_inplace_f16 and div_inplace_bf16 each failed 1 or 2 of 69
cases, always on re-run checks (--mutate, a repeated call, outputs pre-filled), always at the end of
x: the last element of n = 853, 1753 and 4099, the last 45 of n = 8173; twice NONDETERMINISTIC.
Eager passes every case of the three.)
Answered on the H100 in session 30: 0 wrong trials here, while the harness failed the three again;
the cause was the host's (the warm-up's put-back raced the warm-up across two streams: 5380226,
benchmarks/results/h200/2026-12-06-session30-h100/README.md).

Each trial: fresh x and y, eager's answer on clones, then the compiled function on x, the way the
Python host calls it (a torch stream of its own; `--wrap host` also lays x and y out as the host
does, with its own function: the tensor over a device allocation's bytes between guard zones),
and counts the elements off by more than the dtype's rounding. Prints one line per (op, dtype, n, wrap):
trials, trials with a mismatch, the indices of the first.

  python3 benchmarks/compile_inplace_probe.py [--device cuda] [--trials 50] [--wrap both]
"""
import argparse
import os
import sys

import torch
import torch._dynamo as dynamo

# The host's own layout code (platforms/python_common/runtime/km_py_host.py), not a copy of it.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "platforms",
                                "python_common", "runtime"))
from km_py_host import GUARD, own_device_bytes  # noqa: E402


def tensor(values, wrap):
    """values' copy: a plain tensor, or laid out as the host lays out a buffer on the GPU (a
    device allocation with a GUARD-byte zone each side, the tensor over the bytes between)."""
    if not wrap:
        return values.clone()
    nbytes = values.numel() * values.element_size()
    mem = torch.zeros(nbytes + 2 * GUARD, dtype=torch.uint8, device=values.device)
    t = own_device_bytes(torch, mem, nbytes).view(values.dtype).view(values.shape)
    t.copy_(values)
    return t


OPS = {
    "add_inplace": lambda x, y: x.add_(y, alpha=-0.5676),
    "div_inplace": lambda x, y: x.div_(y),
}


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    p.add_argument("--trials", type=int, default=50)
    p.add_argument("--wrap", choices=("plain", "host", "both"), default="both")
    a = p.parse_args()
    dev = torch.device(a.device)
    # As the yardstick (km_torch_yardstick.py): one code object meets every dtype and n here, and
    # past the default limit (8) dynamo silently runs it eagerly: a probe of nothing.
    dynamo.config.cache_size_limit = 1024
    if hasattr(dynamo.config, "recompile_limit"):
        dynamo.config.recompile_limit = 1024
    stream = torch.cuda.Stream(dev) if dev.type == "cuda" else None
    wraps = {"plain": [False], "host": [True], "both": [False, True]}[a.wrap]
    if dev.type != "cuda":
        wraps = [False]  # the host layout is the GPU's (__cuda_array_interface__)
    g = torch.Generator(device="cpu").manual_seed(28)
    bad_total = 0
    for name, op in OPS.items():
        for dtype in (torch.bfloat16, torch.float16):
            compiled = torch.compile(op, dynamic=False)
            for n in (853, 1753, 4099, 8173, 8192):
                for wrap in wraps:
                    bad, first = 0, None
                    for _ in range(a.trials):
                        x0 = torch.randn(n, generator=g).to(dtype).to(dev)
                        y0 = (torch.rand(n, generator=g) * 1.5 + 0.5).to(dtype).to(dev)
                        want = op(x0.clone(), y0.clone())
                        x, y = tensor(x0, wrap), tensor(y0, wrap)
                        if stream is not None:
                            stream.wait_stream(torch.cuda.current_stream(dev))
                            with torch.cuda.stream(stream):
                                compiled(x, y)
                            stream.synchronize()
                        else:
                            compiled(x, y)
                        # Eager and inductor both compute in fp32 and round once: a scale of the
                        # terms (a sum can cancel) allows a last-bit difference, nothing more.
                        scale = want.float().abs() + x0.float().abs() + y0.float().abs()
                        off = (x.float() - want.float()).abs() > 2 * torch.finfo(dtype).eps * scale
                        if off.any():
                            bad += 1
                            first = first or off.nonzero().flatten()[:5].tolist()
                    bad_total += bad
                    print("%-12s %-9s n=%-5d %-5s %d trials, %d with wrong elements%s" % (
                        name, str(dtype).split(".")[1], n, "host" if wrap else "plain", a.trials, bad,
                        ", first at %s" % first if first else ""), flush=True)
    print("probe: %d trials with wrong elements (%s, torch %s)" % (bad_total, dev, torch.__version__))
    return 1 if bad_total else 0


if __name__ == "__main__":
    sys.exit(main())
