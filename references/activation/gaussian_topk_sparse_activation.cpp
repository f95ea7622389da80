// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// k = ndtri(target_sparsity) by bisection on the normal CDF 0.5 * erfc(-k / sqrt(2)); per row,
// t = mean + std * k (population std, around the mean), y = max(x - t, 0), all in double.
// Term size |mean| + std (1 + |k|): the cutoff's fp32 error scales with what it is computed from.
KM_REFERENCE(gaussian_topk_sparse_activation) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  const double p = ctx.param("target_sparsity");
  double lo = -40.0, hi = 40.0;
  for (int it = 0; it < 200; ++it) {
    const double mid = 0.5 * (lo + hi);
    (0.5 * std::erfc(-mid / std::sqrt(2.0)) < p ? lo : hi) = mid;
  }
  const double k = 0.5 * (lo + hi);
  for (int64_t r = 0; r < rows; ++r) {
    double s = 0, q = 0;
    for (int64_t j = 0; j < d; ++j) s += x[r * d + j];
    const double mean = s / static_cast<double>(d);
    for (int64_t j = 0; j < d; ++j) q += (x[r * d + j] - mean) * (x[r * d + j] - mean);
    const double sd = std::sqrt(q / static_cast<double>(d));
    const double t = mean + sd * k;
    for (int64_t j = 0; j < d; ++j) {
      y[r * d + j] = std::fmax(x[r * d + j] - t, 0.0);
      terms[r * d + j] = std::fabs(mean) + sd * (1.0 + std::fabs(k));
    }
  }
}
