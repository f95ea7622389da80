// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// D = alpha * (A @ B) + beta * C: the product is accumulated in double in D, then scaled and added.
KM_REFERENCE(gemm) {
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  auto C = ctx.in("C");
  auto D = ctx.out("D");
  const int64_t m = ctx.size("m"), n = ctx.size("n"), k = ctx.size("k");
  const double alpha = ctx.param("alpha"), beta = ctx.param("beta");
  km::accumulate_matmul(A.data(), B.data(), D.data(), m, n, k);
  for (int64_t e = 0; e < m * n; ++e) D[e] = alpha * D[e] + beta * C[e];
}
