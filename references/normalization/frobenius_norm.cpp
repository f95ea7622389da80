// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y = x / sqrt(sum of every x^2): one norm for the whole tensor.
KM_REFERENCE(frobenius_norm) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t n = ctx.size("n");
  double sq = 0;
  for (int64_t i = 0; i < n; ++i) sq += x[i] * x[i];
  const double norm = std::sqrt(sq);
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] / norm;
}
