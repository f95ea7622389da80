// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "blas_ref.hpp"
#include "core/reference.hpp"

// C = alpha op(A) + beta op(B), m x n column-major; C's initial values are never read, and its
// padding rows (ldc > m) keep them.
KM_REFERENCE(blas_geam) {
  using namespace km::blas;
  const int64_t m = ctx.size("m"), n = ctx.size("n"), ldc = ctx.size("ldc");
  const Mat a = op(ctx.in("A").data(), ctx.size("lda"), ctx.param("transa") != 0);
  const Mat b = op(ctx.in("B").data(), ctx.size("ldb"), ctx.param("transb") != 0);
  const double alpha = ctx.param("alpha"), beta = ctx.param("beta");
  auto c = ctx.out("C");
  double* terms = ctx.scale("C");
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      c[i + j * ldc] = alpha * a(i, j) + beta * b(i, j);
      terms[i + j * ldc] = std::fabs(alpha * a(i, j)) + std::fabs(beta * b(i, j));
    }
}
