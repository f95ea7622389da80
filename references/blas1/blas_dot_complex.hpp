// SPDX-License-Identifier: Apache-2.0
// The complex dots (dotu, dotc): one complex output, its term size sum |x_i y_i| for the tolerance.
#pragma once

#include "../blas3/blas_cref.hpp"

namespace km::cblas {

inline void dot(RefContext& ctx, bool conj) {
  const double* x = ctx.in("x").data();
  const double* y = ctx.in("y").data();
  const int64_t n = ctx.size("n"), incx = ctx.size("incx"), incy = ctx.size("incy");
  cd s = 0;
  double t = 0;
  for (int64_t i = 0; i < n; ++i) {
    const cd a = get(x, i * incx);
    const cd v = (conj ? std::conj(a) : a) * get(y, i * incy);
    s += v;
    t += std::abs(v);
  }
  put(ctx.out("r").data(), 0, s);
  ctx.scale("r")[0] = t;
}

}  // namespace km::cblas
