// SPDX-License-Identifier: Apache-2.0
// fp8 conversions (core/fp8.hpp and km_cpu_abi.h's helpers) against torch 2.15's, measured with
// the venv's torch (CPU): the same float sweep converted by torch.Tensor.to(float8_*) and every
// code decoded by .float() hash to the constants below (FNV-1a over the bytes).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "core/dtype.hpp"
#include "km_cpu_abi.h"

namespace km {
namespace {

float from_bits(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

uint64_t fnv(uint64_t h, uint8_t b) {
  return (h ^ b) * 0x100000001b3ull;
}
constexpr uint64_t kFnvSeed = 0xcbf29ce484222325ull;

/// 65536 float bit patterns k * 65521 mod 2^32 (every class: NaN, inf, subnormal, both signs),
/// then [0x3a000000, 0x48000000) in steps of 4096 with both signs (every fp8 midpoint of both
/// formats, with float neighbours on each side, and their overflow thresholds).
std::vector<float> sweep() {
  std::vector<float> v;
  for (uint64_t k = 0; k < 65536; ++k) v.push_back(from_bits(static_cast<uint32_t>(k * 65521)));
  for (uint32_t sign : {0u, 0x80000000u})
    for (uint32_t p = 0x3A000000u; p < 0x48000000u; p += 0x1000u) v.push_back(from_bits(p | sign));
  return v;
}

struct Fmt {
  DType t;
  uint64_t codes_hash, decode_hash;  // measured with torch 2.15.0 (see the file comment)
  uint8_t (*abi_encode)(float);
  float (*abi_decode)(uint8_t);
};
const Fmt kFormats[] = {
    {DType::fp8e4m3, 0xa063dd20841f4127ull, 0xdad1d9c50f749ca5ull,
     [](float f) { return km_f32_to_fp8e4m3(f).bits; },
     [](uint8_t c) { return km_fp8e4m3_to_f32(km_fp8e4m3{c}); }},
    {DType::fp8e5m2, 0xe35ea10f29737fbcull, 0x6c1e56b6fb09c905ull,
     [](float f) { return km_f32_to_fp8e5m2(f).bits; },
     [](uint8_t c) { return km_fp8e5m2_to_f32(km_fp8e5m2{c}); }},
};

TEST(Fp8, SweepMatchesTorchAndTheCpuAbi) {
  const std::vector<float> fs = sweep();
  ASSERT_EQ(fs.size(), 180224u);
  for (const Fmt& f : kFormats) {
    uint64_t h = kFnvSeed;
    for (float x : fs) {
      uint8_t c;
      store_as(f.t, &c, x);
      ASSERT_EQ(c, f.abi_encode(x)) << dtype_name(f.t) << " " << x;
      h = fnv(h, c);
    }
    EXPECT_EQ(h, f.codes_hash) << dtype_name(f.t);
  }
}

TEST(Fp8, EveryCodeDecodesAsTorch) {
  for (const Fmt& f : kFormats) {
    uint64_t h = kFnvSeed;
    for (int c = 0; c < 256; ++c) {
      const uint8_t b = static_cast<uint8_t>(c);
      const float v = static_cast<float>(load_as(f.t, &b));
      const float a = f.abi_decode(b);
      ASSERT_TRUE(std::isnan(v) ? std::isnan(a) : v == a) << c;
      uint32_t u;
      std::memcpy(&u, &v, 4);
      if (std::isnan(v)) u = 0x7fc00000u;  // torch's decoded NaNs, canonicalised in the hash
      for (int k = 0; k < 4; ++k) h = fnv(h, static_cast<uint8_t>(u >> (8 * k)));
      // Round trip: every non-NaN code is its own rounding.
      uint8_t back;
      store_as(f.t, &back, v);
      if (!std::isnan(v)) EXPECT_EQ(back, b) << c;
    }
    EXPECT_EQ(h, f.decode_hash) << dtype_name(f.t);
  }
}

// A few of torch 2.15's results, written out (torch.tensor([x]).to(dtype).view(torch.uint8)).
TEST(Fp8, MeasuredTorchValues) {
  auto code = [](DType t, double x) {
    uint8_t c;
    store_as(t, &c, x);
    return c;
  };
  // e4m3fn saturates: 460, 464 (a tie to even), 464.0001, 500, 1e9 and inf all give 0x7e = 448;
  // NaN gives 0x7f, -NaN 0xff; 2^-10 (half the smallest subnormal 2^-9) ties to 0.
  for (double x : {448.0, 460.0, 464.0, 464.0001, 500.0, 1e9, double(INFINITY)})
    EXPECT_EQ(code(DType::fp8e4m3, x), 0x7e) << x;
  EXPECT_EQ(code(DType::fp8e4m3, -500.0), 0xfe);
  EXPECT_EQ(code(DType::fp8e4m3, NAN), 0x7f);
  EXPECT_EQ(code(DType::fp8e4m3, -NAN), 0xff);
  EXPECT_EQ(code(DType::fp8e4m3, 0x1p-10), 0x00);
  EXPECT_EQ(code(DType::fp8e4m3, -0.0), 0x80);
  // e5m2: 479.9 -> 448 (0x5f), 480 -> 512 (0x60, the tie to even), 61439 -> 57344 (0x7b),
  // 61440 -> inf (0x7c, the tie goes to the even code, inf), -500 -> -512 (0xe0).
  EXPECT_EQ(code(DType::fp8e5m2, 479.9), 0x5f);
  EXPECT_EQ(code(DType::fp8e5m2, 480.0), 0x60);
  EXPECT_EQ(code(DType::fp8e5m2, 61439.0), 0x7b);
  EXPECT_EQ(code(DType::fp8e5m2, 61440.0), 0x7c);
  EXPECT_EQ(code(DType::fp8e5m2, -500.0), 0xe0);
  EXPECT_EQ(code(DType::fp8e5m2, 0x1p-10), 0x14);
}

TEST(Fp8, TypeFacts) {
  EXPECT_EQ(dtype_size(DType::fp8e4m3), 1u);
  EXPECT_EQ(dtype_suffix(DType::fp8e5m2), "f8e5m2");
  EXPECT_EQ(parse_dtype("fp8e4m3"), DType::fp8e4m3);
  EXPECT_TRUE(is_float(DType::fp8e4m3) && is_fp8(DType::fp8e5m2) && !is_fp8(DType::fp16));
  EXPECT_EQ(dtype_epsilon(DType::fp8e4m3), 0.125);
  EXPECT_EQ(dtype_epsilon(DType::fp8e5m2), 0.25);
  EXPECT_EQ(dtype_max(DType::fp8e4m3), 448.0);
  EXPECT_EQ(dtype_max(DType::fp8e5m2), 57344.0);
  EXPECT_EQ(dtype_min_normal(DType::fp8e4m3), 0x1p-6);
  EXPECT_EQ(dtype_min_subnormal(DType::fp8e5m2), 0x1p-16);
}

// A double just past a midpoint rounds up; through float it would first round onto the midpoint
// and tie to even (down): the conversion from double is exact.
TEST(Fp8, DoubleRoundsOnce) {
  uint8_t c;
  store_as(DType::fp8e4m3, &c, 1.0625 + 0x1p-40);  // 1.0625 is the midpoint of 1 and 1.125
  EXPECT_EQ(load_as(DType::fp8e4m3, &c), 1.125);
  store_as(DType::fp8e4m3, &c, 1.0625);
  EXPECT_EQ(load_as(DType::fp8e4m3, &c), 1.0);
}

}  // namespace
}  // namespace km
