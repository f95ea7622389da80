// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

// t = tanh(softplus(x)); gx = gy (t + x sigmoid(x) (1 - t^2)). softplus as max(x, 0) +
// log1p(exp(-|x|)) (no overflow), sigmoid without overflow; x = -inf gives 0 (x sigmoid(x) -> 0).
// Term size |gy| (|t| + |x sigmoid(x) (1 - t^2)|): the two terms cancel near x = -1.19.
KM_REFERENCE(mish_backward) {
  auto gy = ctx.in("gy");
  auto x = ctx.in("x");
  auto gx = ctx.out("gx");
  double* terms = ctx.scale("gx");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double v = x[i];
    if (std::isinf(v) && v < 0) {
      gx[i] = 0.0 * gy[i];
      continue;
    }
    const double sp = std::max(v, 0.0) + std::log1p(std::exp(-std::fabs(v)));
    const double t = std::tanh(sp);
    const double sig = v >= 0 ? 1.0 / (1.0 + std::exp(-v)) : std::exp(v) / (1.0 + std::exp(v));
    const double b = v * sig * (1.0 - t * t);
    gx[i] = gy[i] * (t + b);
    terms[i] = std::fabs(gy[i]) * (std::fabs(t) + std::fabs(b));
    if (!std::isfinite(terms[i])) terms[i] = 0.0;
  }
}
