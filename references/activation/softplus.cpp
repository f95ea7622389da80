// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// softplus(x) with PyTorch's beta = 1, threshold = 20: x where x > 20, log1p(exp(x)) elsewhere.
// NaN fails x > 20 and propagates; -inf gives log1p(0) = 0.
KM_REFERENCE(softplus) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i)
    y[i] = x[i] > 20.0 ? x[i] : std::log1p(std::exp(x[i]));
}
