// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <stdexcept>
#include <vector>

#include "core/reference.hpp"

// MInference's causal vertical-slash conversion (vLLM convert_vertical_slash_indexes): per
// (batch, head, query block) the slash diagonals become merged key ranges cut into bn-blocks
// (block_offset), and the vertical columns outside the ranges are listed (column_index), as the
// spec's description states step by step. Unused entries and skipped blocks stay 0.
KM_REFERENCE(convert_vertical_slash_indexes) {
  const int64_t B = ctx.size("batch"), H = ctx.size("heads"), C = ctx.size("ctx"),
                NV = ctx.size("nv"), NS = ctx.size("ns"), BM = ctx.size("bm"), BN = ctx.size("bn");
  const int64_t R = (C + BM - 1) / BM;
  auto qlen = ctx.in("q_seqlens");
  auto kvlen = ctx.in("kv_seqlens");
  auto vert = ctx.in("vertical_indexes");
  auto slash = ctx.in("slash_indexes");
  auto bcount = ctx.out("block_count");
  auto boff = ctx.out("block_offset");
  auto ccount = ctx.out("column_count");
  auto cidx = ctx.out("column_index");
  for (int64_t e = 0; e < boff.numel(); ++e) boff[e] = 0;
  for (int64_t e = 0; e < cidx.numel(); ++e) cidx[e] = 0;
  for (int64_t e = 0; e < bcount.numel(); ++e) bcount[e] = 0, ccount[e] = 0;
  for (int64_t b = 0; b < B; ++b) {
    const int64_t q = static_cast<int64_t>(qlen[b]), kv = static_cast<int64_t>(kvlen[b]);
    const int64_t delta = kv - q;
    for (int64_t h = 0; h < H; ++h) {
      auto V = [&](int64_t i) { return static_cast<int64_t>(vert[(b * H + h) * NV + i]); };
      auto S = [&](int64_t i) { return static_cast<int64_t>(slash[(b * H + h) * NS + i]); };
      for (int64_t r = 0; r < R; ++r) {
        const int64_t start_m = r * BM;
        if (start_m >= q) continue;
        const int64_t end_m = start_m + BM;
        std::vector<int64_t> offs, cols;
        auto save = [&](int64_t rs, int64_t re) {
          if (rs >= kv) return;
          for (int64_t x = rs; x < std::min(re, kv); x += BN) offs.push_back(x);
        };
        int64_t v = 1, vi = V(0), s = 1, si = S(0);
        while (si >= end_m + delta && s < NS) si = S(s++);
        const bool has_slash = !(si > end_m + delta);
        si = std::max(delta + end_m - si, BM);
        int64_t rs = has_slash ? si - BM : delta + end_m;
        int64_t re = has_slash ? si : delta + end_m + BN;
        while (true) {
          if (vi < re) {
            if (vi < rs) cols.push_back(vi);
            vi = v < NV ? V(v++) : end_m + BN + delta;
          } else if (s < NS) {
            si = std::max(delta + end_m - S(s++), BM);
            if (si > re + BM) {
              save(rs, re);
              rs = si - BM, re = si;
            } else if (si > re) {
              re += BM;
            }
          } else {
            save(rs, re);
            break;
          }
        }
        if (static_cast<int64_t>(offs.size()) > NS || static_cast<int64_t>(cols.size()) > NV)
          throw std::runtime_error("convert_vertical_slash_indexes: a block's lists outgrow ns or nv (bn < bm?)");
        const int64_t row = (b * H + h) * R + r;
        bcount[row] = static_cast<double>(offs.size());
        ccount[row] = static_cast<double>(cols.size());
        for (size_t i = 0; i < offs.size(); ++i) boff[row * NS + static_cast<int64_t>(i)] = static_cast<double>(offs[i]);
        for (size_t i = 0; i < cols.size(); ++i) cidx[row * NV + static_cast<int64_t>(i)] = static_cast<double>(cols[i]);
      }
    }
  }
}
