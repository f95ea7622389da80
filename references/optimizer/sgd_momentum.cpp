// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// v2 = momentum v + g; p_new = p - lr v2. Term size |p| + 256 lr (|momentum v| + |g|): as
// adagrad's |p| + 256 |step|, with the step's terms in place of the step, since momentum v + g
// cancels (the 20-seed sweep: an honest fp32 kernel 8.1e-10 off an output of -7.28e-5, seed 15).
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
    terms[i] = std::fabs(p[i]) + 256.0 * lr * (std::fabs(momentum * v[i]) + std::fabs(g[i]));
  }
}
