// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// C[i, j] = a[i] * B[i, j]: diag(a) @ B, whose other terms are exact zeros.
KM_REFERENCE(diag_matmul) {
  auto a = ctx.in("a");
  auto B = ctx.in("B");
  auto C = ctx.out("C");
  const int64_t n = ctx.size("n"), m = ctx.size("m");
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < m; ++j) C[i * m + j] = a[i] * B[i * m + j];
}
