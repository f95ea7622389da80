// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include "core/reference.hpp"

// mean of max(0, 1 - pred[i, j] * t[j]): the [n] labels broadcast along rows.
KM_REFERENCE(hinge_loss) {
  auto pred = ctx.in("pred");
  auto t = ctx.in("t");
  const int64_t b = ctx.size("b"), n = ctx.size("n");
  double s = 0;
  for (int64_t i = 0; i < b; ++i)
    for (int64_t j = 0; j < n; ++j) s += std::max(0.0, 1.0 - pred[i * n + j] * t[j]);
  ctx.out("loss")[0] = s / static_cast<double>(b * n);
}
