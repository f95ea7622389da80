// SPDX-License-Identifier: Apache-2.0
// A(i, j) += alpha * x_i * y_j (y_j conjugated for gerc) on the m x n column-major complex matrix;
// the padding rows i >= m of each column keep their initial values.
#pragma once

#include "../blas3/blas_cref.hpp"

namespace km::cblas {

inline void ger(RefContext& ctx, bool conj) {
  const int64_t m = ctx.size("m"), n = ctx.size("n"), lda = ctx.size("lda");
  const int64_t incx = ctx.size("incx"), incy = ctx.size("incy");
  const cd alpha = scalar(ctx, "alpha");
  const double* x = ctx.in("x").data();
  const double* y = ctx.in("y").data();
  double* a = ctx.out("A").data();
  double* terms = ctx.scale("A");
  for (int64_t j = 0; j < n; ++j) {
    const cd yj = conj ? std::conj(get(y, j * incy)) : get(y, j * incy);
    for (int64_t i = 0; i < m; ++i) {
      const cd t = alpha * get(x, i * incx) * yj, a0 = get(a, i + j * lda);
      put(a, i + j * lda, a0 + t);
      terms[2 * (i + j * lda)] = std::abs(a0) + std::abs(t);
    }
  }
}

}  // namespace km::cblas
