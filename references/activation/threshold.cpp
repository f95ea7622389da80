// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y = x <= threshold ? value : x (NaN <= threshold is false, so NaN is kept), as
// torch.nn.functional.threshold.
KM_REFERENCE(threshold) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const double th = ctx.param("threshold"), value = ctx.param("value");
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = x[i] <= th ? value : x[i];
}
