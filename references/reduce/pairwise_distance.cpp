// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y[r] = (sum over k of |x1[r, k] - x2[r, k] + eps|^p)^(1/p), in double.
// Term size y (L + |ln y|), L the mean of |ln |v_k|| weighted by |v_k|^p: p and 1/p rounded to fp32
// are relative errors of the exponents, which pow turns into relative errors of ln|v| and ln s
// times larger (a distance of 1e-4 from one term comes out about 1e-6 relative off in fp32).
KM_REFERENCE(pairwise_distance) {
  auto x1 = ctx.in("x1");
  auto x2 = ctx.in("x2");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  const double p = ctx.param("p"), eps = ctx.param("eps");
  for (int64_t r = 0; r < rows; ++r) {
    double s = 0, sl = 0;
    for (int64_t k = 0; k < d; ++k) {
      const double v = std::fabs(x1[r * d + k] - x2[r * d + k] + eps), vp = std::pow(v, p);
      s += vp;
      if (v > 0) sl += vp * std::fabs(std::log(v));
    }
    y[r] = std::pow(s, 1.0 / p);
    const double t = s > 0 ? y[r] * (sl / s + std::fabs(std::log(y[r]))) : 0.0;
    terms[r] = std::isfinite(t) ? t : 0.0;
  }
}
