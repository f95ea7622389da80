// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// TensorFlow ApplyAdam in place: the moments first, then var with lr_t = lr sqrt(1 - b2^t) /
// (1 - b1^t) (the caller's beta powers). Term sizes as in adam: |var| + 256 |step|, the step's
// numerator bounded by the sizes of its terms.
KM_REFERENCE(apply_adam) {
  auto g = ctx.in("grad");
  auto var = ctx.out("var");
  auto m = ctx.out("m");
  auto v = ctx.out("v");
  double* tvar = ctx.scale("var");
  double* tm = ctx.scale("m");
  double* tv = ctx.scale("v");
  const double b1 = ctx.param("beta1"), b2 = ctx.param("beta2"), eps = ctx.param("epsilon");
  const double lr_t = ctx.param("lr") * std::sqrt(1.0 - ctx.param("beta2_power")) /
                      (1.0 - ctx.param("beta1_power"));
  const bool nesterov = ctx.param("use_nesterov") != 0;
  for (int64_t i = 0; i < g.numel(); ++i) {
    tm[i] = std::fabs(m[i]) + std::fabs((g[i] - m[i]) * (1.0 - b1));
    tv[i] = std::fabs(v[i]) + std::fabs((g[i] * g[i] - v[i]) * (1.0 - b2));
    m[i] += (g[i] - m[i]) * (1.0 - b1);
    v[i] += (g[i] * g[i] - v[i]) * (1.0 - b2);
    const double num = nesterov ? m[i] * b1 + (1.0 - b1) * g[i] : m[i];
    const double num_terms = nesterov ? tm[i] * b1 + std::fabs((1.0 - b1) * g[i]) : tm[i];
    const double den = eps + std::sqrt(v[i]);
    tvar[i] = std::fabs(var[i]) + 256.0 * lr_t * num_terms / den;
    var[i] -= lr_t * num / den;
  }
}
