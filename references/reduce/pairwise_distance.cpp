// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y[r] = (sum over k of |x1[r, k] - x2[r, k] + eps|^p)^(1/p), in double.
KM_REFERENCE(pairwise_distance) {
  auto x1 = ctx.in("x1");
  auto x2 = ctx.in("x2");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  const double p = ctx.param("p"), eps = ctx.param("eps");
  for (int64_t r = 0; r < rows; ++r) {
    double s = 0;
    for (int64_t k = 0; k < d; ++k) s += std::pow(std::fabs(x1[r * d + k] - x2[r * d + k] + eps), p);
    y[r] = std::pow(s, 1.0 / p);
  }
}
