// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// softsign(x) = x / (1 + |x|); NaN propagates (and +-inf give inf / inf = NaN, as in PyTorch).
KM_REFERENCE(softsign) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = x[i] / (1.0 + std::fabs(x[i]));
}
