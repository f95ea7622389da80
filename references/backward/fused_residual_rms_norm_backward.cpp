// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// rstd = 1 / sqrt(mean(x^2) + eps); xhat = x * rstd; gn = gy * w;
// gx = g_res = rstd * (gn - mean(gn * xhat) * xhat); gw = sum over rows of gy * xhat.
// Term sizes: rstd * (|gn| + |mean| * |xhat|) for gx (the two cancel where xhat^2 is near 1: a row
// of one element gives rstd * gn * eps / (x^2 + eps)), sum of |gy * xhat| for gw.
KM_REFERENCE(fused_residual_rms_norm_backward) {
  auto gy = ctx.in("gy");
  auto x = ctx.in("x");
  auto w = ctx.in("w");
  auto gx = ctx.out("gx");
  auto g_res = ctx.out("g_res");
  auto gw = ctx.out("gw");
  double* tx = ctx.scale("gx");
  double* tr = ctx.scale("g_res");
  double* tw = ctx.scale("gw");
  const int64_t rows = ctx.size("rows"), h = ctx.size("h");
  const double eps = ctx.param("eps");
  std::vector<double> acc(static_cast<size_t>(h), 0.0);
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t o = r * h;
    double ss = 0;
    for (int64_t j = 0; j < h; ++j) ss += x[o + j] * x[o + j];
    const double rstd = 1.0 / std::sqrt(ss / static_cast<double>(h) + eps);
    double dot = 0;
    for (int64_t j = 0; j < h; ++j) dot += gy[o + j] * w[j] * x[o + j] * rstd;
    const double mean = dot / static_cast<double>(h);
    for (int64_t j = 0; j < h; ++j) {
      const double xhat = x[o + j] * rstd;
      gx[o + j] = g_res[o + j] = rstd * (gy[o + j] * w[j] - mean * xhat);
      tx[o + j] = tr[o + j] = rstd * (std::fabs(gy[o + j] * w[j]) + std::fabs(mean * xhat));
      acc[static_cast<size_t>(j)] += gy[o + j] * xhat;
      tw[j] += std::fabs(gy[o + j] * xhat);
    }
  }
  for (int64_t j = 0; j < h; ++j) gw[j] = acc[static_cast<size_t>(j)];
}
