// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// In place: out("dst") starts as dst's initial values; the named blocks are overwritten. The
// destination blocks are distinct (a unique draw), so the order of the pairs does not matter.
KM_REFERENCE(swap_blocks) {
  auto src = ctx.in("src");
  auto sb = ctx.in("src_block");
  auto db = ctx.in("dst_block");
  auto dst = ctx.out("dst");
  const int64_t e = ctx.size("block_elems");
  for (int64_t j = 0; j < sb.numel(); ++j)
    for (int64_t c = 0; c < e; ++c)
      dst[static_cast<int64_t>(db[j]) * e + c] = src[static_cast<int64_t>(sb[j]) * e + c];
}
