// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// A(i, j) += alpha (x_i y_j + y_i x_j) on the uplo triangle only; the other triangle and the
// padding rows keep their initial values.
KM_REFERENCE(blas_syr2) {
  const int64_t n = ctx.size("n"), lda = ctx.size("lda");
  const int64_t incx = ctx.size("incx"), incy = ctx.size("incy");
  const bool upper = ctx.param("uplo") != 0;
  const double alpha = ctx.param("alpha");
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto a = ctx.out("A");
  double* terms = ctx.scale("A");
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = upper ? 0 : j; i < (upper ? j + 1 : n); ++i) {
      const double p = x[i * incx] * y[j * incy], q = y[i * incy] * x[j * incx];
      const double a0 = a[i + j * lda];
      a[i + j * lda] = a0 + alpha * (p + q);
      terms[i + j * lda] = std::fabs(a0) + std::fabs(alpha) * (std::fabs(p) + std::fabs(q));
    }
}
