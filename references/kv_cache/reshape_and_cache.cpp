// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// In place: each token with a slot >= 0 overwrites one position of each cache (the slots are
// distinct, a unique draw with -1 holes): key element (j, e) at [block, j, e / x, pos, e % x],
// value element (j, e) at [block, j, e, pos].
KM_REFERENCE(reshape_and_cache) {
  auto key = ctx.in("key");
  auto value = ctx.in("value");
  auto slots = ctx.in("slot_mapping");
  auto kc = ctx.out("key_cache");
  auto vc = ctx.out("value_cache");
  const int64_t h = ctx.size("h"), d = ctx.size("d"), x = ctx.size("x"), bs = ctx.size("bs");
  for (int64_t i = 0; i < slots.numel(); ++i) {
    const auto s = static_cast<int64_t>(slots[i]);
    if (s < 0) continue;
    const int64_t block = s / bs, pos = s % bs;
    for (int64_t j = 0; j < h; ++j)
      for (int64_t e = 0; e < d; ++e) {
        const int64_t head = block * h + j;
        kc[((head * (d / x) + e / x) * bs + pos) * x + e % x] = key[(i * h + j) * d + e];
        vc[(head * d + e) * bs + pos] = value[(i * h + j) * d + e];
      }
  }
}
