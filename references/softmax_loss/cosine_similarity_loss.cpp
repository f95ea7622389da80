// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

// loss = mean over rows of 1 - <p, t> / (max(|p|, eps) * max(|t|, eps)), eps = 1e-8, in double.
// The term size is 1: 1 - cos is a difference of values of order 1, judged in absolute terms.
KM_REFERENCE(cosine_similarity_loss) {
  auto p = ctx.in("p");
  auto t = ctx.in("t");
  auto loss = ctx.out("loss");
  const int64_t b = ctx.size("b"), d = ctx.size("d");
  const double eps = 1e-8;
  double s = 0;
  for (int64_t r = 0; r < b; ++r) {
    double dot = 0, pp = 0, tt = 0;
    for (int64_t k = 0; k < d; ++k) {
      dot += p[r * d + k] * t[r * d + k];
      pp += p[r * d + k] * p[r * d + k];
      tt += t[r * d + k] * t[r * d + k];
    }
    s += 1.0 - dot / (std::max(std::sqrt(pp), eps) * std::max(std::sqrt(tt), eps));
  }
  loss[0] = s / static_cast<double>(b);
  ctx.scale("loss")[0] = 1.0;
}
