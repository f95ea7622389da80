// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// In place on the strided elements only; the others keep their initial values.
KM_REFERENCE(blas_scal) {
  auto x = ctx.out("x");
  const int64_t n = ctx.size("n"), incx = ctx.size("incx");
  const double alpha = ctx.param("alpha");
  for (int64_t i = 0; i < n; ++i) x[i * incx] *= alpha;
}
