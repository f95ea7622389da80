// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// As cp_gather_cache (row cu_seq_lens[b] + i of dst is cache position seq_starts[b] + i of sequence
// b, in block block_table[b, p / bs] at row p % bs), each fp8 element times scale[0]: the double
// product is rounded to U once by the harness.
KM_REFERENCE(gather_and_maybe_dequant_cache) {
  auto src = ctx.in("src_cache");
  auto table = ctx.in("block_table");
  auto cu = ctx.in("cu_seq_lens");
  auto starts = ctx.in("seq_starts");
  const double scale = ctx.in("scale")[0];
  auto dst = ctx.out("dst");
  const int64_t batch = ctx.size("batch"), entry = ctx.size("entry"), bs = ctx.size("bs");
  const int64_t width = table.numel() / batch;
  for (int64_t b = 0; b < batch; ++b) {
    const auto lo = static_cast<int64_t>(cu[b]), hi = static_cast<int64_t>(cu[b + 1]);
    for (int64_t i = 0; i < hi - lo; ++i) {
      const int64_t p = static_cast<int64_t>(starts[b]) + i;
      const auto block = static_cast<int64_t>(table[b * width + p / bs]);
      const int64_t row = block * bs + p % bs;
      for (int64_t e = 0; e < entry; ++e) dst[(lo + i) * entry + e] = src[row * entry + e] * scale;
    }
  }
}
