// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y = value everywhere (no inputs).
KM_REFERENCE(fill) {
  auto y = ctx.out("y");
  const double value = ctx.param("value");
  for (int64_t i = 0; i < y.numel(); ++i) y[i] = value;
}
