// SPDX-License-Identifier: Apache-2.0
// rms_norm_dynamic_per_token_quant and rms_norm_per_block_quant: y = x * rsqrt(mean(x^2) + eps) * w
// over each row, then one int8 scale per block of g elements (g = d: per token).
#pragma once

#include <cmath>
#include <vector>

#include "core/reference.hpp"
#include "quant_util.hpp"

namespace km::quant {

inline void rms_norm_block_quant(RefContext& ctx, int64_t rows, int64_t nb, int64_t g) {
  auto x = ctx.in("x");
  auto w = ctx.in("w");
  auto q = ctx.out("q");
  auto s = ctx.out("s");
  double* u = unrounded(ctx, "q");
  const int64_t d = nb * g;
  const double eps = ctx.param("eps");
  std::vector<double> y(static_cast<size_t>(d));
  for (int64_t r = 0; r < rows; ++r) {
    const double* xr = x.data() + r * d;
    double ss = 0;
    for (int64_t i = 0; i < d; ++i) ss += xr[i] * xr[i];
    const double inv = 1.0 / std::sqrt(ss / static_cast<double>(d) + eps);
    for (int64_t i = 0; i < d; ++i) y[i] = xr[i] * inv * w[i];
    for (int64_t b = 0; b < nb; ++b) {
      double amax = 0;
      for (int64_t i = b * g; i < (b + 1) * g; ++i) amax = std::max(amax, std::fabs(y[i]));
      const double sc = amax / 127;
      s[r * nb + b] = sc;
      for (int64_t i = b * g; i < (b + 1) * g; ++i) put(q.data(), u, r * d + i, y[i] / sc);
    }
  }
}

}  // namespace km::quant
