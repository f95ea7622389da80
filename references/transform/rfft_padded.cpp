// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// X[k] = sum over t < L of x[t] exp(-2 pi i k t / N) / N, N = 2L, k = 0..L: a direct sum in
// double. The twiddles come from a table of the N angles 2 pi m / N computed once in double and
// indexed by (k t) mod N, an exact integer, so a large k t loses nothing to the argument of sin
// and cos (and the O(L^2) sum costs multiplies, not 10^8 sin/cos calls: 130 s per test before).
KM_REFERENCE(rfft_padded) {
  auto x = ctx.in("x");
  auto re = ctx.out("re");
  auto im = ctx.out("im");
  const int64_t rows = ctx.size("b") * ctx.size("c"), L = ctx.size("L"), N = 2 * L;
  std::vector<double> cs(static_cast<size_t>(N)), sn(static_cast<size_t>(N));
  for (int64_t m = 0; m < N; ++m) {
    const double a = 2.0 * M_PI * static_cast<double>(m) / static_cast<double>(N);
    cs[m] = std::cos(a);
    sn[m] = std::sin(a);
  }
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t k = 0; k <= L; ++k) {
      double sr = 0, si = 0;
      int64_t m = 0;
      for (int64_t t = 0; t < L; ++t) {
        sr += x[r * L + t] * cs[m];
        si -= x[r * L + t] * sn[m];
        m += k;
        if (m >= N) m -= N;
      }
      re[r * (L + 1) + k] = sr / static_cast<double>(N);
      im[r * (L + 1) + k] = si / static_cast<double>(N);
    }
}
