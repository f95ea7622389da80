// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// Row cu_seq_lens[b] + i is slot t = i % bs of block block_table[b, i / bs]: its head_dim key bytes
// at t * head_dim of the block, its 4 * (head_dim / qbs) scale bytes after the block's bs keys.
KM_REFERENCE(cp_gather_indexer_k_quant_cache) {
  auto cache = ctx.in("kv_cache");
  auto table = ctx.in("block_table");
  auto cu = ctx.in("cu_seq_lens");
  auto dst_k = ctx.out("dst_k");
  auto dst_scale = ctx.out("dst_scale");
  const int64_t batch = ctx.size("batch"), bs = ctx.size("bs"), head_dim = ctx.size("head_dim");
  const int64_t sbytes = 4 * (head_dim / ctx.size("qbs"));
  const int64_t block_bytes = bs * (head_dim + sbytes), width = table.numel() / batch;
  for (int64_t b = 0; b < batch; ++b) {
    const auto lo = static_cast<int64_t>(cu[b]), hi = static_cast<int64_t>(cu[b + 1]);
    for (int64_t i = 0; i < hi - lo; ++i) {
      const int64_t base = static_cast<int64_t>(table[b * width + i / bs]) * block_bytes, t = i % bs;
      for (int64_t e = 0; e < head_dim; ++e) dst_k[(lo + i) * head_dim + e] = cache[base + t * head_dim + e];
      for (int64_t e = 0; e < sbytes; ++e)
        dst_scale[(lo + i) * sbytes + e] = cache[base + bs * head_dim + t * sbytes + e];
    }
  }
}
