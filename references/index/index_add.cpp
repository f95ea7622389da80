// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y = x; y[idx[j], :] += src[j, :]. Term size |x| + the sum of the |src| added to the element.
KM_REFERENCE(index_add) {
  auto x = ctx.in("x");
  auto idx = ctx.in("idx");
  auto src = ctx.in("src");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t d = ctx.size("d"), k = ctx.size("k");
  for (int64_t i = 0; i < x.numel(); ++i) {
    y[i] = x[i];
    terms[i] = std::fabs(x[i]);
  }
  for (int64_t j = 0; j < k; ++j) {
    const int64_t row = static_cast<int64_t>(idx[j]);
    for (int64_t c = 0; c < d; ++c) {
      y[row * d + c] += src[j * d + c];
      terms[row * d + c] += std::fabs(src[j * d + c]);
    }
  }
}
