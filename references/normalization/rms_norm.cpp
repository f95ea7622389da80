// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

KM_REFERENCE(rms_norm) {
  auto x = ctx.in("x");
  auto w = ctx.in("w");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  const double eps = ctx.param("eps");
  for (int64_t r = 0; r < rows; ++r) {
    const double* xr = x.data() + r * d;
    double ss = 0;
    for (int64_t i = 0; i < d; ++i) ss += xr[i] * xr[i];
    const double inv = 1.0 / std::sqrt(ss / static_cast<double>(d) + eps);
    for (int64_t i = 0; i < d; ++i) y[r * d + i] = xr[i] * inv * w[i];
  }
}
