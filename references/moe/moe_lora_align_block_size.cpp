// SPDX-License-Identifier: Apache-2.0

#include <limits>
#include <vector>

#include "core/reference.hpp"

// moe_align_block_size per LoRA adapter: for each adapter l, a stable counting sort of its (token,
// slot) indices by expert into row l of sorted_token_ids, each expert's segment padded with
// n = tokens * k to a multiple of block; blocks past the segments belong to expert -1. Pairs of
// tokens without an adapter (-1) appear nowhere. The selection judge takes any order within a
// segment: its ranking key is the pair's (adapter, expert), -inf for a pair without an adapter.
KM_REFERENCE(moe_lora_align_block_size) {
  auto ids = ctx.in("topk_ids");
  auto lmap = ctx.in("token_lora_mapping");
  auto sorted = ctx.out("sorted_token_ids");
  auto expert_ids = ctx.out("expert_ids");
  auto post_pad = ctx.out("num_tokens_post_pad");
  const int64_t k = ctx.size("k"), n = ctx.size("tokens") * k, experts = ctx.size("experts"),
                loras = ctx.size("loras"), block = ctx.size("block");
  const int64_t P = (n + experts * (block - 1) + block - 1) / block * block, nb_row = P / block;
  double* key = ctx.key("sorted_token_ids", n);
  for (int64_t i = 0; i < n; ++i) {
    const double l = lmap[i / k];
    key[i] = l < 0 ? -std::numeric_limits<double>::infinity()
                   : ids[i] + static_cast<double>(experts) * l;
  }
  for (int64_t p = 0; p < sorted.numel(); ++p) sorted[p] = static_cast<double>(n);
  for (int64_t b = 0; b < expert_ids.numel(); ++b) expert_ids[b] = -1;
  for (int64_t l = 0; l < loras; ++l) {
    std::vector<int64_t> count(static_cast<size_t>(experts), 0),
        start(static_cast<size_t>(experts) + 1, 0);
    for (int64_t i = 0; i < n; ++i)
      if (lmap[i / k] == static_cast<double>(l)) ++count[static_cast<size_t>(ids[i])];
    for (int64_t e = 0; e < experts; ++e) {
      const int64_t padded = (count[static_cast<size_t>(e)] + block - 1) / block * block;
      start[static_cast<size_t>(e) + 1] = start[static_cast<size_t>(e)] + padded;
    }
    std::vector<int64_t> next(start.begin(), start.end() - 1);
    for (int64_t i = 0; i < n; ++i)
      if (lmap[i / k] == static_cast<double>(l))
        sorted[l * P + next[static_cast<size_t>(ids[i])]++] = static_cast<double>(i);
    for (int64_t e = 0; e < experts; ++e)
      for (int64_t p = start[static_cast<size_t>(e)]; p < start[static_cast<size_t>(e) + 1]; p += block)
        expert_ids[l * nb_row + p / block] = static_cast<double>(e);
    post_pad[l] = static_cast<double>(start[static_cast<size_t>(experts)]);
  }
}
