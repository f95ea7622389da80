// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// Biased variance (divide by d), as torch.nn.functional.layer_norm uses.
// Term sizes: y_i is (x_i - mean) * rstd * w_i, and any fp32 algorithm rounds the mean at the
// size of the row's |x|, so an output carries error relative to mean(|x|) * rstd * |w_i|, not to
// |y_i|. That is far larger where a row's spread is small next to its values: rows of 3000 +
// N(0, 1) (3000x), or three nearly equal values with eps = 0.0086, where an honest two-pass fp32
// kernel came out 1.4e-5 relative off (cpu 100-seed sweep, 2026-12-01).
KM_REFERENCE(layer_norm) {
  auto x = ctx.in("x");
  auto w = ctx.in("w");
  auto b = ctx.in("b");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  const double eps = ctx.param("eps");
  for (int64_t r = 0; r < rows; ++r) {
    const double* xr = x.data() + r * d;
    double mean = 0, abs_mean = 0;
    for (int64_t i = 0; i < d; ++i) {
      mean += xr[i];
      abs_mean += std::fabs(xr[i]);
    }
    mean /= static_cast<double>(d);
    abs_mean /= static_cast<double>(d);
    double var = 0;
    for (int64_t i = 0; i < d; ++i) var += (xr[i] - mean) * (xr[i] - mean);
    var /= static_cast<double>(d);
    const double inv = 1.0 / std::sqrt(var + eps);
    for (int64_t i = 0; i < d; ++i) {
      y[r * d + i] = (xr[i] - mean) * inv * w[i] + b[i];
      terms[r * d + i] = abs_mean * inv * std::fabs(w[i]);
    }
  }
}
