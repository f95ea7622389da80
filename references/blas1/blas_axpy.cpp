// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// In place on the strided elements of y only; out("y") starts as y's initial values, so the
// elements between the strides keep them. Scale as add_inplace: the size of the two terms.
KM_REFERENCE(blas_axpy) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t n = ctx.size("n"), incx = ctx.size("incx"), incy = ctx.size("incy");
  const double alpha = ctx.param("alpha");
  for (int64_t i = 0; i < n; ++i) {
    const double ax = alpha * x[i * incx], y0 = y[i * incy];
    y[i * incy] = y0 + ax;
    terms[i * incy] = std::fabs(y0) + std::fabs(ax);
  }
}
