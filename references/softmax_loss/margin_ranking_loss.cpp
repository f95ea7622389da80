// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include "core/reference.hpp"

// mean of max(0, -t * (x1 - x2) + margin).
KM_REFERENCE(margin_ranking_loss) {
  auto x1 = ctx.in("x1");
  auto x2 = ctx.in("x2");
  auto t = ctx.in("t");
  const double margin = ctx.param("margin");
  double s = 0;
  for (int64_t i = 0; i < x1.numel(); ++i) s += std::max(0.0, -t[i] * (x1[i] - x2[i]) + margin);
  ctx.out("loss")[0] = s / static_cast<double>(x1.numel());
}
