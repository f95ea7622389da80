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

// One dot product per requested element, then the same scale and add as the full reference.
KM_REFERENCE_AT(gemm) {
  (void)output;
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  auto C = ctx.in("C");
  const int64_t n = ctx.size("n"), k = ctx.size("k");
  const double alpha = ctx.param("alpha"), beta = ctx.param("beta");
  km::parallel_for(static_cast<int64_t>(which.size()), [&](int64_t s) {
    const int64_t i = which[s] / n, j = which[s] % n;
    double acc = 0;
    for (int64_t p = 0; p < k; ++p) acc += A[i * k + p] * B[p * n + j];
    out[s] = alpha * acc + beta * C[which[s]];
  });
}
