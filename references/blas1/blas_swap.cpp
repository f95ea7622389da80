// SPDX-License-Identifier: Apache-2.0
#include <utility>

#include "core/reference.hpp"

// Both vectors in place: out("x") and out("y") start as their initial values.
KM_REFERENCE(blas_swap) {
  auto x = ctx.out("x");
  auto y = ctx.out("y");
  const int64_t n = ctx.size("n"), incx = ctx.size("incx"), incy = ctx.size("incy");
  for (int64_t i = 0; i < n; ++i) std::swap(x[i * incx], y[i * incy]);
}
