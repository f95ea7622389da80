// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <stdexcept>

#include "core/reference.hpp"

// loss = mean over rows of (logsumexp(logits[i, :]) - logits[i, target[i]]).
KM_REFERENCE(cross_entropy) {
  auto logits = ctx.in("logits");
  auto target = ctx.in("target");
  auto loss = ctx.out("loss");
  const int64_t b = ctx.size("b"), c = ctx.size("c");
  double total = 0;
  for (int64_t i = 0; i < b; ++i) {
    const double* xr = logits.data() + i * c;
    const auto t = static_cast<int64_t>(target[i]);
    if (t < 0 || t >= c) throw std::out_of_range("cross_entropy: target out of range");
    double m = xr[0];
    for (int64_t j = 1; j < c; ++j)
      if (xr[j] > m) m = xr[j];
    double s = 0;
    for (int64_t j = 0; j < c; ++j) s += std::exp(xr[j] - m);
    total += m + std::log(s) - xr[t];
  }
  loss[0] = total / static_cast<double>(b);
}
