// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// Group gi of sample i holds channels gi * (c / g) .. (gi + 1) * (c / g) - 1, contiguous in
// memory: (c / g) * s values normalized with their mean and biased variance, then the per-channel
// affine. Term size mean(|x|) * rstd * |w| per element, as layer_norm.
KM_REFERENCE(group_norm) {
  auto x = ctx.in("x");
  auto w = ctx.in("w");
  auto b = ctx.in("b");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), s = ctx.size("s"), g = ctx.size("g");
  const double eps = ctx.param("eps");
  const int64_t cg = c / g, len = cg * s;
  for (int64_t blk = 0; blk < n * g; ++blk) {
    const int64_t base = blk * len;
    const int64_t ch0 = (blk % g) * cg;
    double mean = 0, abs_mean = 0;
    for (int64_t k = 0; k < len; ++k) {
      mean += x[base + k];
      abs_mean += std::fabs(x[base + k]);
    }
    mean /= static_cast<double>(len);
    abs_mean /= static_cast<double>(len);
    double var = 0;
    for (int64_t k = 0; k < len; ++k) var += (x[base + k] - mean) * (x[base + k] - mean);
    var /= static_cast<double>(len);
    const double inv = 1.0 / std::sqrt(var + eps);
    for (int64_t k = 0; k < len; ++k) {
      const int64_t ch = ch0 + k / s;
      y[base + k] = (x[base + k] - mean) * inv * w[ch] + b[ch];
      terms[base + k] = abs_mean * inv * std::fabs(w[ch]);
    }
  }
}
