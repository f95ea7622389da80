// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>
#include <vector>

#include "blas_band.hpp"
#include "core/reference.hpp"

// y = alpha A x + beta y, A symmetric banded from its uplo triangle in band storage; beta = 0
// never reads y.
KM_REFERENCE(blas_sbmv) {
  const int64_t n = ctx.size("n"), k = ctx.size("k"), lda = ctx.size("lda");
  const int64_t incx = ctx.size("incx"), incy = ctx.size("incy");
  const bool upper = ctx.param("uplo") != 0;
  const double alpha = ctx.param("alpha"), beta = ctx.param("beta");
  const double* a = ctx.in("A").data();
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  for (int64_t i = 0; i < n; ++i) {
    double s = 0, t = 0;
    for (int64_t j = std::max<int64_t>(0, i - k); j <= std::min(n - 1, i + k); ++j) {  // the band
      const bool stored = upper ? i <= j : i >= j;
      const double v = (stored ? km::blas::band(a, lda, k, upper, i, j)
                                : km::blas::band(a, lda, k, upper, j, i)) * x[j * incx];
      s += v;
      t += std::fabs(v);
    }
    const double by = beta == 0 ? 0.0 : beta * y[i * incy];
    y[i * incy] = alpha * s + by;
    terms[i * incy] = std::fabs(alpha) * t + std::fabs(by);
  }
}
