// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y = x; y[r, idx[r, j]] += src[r, j]. Term size |x| + the sum of the |src| added to the element.
KM_REFERENCE(scatter_add) {
  auto x = ctx.in("x");
  auto idx = ctx.in("idx");
  auto src = ctx.in("src");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t rows = ctx.size("rows"), n = ctx.size("n"), k = ctx.size("k");
  for (int64_t i = 0; i < x.numel(); ++i) {
    y[i] = x[i];
    terms[i] = std::fabs(x[i]);
  }
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j < k; ++j) {
      const int64_t col = static_cast<int64_t>(idx[r * k + j]);
      y[r * n + col] += src[r * k + j];
      terms[r * n + col] += std::fabs(src[r * k + j]);
    }
}
