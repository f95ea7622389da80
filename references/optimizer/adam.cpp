// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// One Adam step with bias correction: m_hat = m2 / (1 - b1^t), v_hat = v2 / (1 - b2^t),
// p_new = p - lr m_hat / (sqrt(v_hat) + eps). Term size |p| + 256 |step| (see adagrad), the
// step formed from |b1 m| + |(1 - b1) g| in place of |m2|: the moment update cancels (as
// sgd_momentum's did in the 20-seed sweep).
KM_REFERENCE(adam) {
  auto p = ctx.in("p");
  auto g = ctx.in("g");
  auto m = ctx.in("m");
  auto v = ctx.in("v");
  auto y = ctx.out("p_new");
  double* terms = ctx.scale("p_new");
  const double lr = ctx.param("lr"), b1 = ctx.param("b1"), b2 = ctx.param("b2"), eps = ctx.param("eps");
  const double t = ctx.param("t");
  const double c1 = 1.0 - std::pow(b1, t), c2 = 1.0 - std::pow(b2, t);
  for (int64_t i = 0; i < p.numel(); ++i) {
    const double m2 = b1 * m[i] + (1.0 - b1) * g[i];
    const double v2 = b2 * v[i] + (1.0 - b2) * g[i] * g[i];
    const double den = c1 * (std::sqrt(v2 / c2) + eps);
    y[i] = p[i] - lr * m2 / den;
    terms[i] = std::fabs(p[i]) + 256.0 * lr * (std::fabs(b1 * m[i]) + std::fabs((1.0 - b1) * g[i])) / den;
  }
}
