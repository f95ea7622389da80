// SPDX-License-Identifier: Apache-2.0
// GGUF block decoding for the ggml_* references, in double, written from the block formats the
// specs describe (ggml's documented layouts; little-endian fp16 fields). decode() writes the
// block's values, and for the types with a minimum the two terms of each value (the scaled code
// and the subtracted minimum), whose magnitudes give the tolerance's term size. Header-only; a
// reference includes it as "ggml_util.hpp" (cmake folds its hash into the includer's).
#pragma once

#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/ggml.hpp"

namespace km::ggml {

inline double half_bits_to_double(uint16_t h) {
  const int s = h >> 15, e = (h >> 10) & 31, m = h & 1023;
  double v;
  if (e == 0)
    v = std::ldexp(m, -24);
  else if (e == 31)
    v = m ? NAN : INFINITY;
  else
    v = std::ldexp(1024 + m, e - 25);
  return s ? -v : v;
}

/// Decodes one block of `type` whose bytes are b(0) .. b(bytes - 1) (each 0..255) into val[0 ..
/// elems): val = sc * code - mn, term = |sc * code| + |mn| (the size of the terms that make it).
template <class Byte>
void decode(int64_t type, const Byte& b, double* val, double* term) {
  auto u8 = [&](int64_t i) { return static_cast<int>(b(i)); };
  auto f16 = [&](int64_t i) {
    return half_bits_to_double(static_cast<uint16_t>(u8(i) | (u8(i + 1) << 8)));
  };
  auto put = [&](int64_t i, double sc, double code, double mn) {
    val[i] = sc * code - mn;
    term[i] = std::fabs(sc * code) + std::fabs(mn);
  };
  switch (type) {
    case 2: case 3: case 6: case 7: {  // Q4_0, Q4_1, Q5_0, Q5_1: 32 values, nibbles j and j + 16
      const bool has_min = type == 3 || type == 7, five = type == 6 || type == 7;
      const double d = f16(0), m = has_min ? f16(2) : 0.0;
      const int64_t qh_at = has_min ? 4 : 2, qs_at = qh_at + (five ? 4 : 0);
      const uint32_t qh = five ? static_cast<uint32_t>(u8(qh_at) | (u8(qh_at + 1) << 8) |
                                                       (u8(qh_at + 2) << 16)) |
                                     (static_cast<uint32_t>(u8(qh_at + 3)) << 24)
                               : 0u;
      const int offset = has_min ? 0 : five ? 16 : 8;
      for (int j = 0; j < 16; ++j) {
        int lo = u8(qs_at + j) & 15, hi = u8(qs_at + j) >> 4;
        if (five) {
          lo |= static_cast<int>((qh >> j) & 1) << 4;
          hi |= static_cast<int>((qh >> (j + 16)) & 1) << 4;
        }
        put(j, d, lo - offset, -m);
        put(j + 16, d, hi - offset, -m);
      }
      return;
    }
    case 8: {  // Q8_0: d, 32 int8 codes
      const double d = f16(0);
      for (int j = 0; j < 32; ++j) put(j, d, static_cast<int8_t>(u8(2 + j)), 0.0);
      return;
    }
    case 10: {  // Q2_K: scales[16] at 0 (low nibble scale, high nibble min), qs[64] at 16, d, dmin
      const double d = f16(80), dmin = f16(82);
      for (int half = 0; half < 2; ++half)
        for (int j = 0; j < 4; ++j)
          for (int g = 0; g < 2; ++g) {
            const int sc = u8(half * 8 + 2 * j + g);
            for (int l = 0; l < 16; ++l) {
              const int code = (u8(16 + half * 32 + 16 * g + l) >> (2 * j)) & 3;
              put(half * 128 + 32 * j + 16 * g + l, d * (sc & 15), code, dmin * (sc >> 4));
            }
          }
      return;
    }
    case 11: {  // Q3_K: hmask[32] at 0, qs[64] at 32, scales[12] at 96, d at 108
      const double d = f16(108);
      for (int half = 0; half < 2; ++half)
        for (int j = 0; j < 4; ++j)
          for (int g = 0; g < 2; ++g) {
            const int i = half * 8 + 2 * j + g;  // sub-block of 16 values
            const int low = i < 8 ? (u8(96 + i) & 15) : (u8(96 + i - 8) >> 4);
            const int high = (u8(96 + 8 + i % 4) >> (2 * (i / 4))) & 3;
            const int sc = (low | (high << 4)) - 32;
            for (int l = 0; l < 16; ++l) {
              const int k = 16 * g + l;
              int code = (u8(32 + half * 32 + k) >> (2 * j)) & 3;
              if (!((u8(k) >> (half * 4 + j)) & 1)) code -= 4;
              put(half * 128 + 32 * j + k, d * sc, code, 0.0);
            }
          }
      return;
    }
    case 12: case 13: {  // Q4_K / Q5_K: d, dmin, scales[12] at 4, (Q5_K: qh[32] at 16), qs
      const double d = f16(0), dmin = f16(2);
      const int64_t qs_at = type == 12 ? 16 : 48;
      auto scale_min = [&](int j, int& sc, int& mn) {
        if (j < 4) {
          sc = u8(4 + j) & 63;
          mn = u8(4 + j + 4) & 63;
        } else {
          sc = (u8(4 + j + 4) & 15) | ((u8(4 + j - 4) >> 6) << 4);
          mn = (u8(4 + j + 4) >> 4) | ((u8(4 + j) >> 6) << 4);
        }
      };
      for (int c = 0; c < 4; ++c)  // chunks of 64: sub-blocks 2c (low nibbles), 2c + 1 (high)
        for (int g = 0; g < 2; ++g) {
          int sc, mn;
          scale_min(2 * c + g, sc, mn);
          for (int l = 0; l < 32; ++l) {
            int code = g == 0 ? (u8(qs_at + 32 * c + l) & 15) : (u8(qs_at + 32 * c + l) >> 4);
            if (type == 13 && ((u8(16 + l) >> (2 * c + g)) & 1)) code += 16;
            put(64 * c + 32 * g + l, d * sc, code, dmin * mn);
          }
        }
      return;
    }
    case 14: {  // Q6_K: ql[128] at 0, qh[64] at 128, scales[16] (int8) at 192, d at 208
      const double d = f16(208);
      for (int half = 0; half < 2; ++half)
        for (int l = 0; l < 32; ++l)
          for (int q = 0; q < 4; ++q) {  // values l, l + 32, l + 64, l + 96 of this half
            const int ql = u8(half * 64 + l + (q & 1) * 32);
            const int low = q < 2 ? (ql & 15) : (ql >> 4);
            const int high = (u8(128 + half * 32 + l) >> (2 * q)) & 3;
            const int sc = static_cast<int8_t>(u8(192 + half * 8 + l / 16 + 2 * q));
            put(half * 128 + 32 * q + l, d * sc, (low | (high << 4)) - 32, 0.0);
          }
      return;
    }
    default:
      throw std::runtime_error("ggml type " + std::to_string(type) + " is not one of 2, 3, 6, 7, 8, 10-14");
  }
}

}  // namespace km::ggml
