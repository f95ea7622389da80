// SPDX-License-Identifier: Apache-2.0
// Element types of task tensors, their storage and the rounding the harness applies to inputs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace km {

enum class DType { fp32, fp16, bf16, fp64, i64, i32, u8 };

std::string_view dtype_name(DType t);                  // "fp32"
std::string_view dtype_suffix(DType t);                // task suffix: "f32"
std::optional<DType> parse_dtype(std::string_view s);  // accepts dtype_name spellings
size_t dtype_size(DType t);
bool is_float(DType t);
/// Machine epsilon (distance from 1 to the next value); 0 for integer types.
double dtype_epsilon(DType t);
/// Largest finite value, smallest positive normal and smallest positive subnormal of a
/// floating-point type (0 for integer types).
double dtype_max(DType t);
double dtype_min_normal(DType t);
double dtype_min_subnormal(DType t);

uint16_t f32_to_f16_bits(float f);
float f16_bits_to_f32(uint16_t h);
uint16_t f32_to_bf16_bits(float f);
float bf16_bits_to_f32(uint16_t b);

/// Stores `v` rounded to `t` at `dst` (round-to-nearest-even for floats, truncation toward zero
/// for integers, which only ever receive integral values).
void store_as(DType t, void* dst, double v);
double load_as(DType t, const void* src);

}  // namespace km
