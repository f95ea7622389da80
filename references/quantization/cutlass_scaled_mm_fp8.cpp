// SPDX-License-Identifier: Apache-2.0
#include "scaled_mm.hpp"

// out = scale_a[row] * scale_b[col] * (a @ b.T) + bias[col]; a and b hold fp8 e4m3 values, whose
// products (4-bit significands) and their sums are exact in double for these sizes.
KM_REFERENCE(cutlass_scaled_mm_fp8) {
  auto sa = ctx.in("scale_a");
  auto sb = ctx.in("scale_b");
  auto bias = ctx.in("bias");
  auto out = ctx.out("out");
  const int64_t m = ctx.size("m"), k = ctx.size("k"), n = ctx.size("n");
  km::quant::int_matmul_bt(ctx, out.data(), m, k, n);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) out[i * n + j] = out[i * n + j] * sa[i] * sb[j] + bias[j];
}
