// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// One output that can cancel: its scale is sqrt(sum of squared products), the size an honest
// fp32 sum's rounding is relative to (the rms floor of a one-element output is the element).
KM_REFERENCE(blas_dot) {
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  const int64_t n = ctx.size("n"), incx = ctx.size("incx"), incy = ctx.size("incy");
  double s = 0, sq = 0;
  for (int64_t i = 0; i < n; ++i) {
    const double t = x[i * incx] * y[i * incy];
    s += t;
    sq += t * t;
  }
  ctx.out("r")[0] = s;
  ctx.scale("r")[0] = std::sqrt(sq);
}
