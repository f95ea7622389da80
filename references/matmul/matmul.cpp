// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// C[i, j] = sum_p A[i, p] * B[p, j], accumulated in double (i-p-j order keeps B reads sequential).
KM_REFERENCE(matmul) {
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  auto C = ctx.out("C");
  const int64_t m = ctx.size("m"), n = ctx.size("n"), k = ctx.size("k");
  km::parallel_for(m, [&](int64_t i) {
    for (int64_t p = 0; p < k; ++p) {
      const double a = A[i * k + p];
      for (int64_t j = 0; j < n; ++j) C[i * n + j] += a * B[p * n + j];
    }
  });
}
