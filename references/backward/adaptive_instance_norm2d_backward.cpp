// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// gx = gy * w[c] / std[n, c]; gw[c] and gb[c] sum gy * (x - mean) / std and gy over n, h, w.
// Term sizes of the two sums: the sums of the terms' magnitudes.
KM_REFERENCE(adaptive_instance_norm2d_backward) {
  auto gy = ctx.in("gy");
  auto x = ctx.in("x");
  auto mean = ctx.in("mean");
  auto sd = ctx.in("std");
  auto weight = ctx.in("weight");
  auto gx = ctx.out("gx");
  auto gw = ctx.out("gw");
  auto gb = ctx.out("gb");
  double* tw = ctx.scale("gw");
  double* tb = ctx.scale("gb");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), hw = ctx.size("h") * ctx.size("w");
  for (int64_t ch = 0; ch < c; ++ch) {
    double sw = 0, sb = 0, aw = 0, ab = 0;
    for (int64_t b = 0; b < n; ++b) {
      const int64_t nc = b * c + ch;
      for (int64_t i = nc * hw; i < (nc + 1) * hw; ++i) {
        gx[i] = gy[i] * weight[ch] / sd[nc];
        const double t = gy[i] * (x[i] - mean[nc]) / sd[nc];
        sw += t;
        aw += std::fabs(t);
        sb += gy[i];
        ab += std::fabs(gy[i]);
      }
    }
    gw[ch] = sw;
    gb[ch] = sb;
    tw[ch] = aw;
    tb[ch] = ab;
  }
}
