// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// torch.renorm(x, p, 0, maxnorm): row r's p-norm; rows above maxnorm are scaled by
// maxnorm / (norm + 1e-7) (torch's constant), the others are copied.
KM_REFERENCE(renorm) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  const double p = ctx.param("p"), maxnorm = ctx.param("maxnorm");
  for (int64_t r = 0; r < rows; ++r) {
    double s = 0;
    for (int64_t j = 0; j < d; ++j) s += std::pow(std::fabs(x[r * d + j]), p);
    const double norm = std::pow(s, 1.0 / p);
    const double f = norm > maxnorm ? maxnorm / (norm + 1e-7) : 1.0;
    for (int64_t j = 0; j < d; ++j) y[r * d + j] = x[r * d + j] * f;
  }
}
