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
