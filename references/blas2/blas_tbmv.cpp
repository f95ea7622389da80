// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <vector>

#include "blas_band.hpp"
#include "core/reference.hpp"

// x = op(T) x, T triangular banded in band storage (unit diagonal where diag = 1).
KM_REFERENCE(blas_tbmv) {
  const int64_t n = ctx.size("n"), k = ctx.size("k"), lda = ctx.size("lda");
  const int64_t incx = ctx.size("incx");
  const bool upper = ctx.param("uplo") != 0, trans = ctx.param("trans") != 0;
  const bool unit = ctx.param("diag") != 0;
  const double* a = ctx.in("A").data();
  auto x = ctx.out("x");
  std::vector<double> b(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) b[static_cast<size_t>(i)] = x[i * incx];
  for (int64_t i = 0; i < n; ++i) {
    double s = 0;
    for (int64_t j = std::max<int64_t>(0, i - k); j <= std::min(n - 1, i + k); ++j) {  // the band
      const int64_t r = trans ? j : i, c = trans ? i : j;
      const double e = r == c && unit ? 1.0 : km::blas::band(a, lda, k, upper, r, c);
      s += e * b[static_cast<size_t>(j)];
    }
    x[i * incx] = s;
  }
}
