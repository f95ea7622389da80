// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y = x / (1 + exp(-beta x)), in double. Term size |y| (1 + |beta x|) / 2: the exponent's rounding,
// |beta x| eps, is a relative error of y.
KM_REFERENCE(swish_beta) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const double beta = ctx.param("beta");
  for (int64_t i = 0; i < x.numel(); ++i) {
    y[i] = x[i] / (1.0 + std::exp(-beta * x[i]));
    const double t = std::fabs(y[i]) * (1.0 + std::fabs(beta * x[i])) / 2;
    terms[i] = std::isfinite(t) ? t : 0.0;
  }
}
