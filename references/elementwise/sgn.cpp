// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// (0 < x) - (x < 0), as torch.sgn on real tensors.
KM_REFERENCE(sgn) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double v = x[i];
    y[i] = static_cast<double>((0.0 < v) - (v < 0.0));
  }
}
