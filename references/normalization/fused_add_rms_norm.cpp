// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// r = x + residual; y = r * rsqrt(mean(r^2) + eps) * w, per row of d. Term sizes: r's is
// |x| + |residual| (the add cancels where x is near -residual), y's is |y| plus r's term scaled
// like y, so an element of r rounded near cancellation carries its absolute error into y.
KM_REFERENCE(fused_add_rms_norm) {
  auto x = ctx.in("x");
  auto res = ctx.in("residual");
  auto w = ctx.in("w");
  auto y = ctx.out("y");
  auto r = ctx.out("r");
  double* ty = ctx.scale("y");
  double* tr = ctx.scale("r");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  const double eps = ctx.param("eps");
  for (int64_t i = 0; i < rows; ++i) {
    double sq = 0;
    for (int64_t j = 0; j < d; ++j) {
      const int64_t k = i * d + j;
      r[k] = x[k] + res[k];
      tr[k] = std::fabs(x[k]) + std::fabs(res[k]);
      sq += r[k] * r[k];
    }
    const double inv = 1.0 / std::sqrt(sq / static_cast<double>(d) + eps);
    for (int64_t j = 0; j < d; ++j) {
      const int64_t k = i * d + j;
      y[k] = r[k] * inv * w[j];
      ty[k] = tr[k] * inv * std::fabs(w[j]);
    }
  }
}
