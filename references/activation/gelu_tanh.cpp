// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// gelu_tanh(x) = 0.5 * x * (1 + tanh(u)), u = sqrt(2 / pi) * (x + 0.044715 * x^3). Since
// 1 + tanh(u) == 2 / (1 + exp(-2u)), this is x / (1 + exp(-2u)): the same value without the
// cancellation 1 + tanh(u) suffers for negative x. NaN propagates; -inf gives -inf * 0 = NaN, as
// PyTorch's formula does.
KM_REFERENCE(gelu_tanh) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const double k = 0.7978845608028653558798921198687637;  // sqrt(2 / pi)
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double v = x[i];
    const double u = k * (v + 0.044715 * v * v * v);
    y[i] = v / (1.0 + std::exp(-2.0 * u));
  }
}
