// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "core/reference.hpp"

// out = (x1 @ x2, an exact integer sum: below 2^53 in double) * scale[col] * pertoken_scale[row]
// + bias[col].
KM_REFERENCE(quant_matmul) {
  auto sc = ctx.in("scale");
  auto pt = ctx.in("pertoken_scale");
  auto bias = ctx.in("bias");
  auto out = ctx.out("out");
  const int64_t m = ctx.size("m"), k = ctx.size("k"), n = ctx.size("n");
  km::accumulate_matmul(ctx.in("x1").data(), ctx.in("x2").data(), out.data(), m, n, k);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) out[i * n + j] = out[i * n + j] * sc[j] * pt[i] + bias[j];
}
