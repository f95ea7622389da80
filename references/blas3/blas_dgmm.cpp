// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// C = diag(x) A (side 0, left: row i scaled by x_i) or A diag(x) (side 1, right: column j by
// x_j), m x n column-major; C's padding rows keep their initial values.
KM_REFERENCE(blas_dgmm) {
  const int64_t m = ctx.size("m"), n = ctx.size("n"), lda = ctx.size("lda");
  const int64_t ldc = ctx.size("ldc"), incx = ctx.size("incx");
  const bool right = ctx.param("side") != 0;
  auto a = ctx.in("A");
  auto x = ctx.in("x");
  auto c = ctx.out("C");
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) c[i + j * ldc] = a[i + j * lda] * x[(right ? j : i) * incx];
}
