// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[i * incy] = x[i * incx], both components; y's other elements keep their initial values.
KM_REFERENCE(blas_copy_complex) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t n = ctx.size("n"), incx = ctx.size("incx"), incy = ctx.size("incy");
  for (int64_t i = 0; i < n; ++i)
    for (int c = 0; c < 2; ++c) y[2 * i * incy + c] = x[2 * i * incx + c];
}
