// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// z = F.linear(x, W, b); z = F.dropout(z, p, training=True); y = torch.softmax(z, dim=1)
//
// Random (dropout in training mode): the reference gives each element's distribution, not a draw
// (the statistical check, dist dropout_softmax, docs/spec-format.md): its value is the kept logit
// z / (1 - p) in double, its scale the keep probability 1 - p. The judge infers each row's mask
// from the kernel's softmax and recomputes the softmax of the masked logits
// (src/core/compare_dropout_softmax.cpp).
KM_REFERENCE(matmul_dropout_softmax) {
  auto x = ctx.in("x");
  auto W = ctx.in("W");
  auto b = ctx.in("b");
  auto y = ctx.out("y");
  double* keep = ctx.scale("y");
  const int64_t m = ctx.size("m"), k = ctx.size("k"), n = ctx.size("n");
  const double p = ctx.param("p");
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double z = b[j];
      for (int64_t t = 0; t < k; ++t) z += x[i * k + t] * W[j * k + t];
      y[i * n + j] = z / (1.0 - p);
      keep[i * n + j] = 1.0 - p;
    }
}
