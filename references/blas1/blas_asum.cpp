// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// Sum of |x| over the n strided elements; the elements between the strides are not read.
KM_REFERENCE(blas_asum) {
  auto x = ctx.in("x");
  const int64_t n = ctx.size("n"), incx = ctx.size("incx");
  double s = 0;
  for (int64_t i = 0; i < n; ++i) s += std::fabs(x[i * incx]);
  ctx.out("r")[0] = s;
}
