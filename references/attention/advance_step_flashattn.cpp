// SPDX-License-Identifier: Apache-2.0
#include <cstdint>

#include "core/reference.hpp"

// The first queries sequences advance by one token: the sampled id becomes the input token, the
// old length p the position, p + 1 the length, and the slot of position p in the block table the
// slot. Padding sequences (i >= queries) keep their initial values (ctx.out holds them).
KM_REFERENCE(advance_step_flashattn) {
  auto sampled = ctx.in("sampled_token_ids");
  auto tables = ctx.in("block_tables");
  auto tokens = ctx.out("input_tokens");
  auto positions = ctx.out("input_positions");
  auto lens = ctx.out("seq_lens");
  auto slots = ctx.out("slot_mapping");
  const int64_t q = ctx.size("queries"), block = ctx.size("block"), mb = ctx.size("max_blocks");
  for (int64_t i = 0; i < q; ++i) {
    const auto p = static_cast<int64_t>(lens[i]);
    tokens[i] = sampled[i];
    lens[i] = static_cast<double>(p + 1);
    positions[i] = static_cast<double>(p);
    slots[i] = tables[i * mb + p / block] * static_cast<double>(block) + static_cast<double>(p % block);
  }
}
