#!/usr/bin/env python3
"""Runs each cumsum variant in benchmarks/h200/scan_variants/ (TRITON_INTERPRET=1 for the
interpreter) on a few shapes against torch in double: ok with the max error and seconds, or the
exception's last line. Session 7 probe for the example cumsum's GPU lowering failure.

  python3 benchmarks/h200/triton_scan_variants.py
"""
import glob
import importlib.util
import os
import time

import torch

dev = "cpu" if os.environ.get("TRITON_INTERPRET") == "1" else "cuda"
for path in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "scan_variants", "*.py"))):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for rows, cols in [(37, 4099), (1500, 5), (1, 65537), (1024, 4096), (3, 17)]:
        x = torch.randn(rows, cols, device=dev)
        y = torch.full_like(x, float("nan"))
        try:
            t = time.time()
            mod.cumsum_f32(x, y, rows, cols)
            if dev == "cuda":
                torch.cuda.synchronize()
            err = (y.double() - torch.cumsum(x.double(), -1)).abs().max().item()
            print(f"{os.path.basename(path)} [{rows}, {cols}]: ok, max error {err:.3g}, {time.time() - t:.2f} s")
        except Exception as e:
            lines = [l for l in str(e).splitlines() if l.strip()]
            print(f"{os.path.basename(path)} [{rows}, {cols}]: {type(e).__name__}: {lines[-1][:200] if lines else ''}")
