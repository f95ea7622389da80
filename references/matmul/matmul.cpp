// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// C[i, j] = sum_p A[i, p] * B[p, j], accumulated in double.
KM_REFERENCE(matmul) {
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  auto C = ctx.out("C");
  km::accumulate_matmul(A.data(), B.data(), C.data(), ctx.size("m"), ctx.size("n"), ctx.size("k"));
}

// One dot product per requested element, terms in ascending p as accumulate_matmul takes them:
// the same bits as the full reference.
KM_REFERENCE_AT(matmul) {
  (void)output;
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  const int64_t n = ctx.size("n"), k = ctx.size("k");
  km::parallel_for(static_cast<int64_t>(which.size()), [&](int64_t s) {
    const int64_t i = which[s] / n, j = which[s] % n;
    double acc = 0;
    for (int64_t p = 0; p < k; ++p) acc += A[i * k + p] * B[p * n + j];
    out[s] = acc;
  });
}
