// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y = x / sqrt(sum x^2) per row of d values (no eps, as the source).
KM_REFERENCE(l2_norm) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  for (int64_t r = 0; r < rows; ++r) {
    double sq = 0;
    for (int64_t j = 0; j < d; ++j) sq += x[r * d + j] * x[r * d + j];
    const double norm = std::sqrt(sq);
    for (int64_t j = 0; j < d; ++j) y[r * d + j] = x[r * d + j] / norm;
  }
}
