// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// Output position o of a padded row read x at j = o - l mirrored about the edges (-j, or
// 2 (w - 1) - j past the end); its gradient goes back there. Term size: the sum of |gy| added.
KM_REFERENCE(reflection_pad1d_backward) {
  auto gy = ctx.in("gy");
  auto gx = ctx.out("gx");
  double* terms = ctx.scale("gx");
  const int64_t planes = ctx.size("n") * ctx.size("c"), w = ctx.size("w"), l = ctx.size("l"), r = ctx.size("r");
  const int64_t wo = w + l + r;
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t o = 0; o < wo; ++o) {
      int64_t j = o - l;
      if (j < 0) j = -j;
      if (j >= w) j = 2 * (w - 1) - j;
      gx[p * w + j] += gy[p * wo + o];
      terms[p * w + j] += std::fabs(gy[p * wo + o]);
    }
}
