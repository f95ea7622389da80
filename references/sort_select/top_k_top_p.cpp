// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

#include "core/reference.hpp"

// torch_npu.npu_top_k_top_p, as its PyTorch form: a stable ascending sort per row; top-k keeps
// every logit >= the k-th largest; top-p drops, in ascending order, each kept element whose
// running softmax sum (itself included) is <= 1 - p, the largest never. Where that running sum
// is within an fp32 kernel's rounding of 1 - p, the other answer is written as the element's
// alternative (ctx.alt; NaN elsewhere): either side is honest there.
KM_REFERENCE(top_k_top_p) {
  auto logits = ctx.in("logits");
  auto p = ctx.in("p");
  auto k = ctx.in("k");
  auto y = ctx.out("y");
  double* alt = ctx.alt("y");
  const int64_t rows = ctx.size("rows"), V = ctx.size("vocab");
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<int64_t> order(static_cast<size_t>(V));
  for (int64_t r = 0; r < rows; ++r) {
    const double* x = logits.data() + r * V;
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return x[a] < x[b]; });
    const double kth = x[order[static_cast<size_t>(V - static_cast<int64_t>(k[r]))]];
    const double top = x[order[static_cast<size_t>(V - 1)]];
    double z = 0;
    int64_t kept = 0;
    for (int64_t j = 0; j < V; ++j)
      if (x[j] >= kth) z += std::exp(x[j] - top), ++kept;
    const double cut = 1.0 - p[r];
    const double window = (4.0 * std::sqrt(static_cast<double>(kept + 1)) + 16.0) * 0x1p-23;
    double cs = 0;
    for (int64_t j = 0; j < V; ++j) {
      const int64_t i = order[static_cast<size_t>(j)];
      double* out = &y[r * V + i];
      if (x[i] < kth) {
        *out = -inf;
        continue;
      }
      cs += std::exp(x[i] - top) / z;
      const bool last = j == V - 1;
      *out = !last && cs <= cut ? -inf : x[i];
      if (!last && std::fabs(cs - cut) <= window) alt[r * V + i] = std::isinf(*out) ? x[i] : -inf;
    }
  }
}
