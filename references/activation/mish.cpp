// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// mish(x) = x * tanh(softplus(x)) = x * tanh(log1p(exp(x))). For huge x, exp overflows to inf and
// tanh(inf) = 1, giving x; for very negative x, exp(x) underflows and the product goes to -0. NaN
// propagates; -inf gives -inf * 0 = NaN, as in PyTorch.
KM_REFERENCE(mish) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = x[i] * std::tanh(std::log1p(std::exp(x[i])));
}
