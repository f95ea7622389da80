// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "core/reference.hpp"

// out = a @ W, W[r, c] = (nibble r % 8 of qweight[r / 8, c] - (nibble c % 8 of
// qzeros[g_idx[r], c / 8] + 1)) * scales[g_idx[r], c] (GPTQ v1 zero points, plain layout).
KM_REFERENCE(gptq_gemm) {
  auto a = ctx.in("a");
  auto qw = ctx.in("qweight");
  auto qz = ctx.in("qzeros");
  auto sc = ctx.in("scales");
  auto gi = ctx.in("g_idx");
  auto out = ctx.out("out");
  const int64_t m = ctx.size("m"), nw = ctx.size("nw"), k = 8 * ctx.size("kw"), n = 8 * nw;
  auto nib = [](double word, int64_t j) {
    return static_cast<double>((static_cast<uint32_t>(static_cast<int64_t>(word)) >> (4 * j)) & 15u);
  };
  std::vector<double> w(static_cast<size_t>(k * n));
  for (int64_t r = 0; r < k; ++r) {
    const int64_t grp = static_cast<int64_t>(gi[r]);
    for (int64_t c = 0; c < n; ++c)
      w[r * n + c] = (nib(qw[(r / 8) * n + c], r % 8) - (nib(qz[grp * nw + c / 8], c % 8) + 1)) *
                     sc[grp * n + c];
  }
  km::accumulate_matmul(a.data(), w.data(), out.data(), m, n, k);
}
