// SPDX-License-Identifier: Apache-2.0

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "core/reference.hpp"

// The semantics' walk, one (batch, head, query block) at a time: the ascending vertical list and
// the descending slash list merged into key-block starts (ranges clipped to kv_seqlen, stepped by
// bn) and the verticals outside them; everything else stays 0.
KM_REFERENCE(convert_vertical_slash_indexes) {
  auto qs = ctx.in("q_seqlens");
  auto kvs = ctx.in("kv_seqlens");
  auto vin = ctx.in("vertical_indexes");
  auto sin = ctx.in("slash_indexes");
  auto block_count = ctx.out("block_count");
  auto block_offset = ctx.out("block_offset");
  auto column_count = ctx.out("column_count");
  auto column_index = ctx.out("column_index");
  const int64_t batch = ctx.size("batch"), heads = ctx.size("heads"), nv = ctx.size("nv"),
                ns = ctx.size("ns"), bm = ctx.size("bm"), bn = ctx.size("bn");
  const int64_t rows = (ctx.size("ctx") + bm - 1) / bm;
  const bool causal = ctx.param("causal") != 0;
  for (int64_t i = 0; i < block_count.numel(); ++i) block_count[i] = column_count[i] = 0;
  for (int64_t i = 0; i < block_offset.numel(); ++i) block_offset[i] = 0;
  for (int64_t i = 0; i < column_index.numel(); ++i) column_index[i] = 0;
  for (int64_t b = 0; b < batch; ++b) {
    const auto q = static_cast<int64_t>(qs[b]), kv = static_cast<int64_t>(kvs[b]);
    const int64_t d = causal ? kv - q : kv;  // the diagonal's column offset
    for (int64_t h = 0; h < heads; ++h) {
      auto V = [&](int64_t j) { return static_cast<int64_t>(vin[(b * heads + h) * nv + j]); };
      auto S = [&](int64_t j) { return static_cast<int64_t>(sin[(b * heads + h) * ns + j]); };
      for (int64_t m = 0; m < rows; ++m) {
        const int64_t start = m * bm, end = start + bm;
        if (start >= q) break;
        std::vector<int64_t> blocks, cols;
        auto save = [&](int64_t lo, int64_t hi) {
          if (lo >= kv) return;
          for (int64_t i = lo; i < std::min(hi, kv); i += bn) blocks.push_back(i);
        };
        const int64_t fall_lo = causal ? d + end : kv, fall_hi = fall_lo + bn;
        int64_t v_idx = V(0), v = 1, s_idx = S(0), s = 1;
        while (s_idx >= end + d && s < ns) s_idx = S(s++);
        const bool has_slash = s_idx <= end + d;
        s_idx = std::max(d + end - s_idx, bm);
        int64_t lo = s_idx - bm, hi = s_idx;
        if (!has_slash) lo = fall_lo, hi = fall_hi;
        bool finished = false;
        while (true) {
          if (v_idx < hi) {
            if (v_idx < lo) cols.push_back(v_idx);
            v_idx = v < nv ? V(v++) : end + bn + d;
            continue;
          }
          if (s < ns && (causal || S(s) >= start)) {
            s_idx = std::max(d + end - S(s++), bm);
          } else if (v == nv || (v_idx > lo && causal)) {
            if (v == nv && !causal && v_idx < kv) cols.push_back(v_idx);
            save(lo, hi);
            break;
          } else {
            if (!causal) save(lo, hi);
            lo = fall_lo, hi = fall_hi;
            finished = true;
          }
          if (!finished) {
            if (s_idx > hi + bm) {
              save(lo, hi);
              lo = s_idx - bm, hi = s_idx;
            } else if (s_idx > hi) {
              hi += bm;
            }
          }
        }
        if (static_cast<int64_t>(blocks.size()) > ns || static_cast<int64_t>(cols.size()) > nv)
          throw std::runtime_error("convert_vertical_slash_indexes: a query block needs more entries "
                                   "than ns / nv hold (the spec's bn >= bm should prevent it)");
        const int64_t u = (b * heads + h) * rows + m;
        block_count[u] = static_cast<double>(blocks.size());
        column_count[u] = static_cast<double>(cols.size());
        for (size_t i = 0; i < blocks.size(); ++i) block_offset[u * ns + static_cast<int64_t>(i)] = static_cast<double>(blocks[i]);
        for (size_t i = 0; i < cols.size(); ++i) column_index[u * nv + static_cast<int64_t>(i)] = static_cast<double>(cols[i]);
      }
    }
  }
}
