// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// Each (sample, channel) row of s values normalized with its mean and biased variance (divide
// by s), no affine. Term size mean(|x|) * rstd per row, as layer_norm.
KM_REFERENCE(instance_norm) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t rows = ctx.size("n") * ctx.size("c"), s = ctx.size("s");
  const double eps = ctx.param("eps");
  for (int64_t r = 0; r < rows; ++r) {
    const double* xr = x.data() + r * s;
    double mean = 0, abs_mean = 0;
    for (int64_t j = 0; j < s; ++j) {
      mean += xr[j];
      abs_mean += std::fabs(xr[j]);
    }
    mean /= static_cast<double>(s);
    abs_mean /= static_cast<double>(s);
    double var = 0;
    for (int64_t j = 0; j < s; ++j) var += (xr[j] - mean) * (xr[j] - mean);
    var /= static_cast<double>(s);
    const double inv = 1.0 / std::sqrt(var + eps);
    for (int64_t j = 0; j < s; ++j) {
      y[r * s + j] = (xr[j] - mean) * inv;
      terms[r * s + j] = abs_mean * inv;
    }
  }
}
