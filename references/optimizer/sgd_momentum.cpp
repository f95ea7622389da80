// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// v2 = momentum v + g; p_new = p - lr v2. Term size |p| + 256 |step| (see adagrad).
KM_REFERENCE(sgd_momentum) {
  auto p = ctx.in("p");
  auto g = ctx.in("g");
  auto v = ctx.in("v");
  auto y = ctx.out("p_new");
  double* terms = ctx.scale("p_new");
  const double lr = ctx.param("lr"), momentum = ctx.param("momentum");
  for (int64_t i = 0; i < p.numel(); ++i) {
    const double step = lr * (momentum * v[i] + g[i]);
    y[i] = p[i] - step;
    terms[i] = std::fabs(p[i]) + 256.0 * std::fabs(step);
  }
}
