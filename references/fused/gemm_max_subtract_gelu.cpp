// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <limits>

#include "core/reference.hpp"

// z = F.linear(x, W, b); m = max over dim 1 (NaN propagates, as torch.max); y = gelu(m - mean(m))
// where the mean is over one element: 0 for a finite row, NaN for a NaN or infinite maximum.
KM_REFERENCE(gemm_max_subtract_gelu) {
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  auto y = ctx.out("y");
  const int64_t m = ctx.size("m"), k = ctx.size("k"), n = ctx.size("n");
  for (int64_t i = 0; i < m; ++i) {
    double mx = -std::numeric_limits<double>::infinity();
    for (int64_t j = 0; j < n; ++j) {
      double z = b[j];
      for (int64_t p = 0; p < k; ++p) z += x[i * k + p] * W[j * k + p];
      if (std::isnan(z) || z > mx) mx = z;
      if (std::isnan(mx)) break;
    }
    const double d = mx - mx;  // minus the mean of one element
    y[i] = 0.5 * d * (1.0 + std::erf(d / std::sqrt(2.0)));
  }
}
