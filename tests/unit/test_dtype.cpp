// SPDX-License-Identifier: Apache-2.0
// fp16/bf16 conversions: the harness (src/core/dtype.cpp) and the kernel-side helpers of
// km_cpu_abi.h must round identically (RNE), or a correct kernel's output mismatches its inputs.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "core/dtype.hpp"
#include "km_cpu_abi.h"

namespace km {
namespace {

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

/// Independent correctly rounded (ties-to-even) value of `f` in a binary format with `man` stored
/// mantissa bits, minimum normal exponent `emin` and overflow threshold `inf_at`.
double ref_round(float f, int man, int emin, double inf_at) {
  double x = f, a = std::fabs(x);
  if (a >= inf_at) return std::copysign(INFINITY, x);
  int e;
  std::frexp(a, &e);  // a = m * 2^e, m in [0.5, 1)
  double q = std::ldexp(1.0, std::max(e - 1, emin) - man);
  return std::copysign(std::nearbyint(a / q) * q, x);  // default rounding mode: to nearest even
}
double ref_f16(float f) { return ref_round(f, 10, -14, 65520.0); }
double ref_bf16(float f) { return ref_round(f, 7, -126, std::ldexp(2.0 - std::ldexp(1.0, -8), 127)); }

/// Floats that probe both conversions: every fp16 value, its neighbours' midpoints and the floats
/// either side of them, bf16 midpoints, specials, and random bit patterns.
std::vector<float> probe_floats() {
  std::vector<float> v;
  for (uint32_t h = 0; h < 0x7c00; ++h) {
    float a = f16_bits_to_f32(static_cast<uint16_t>(h)), b = f16_bits_to_f32(static_cast<uint16_t>(h + 1));
    float mid = static_cast<float>((static_cast<double>(a) + b) / 2);  // exact: 12 significant bits
    for (float x : {a, mid, std::nextafter(mid, 0.0f), std::nextafter(mid, INFINITY)}) {
      v.push_back(x);
      v.push_back(-x);
    }
  }
  for (uint32_t b = 0; b < 0x7f80; b += 7) {  // bf16 midpoints: the upper bf16 half plus 0x8000
    float mid = from_bits((b << 16) | 0x8000u);
    for (float x : {mid, std::nextafter(mid, 0.0f), std::nextafter(mid, INFINITY)}) v.push_back(x);
  }
  for (float x : {0.0f, -0.0f, INFINITY, -INFINITY, FLT_MAX, -FLT_MAX, FLT_MIN, FLT_TRUE_MIN, 65504.0f, 65519.99f,
                  65520.0f, 65536.0f, 1e10f, 5.9604645e-8f, 2.9802322e-8f, 2.9802326e-8f, 1.0f + 0x1p-11f})
    v.push_back(x);
  std::mt19937 gen(7);
  for (int i = 0; i < 200000; ++i) v.push_back(from_bits(gen()));
  return v;
}

TEST(Fp16, EveryBitPatternRoundTrips) {
  for (uint32_t h = 0; h <= 0xffff; ++h) {
    float f = f16_bits_to_f32(static_cast<uint16_t>(h));
    uint16_t back = f32_to_f16_bits(f);
    bool nan = (h & 0x7c00) == 0x7c00 && (h & 0x3ff);
    if (nan) {
      ASSERT_TRUE(std::isnan(f)) << std::hex << h;
      ASSERT_TRUE((back & 0x7c00) == 0x7c00 && (back & 0x3ff)) << std::hex << h;  // still NaN
      ASSERT_EQ(back & 0x8000, h & 0x8000);
    } else {
      ASSERT_EQ(back, h) << std::hex << h;
    }
  }
}

TEST(Fp16, AbiHelpersDecodeEveryBitPatternLikeTheHarness) {
  for (uint32_t h = 0; h <= 0xffff; ++h) {
    km_f16 k{static_cast<uint16_t>(h)};
    ASSERT_EQ(bits(km_f16_to_f32(k)), bits(f16_bits_to_f32(static_cast<uint16_t>(h)))) << std::hex << h;
  }
}

TEST(Fp16, AbiHelperEncodesLikeTheHarnessAndRoundsCorrectly) {
  for (float f : probe_floats()) {
    uint16_t h = f32_to_f16_bits(f);
    ASSERT_EQ(km_f32_to_f16(f).bits, h) << std::hexfloat << f;
    if (std::isnan(f)) {
      ASSERT_TRUE(std::isnan(f16_bits_to_f32(h)));
      continue;
    }
    double want = ref_f16(f);
    float got = f16_bits_to_f32(h);
    ASSERT_EQ(static_cast<double>(got), want) << std::hexfloat << f;
    ASSERT_EQ(std::signbit(got), std::signbit(f)) << std::hexfloat << f;
  }
}

TEST(Fp16, TiesGoToEven) {
  EXPECT_EQ(f32_to_f16_bits(1.0f + 0x1p-11f), 0x3c00);      // halfway 1 .. 1+2^-10: even is 1
  EXPECT_EQ(f32_to_f16_bits(1.0f + 3 * 0x1p-11f), 0x3c02);  // halfway 1+2^-10 .. 1+2^-9: even is up
  EXPECT_EQ(f32_to_f16_bits(0x1p-25f), 0x0000);             // halfway 0 .. min subnormal
  EXPECT_EQ(f32_to_f16_bits(3 * 0x1p-25f), 0x0002);         // halfway 1 .. 2 subnormal units
  EXPECT_EQ(f32_to_f16_bits(std::nextafter(0x1p-25f, 1.0f)), 0x0001);
  EXPECT_EQ(f32_to_f16_bits(-0x1p-25f), 0x8000);            // sign of zero kept
}

TEST(Fp16, OverflowSubnormalsAndNan) {
  EXPECT_EQ(f32_to_f16_bits(65504.0f), 0x7bff);
  EXPECT_EQ(f32_to_f16_bits(65519.996f), 0x7bff);
  EXPECT_EQ(f32_to_f16_bits(65520.0f), 0x7c00);  // halfway to 2^16, even is inf
  EXPECT_EQ(f32_to_f16_bits(-1e10f), 0xfc00);
  EXPECT_EQ(f32_to_f16_bits(INFINITY), 0x7c00);
  EXPECT_EQ(f32_to_f16_bits(0x1p-24f), 0x0001);
  EXPECT_EQ(f32_to_f16_bits(0x1p-14f), 0x0400);  // smallest normal
  EXPECT_EQ(f32_to_f16_bits(1023 * 0x1p-24f), 0x03ff);
  EXPECT_EQ(f16_bits_to_f32(0x0001), 0x1p-24f);
  EXPECT_TRUE(std::isnan(f16_bits_to_f32(f32_to_f16_bits(NAN))));
  EXPECT_TRUE(std::isnan(f16_bits_to_f32(f32_to_f16_bits(from_bits(0x7f800001u)))));  // signalling, low payload
  EXPECT_EQ(f16_bits_to_f32(0x3c00), 1.0f);
  EXPECT_EQ(f16_bits_to_f32(0xc000), -2.0f);
}

TEST(Bf16, AbiHelpersAgreeWithHarnessAndRoundCorrectly) {
  for (float f : probe_floats()) {
    uint16_t b = f32_to_bf16_bits(f);
    ASSERT_EQ(km_f32_to_bf16(f).bits, b) << std::hexfloat << f;
    if (std::isnan(f)) {
      ASSERT_TRUE(std::isnan(bf16_bits_to_f32(b))) << std::hexfloat << f;  // never becomes inf
      continue;
    }
    ASSERT_EQ(static_cast<double>(bf16_bits_to_f32(b)), ref_bf16(f)) << std::hexfloat << f;
  }
  for (uint32_t b = 0; b <= 0xffff; ++b) {
    km_bf16 k{static_cast<uint16_t>(b)};
    ASSERT_EQ(bits(km_bf16_to_f32(k)), bits(bf16_bits_to_f32(static_cast<uint16_t>(b))));
    if (!std::isnan(bf16_bits_to_f32(static_cast<uint16_t>(b)))) {
      ASSERT_EQ(f32_to_bf16_bits(bf16_bits_to_f32(static_cast<uint16_t>(b))), b) << std::hex << b;
    }
  }
}

TEST(Bf16, TiesOverflowAndNan) {
  EXPECT_EQ(f32_to_bf16_bits(1.0f + 0x1p-8f), 0x3f80);
  EXPECT_EQ(f32_to_bf16_bits(1.0f + 3 * 0x1p-8f), 0x3f82);
  EXPECT_EQ(f32_to_bf16_bits(FLT_MAX), 0x7f80);  // beyond the bf16 overflow threshold
  EXPECT_EQ(f32_to_bf16_bits(-FLT_MAX), 0xff80);
  EXPECT_EQ(f32_to_bf16_bits(from_bits(0x7f7f7fffu)), 0x7f7f);  // just below the threshold
  EXPECT_EQ(f32_to_bf16_bits(from_bits(0x7fffffffu)) & 0x7fc0, 0x7fc0);
  EXPECT_EQ(f32_to_bf16_bits(from_bits(0x7f800001u)) & 0x7f80, 0x7f80);
  EXPECT_NE(f32_to_bf16_bits(from_bits(0x7f800001u)) & 0x7f, 0);  // payload lost, still NaN
}

// Double rounding (double -> float -> 16 bits) would collapse a value just above a 16-bit midpoint
// onto the midpoint and tie to even the wrong way; the comparator rounds the reference with store_as.
TEST(StoreAs, Fp16AndBf16AreRoundedOnceFromDouble) {
  unsigned char buf[2];
  store_as(DType::fp16, buf, 1.0 + 0x1p-11 + 0x1p-40);
  EXPECT_EQ(load_as(DType::fp16, buf), 1.0 + 0x1p-10);
  store_as(DType::bf16, buf, 1.0 + 0x1p-8 + 0x1p-40);
  EXPECT_EQ(load_as(DType::bf16, buf), 1.0 + 0x1p-7);
}

TEST(StoreAs, RoundTripsEveryDtype) {
  unsigned char buf[8];
  store_as(DType::fp32, buf, 1.0 / 3);
  EXPECT_EQ(load_as(DType::fp32, buf), static_cast<double>(1.0f / 3));
  store_as(DType::fp64, buf, 1.0 / 3);
  EXPECT_EQ(load_as(DType::fp64, buf), 1.0 / 3);
  store_as(DType::fp16, buf, 1.0 + 0x1p-10);
  EXPECT_EQ(load_as(DType::fp16, buf), 1.0 + 0x1p-10);
  store_as(DType::bf16, buf, -3.0);
  EXPECT_EQ(load_as(DType::bf16, buf), -3.0);
  store_as(DType::i64, buf, 9007199254740992.0);
  EXPECT_EQ(load_as(DType::i64, buf), 9007199254740992.0);
  store_as(DType::i32, buf, -3.0);
  EXPECT_EQ(load_as(DType::i32, buf), -3.0);
  store_as(DType::i32, buf, -3.9);  // integers truncate toward zero
  EXPECT_EQ(load_as(DType::i32, buf), -3.0);
  store_as(DType::u8, buf, 200.0);
  EXPECT_EQ(load_as(DType::u8, buf), 200.0);
}

TEST(DTypeTable, EpsilonSizeAndFloatness) {
  EXPECT_EQ(dtype_epsilon(DType::fp32), std::ldexp(1.0, -23));
  EXPECT_EQ(dtype_epsilon(DType::fp16), std::ldexp(1.0, -10));
  EXPECT_EQ(dtype_epsilon(DType::bf16), std::ldexp(1.0, -7));
  EXPECT_EQ(dtype_epsilon(DType::fp64), std::ldexp(1.0, -52));
  EXPECT_EQ(dtype_epsilon(DType::fp32), static_cast<double>(FLT_EPSILON));
  EXPECT_EQ(dtype_epsilon(DType::fp64), DBL_EPSILON);
  for (DType t : {DType::i64, DType::i32, DType::u8}) {
    EXPECT_EQ(dtype_epsilon(t), 0.0);
    EXPECT_FALSE(is_float(t));
  }
  for (DType t : {DType::fp32, DType::fp16, DType::bf16, DType::fp64}) EXPECT_TRUE(is_float(t));
  EXPECT_EQ(dtype_size(DType::fp32), 4u);
  EXPECT_EQ(dtype_size(DType::fp16), 2u);
  EXPECT_EQ(dtype_size(DType::bf16), 2u);
  EXPECT_EQ(dtype_size(DType::fp64), 8u);
  EXPECT_EQ(dtype_size(DType::i64), 8u);
  EXPECT_EQ(dtype_size(DType::i32), 4u);
  EXPECT_EQ(dtype_size(DType::u8), 1u);
}

TEST(DTypeTable, NamesAndSuffixes) {
  const std::vector<std::tuple<DType, const char*, const char*>> rows = {
      {DType::fp32, "fp32", "f32"}, {DType::fp16, "fp16", "f16"}, {DType::bf16, "bf16", "bf16"},
      {DType::fp64, "fp64", "f64"}, {DType::i64, "i64", "i64"},   {DType::i32, "i32", "i32"},
      {DType::u8, "u8", "u8"}};
  for (const auto& [t, name, suffix] : rows) {
    EXPECT_EQ(dtype_name(t), name);
    EXPECT_EQ(dtype_suffix(t), suffix);
    EXPECT_EQ(parse_dtype(name), t);
  }
  for (const char* bad : {"f32", "f16", "f64", "FP32", "float", "", "fp8", "bfloat16"})
    EXPECT_FALSE(parse_dtype(bad).has_value()) << bad;
}

}  // namespace
}  // namespace km
