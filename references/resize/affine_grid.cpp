// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

namespace {
// Normalized coordinate of pixel i of `len`: pixel centres (align_corners = 0) or corners.
double coord(int64_t i, int64_t len, bool align) {
  if (align) return len > 1 ? -1.0 + 2.0 * static_cast<double>(i) / static_cast<double>(len - 1) : 0.0;
  return (2.0 * static_cast<double>(i) + 1.0) / static_cast<double>(len) - 1.0;
}
}  // namespace

// g[b, i, j, r] = theta[b, r, 0] x_j + theta[b, r, 1] y_i + theta[b, r, 2]. Term size
// |theta[b, r, 0]| + |theta[b, r, 1]| + |theta[b, r, 2]|: coordinates formed in fp32 (as torch's
// linspace) are off by an ulp of 1, not of themselves, where -1 + 2 j / (w - 1) cancels near 0
// (the 20-seed sweep: an honest fp32 kernel 1.27e-7 off an output of 1.44e-3 at w = 1001).
KM_REFERENCE(affine_grid) {
  auto th = ctx.in("theta");
  auto g = ctx.out("g");
  double* terms = ctx.scale("g");
  const int64_t n = ctx.size("n"), h = ctx.size("h"), w = ctx.size("w");
  const bool align = ctx.param("align_corners") != 0;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t i = 0; i < h; ++i)
      for (int64_t j = 0; j < w; ++j)
        for (int r = 0; r < 2; ++r) {
          const double* t = th.data() + b * 6 + r * 3;
          const int64_t k = ((b * h + i) * w + j) * 2 + r;
          g[k] = t[0] * coord(j, w, align) + t[1] * coord(i, h, align) + t[2];
          terms[k] = std::fabs(t[0]) + std::fabs(t[1]) + std::fabs(t[2]);
        }
}
