// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// A(i, j) += alpha * x_i * y_j on the m x n column-major matrix; the padding rows i >= m of each
// column (lda > m) keep their initial values.
KM_REFERENCE(blas_ger) {
  const int64_t m = ctx.size("m"), n = ctx.size("n"), lda = ctx.size("lda");
  const int64_t incx = ctx.size("incx"), incy = ctx.size("incy");
  const double alpha = ctx.param("alpha");
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto a = ctx.out("A");
  double* terms = ctx.scale("A");
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      const double t = alpha * x[i * incx] * y[j * incy], a0 = a[i + j * lda];
      a[i + j * lda] = a0 + t;
      terms[i + j * lda] = std::fabs(a0) + std::fabs(t);
    }
}
