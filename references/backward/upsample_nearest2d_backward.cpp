// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

namespace {
// PyTorch's nearest_idx: exact halving when out = 2 in, else floor(o * s) with s = float(in) /
// float(out) and the product in fp32 (the index is what torch computes, not the exact ratio).
int64_t nearest(int64_t o, int64_t in, int64_t out) {
  if (out == 2 * in) return o >> 1;
  const float s = static_cast<float>(in) / static_cast<float>(out);
  return std::min(static_cast<int64_t>(std::floor(static_cast<float>(o) * s)), in - 1);
}
}  // namespace

// gx[i, j] = sum of gy over the output pixels whose nearest source is (i, j). Term size: the
// sum of |gy| added.
KM_REFERENCE(upsample_nearest2d_backward) {
  auto gy = ctx.in("gy");
  auto gx = ctx.out("gx");
  double* terms = ctx.scale("gx");
  const int64_t planes = ctx.size("n") * ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t ho = ctx.size("ho"), wo = ctx.size("wo");
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t a = 0; a < ho; ++a)
      for (int64_t b = 0; b < wo; ++b) {
        const int64_t k = (p * h + nearest(a, h, ho)) * w + nearest(b, w, wo);
        gx[k] += gy[(p * ho + a) * wo + b];
        terms[k] += std::fabs(gy[(p * ho + a) * wo + b]);
      }
}
