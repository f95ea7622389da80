// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y = torch.bernoulli(p): each element 1 with probability p[i] (as stored in the task's dtype),
// else 0. The statistical check judges the draw against these probabilities.
KM_REFERENCE(bernoulli) {
  auto p = ctx.in("p");
  auto y = ctx.out("y");
  double* prob = ctx.scale("y");
  for (int64_t i = 0; i < p.numel(); ++i) {
    y[i] = 1.0;
    prob[i] = p[i];
  }
}
