// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

KM_REFERENCE(mul_scalar) {
  auto A = ctx.in("A");
  auto y = ctx.out("y");
  const double s = ctx.param("s");
  for (int64_t i = 0; i < y.numel(); ++i) y[i] = A[i] * s;
}
