// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// Dropout in training mode is random: the reference gives each element's distribution, not a
// draw (the statistical check, docs/spec-format.md). mask is a Bernoulli draw of 1 (kept) with
// probability 1 - p; y is x / (1 - p) times the kernel's own mask element.
KM_REFERENCE(dropout) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  auto mask = ctx.out("mask");
  double* keep = ctx.scale("mask");
  const double p = ctx.param("p");
  for (int64_t i = 0; i < x.numel(); ++i) {
    y[i] = x[i] / (1.0 - p);
    mask[i] = 1.0;
    keep[i] = 1.0 - p;
  }
}
