// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// In place: each token with a slot >= 0 overwrites cache row slot (of [blocks * bs, r + rope])
// with kv_c[i] followed by k_pe[i] (the slots are distinct, a unique draw with -1 holes).
KM_REFERENCE(concat_and_cache_mla) {
  auto kv_c = ctx.in("kv_c");
  auto k_pe = ctx.in("k_pe");
  auto slots = ctx.in("slot_mapping");
  auto cache = ctx.out("kv_cache");
  const int64_t r = ctx.size("r"), rope = ctx.size("rope");
  for (int64_t i = 0; i < slots.numel(); ++i) {
    const auto s = static_cast<int64_t>(slots[i]);
    if (s < 0) continue;
    for (int64_t c = 0; c < r; ++c) cache[s * (r + rope) + c] = kv_c[i * r + c];
    for (int64_t c = 0; c < rope; ++c) cache[s * (r + rope) + r + c] = k_pe[i * rope + c];
  }
}
