// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y's strided elements take x's; the elements between them keep their initial values.
KM_REFERENCE(blas_copy) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t n = ctx.size("n"), incx = ctx.size("incx"), incy = ctx.size("incy");
  for (int64_t i = 0; i < n; ++i) y[i * incy] = x[i * incx];
}
