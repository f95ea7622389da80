// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// r = m / (sqrt(v) + eps); trust = ||p|| / (||r|| + eps); p_new = p - lr trust r, with one trust
// ratio for the whole tensor. Term size |p| + (256 + sqrt(n)) |step|: the step's own rounding
// (see adagrad) plus the two norms' relative error, sums of n squares in float.
KM_REFERENCE(lamb) {
  auto p = ctx.in("p");
  auto m = ctx.in("m");
  auto v = ctx.in("v");
  auto y = ctx.out("p_new");
  double* terms = ctx.scale("p_new");
  const double lr = ctx.param("lr"), eps = ctx.param("eps");
  const int64_t n = p.numel();
  std::vector<double> r(static_cast<size_t>(n));
  double pp = 0, rr = 0;
  for (int64_t i = 0; i < n; ++i) {
    r[i] = m[i] / (std::sqrt(v[i]) + eps);
    pp += p[i] * p[i];
    rr += r[i] * r[i];
  }
  const double trust = std::sqrt(pp) / (std::sqrt(rr) + eps);
  for (int64_t i = 0; i < n; ++i) {
    const double step = lr * trust * r[i];
    y[i] = p[i] - step;
    terms[i] = std::fabs(p[i]) + (256.0 + std::sqrt(static_cast<double>(n))) * std::fabs(step);
  }
}
