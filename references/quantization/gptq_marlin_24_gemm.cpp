// SPDX-License-Identifier: Apache-2.0
#include <stdexcept>
#include <string>
#include <vector>

#include "core/reference.hpp"
#include "marlin_layout.hpp"

// out = a @ W, W 2:4 sparse along k: the kept codes Q [k / 2, n] decoded from the Marlin 2:4 tile
// layout (marlin_layout.hpp tile_pos_24), placed at rows 4g + idx0 and 4g + idx1 of each group of
// four as b_meta's nibble for (group g, column c) says, minus the bias 2^(num_bits - 1), times the
// scale of the row's group (un-permuted from marlin_permute_scales_24's order when G > 1).
KM_REFERENCE(gptq_marlin_24_gemm) {
  auto a = ctx.in("a");
  auto bq = ctx.in("b_q_weight");
  auto bm = ctx.in("b_meta");
  auto bs = ctx.in("b_scales");
  auto out = ctx.out("out");
  const int64_t m = ctx.size("m"), kt = ctx.size("kt"), nt = ctx.size("nt");
  const auto bits = static_cast<int64_t>(ctx.param("num_bits"));
  const bool grouped = ctx.param("grouped") != 0.0;
  const int64_t k = 32 * kt, n = 64 * nt, pf = 32 / bits, words = 32 * bits;
  const int64_t groups = grouped ? kt / 4 : 1;
  const double bias = static_cast<double>(int64_t{1} << (bits - 1));
  const uint32_t mask = (1u << bits) - 1u;
  // Q: word p, slot s of tile (tk, tn) -> (row, col) of the tile.
  std::vector<double> q(static_cast<size_t>(k / 2 * n));
  for (int64_t tk = 0; tk < kt; ++tk)
    for (int64_t tn = 0; tn < nt; ++tn)
      for (int64_t p = 0; p < words; ++p) {
        const uint32_t word = km::marlin::as_u32(bq[tk * words * nt + tn * words + p]);
        for (int64_t s = 0; s < pf; ++s) {
          int64_t row, col;
          km::marlin::tile_pos_24(p, s, bits, row, col);
          q[(16 * tk + row) * n + 64 * tn + col] = static_cast<double>((word >> (bits * s)) & mask);
        }
      }
  auto scale = [&](int64_t g, int64_t c) {
    return bs[g * n + (groups > 1 ? c - c % 8 + 2 * (c % 4) + (c % 8) / 4 : c)];
  };
  std::vector<double> wd(static_cast<size_t>(k * n), 0.0);
  for (int64_t c = 0; c < n; ++c)
    for (int64_t kb = 0; kb < k / 16; ++kb) {
      int64_t shift;
      const int64_t at = km::marlin::meta24_word(kb, c, n, shift);
      const uint32_t meta = (km::marlin::as_u32(bm[at]) >> shift) & 0xFFFFu;
      for (int64_t nq = 0; nq < 4; ++nq) {
        const int64_t g = 4 * kb + nq;
        const uint32_t nib = (meta >> (4 * nq)) & 15u;
        const int64_t i0 = nib & 3u, i1 = nib >> 2;
        if (i0 >= i1)
          throw std::runtime_error("gptq_marlin_24_gemm: b_meta word " + std::to_string(at) +
                                   " holds the 2:4 code " + std::to_string(nib) + " (idx0 " +
                                   std::to_string(i0) + " >= idx1 " + std::to_string(i1) +
                                   "): not one of 0x4, 0x8, 0xC, 0x9, 0xD, 0xE");
        const double sc = scale((4 * g) / (k / groups), c);
        wd[(4 * g + i0) * n + c] = (q[(2 * g) * n + c] - bias) * sc;
        wd[(4 * g + i1) * n + c] = (q[(2 * g + 1) * n + c] - bias) * sc;
      }
    }
  km::accumulate_matmul(a.data(), wd.data(), out.data(), m, n, k);
}
