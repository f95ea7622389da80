// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// selu(x) = scale * (x for x > 0, alpha * (exp(x) - 1) otherwise), with PyTorch's constants.
// NaN fails x > 0 and propagates through expm1; -inf gives -scale * alpha.
KM_REFERENCE(selu) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const double alpha = 1.6732632423543772848170429916717;
  const double scale = 1.0507009873554804934193349852946;
  for (int64_t i = 0; i < x.numel(); ++i)
    y[i] = scale * (x[i] > 0.0 ? x[i] : alpha * std::expm1(x[i]));
}
