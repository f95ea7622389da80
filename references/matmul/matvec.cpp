// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[i] = sum_j A[i, j] * x[j], accumulated in double.
KM_REFERENCE(matvec) {
  auto A = ctx.in("A");
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t m = ctx.size("m"), n = ctx.size("n");
  for (int64_t i = 0; i < m; ++i) {
    double acc = 0.0;
    for (int64_t j = 0; j < n; ++j) acc += A[i * n + j] * x[j];
    y[i] = acc;
  }
}
