// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// y[i, :] = x[dst2src_map[i], :].
KM_REFERENCE(shuffle_rows) {
  auto x = ctx.in("x");
  auto map = ctx.in("dst2src_map");
  auto y = ctx.out("y");
  const int64_t h = ctx.size("hidden");
  for (int64_t i = 0; i < map.numel(); ++i)
    for (int64_t c = 0; c < h; ++c) y[i * h + c] = x[static_cast<int64_t>(map[i]) * h + c];
}
