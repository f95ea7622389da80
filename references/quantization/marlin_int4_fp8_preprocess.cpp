// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"
#include "marlin_layout.hpp"

// Each nibble v of qweight[r, c] becomes v - z (v >= z) or 15 - v (v < z), z = 8 without zero
// points, else the same nibble of qzeros[r / (k / groups), c].
KM_REFERENCE(marlin_int4_fp8_preprocess) {
  auto qw = ctx.in("qweight");
  auto qz = ctx.in("qzeros");
  auto out = ctx.out("out");
  const int64_t k = 32 * ctx.size("kb"), nw = ctx.size("nw"), groups = ctx.size("groups");
  const bool has_zp = ctx.param("has_zp") != 0.0;
  const int64_t gs = k / groups;
  for (int64_t r = 0; r < k; ++r)
    for (int64_t c = 0; c < nw; ++c) {
      const uint32_t v = km::marlin::as_u32(qw[r * nw + c]);
      const uint32_t z = has_zp ? km::marlin::as_u32(qz[(r / gs) * nw + c]) : 0x88888888u;
      uint32_t word = 0;
      for (int i = 0; i < 8; ++i) {
        const uint32_t vi = (v >> (4 * i)) & 15u, zi = (z >> (4 * i)) & 15u;
        word |= (vi >= zi ? vi - zi : 15u - vi) << (4 * i);
      }
      out[r * nw + c] = km::marlin::as_i32(word);
    }
}
