// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// v2 = alpha v + (1 - alpha) g^2; p_new = p - lr * g / (sqrt(v2) + eps). Term size
// |p| + 256 |step| (see adagrad).
KM_REFERENCE(rmsprop) {
  auto p = ctx.in("p");
  auto g = ctx.in("g");
  auto v = ctx.in("v");
  auto y = ctx.out("p_new");
  double* terms = ctx.scale("p_new");
  const double lr = ctx.param("lr"), alpha = ctx.param("alpha"), eps = ctx.param("eps");
  for (int64_t i = 0; i < p.numel(); ++i) {
    const double v2 = alpha * v[i] + (1.0 - alpha) * g[i] * g[i];
    const double step = lr * g[i] / (std::sqrt(v2) + eps);
    y[i] = p[i] - step;
    terms[i] = std::fabs(p[i]) + 256.0 * std::fabs(step);
  }
}
