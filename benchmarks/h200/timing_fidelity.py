#!/usr/bin/env python3
"""Timing fidelity of the cuda perf stage, on the device machine.

For one memory-bound case (relu_f32, the example kernel, n = 2^24) and one compute-bound case
(matmul_bf16 through the cuBLAS baseline module, 2048^3), it runs km-perf-cuda five times and reports
the coefficient of variation of the five medians, then times the very same entry point in the same
module with triton.testing.do_bench (median, L2 flushed by do_bench itself) and reports the ratio.

  python3 benchmarks/h200/timing_fidelity.py BUILD_DIR OUT_JSON
"""
import ctypes
import json
import os
import statistics
import subprocess
import sys

import torch
from triton.testing import do_bench

B, OUT = sys.argv[1], sys.argv[2]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASES = [
    # name, spec, dtype, module, sizes, entry argtypes builder
    ("relu_f32 (memory-bound)", "operators/activation/relu.json", "fp32",
     f"{B}/kernelmark/modules/example/cuda/relu_f32.so", {"n": 1 << 24}),
    ("matmul_bf16 cuBLAS (compute-bound)", "operators/matmul/matmul.json", "bf16",
     f"{B}/kernelmark/modules/baseline/cuda/matmul_bf16.so", {"m": 2048, "n": 2048, "k": 2048}),
]


def ours(spec, dtype, module, sizes, i):
    rec = f"/tmp/fidelity-{i}.json"
    cmd = [f"{B}/bin/km-perf-cuda", "--spec", os.path.join(ROOT, spec), "--dtype", dtype, "--model", "fidelity",
           "--module", module, "--record", rec, "--max-seconds", "2", "--rel-stderr", "0.005",
           "--sizes", ",".join(f"{k}={v}" for k, v in sizes.items())]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    row = json.load(open(rec))["shapes"][0]
    return row["candidate"]["median_s"], row["candidate"]["samples"]


def theirs(module, dtype, sizes):
    lib = ctypes.CDLL(module)
    stream = torch.cuda.current_stream().cuda_stream
    if "n" in sizes and len(sizes) == 1:
        x = torch.randn(sizes["n"], device="cuda")
        y = torch.empty_like(x)
        fn = lib.relu_f32
        fn.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p]
        call = lambda: fn(x.data_ptr(), y.data_ptr(), sizes["n"], stream)
    else:
        m, n, k = sizes["m"], sizes["n"], sizes["k"]
        a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(k, n, device="cuda", dtype=torch.bfloat16)
        c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
        fn = lib.matmul_bf16
        fn.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int64] * 3 + [ctypes.c_void_p]
        call = lambda: fn(a.data_ptr(), b.data_ptr(), c.data_ptr(), m, n, k, stream)
    assert call() == 0
    torch.cuda.synchronize()
    return do_bench(call, warmup=25, rep=500, return_mode="median") * 1e-3


results = []
for name, spec, dtype, module, sizes in CASES:
    runs = [ours(spec, dtype, module, sizes, i) for i in range(5)]
    medians = [r[0] for r in runs]
    cv = statistics.stdev(medians) / statistics.mean(medians)
    ref = theirs(module, dtype, sizes)
    ours_median = statistics.median(medians)
    results.append({"case": name, "sizes": sizes, "kernelmark_medians_s": medians,
                    "samples_per_run": [r[1] for r in runs], "cv": cv,
                    "do_bench_median_s": ref, "kernelmark_over_do_bench": ours_median / ref})
    print(f"{name}: medians {[f'{m * 1e6:.1f}' for m in medians]} us, CV {100 * cv:.2f}%, "
          f"do_bench {ref * 1e6:.1f} us, ratio {ours_median / ref:.3f}")
json.dump({"device": torch.cuda.get_device_name(), "results": results}, open(OUT, "w"), indent=2)
