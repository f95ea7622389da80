// SPDX-License-Identifier: Apache-2.0
// The counter-based RNG and the inputs drawn from it: every platform must see the same inputs.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstring>
#include <random>
#include <set>
#include <vector>

#include "core/rng.hpp"
#include "core/spec.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

using Block = std::array<uint32_t, 4>;

/// Independent Philox4x32-10 over the full 4-word counter and 2-word key (Random123 layout).
Block philox_ref(Block c, std::array<uint32_t, 2> k) {
  for (int r = 0; r < 10; ++r) {
    if (r) k = {k[0] + 0x9E3779B9u, k[1] + 0xBB67AE85u};
    uint64_t p0 = uint64_t{0xD2511F53u} * c[0], p1 = uint64_t{0xCD9E8D57u} * c[2];
    c = {uint32_t(p1 >> 32) ^ c[1] ^ k[0], uint32_t(p1), uint32_t(p0 >> 32) ^ c[3] ^ k[1],
         uint32_t(p0)};
  }
  return c;
}

TEST(Philox, KnownAnswerForZeroCounterAndKey) {
  EXPECT_EQ(philox4x32(0, 0), (Block{0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu, 0x9b00dbd8u}));
}

// The reference above must itself be right before it is used to check the word layout.
TEST(Philox, ReferenceMatchesRandom123KnownAnswers) {
  EXPECT_EQ(philox_ref({0, 0, 0, 0}, {0, 0}),
            (Block{0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu, 0x9b00dbd8u}));
  EXPECT_EQ(philox_ref({~0u, ~0u, ~0u, ~0u}, {~0u, ~0u}),
            (Block{0x408f276du, 0x41c83b0eu, 0xa20bc7c6u, 0x6d5451fdu}));
  EXPECT_EQ(
      philox_ref({0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u}, {0xa4093822u, 0x299f31d0u}),
      (Block{0xd16cfe09u, 0x94fdccebu, 0x5001e420u, 0x24126ea1u}));
}

// Counter words 0/1 are the low/high halves of the 64-bit counter, words 2/3 are zero, key words
// are the low/high halves of the key: any other layout changes every input on every platform.
TEST(Philox, WordLayoutOfCounterAndKey) {
  std::mt19937_64 gen(42);
  for (int i = 0; i < 1000; ++i) {
    uint64_t c = gen(), k = gen();
    ASSERT_EQ(philox4x32(c, k),
              philox_ref({uint32_t(c), uint32_t(c >> 32), 0, 0}, {uint32_t(k), uint32_t(k >> 32)}))
        << std::hex << c << " " << k;
  }
}

TEST(Philox, DeterministicAndSensitiveToBothArguments) {
  EXPECT_EQ(philox4x32(12345, 678), philox4x32(12345, 678));
  EXPECT_NE(philox4x32(12345, 678), philox4x32(12346, 678));
  EXPECT_NE(philox4x32(12345, 678), philox4x32(12345, 679));
  EXPECT_NE(philox4x32(1ull << 32, 0), philox4x32(1, 0));  // high counter word is used
  EXPECT_NE(philox4x32(0, 1ull << 32), philox4x32(0, 1));  // high key word is used
}

TEST(StreamKey, DependsOnOpSeedAndTensor) {
  uint64_t k = stream_key("relu", 101, "x");
  EXPECT_EQ(k, stream_key("relu", 101, "x"));
  EXPECT_NE(k, stream_key("gelu", 101, "x"));
  EXPECT_NE(k, stream_key("relu", 102, "x"));
  EXPECT_NE(k, stream_key("relu", 101, "y"));
  EXPECT_NE(stream_key("ab", 1, "c"), stream_key("a", 1, "bc"));  // op/tensor boundary is kept
  std::set<uint64_t> keys;
  for (uint64_t seed = 0; seed < 1000; ++seed) keys.insert(stream_key("op", seed, "t"));
  EXPECT_EQ(keys.size(), 1000u);
}

TEST(Uniform01, RangeAndMoments) {
  const uint64_t key = stream_key("uniform", 7, "u");
  const int n = 100000;
  double sum = 0, sumsq = 0, lo = 1, hi = 0;
  for (int i = 0; i < n; ++i) {
    double u = uniform01(key, i);
    ASSERT_GE(u, 0.0);
    ASSERT_LT(u, 1.0);
    sum += u;
    sumsq += u * u;
    lo = std::min(lo, u);
    hi = std::max(hi, u);
  }
  double mean = sum / n;
  EXPECT_NEAR(mean, 0.5, 0.005);  // ~5 standard errors
  EXPECT_NEAR(sumsq / n - mean * mean, 1.0 / 12, 0.002);
  EXPECT_LT(lo, 1e-3);
  EXPECT_GT(hi, 1 - 1e-3);
  EXPECT_EQ(uniform01(key, 5), uniform01(key, 5));
  EXPECT_NE(uniform01(key, 5), uniform01(key, 6));
}

TEST(StandardNormal, Moments) {
  const uint64_t key = stream_key("normal", 7, "z");
  const int n = 100000;
  double sum = 0, sumsq = 0;
  int within1 = 0;
  for (int i = 0; i < n; ++i) {
    double z = standard_normal(key, i);
    ASSERT_TRUE(std::isfinite(z));
    sum += z;
    sumsq += z * z;
    within1 += std::fabs(z) < 1;
  }
  double mean = sum / n;
  EXPECT_NEAR(mean, 0.0, 0.02);
  EXPECT_NEAR(std::sqrt(sumsq / n - mean * mean), 1.0, 0.02);
  EXPECT_NEAR(static_cast<double>(within1) / n, 0.6827, 0.01);
}

// The batched fill must give exactly the single-element values, from any start and end (odd
// offsets split a Box-Muller pair and a Philox block), and neighbours sharing a pair must not be
// correlated.
TEST(StandardNormal, BatchedFillEqualsSingleElements) {
  const uint64_t key = stream_key("normal", 11, "x");
  for (uint64_t begin : {0u, 1u, 2u, 3u, 5u, 1023u}) {
    for (uint64_t count : {1u, 2u, 3u, 7u, 64u}) {
      std::vector<double> out(count);
      standard_normals(key, begin, begin + count, out.data());
      for (uint64_t k = 0; k < count; ++k)
        ASSERT_EQ(out[k], standard_normal(key, begin + k)) << begin << "+" << k;
    }
  }
  const int pairs = 50000;
  std::vector<double> v(2 * pairs);
  standard_normals(key, 0, v.size(), v.data());
  double even_odd = 0, odd_next = 0;
  for (int p = 0; p < pairs; ++p) {
    even_odd += v[2 * p] * v[2 * p + 1];
    if (p + 1 < pairs) odd_next += v[2 * p + 1] * v[2 * p + 2];
  }
  EXPECT_NEAR(even_odd / pairs, 0.0, 0.02);  // 4.5 standard errors
  EXPECT_NEAR(odd_next / pairs, 0.0, 0.02);
}

class Inputs : public ::testing::Test {
 protected:
  Spec relu = load_spec(test::repo_path("operators/activation/relu.json"));
  Spec layer_norm = load_spec(test::repo_path("operators/normalization/layer_norm.json"));
  Spec embedding = load_spec(test::repo_path("operators/index/embedding.json"));
};

TEST_F(Inputs, IdenticalAcrossCallsDifferentAcrossSeeds) {
  Task t{&relu, DType::fp32};
  Bindings v = {{"n", 1000}};
  auto a = make_inputs(t, v, 101), b = make_inputs(t, v, 101), c = make_inputs(t, v, 102);
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(a[0].name, "x");
  EXPECT_EQ(a[0].shape, (std::vector<int64_t>{1000}));
  EXPECT_EQ(a[0].bytes.size(), 4000u);
  EXPECT_EQ(a[0].bytes, b[0].bytes);
  int same = 0;
  for (int64_t i = 0; i < 1000; ++i) same += a[0].at(i) == c[0].at(i);
  EXPECT_LT(same, 10);
}

// Element i depends only on (op, seed, tensor, i): a small case is a prefix of a large one.
TEST_F(Inputs, ElementsDoNotDependOnTheSize) {
  Task t{&relu, DType::bf16};
  auto small = make_inputs(t, {{"n", 7}}, 5), large = make_inputs(t, {{"n", 4099}}, 5);
  for (int64_t i = 0; i < 7; ++i) EXPECT_EQ(small[0].at(i), large[0].at(i)) << i;
}

// The documented recipe: (mean + std * normal(key(op, seed, tensor), i)) * 2^u, rounded to the
// dtype.
TEST_F(Inputs, FollowTheDocumentedStream) {
  Task t{&relu, DType::fp32};
  auto in = make_inputs(t, {{"n", 64}}, 303);
  double scale = std::exp2(2.0 * uniform01(stream_key("relu", 303, "scale:x"), 0) - 1.0);
  EXPECT_GE(scale, 0.5);
  EXPECT_LE(scale, 2.0);
  uint64_t key = stream_key("relu", 303, "x");
  for (int64_t i = 0; i < 64; ++i)
    EXPECT_EQ(in[0].at(i), static_cast<float>((0.25 + standard_normal(key, i)) * scale)) << i;
}

// Large tensors are filled in blocks on several threads: every element, on both sides of each
// block edge and at the ragged end, is still the documented stream's.
TEST_F(Inputs, BlockedFillFollowsTheStreamEverywhere) {
  Task t{&relu, DType::fp32};
  const int64_t n = (int64_t{1} << 18) + 12345;
  auto in = make_inputs(t, {{"n", static_cast<double>(n)}}, 303);
  double scale = std::exp2(2.0 * uniform01(stream_key("relu", 303, "scale:x"), 0) - 1.0);
  uint64_t key = stream_key("relu", 303, "x");
  for (int64_t i = 0; i < n; ++i)
    ASSERT_EQ(in[0].at(i), static_cast<float>((0.25 + standard_normal(key, i)) * scale)) << i;
}

TEST_F(Inputs, TensorsOfOneCaseUseSeparateStreams) {
  Task t{&layer_norm, DType::fp32};
  auto in = make_inputs(t, {{"rows", 1}, {"d", 64}, {"eps", 1e-5}}, 1);
  ASSERT_EQ(in.size(), 3u);
  EXPECT_NE(in[1].bytes, in[2].bytes);  // w and b have the same shape but other keys
  for (int64_t i = 0; i < 64; ++i) {
    double w = in[1].at(i);  // uniform [0.5, 1.5] times 2^u, u in [-1, 1]
    EXPECT_GE(w, 0.25);
    EXPECT_LE(w, 3.0);
  }
}

TEST_F(Inputs, IntInitStaysInRangeAndCoversIt) {
  Task t{&embedding, DType::fp32};
  auto in = make_inputs(t, {{"n", 5000}, {"v", 7}, {"d", 1}}, 11);
  const HostTensor& idx = in[1];
  ASSERT_EQ(idx.dtype, DType::i64);
  ASSERT_EQ(idx.bytes.size(), 5000u * 8);
  std::set<int64_t> seen;
  for (int64_t i = 0; i < idx.numel(); ++i) {
    int64_t v;
    std::memcpy(&v, idx.bytes.data() + i * 8, 8);
    ASSERT_GE(v, 0);
    ASSERT_LE(v, 6);
    seen.insert(v);
  }
  EXPECT_EQ(seen.size(), 7u);  // both ends of [lo, hi] are reachable
}

// A zero tensor would let a kernel that ignores its input pass.
TEST_F(Inputs, NoFloatInputIsAllZero) {
  for (const Spec* s : {&relu, &layer_norm, &embedding}) {
    for (DType dt : s->dtypes) {
      Task t{s, dt};
      for (const ShapeCase& c : s->shapes.at("small")) {
        for (const HostTensor& h : make_inputs(t, c.values, 101)) {
          if (!is_float(h.dtype)) continue;
          bool any = false;
          for (int64_t i = 0; i < h.numel() && !any; ++i) any = h.at(i) != 0;
          EXPECT_TRUE(any) << t.name() << " " << h.name << " " << describe_case(*s, c.values);
        }
      }
    }
  }
}

TEST_F(Inputs, OutputsAreZeroFilledShells) {
  Task t{&layer_norm, DType::fp16};
  auto out = make_outputs(t, {{"rows", 3}, {"d", 17}, {"eps", 1e-5}});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].name, "y");
  EXPECT_EQ(out[0].dtype, DType::fp16);
  EXPECT_EQ(out[0].shape, (std::vector<int64_t>{3, 17}));
  EXPECT_EQ(out[0].bytes, std::vector<unsigned char>(3 * 17 * 2, 0));
}

}  // namespace
}  // namespace km
