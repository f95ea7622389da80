// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// p_new = p - lr * g / (sqrt(acc + g^2) + eps). Term size |p| + 256 |step|: the step's own
// rounding in an fp32 kernel (lr, eps and the sqrt in float) is honest error relative to the
// step, not to p_new, which may be near 0 by cancellation.
KM_REFERENCE(adagrad) {
  auto p = ctx.in("p");
  auto g = ctx.in("g");
  auto acc = ctx.in("acc");
  auto y = ctx.out("p_new");
  double* terms = ctx.scale("p_new");
  const double lr = ctx.param("lr"), eps = ctx.param("eps");
  for (int64_t i = 0; i < p.numel(); ++i) {
    const double step = lr * g[i] / (std::sqrt(acc[i] + g[i] * g[i]) + eps);
    y[i] = p[i] - step;
    terms[i] = std::fabs(p[i]) + 256.0 * std::fabs(step);
  }
}
