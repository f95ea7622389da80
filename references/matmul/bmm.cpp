// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// C[g, i, j] = sum_p A[g, i, p] * B[g, p, j] for every batch g, accumulated in double.
KM_REFERENCE(bmm) {
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  auto C = ctx.out("C");
  const int64_t batch = ctx.size("batch"), m = ctx.size("m"), n = ctx.size("n"), k = ctx.size("k");
  for (int64_t g = 0; g < batch; ++g) {
    const int64_t a0 = g * m * k, b0 = g * k * n, c0 = g * m * n;
    for (int64_t i = 0; i < m; ++i)
      for (int64_t p = 0; p < k; ++p) {
        const double a = A[a0 + i * k + p];
        for (int64_t j = 0; j < n; ++j) C[c0 + i * n + j] += a * B[b0 + p * n + j];
      }
  }
}
