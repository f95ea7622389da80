// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

KM_REFERENCE(log_softmax) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), cols = ctx.size("cols");
  if (cols == 0) return;  // rows without elements (the `empty` set): xr[0] is not there to read
  for (int64_t r = 0; r < rows; ++r) {
    const double* xr = x.data() + r * cols;
    double m = xr[0];
    for (int64_t c = 1; c < cols; ++c)
      if (xr[c] > m) m = xr[c];
    double s = 0;
    for (int64_t c = 0; c < cols; ++c) s += std::exp(xr[c] - m);
    const double lse = m + std::log(s);
    for (int64_t c = 0; c < cols; ++c) y[r * cols + c] = xr[c] - lse;
  }
}
