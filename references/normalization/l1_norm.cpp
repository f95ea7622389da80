// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y = x / mean(|x|) per row of d values. A row of zeros gives 0 / 0 = NaN, as torch (the normal
// inputs never draw one).
KM_REFERENCE(l1_norm) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  for (int64_t r = 0; r < rows; ++r) {
    double m = 0;
    for (int64_t j = 0; j < d; ++j) m += std::fabs(x[r * d + j]);
    m /= static_cast<double>(d);
    for (int64_t j = 0; j < d; ++j) y[r * d + j] = x[r * d + j] / m;
  }
}
