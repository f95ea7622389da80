// SPDX-License-Identifier: Apache-2.0
// The Marlin weight tile layout (vLLM gptq_marlin_repack / awq_marlin_repack, is_a_8bit = False),
// as the specs gptq_marlin_moe_repack, awq_marlin_moe_repack and gptq_marlin_gemm define it:
// a [k, n] matrix of num_bits-bit codes (k = 16 * kt, n = 64 * nt) becomes [kt, 32 * num_bits * nt]
// int32 words; tile (tk, tn) covers rows 16 tk .. 16 tk + 15 and columns 64 tn .. 64 tn + 63 and
// fills words [32 num_bits tn, 32 num_bits (tn + 1)) of row tk. Within a tile, word p and value
// slot s (bits num_bits * s) hold the code at (row, col) of the tile given by marlin_tile_pos.
#pragma once

#include <cstdint>

namespace km::marlin {

/// (row, col) inside a 16 x 64 tile of the code held by word p (0 <= p < 32 * bits), slot s
/// (0 <= s < 32 / bits); bits is 4 or 8.
inline void tile_pos(int64_t p, int64_t s, int64_t bits, int64_t& row, int64_t& col) {
  const int64_t pf = 32 / bits;
  const int64_t t = p / bits, q = p % bits;
  const int64_t w = q / (bits / 4), h = q % (bits / 4);
  const int64_t j = 4 * h + 2 * (s % (pf / 2)) + s / (pf / 2);
  static const int64_t offs[4] = {0, 1, 8, 9};
  row = 2 * (t % 4) + offs[j % 4];
  col = 16 * w + t / 4 + 8 * (j / 4);
}

/// (row, col) inside a 16 x 64 tile of the compressed 2:4 code matrix Q (gptq_marlin_24_gemm:
/// vLLM's get_weight_perm_24 order) held by word p (0 <= p < 32 * bits), slot s
/// (0 <= s < 32 / bits).
/// Unlike tile_pos, the 64 columns go in eight blocks of 8 (i / 4) and the word's index within
/// its group of four (j) picks the column, not the row pair.
inline void tile_pos_24(int64_t p, int64_t s, int64_t bits, int64_t& row, int64_t& col) {
  const int64_t pf = 32 / bits;
  const int64_t e = pf * p + 2 * (s % (pf / 2)) + s / (pf / 2);
  const int64_t i = e / 32, j = (e / 8) % 4, u = e % 8;
  static const int64_t offs[4] = {0, 1, 8, 9};
  row = 2 * (i % 4) + offs[u % 4];
  col = 8 * (i / 4) + 4 * (u / 4) + j;
}

/// The int32 word of a gptq_marlin_24_gemm b_meta [k / 32, n] (vLLM's int16 [k / 32, 2 n] viewed
/// as int32) holding the 16-bit metadata of column c, rows 16 kb .. 16 kb + 15, and the shift (0
/// or 16) of that half.
inline int64_t meta24_word(int64_t kb, int64_t c, int64_t n, int64_t& shift) {
  shift = 16 * ((c % 8) / 4);
  return (kb / 2) * n + 64 * (c / 64) + 32 * ((c % 4) / 2) + 4 * ((c % 64) / 8) + 2 * (c % 2) +
         kb % 2;
}

/// A uint32 bit pattern as the int32 value a reference writes.
inline double as_i32(uint32_t u) { return static_cast<double>(static_cast<int32_t>(u)); }

/// The unsigned bit pattern of an int32 value a reference reads.
inline uint32_t as_u32(double v) { return static_cast<uint32_t>(static_cast<int64_t>(v)); }

/// Packs code(row, col) of the [16 kt, 64 nt] matrix into the Marlin layout at out[0 ..
/// kt * 32 * bits * nt), row-major [kt, 32 * bits * nt].
template <class Code, class Out>
void pack(Code code, Out&& out, int64_t kt, int64_t nt, int64_t bits) {
  const int64_t pf = 32 / bits, tile_words = 32 * bits;
  const uint32_t mask = (1u << bits) - 1u;
  for (int64_t tk = 0; tk < kt; ++tk)
    for (int64_t tn = 0; tn < nt; ++tn)
      for (int64_t p = 0; p < tile_words; ++p) {
        uint32_t word = 0;
        for (int64_t s = 0; s < pf; ++s) {
          int64_t row, col;
          tile_pos(p, s, bits, row, col);
          word |= (static_cast<uint32_t>(code(16 * tk + row, 64 * tn + col)) & mask)
                  << (bits * s);
        }
        out[(tk * nt + tn) * tile_words + p] = as_i32(word);
      }
}

}  // namespace km::marlin
