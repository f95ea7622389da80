// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// In place: the caches start as their initial values; each token with a slot >= 0 overwrites
// one [h, d] row of each (the slots are distinct, a unique draw with -1 holes).
KM_REFERENCE(reshape_and_cache_flash) {
  auto key = ctx.in("key");
  auto value = ctx.in("value");
  auto slots = ctx.in("slot_mapping");
  auto kc = ctx.out("key_cache");
  auto vc = ctx.out("value_cache");
  const int64_t row = ctx.size("h") * ctx.size("d");
  for (int64_t i = 0; i < slots.numel(); ++i) {
    const auto s = static_cast<int64_t>(slots[i]);
    if (s < 0) continue;
    for (int64_t c = 0; c < row; ++c) {
      kc[s * row + c] = key[i * row + c];
      vc[s * row + c] = value[i * row + c];
    }
  }
}
