// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y[i, ch, j] = x[i, ch, j] / sqrt(mean over ch' of x[i, ch', j]^2 + eps): the reduced channels
// are s elements apart.
KM_REFERENCE(rms_norm_channel) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), s = ctx.size("s");
  const double eps = ctx.param("eps");
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < s; ++j) {
      double sq = 0;
      for (int64_t ch = 0; ch < c; ++ch) sq += x[(i * c + ch) * s + j] * x[(i * c + ch) * s + j];
      const double inv = 1.0 / std::sqrt(sq / static_cast<double>(c) + eps);
      for (int64_t ch = 0; ch < c; ++ch) y[(i * c + ch) * s + j] = x[(i * c + ch) * s + j] * inv;
    }
}
