// SPDX-License-Identifier: Apache-2.0
// Element types of task tensors, their storage and the rounding the harness applies to inputs.
#pragma once

#include <cstddef>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/fp8.hpp"

namespace km {

// b8 is bool: one byte holding 0 or 1 (C++ and CUDA `bool`, torch.bool, jnp.bool_). Integer and
// bool task dtypes are judged exactly (compare.hpp). fp8e4m3 / fp8e5m2 are one-byte float storage
// types (torch.float8_e4m3fn / float8_e5m2, core/fp8.hpp), judged in their own ulps (check
// quantized).
// c64 and c128 are complex: two interleaved components (re, im) of fp32 / fp64 (torch.complex64/
// complex128, std::complex, cuComplex). is_float holds for them (their components are floats);
// the generator, the references and the judge handle them per component (component_of), the
// judge per element by |z - z_ref| (compare_complex.cpp). The scalar load_as/store_as below and
// the epsilon/max/min functions act on one component.
enum class DType { fp32, fp16, bf16, fp64, i64, i32, u8, i8, b8, fp8e4m3, fp8e5m2, c64, c128 };

std::string_view dtype_name(DType t);                  // "fp32"
std::string_view dtype_suffix(DType t);                // task suffix: "f32"
std::optional<DType> parse_dtype(std::string_view s);  // accepts dtype_name spellings
size_t dtype_size(DType t);
bool is_float(DType t);
/// fp8e4m3 or fp8e5m2 (is_float holds for them too).
inline bool is_fp8(DType t) {
  return t == DType::fp8e4m3 || t == DType::fp8e5m2;
}
inline Fp8Format fp8_format(DType t) {
  return t == DType::fp8e5m2 ? kE5M2 : kE4M3;
}
bool is_complex(DType t);
/// The component type of a complex dtype (fp32 for c64, fp64 for c128); any other dtype itself.
DType component_of(DType t);
/// Every dtype name, comma-separated in declaration order: "fp32, fp16, ..., bool" (for errors).
std::string dtype_names();
/// The values an integer type holds: [0, 1] for bool, [-2^53, 2^53] for i64 (what the double
/// the generator draws holds exactly); {0, 0} for floating-point types.
std::pair<double, double> int_range(DType t);
/// Machine epsilon (distance from 1 to the next value); 0 for integer types.
double dtype_epsilon(DType t);
/// Largest finite value, smallest positive normal and smallest positive subnormal of a
/// floating-point type (0 for integer types).
double dtype_max(DType t);
double dtype_min_normal(DType t);
double dtype_min_subnormal(DType t);

// Inline: the input generator and the judge convert every element of 2^24-element cases.
namespace detail {
inline uint32_t bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
inline float from_bits(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
}  // namespace detail

inline uint16_t f32_to_f16_bits(float f) {
  uint32_t u = detail::bits(f);
  uint32_t sign = (u >> 16) & 0x8000u;
  uint32_t a = u & 0x7fffffffu;
  if (a >= 0x7f800000u)
    return static_cast<uint16_t>(sign | 0x7c00u |
                                 (a > 0x7f800000u ? 0x200u | ((a >> 13) & 0x3ffu) : 0));
  if (a >= 0x477ff000u) return static_cast<uint16_t>(sign | 0x7c00u);
  if (a < 0x38800000u) {
    float v = detail::from_bits(a) * 16777216.0f;
    uint32_t m = static_cast<uint32_t>(v);
    float rem = v - static_cast<float>(m);
    if (rem > 0.5f || (rem == 0.5f && (m & 1u))) m++;
    return static_cast<uint16_t>(sign | m);
  }
  uint32_t rounded = a + 0xfffu + ((a >> 13) & 1u);
  return static_cast<uint16_t>(sign | ((rounded - 0x38000000u) >> 13));
}

inline float f16_bits_to_f32(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t man = h & 0x3ffu;
  if (exp == 0x1f) return detail::from_bits(sign | 0x7f800000u | (man << 13));
  if (exp == 0) {
    float v = static_cast<float>(man) * (1.0f / 16777216.0f);
    return sign ? -v : v;
  }
  return detail::from_bits(sign | ((exp + 112u) << 23) | (man << 13));
}

inline uint16_t f32_to_bf16_bits(float f) {
  uint32_t u = detail::bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<uint16_t>((u >> 16) | 0x40u);
  u += 0x7fffu + ((u >> 16) & 1u);
  return static_cast<uint16_t>(u >> 16);
}

inline float bf16_bits_to_f32(uint16_t b) {
  return detail::from_bits(static_cast<uint32_t>(b) << 16);
}

namespace detail {
// Rounding double -> float -> fp16/bf16 in two RNE steps can land on the wrong side of a 16-bit
// midpoint; rounding to float with round-to-odd first makes the second RNE step exact (float has
// more than 2 bits beyond either 16-bit format's precision).
inline float to_float_round_to_odd(double d) {
  float t = static_cast<float>(d);
  if (static_cast<double>(t) == d || std::isnan(d)) return t;
  uint32_t b = detail::bits(t);
  if (std::fabs(static_cast<double>(t)) > std::fabs(d)) b -= 1;  // step back toward zero
  return detail::from_bits(b | 1u);
}
}  // namespace detail

/// Stores `v` rounded to `t` at `dst` (round-to-nearest-even for floats, truncation toward zero
/// for integers, which only ever receive integral values within range; bool stores v != 0).
inline void store_as(DType t, void* dst, double v) {
  switch (t) {
    case DType::c64:  // one component: the real part at dst (whole elements: component_of)
      store_as(DType::fp32, dst, v);
      break;
    case DType::c128:
      store_as(DType::fp64, dst, v);
      break;
    case DType::fp32: {
      float f = static_cast<float>(v);
      std::memcpy(dst, &f, 4);
      break;
    }
    case DType::fp64:
      std::memcpy(dst, &v, 8);
      break;
    case DType::fp16: {
      uint16_t h = f32_to_f16_bits(detail::to_float_round_to_odd(v));
      std::memcpy(dst, &h, 2);
      break;
    }
    case DType::bf16: {
      uint16_t h = f32_to_bf16_bits(detail::to_float_round_to_odd(v));
      std::memcpy(dst, &h, 2);
      break;
    }
    case DType::i64: {
      int64_t i = static_cast<int64_t>(v);
      std::memcpy(dst, &i, 8);
      break;
    }
    case DType::i32: {
      int32_t i = static_cast<int32_t>(v);
      std::memcpy(dst, &i, 4);
      break;
    }
    case DType::u8: {
      uint8_t i = static_cast<uint8_t>(v);
      std::memcpy(dst, &i, 1);
      break;
    }
    case DType::i8: {
      int8_t i = static_cast<int8_t>(v);
      std::memcpy(dst, &i, 1);
      break;
    }
    case DType::b8: {
      uint8_t i = v != 0 ? 1 : 0;
      std::memcpy(dst, &i, 1);
      break;
    }
    case DType::fp8e4m3:
    case DType::fp8e5m2: {  // exact RNE from the double: no intermediate float rounding
      uint8_t c = double_to_fp8(fp8_format(t), v);
      std::memcpy(dst, &c, 1);
      break;
    }
  }
}

inline double load_as(DType t, const void* src) {
  switch (t) {
    case DType::c64:  // one component: the real part at src (whole elements: component_of)
      return load_as(DType::fp32, src);
    case DType::c128:
      return load_as(DType::fp64, src);
    case DType::fp32: {
      float f;
      std::memcpy(&f, src, 4);
      return f;
    }
    case DType::fp64: {
      double d;
      std::memcpy(&d, src, 8);
      return d;
    }
    case DType::fp16: {
      uint16_t h;
      std::memcpy(&h, src, 2);
      return f16_bits_to_f32(h);
    }
    case DType::bf16: {
      uint16_t h;
      std::memcpy(&h, src, 2);
      return bf16_bits_to_f32(h);
    }
    case DType::i64: {
      int64_t i;
      std::memcpy(&i, src, 8);
      return static_cast<double>(i);
    }
    case DType::i32: {
      int32_t i;
      std::memcpy(&i, src, 4);
      return i;
    }
    case DType::u8: {
      uint8_t i;
      std::memcpy(&i, src, 1);
      return i;
    }
    case DType::i8: {
      int8_t i;
      std::memcpy(&i, src, 1);
      return i;
    }
    case DType::b8: {
      // The raw byte, not byte != 0: a kernel that writes 2 or 0xFF for true has not written a
      // bool, and the exact judge sees 2 against the expected 1.
      uint8_t i;
      std::memcpy(&i, src, 1);
      return i;
    }
    case DType::fp8e4m3:
    case DType::fp8e5m2: {
      uint8_t c;
      std::memcpy(&c, src, 1);
      return fp8_to_double(fp8_format(t), c);
    }
  }
  return 0;
}

}  // namespace km
