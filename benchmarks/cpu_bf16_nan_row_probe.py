#!/usr/bin/env python3
"""Outside the harness: does a NaN row of x reach other rows of torch's CPU bf16 F.linear? (#12, session 36)

On the 2-core box of session 36 (an Intel Xeon with AMX-BF16, torch 2.15), torch eager and
torch.compile both failed the nan_rows variant of gemm_max_subtract_gelu_bf16 and
matmul_dropout_mean_softmax_bf16: outputs of rows of x without a NaN came out NaN. This draws random
linear shapes, puts NaN in one row of x, and counts the other rows' outputs that are NaN, in bf16
and in fp32 (where none may be). A row's output depends on that row of x only, so any is a bug.

  python3 benchmarks/cpu_bf16_nan_row_probe.py [--draws 300] [--seed 1]
"""
import argparse
import random

import torch
import torch.nn.functional as F


def leaked(m, k, n, row, dtype, gen):
    x = torch.randn(m, k, generator=gen).to(dtype)
    x[row] = float("nan")
    w = torch.randn(n, k, generator=gen).to(dtype)
    b = torch.randn(n, generator=gen).to(dtype)
    z = F.linear(x, w, b)
    keep = [i for i in range(m) if i != row]
    return int(torch.isnan(z[keep]).any(dim=1).sum())  # rows, other than the NaN one, with a NaN


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--draws", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng, gen = random.Random(a.seed), torch.Generator().manual_seed(a.seed)
    print("torch", torch.__version__, "mkldnn bf16 supported:", torch.ops.mkldnn._is_mkldnn_bf16_supported())
    hits = {torch.bfloat16: [], torch.float32: []}
    for _ in range(a.draws):
        m, k, n = rng.randint(2, 80), rng.randint(1, 160), rng.randint(1, 130)
        row = rng.randrange(m)
        for dt in hits:
            if (r := leaked(m, k, n, row, dt, gen)):
                hits[dt].append((m, k, n, row, r))
    for dt, h in hits.items():
        print(f"{dt}: {len(h)} of {a.draws} shapes with NaN outside the NaN row", h[:8])


if __name__ == "__main__":
    main()
