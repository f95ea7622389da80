// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "core/reference.hpp"
#include "marlin_layout.hpp"

// out = A @ Wd, Wd[r, c] = (V[r, c] - 8) * S[grp(r), c]: V decoded from the Marlin tile layout
// (marlin_layout.hpp), S un-permuted from marlin_permute_scales' order, A = a[:, perm] and
// grp = g_idx under act-order, else A = a and grp(r) = r / (k / groups).
KM_REFERENCE(gptq_marlin_gemm) {
  auto a = ctx.in("a");
  auto bq = ctx.in("b_q_weight");
  auto bs = ctx.in("b_scales");
  auto gi = ctx.in("g_idx");
  auto perm = ctx.in("perm");
  auto out = ctx.out("out");
  const int64_t m = ctx.size("m"), kt = ctx.size("kt"), nt = ctx.size("nt");
  const int64_t groups = ctx.size("groups"), k = 16 * kt, n = 64 * nt;
  const bool act_order = ctx.param("act_order") != 0.0;
  // V from the tile layout: word p, nibble s of tile (tk, tn) -> (row, col) of the tile.
  std::vector<double> v(static_cast<size_t>(k * n));
  for (int64_t tk = 0; tk < kt; ++tk)
    for (int64_t tn = 0; tn < nt; ++tn)
      for (int64_t p = 0; p < 128; ++p) {
        const uint32_t word = km::marlin::as_u32(bq[tk * 128 * nt + tn * 128 + p]);
        for (int64_t s = 0; s < 8; ++s) {
          int64_t row, col;
          km::marlin::tile_pos(p, s, 4, row, col);
          v[(16 * tk + row) * n + 64 * tn + col] = static_cast<double>((word >> (4 * s)) & 15u);
        }
      }
  // The logical scale of column c in group g.
  auto scale = [&](int64_t g, int64_t c) {
    int64_t idx;
    if (groups > 1) {
      const int64_t x = c % 64;
      idx = c - x + 8 * (x % 8) + x / 8;
    } else {
      const int64_t x = c % 32;
      idx = c - x + 8 * ((x % 8) / 2) + 2 * (x / 8) + x % 2;
    }
    return bs[g * n + idx];
  };
  std::vector<double> wd(static_cast<size_t>(k * n)), am(static_cast<size_t>(m * k));
  for (int64_t r = 0; r < k; ++r) {
    const int64_t g = act_order ? static_cast<int64_t>(gi[r]) : r / (k / groups);
    for (int64_t c = 0; c < n; ++c) wd[r * n + c] = (v[r * n + c] - 8.0) * scale(g, c);
  }
  for (int64_t i = 0; i < m; ++i)
    for (int64_t r = 0; r < k; ++r)
      am[i * k + r] = a[i * k + (act_order ? static_cast<int64_t>(perm[r]) : r)];
  km::accumulate_matmul(am.data(), wd.data(), out.data(), m, n, k);
}
