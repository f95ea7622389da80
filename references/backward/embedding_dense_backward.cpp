// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// gw[idx[j], :] += gy[j, :] / (count of idx[j] if scale_grad_by_freq), skipping padding_idx.
// Term size: the sum of the magnitudes added.
KM_REFERENCE(embedding_dense_backward) {
  auto gy = ctx.in("gy");
  auto idx = ctx.in("idx");
  auto gw = ctx.out("gw");
  double* terms = ctx.scale("gw");
  const int64_t v = ctx.size("v"), d = ctx.size("d"), n = ctx.size("n");
  const int64_t pad = static_cast<int64_t>(ctx.param("padding_idx"));
  const bool by_freq = ctx.param("scale_grad_by_freq") != 0;
  std::vector<int64_t> count(static_cast<size_t>(v), 0);
  for (int64_t j = 0; j < n; ++j) ++count[static_cast<size_t>(idx[j])];
  for (int64_t j = 0; j < n; ++j) {
    const int64_t row = static_cast<int64_t>(idx[j]);
    if (row == pad) continue;
    const double f = by_freq ? 1.0 / static_cast<double>(count[static_cast<size_t>(row)]) : 1.0;
    for (int64_t c = 0; c < d; ++c) {
      gw[row * d + c] += gy[j * d + c] * f;
      terms[row * d + c] += std::fabs(gy[j * d + c] * f);
    }
  }
}
