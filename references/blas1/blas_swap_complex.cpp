// SPDX-License-Identifier: Apache-2.0
#include <utility>

#include "core/reference.hpp"

// x[i * incx] <-> y[i * incy], both components; the elements between the strides stay.
KM_REFERENCE(blas_swap_complex) {
  auto x = ctx.out("x");
  auto y = ctx.out("y");
  const int64_t n = ctx.size("n"), incx = ctx.size("incx"), incy = ctx.size("incy");
  for (int64_t i = 0; i < n; ++i)
    for (int c = 0; c < 2; ++c) std::swap(x[2 * i * incx + c], y[2 * i * incy + c]);
}
