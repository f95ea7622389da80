// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "core/reference.hpp"

// out = sum_i (x1[i] @ x2[i]) * x1_scale[i, row] * x2_scale[col]: each integer product exact.
KM_REFERENCE(quant_matmul_reduce_sum) {
  auto x1 = ctx.in("x1");
  auto x2 = ctx.in("x2");
  auto s1 = ctx.in("x1_scale");
  auto s2 = ctx.in("x2_scale");
  auto out = ctx.out("out");
  const int64_t b = ctx.size("b"), m = ctx.size("m"), k = ctx.size("k"), n = ctx.size("n");
  std::vector<double> acc(static_cast<size_t>(m * n));
  for (int64_t t = 0; t < b; ++t) {
    std::fill(acc.begin(), acc.end(), 0.0);
    km::accumulate_matmul(x1.data() + t * m * k, x2.data() + t * k * n, acc.data(), m, n, k);
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) out[i * n + j] += acc[i * n + j] * s1[t * m + i] * s2[j];
  }
}
