// SPDX-License-Identifier: Apache-2.0
#include "core/dtype.hpp"

#include <cmath>
#include <cstring>
#include <limits>

namespace km {

namespace {
struct Row {
  DType t;
  const char* name;
  const char* suffix;
  size_t size;
};
constexpr Row kRows[] = {
    {DType::fp32, "fp32", "f32", 4},  {DType::fp16, "fp16", "f16", 2},
    {DType::bf16, "bf16", "bf16", 2}, {DType::fp64, "fp64", "f64", 8},
    {DType::i64, "i64", "i64", 8},    {DType::i32, "i32", "i32", 4},
    {DType::u8, "u8", "u8", 1},
};
const Row& row(DType t) {
  return kRows[static_cast<int>(t)];
}

uint32_t bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
float from_bits(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
}  // namespace

std::string_view dtype_name(DType t) {
  return row(t).name;
}
std::string_view dtype_suffix(DType t) {
  return row(t).suffix;
}
size_t dtype_size(DType t) {
  return row(t).size;
}
bool is_float(DType t) {
  return t == DType::fp32 || t == DType::fp16 || t == DType::bf16 || t == DType::fp64;
}

std::optional<DType> parse_dtype(std::string_view s) {
  for (const Row& r : kRows)
    if (s == r.name) return r.t;
  return std::nullopt;
}

double dtype_epsilon(DType t) {
  switch (t) {
    case DType::fp32:
      return std::ldexp(1.0, -23);
    case DType::fp16:
      return std::ldexp(1.0, -10);
    case DType::bf16:
      return std::ldexp(1.0, -7);
    case DType::fp64:
      return std::ldexp(1.0, -52);
    default:
      return 0.0;
  }
}

// Same algorithm as km_f32_to_f16 in platforms/cpu/include/km_cpu_abi.h; the self-tests check
// that both agree on every fp16 value and on rounding midpoints.
double dtype_max(DType t) {
  switch (t) {
    case DType::fp32:
      return std::numeric_limits<float>::max();
    case DType::fp16:
      return 65504.0;
    case DType::bf16:
      return std::ldexp(255.0, 120);  // 0x7F7F
    case DType::fp64:
      return std::numeric_limits<double>::max();
    default:
      return 0.0;
  }
}

double dtype_min_normal(DType t) {
  switch (t) {
    case DType::fp32:
    case DType::bf16:
      return std::ldexp(1.0, -126);
    case DType::fp16:
      return std::ldexp(1.0, -14);
    case DType::fp64:
      return std::numeric_limits<double>::min();
    default:
      return 0.0;
  }
}

double dtype_min_subnormal(DType t) {
  switch (t) {
    case DType::fp32:
      return std::ldexp(1.0, -149);
    case DType::fp16:
      return std::ldexp(1.0, -24);
    case DType::bf16:
      return std::ldexp(1.0, -133);
    case DType::fp64:
      return std::numeric_limits<double>::denorm_min();
    default:
      return 0.0;
  }
}

uint16_t f32_to_f16_bits(float f) {
  uint32_t u = bits(f);
  uint32_t sign = (u >> 16) & 0x8000u;
  uint32_t a = u & 0x7fffffffu;
  if (a >= 0x7f800000u)
    return static_cast<uint16_t>(sign | 0x7c00u |
                                 (a > 0x7f800000u ? 0x200u | ((a >> 13) & 0x3ffu) : 0));
  if (a >= 0x477ff000u) return static_cast<uint16_t>(sign | 0x7c00u);
  if (a < 0x38800000u) {
    float v = from_bits(a) * 16777216.0f;
    uint32_t m = static_cast<uint32_t>(v);
    float rem = v - static_cast<float>(m);
    if (rem > 0.5f || (rem == 0.5f && (m & 1u))) m++;
    return static_cast<uint16_t>(sign | m);
  }
  uint32_t rounded = a + 0xfffu + ((a >> 13) & 1u);
  return static_cast<uint16_t>(sign | ((rounded - 0x38000000u) >> 13));
}

float f16_bits_to_f32(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t man = h & 0x3ffu;
  if (exp == 0x1f) return from_bits(sign | 0x7f800000u | (man << 13));
  if (exp == 0) {
    float v = static_cast<float>(man) * (1.0f / 16777216.0f);
    return sign ? -v : v;
  }
  return from_bits(sign | ((exp + 112u) << 23) | (man << 13));
}

uint16_t f32_to_bf16_bits(float f) {
  uint32_t u = bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<uint16_t>((u >> 16) | 0x40u);
  u += 0x7fffu + ((u >> 16) & 1u);
  return static_cast<uint16_t>(u >> 16);
}

float bf16_bits_to_f32(uint16_t b) {
  return from_bits(static_cast<uint32_t>(b) << 16);
}

namespace {
// Rounding double -> float -> fp16/bf16 in two RNE steps can land on the wrong side of a 16-bit
// midpoint; rounding to float with round-to-odd first makes the second RNE step exact (float has
// more than 2 bits beyond either 16-bit format's precision).
float to_float_round_to_odd(double d) {
  float t = static_cast<float>(d);
  if (static_cast<double>(t) == d || std::isnan(d)) return t;
  uint32_t b = bits(t);
  if (std::fabs(static_cast<double>(t)) > std::fabs(d)) b -= 1;  // step back toward zero
  return from_bits(b | 1u);
}
}  // namespace

void store_as(DType t, void* dst, double v) {
  switch (t) {
    case DType::fp32: {
      float f = static_cast<float>(v);
      std::memcpy(dst, &f, 4);
      break;
    }
    case DType::fp64:
      std::memcpy(dst, &v, 8);
      break;
    case DType::fp16: {
      uint16_t h = f32_to_f16_bits(to_float_round_to_odd(v));
      std::memcpy(dst, &h, 2);
      break;
    }
    case DType::bf16: {
      uint16_t h = f32_to_bf16_bits(to_float_round_to_odd(v));
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
  }
}

double load_as(DType t, const void* src) {
  switch (t) {
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
  }
  return 0;
}

}  // namespace km
