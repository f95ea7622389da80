// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// Training-mode batch norm: channel ch is normalized with the mean and the biased variance
// (divide by n * s, as torch uses for normalizing; the unbiased one only feeds running_var) of
// x[:, ch, :]. Term size mean(|x|) * rstd * |w| per channel, as layer_norm: an fp32 kernel
// rounds the mean at the size of the values, not of their spread.
KM_REFERENCE(batch_norm_train) {
  auto x = ctx.in("x");
  auto w = ctx.in("w");
  auto b = ctx.in("b");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), s = ctx.size("s");
  const double eps = ctx.param("eps");
  const double count = static_cast<double>(n * s);
  for (int64_t ch = 0; ch < c; ++ch) {
    double mean = 0, abs_mean = 0;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < s; ++j) {
        const double v = x[(i * c + ch) * s + j];
        mean += v;
        abs_mean += std::fabs(v);
      }
    mean /= count;
    abs_mean /= count;
    double var = 0;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < s; ++j) {
        const double t = x[(i * c + ch) * s + j] - mean;
        var += t * t;
      }
    var /= count;
    const double inv = 1.0 / std::sqrt(var + eps);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < s; ++j) {
        const int64_t k = (i * c + ch) * s + j;
        y[k] = (x[k] - mean) * inv * w[ch] + b[ch];
        terms[k] = abs_mean * inv * std::fabs(w[ch]);
      }
  }
}
