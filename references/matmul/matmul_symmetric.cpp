// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// C = A @ B in double; the inputs arrive symmetric (init structure), the product is the full one.
KM_REFERENCE(matmul_symmetric) {
  const int64_t n = ctx.size("n");
  km::accumulate_matmul(ctx.in("A").data(), ctx.in("B").data(), ctx.out("C").data(), n, n, n);
}

// One dot product per requested element (sampled checks of large bench shapes).
KM_REFERENCE_AT(matmul_symmetric) {
  (void)output;
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  const int64_t n = ctx.size("n");
  km::parallel_for(static_cast<int64_t>(which.size()), [&](int64_t s) {
    const int64_t i = which[s] / n, j = which[s] % n;
    double acc = 0;
    for (int64_t p = 0; p < n; ++p) acc += A[i * n + p] * B[p * n + j];
    out[s] = acc;
  });
}
