// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "core/reference.hpp"

// out = x @ ((w + antiquant_offset[col]) * antiquant_scale[col]) + bias[col].
KM_REFERENCE(weight_quant_batchmatmul) {
  auto w = ctx.in("w");
  auto sc = ctx.in("antiquant_scale");
  auto off = ctx.in("antiquant_offset");
  auto bias = ctx.in("bias");
  auto out = ctx.out("out");
  const int64_t m = ctx.size("m"), k = ctx.size("k"), n = ctx.size("n");
  std::vector<double> wd(static_cast<size_t>(k * n));
  for (int64_t p = 0; p < k; ++p)
    for (int64_t j = 0; j < n; ++j) wd[p * n + j] = (w[p * n + j] + off[j]) * sc[j];
  km::accumulate_matmul(ctx.in("x").data(), wd.data(), out.data(), m, n, k);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) out[i * n + j] += bias[j];
}
