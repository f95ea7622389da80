// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "core/reference.hpp"

// out = a @ W, W[r, c] = (q[r, c] - 128 - z[c]) * s[c]: q read from AllSpark's N32K16 order, s
// and z from its per-32-column reordering (the spec's description gives both index maps).
KM_REFERENCE(allspark_w8a16_gemm) {
  auto a = ctx.in("a");
  auto bq = ctx.in("b_qweight");
  auto bs = ctx.in("b_scales");
  auto bz = ctx.in("b_qzeros");
  auto out = ctx.out("out");
  const int64_t m = ctx.size("m"), k = 16 * ctx.size("kb"), n = 32 * ctx.size("nb");
  const bool has_zp = ctx.param("has_zp") != 0.0;
  std::vector<double> w(static_cast<size_t>(k * n));
  for (int64_t r = 0; r < k; ++r)
    for (int64_t c = 0; c < n; ++c) {
      const int64_t x = r % 16;
      const int64_t row = 8 * (c / 32) + c % 8;
      const int64_t col = 64 * (r / 16) + 16 * ((x / 2) % 4) + 8 * ((c % 32) / 16) +
                          4 * ((c % 16) / 8) + 2 * (x / 8) + x % 2;
      const int64_t si = 32 * (c / 32) + 4 * (c % 8) + (c % 32) / 8;
      const double z = has_zp ? bz[si] : 0.0;
      w[r * n + c] = (bq[row * 4 * k + col] - 128.0 - z) * bs[si];
    }
  km::accumulate_matmul(a.data(), w.data(), out.data(), m, n, k);
}
