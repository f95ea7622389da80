// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y[i] = start + i * step (no inputs). Term sizes |start| + |i * step|: where the two cancel, an
// fp32 kernel's rounding of each is honest error.
KM_REFERENCE(arange) {
  auto y = ctx.out("y");
  double* term = ctx.scale("y");
  const double start = ctx.param("start"), step = ctx.param("step");
  for (int64_t i = 0; i < y.numel(); ++i) {
    y[i] = start + static_cast<double>(i) * step;
    term[i] = std::fabs(start) + std::fabs(static_cast<double>(i) * step);
  }
}
