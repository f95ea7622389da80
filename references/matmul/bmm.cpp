// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// C[g, i, j] = sum_p A[g, i, p] * B[g, p, j] for every batch g, accumulated in double.
KM_REFERENCE(bmm) {
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  auto C = ctx.out("C");
  const int64_t batch = ctx.size("batch"), m = ctx.size("m"), n = ctx.size("n"), k = ctx.size("k");
  for (int64_t g = 0; g < batch; ++g)
    km::accumulate_matmul(A.data() + g * m * k, B.data() + g * k * n, C.data() + g * m * n, m, n,
                          k);
}

// One dot product per requested element (same order, same bits as the full reference).
KM_REFERENCE_AT(bmm) {
  (void)output;
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  const int64_t m = ctx.size("m"), n = ctx.size("n"), k = ctx.size("k");
  km::parallel_for(static_cast<int64_t>(which.size()), [&](int64_t s) {
    const int64_t g = which[s] / (m * n), i = which[s] / n % m, j = which[s] % n;
    double acc = 0;
    for (int64_t p = 0; p < k; ++p) acc += A[(g * m + i) * k + p] * B[(g * k + p) * n + j];
    out[s] = acc;
  });
}
