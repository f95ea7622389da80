// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "core/reference.hpp"

// out = x @ W, W[r, c] = (nibble(qweight[r, c / 8]) - nibble(qzeros[r / g, c / 8])) *
// scales[r / g, c], where column c sits in nibble [0, 4, 1, 5, 2, 6, 3, 7][c % 8] (AWQ's order:
// nibble j holds column [0, 2, 4, 6, 1, 3, 5, 7][j]).
KM_REFERENCE(awq_gemm) {
  auto x = ctx.in("x");
  auto qw = ctx.in("qweight");
  auto sc = ctx.in("scales");
  auto qz = ctx.in("qzeros");
  auto out = ctx.out("out");
  const int64_t m = ctx.size("m"), g = ctx.size("g"), nw = ctx.size("nw");
  const int64_t k = ctx.size("groups") * g, n = 8 * nw;
  auto nib = [](double word, int64_t c) {
    const uint32_t u = static_cast<uint32_t>(static_cast<int64_t>(word));
    const int shift = 4 * static_cast<int>((c % 8) / 2 + 4 * (c % 2));
    return static_cast<double>((u >> shift) & 15u);
  };
  std::vector<double> w(static_cast<size_t>(k * n));
  for (int64_t r = 0; r < k; ++r)
    for (int64_t c = 0; c < n; ++c)
      w[r * n + c] = (nib(qw[r * nw + c / 8], c) - nib(qz[(r / g) * nw + c / 8], c)) *
                     sc[(r / g) * n + c];
  km::accumulate_matmul(x.data(), w.data(), out.data(), m, n, k);
}
