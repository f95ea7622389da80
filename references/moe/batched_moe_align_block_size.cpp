// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// Expert b's rows b * max_tokens + i (i < batch_num_tokens[b]) fill a segment padded to a multiple
// of block; segments follow each other from 0; the sentinel batches * max_tokens fills the rest,
// and blocks past the segments belong to expert -1.
KM_REFERENCE(batched_moe_align_block_size) {
  auto cnt = ctx.in("batch_num_tokens");
  auto sorted = ctx.out("sorted_ids");
  auto block_ids = ctx.out("block_ids");
  auto post_pad = ctx.out("num_tokens_post_pad");
  const int64_t batches = ctx.size("batches"), max_tokens = ctx.size("max_tokens"),
                block = ctx.size("block");
  for (int64_t p = 0; p < sorted.numel(); ++p) sorted[p] = static_cast<double>(batches * max_tokens);
  for (int64_t q = 0; q < block_ids.numel(); ++q) block_ids[q] = -1;
  int64_t start = 0;
  for (int64_t b = 0; b < batches; ++b) {
    const auto c = static_cast<int64_t>(cnt[b]);
    const int64_t padded = (c + block - 1) / block * block;
    for (int64_t i = 0; i < c; ++i) sorted[start + i] = static_cast<double>(b * max_tokens + i);
    for (int64_t q = start / block; q < (start + padded) / block; ++q) block_ids[q] = static_cast<double>(b);
    start += padded;
  }
  post_pad[0] = static_cast<double>(start);
}
