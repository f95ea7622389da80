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
    {DType::u8, "u8", "u8", 1},       {DType::i8, "i8", "i8", 1},
    {DType::b8, "bool", "b8", 1},     {DType::fp8e4m3, "fp8e4m3", "f8e4m3", 1},
    {DType::fp8e5m2, "fp8e5m2", "f8e5m2", 1}, {DType::c64, "c64", "c64", 8},
    {DType::c128, "c128", "c128", 16},
};
const Row& row(DType t) {
  return kRows[static_cast<int>(t)];
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
  return t == DType::fp32 || t == DType::fp16 || t == DType::bf16 || t == DType::fp64 ||
         is_fp8(t) || is_complex(t);
}
bool is_complex(DType t) {
  return t == DType::c64 || t == DType::c128;
}
DType component_of(DType t) {
  return t == DType::c64 ? DType::fp32 : t == DType::c128 ? DType::fp64 : t;
}

std::string dtype_names() {
  std::string all;
  for (const Row& r : kRows) all += (all.empty() ? "" : ", ") + std::string(r.name);
  return all;
}

std::optional<DType> parse_dtype(std::string_view s) {
  for (const Row& r : kRows)
    if (s == r.name) return r.t;
  return std::nullopt;
}

std::pair<double, double> int_range(DType t) {
  switch (t) {
    case DType::b8:
      return {0, 1};
    case DType::u8:
      return {0, 255};
    case DType::i8:
      return {-128, 127};
    case DType::i32:
      return {-2147483648.0, 2147483647.0};
    case DType::i64:
      return {-std::ldexp(1.0, 53), std::ldexp(1.0, 53)};
    default:
      return {0, 0};
  }
}

double dtype_epsilon(DType t) {
  if (is_complex(t)) return dtype_epsilon(component_of(t));
  switch (t) {
    case DType::fp32:
      return std::ldexp(1.0, -23);
    case DType::fp16:
      return std::ldexp(1.0, -10);
    case DType::bf16:
      return std::ldexp(1.0, -7);
    case DType::fp64:
      return std::ldexp(1.0, -52);
    case DType::fp8e4m3:
      return std::ldexp(1.0, -3);
    case DType::fp8e5m2:
      return std::ldexp(1.0, -2);
    default:
      return 0.0;
  }
}

// Same algorithm as km_f32_to_f16 in platforms/cpu/include/km_cpu_abi.h; the self-tests check
// that both agree on every fp16 value and on rounding midpoints.
double dtype_max(DType t) {
  if (is_complex(t)) return dtype_max(component_of(t));
  switch (t) {
    case DType::fp32:
      return std::numeric_limits<float>::max();
    case DType::fp16:
      return 65504.0;
    case DType::bf16:
      return std::ldexp(255.0, 120);  // 0x7F7F
    case DType::fp64:
      return std::numeric_limits<double>::max();
    case DType::fp8e4m3:
    case DType::fp8e5m2:
      return fp8_max(fp8_format(t));
    default:
      return 0.0;
  }
}

double dtype_min_normal(DType t) {
  if (is_complex(t)) return dtype_min_normal(component_of(t));
  switch (t) {
    case DType::fp32:
    case DType::bf16:
      return std::ldexp(1.0, -126);
    case DType::fp16:
      return std::ldexp(1.0, -14);
    case DType::fp64:
      return std::numeric_limits<double>::min();
    case DType::fp8e4m3:
      return std::ldexp(1.0, -6);
    case DType::fp8e5m2:
      return std::ldexp(1.0, -14);
    default:
      return 0.0;
  }
}

double dtype_min_subnormal(DType t) {
  if (is_complex(t)) return dtype_min_subnormal(component_of(t));
  switch (t) {
    case DType::fp32:
      return std::ldexp(1.0, -149);
    case DType::fp16:
      return std::ldexp(1.0, -24);
    case DType::bf16:
      return std::ldexp(1.0, -133);
    case DType::fp64:
      return std::numeric_limits<double>::denorm_min();
    case DType::fp8e4m3:
      return std::ldexp(1.0, -9);
    case DType::fp8e5m2:
      return std::ldexp(1.0, -16);
    default:
      return 0.0;
  }
}

}  // namespace km
