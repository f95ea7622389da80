// SPDX-License-Identifier: Apache-2.0
// The two fp8 storage formats (OCP FP8): e4m3fn (torch.float8_e4m3fn: 4 exponent bits, bias 7, no
// inf, NaN is S.1111.111, max 448) and e5m2 (torch.float8_e5m2: IEEE-like, bias 15, inf, max
// 57344). Conversions round to nearest even, exactly (no double rounding) from any double.
//
// Overflow follows torch 2.15's conversion (c10 fp8e4m3fn_from_fp32_value / fp8e5m2_..., measured
// with the venv's torch, see tests/unit/test_fp8.cpp): e4m3fn saturates every finite value past
// its range and +-inf to +-448 (0x7e/0xfe; 500.0 and inf give 448, not NaN); e5m2 rounds past
// 61440 (the midpoint between 57344 and 2^16) to +-inf, as fp16 does. NaN keeps its sign: 0x7f
// or 0xff in both formats.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace km {

struct Fp8Format {
  int man;   // mantissa bits
  int bias;  // exponent bias
  bool ieee;  // e5m2: the top exponent holds inf and NaN; e4m3fn: only S.1111.111 is NaN
};
inline constexpr Fp8Format kE4M3{3, 7, false};
inline constexpr Fp8Format kE5M2{2, 15, true};

/// The spacing of the fp8 grid at |v| (the subnormal spacing below the smallest normal).
inline double fp8_quantum(Fp8Format f, double v) {
  int e;
  std::frexp(std::fabs(v), &e);  // |v| = m * 2^e, m in [0.5, 1)
  return std::ldexp(1.0, std::max(e - 1, 1 - f.bias) - f.man);
}

inline double fp8_max(Fp8Format f) {
  return f.ieee ? 57344.0 : 448.0;
}

inline uint8_t double_to_fp8(Fp8Format f, double v) {
  const uint8_t sign = std::signbit(v) ? 0x80 : 0;
  if (std::isnan(v)) return sign | 0x7f;
  const double a = std::fabs(v);
  if (std::isinf(a)) return sign | (f.ieee ? 0x7c : 0x7e);
  const double q = fp8_quantum(f, a);
  const double r = std::nearbyint(a / q) * q;  // a / q is exact (a power-of-two quantum); RNE
  if (r > fp8_max(f)) return sign | (f.ieee ? 0x7c : 0x7e);
  const double min_normal = std::ldexp(1.0, 1 - f.bias);
  if (r < min_normal) return sign | static_cast<uint8_t>(r / std::ldexp(1.0, 1 - f.bias - f.man));
  int e;
  std::frexp(r, &e);  // r = m * 2^e; the unbiased exponent is e - 1
  const uint8_t mant = static_cast<uint8_t>(std::ldexp(r, f.man - (e - 1)) - std::ldexp(1.0, f.man));
  return sign | static_cast<uint8_t>((e - 1 + f.bias) << f.man) | mant;
}

inline double fp8_to_double(Fp8Format f, uint8_t c) {
  const bool neg = c & 0x80;
  const int exp_bits = 7 - f.man, top = (1 << exp_bits) - 1;
  const int ex = (c & 0x7f) >> f.man, mant = c & ((1 << f.man) - 1);
  double v;
  if (f.ieee && ex == top)
    v = mant ? NAN : INFINITY;
  else if (!f.ieee && (c & 0x7f) == 0x7f)
    v = NAN;
  else if (ex == 0)
    v = std::ldexp(mant, 1 - f.bias - f.man);
  else
    v = std::ldexp(mant + (1 << f.man), ex - f.bias - f.man);
  return neg ? -v : v;
}

}  // namespace km
