// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// In place: in every layer, block dst = block_mapping[2p + 1] of both caches becomes a copy of
// block src = block_mapping[2p] (all block numbers distinct: a unique draw).
KM_REFERENCE(copy_blocks) {
  auto map = ctx.in("block_mapping");
  auto kc = ctx.out("key_caches");
  auto vc = ctx.out("value_caches");
  const int64_t layers = ctx.size("layers"), blocks = ctx.size("blocks");
  const int64_t elems = ctx.size("block_elems"), pairs = ctx.size("pairs");
  for (int64_t l = 0; l < layers; ++l)
    for (int64_t p = 0; p < pairs; ++p) {
      const int64_t src = (l * blocks + static_cast<int64_t>(map[2 * p])) * elems;
      const int64_t dst = (l * blocks + static_cast<int64_t>(map[2 * p + 1])) * elems;
      for (int64_t e = 0; e < elems; ++e) {
        kc[dst + e] = kc[src + e];
        vc[dst + e] = vc[src + e];
      }
    }
}
