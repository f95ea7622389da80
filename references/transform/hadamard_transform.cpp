// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// Row r of y is (x[r] @ H_n) / sqrt(n), H_n[i, j] = (-1)^popcount(i & j), by the
// butterfly stages in double (exact up to double rounding of sums of n terms).
KM_REFERENCE(hadamard_transform) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), n = ctx.size("n");
  const double norm = 1.0 / std::sqrt(static_cast<double>(n));
  km::parallel_for(rows, [&](int64_t r) {
    double* v = y.data() + r * n;
    for (int64_t i = 0; i < n; ++i) v[i] = x[r * n + i];
    for (int64_t h = 1; h < n; h *= 2)
      for (int64_t i = 0; i < n; i += 2 * h)
        for (int64_t j = i; j < i + h; ++j) {
          const double a = v[j], b = v[j + h];
          v[j] = a + b;
          v[j + h] = a - b;
        }
    for (int64_t i = 0; i < n; ++i) v[i] *= norm;
  });
}
