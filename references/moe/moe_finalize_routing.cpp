// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// out[i] = skip1[i] + skip2[i] + sum_j scales[i, j] * (rows[src_to_dst[j * t + i]] + bias[expert[i, j]]).
KM_REFERENCE(moe_finalize_routing) {
  auto rows = ctx.in("expanded_permuted_rows");
  auto skip1 = ctx.in("skip1");
  auto skip2 = ctx.in("skip2");
  auto bias = ctx.in("bias");
  auto scales = ctx.in("scales");
  auto dst = ctx.in("expanded_src_to_dst_row");
  auto expert = ctx.in("expert_for_source_row");
  auto out = ctx.out("out");
  const int64_t t = ctx.size("t"), k = ctx.size("k"), h = ctx.size("h");
  for (int64_t i = 0; i < t; ++i)
    for (int64_t c = 0; c < h; ++c) {
      double acc = skip1[i * h + c] + skip2[i * h + c];
      for (int64_t j = 0; j < k; ++j) {
        const auto r = static_cast<int64_t>(dst[j * t + i]);
        const auto e = static_cast<int64_t>(expert[i * k + j]);
        acc += scales[i * k + j] * (rows[r * h + c] + bias[e * h + c]);
      }
      out[i * h + c] = acc;
    }
}
