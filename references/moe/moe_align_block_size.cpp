// SPDX-License-Identifier: Apache-2.0

#include <vector>

#include "core/reference.hpp"

// A counting sort of the flat (token, slot) indices by expert, stable (one valid order: the judge
// takes any order within a segment), each expert's segment padded with n = tokens * k to a
// multiple of block; the blocks past the segments belong to expert 0.
KM_REFERENCE(moe_align_block_size) {
  auto ids = ctx.in("topk_ids");
  auto sorted = ctx.out("sorted_token_ids");
  auto expert_ids = ctx.out("expert_ids");
  auto post_pad = ctx.out("num_tokens_post_pad");
  const int64_t n = ctx.size("tokens") * ctx.size("k"), experts = ctx.size("experts"),
                block = ctx.size("block");
  std::vector<int64_t> count(static_cast<size_t>(experts), 0), start(static_cast<size_t>(experts) + 1, 0);
  for (int64_t i = 0; i < n; ++i) ++count[static_cast<size_t>(ids[i])];
  for (int64_t e = 0; e < experts; ++e) {
    const int64_t padded = (count[static_cast<size_t>(e)] + block - 1) / block * block;
    start[static_cast<size_t>(e) + 1] = start[static_cast<size_t>(e)] + padded;
  }
  for (int64_t p = 0; p < sorted.numel(); ++p) sorted[p] = static_cast<double>(n);
  std::vector<int64_t> next(start.begin(), start.end() - 1);
  for (int64_t i = 0; i < n; ++i) sorted[next[static_cast<size_t>(ids[i])]++] = static_cast<double>(i);
  for (int64_t b = 0; b < expert_ids.numel(); ++b) expert_ids[b] = 0;
  for (int64_t e = 0; e < experts; ++e)
    for (int64_t p = start[static_cast<size_t>(e)]; p < start[static_cast<size_t>(e) + 1]; p += block)
      expert_ids[p / block] = static_cast<double>(e);
  post_pad[0] = static_cast<double>(start[static_cast<size_t>(experts)]);
}
