// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// Per row of k: g = gy dmask / (1 - p); gs = probs (g - sum(probs g)); 0 where mask is 0.
// Term size probs (|g| + sum |probs g|): the subtraction cancels.
KM_REFERENCE(masked_softmax_dropout_backward) {
  auto gy = ctx.in("gy");
  auto probs = ctx.in("probs");
  auto dmask = ctx.in("dmask");
  auto mask = ctx.in("mask");
  auto gs = ctx.out("gs");
  double* terms = ctx.scale("gs");
  const int64_t k = ctx.size("k"), rows = ctx.size("b") * ctx.size("h") * ctx.size("q");
  const double keep = 1.0 / (1.0 - ctx.param("p"));
  std::vector<double> g(static_cast<size_t>(k));
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t base = r * k;
    double dot = 0, dot_abs = 0;
    for (int64_t j = 0; j < k; ++j) {
      g[j] = gy[base + j] * dmask[base + j] * keep;
      dot += probs[base + j] * g[j];
      dot_abs += std::fabs(probs[base + j] * g[j]);
    }
    for (int64_t j = 0; j < k; ++j) {
      if (mask[base + j] == 0) continue;
      gs[base + j] = probs[base + j] * (g[j] - dot);
      terms[base + j] = std::fabs(probs[base + j]) * (std::fabs(g[j]) + dot_abs);
    }
  }
}
