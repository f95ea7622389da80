// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// Biased variance (divide by d), as torch.nn.functional.layer_norm uses.
KM_REFERENCE(layer_norm) {
  auto x = ctx.in("x");
  auto w = ctx.in("w");
  auto b = ctx.in("b");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  const double eps = ctx.param("eps");
  for (int64_t r = 0; r < rows; ++r) {
    const double* xr = x.data() + r * d;
    double mean = 0;
    for (int64_t i = 0; i < d; ++i) mean += xr[i];
    mean /= static_cast<double>(d);
    double var = 0;
    for (int64_t i = 0; i < d; ++i) var += (xr[i] - mean) * (xr[i] - mean);
    var /= static_cast<double>(d);
    const double inv = 1.0 / std::sqrt(var + eps);
    for (int64_t i = 0; i < d; ++i) y[r * d + i] = (xr[i] - mean) * inv * w[i] + b[i];
  }
}
