// SPDX-License-Identifier: Apache-2.0
// Point references (sampled checking of GPU-sized cases): at any position they must give the
// bits of the op's full reference, and the sampled comparison must catch what the full one does.
#include <gtest/gtest.h>

#include <random>

#include "core/compare.hpp"
#include "core/prepared_case.hpp"
#include "core/reference_registry.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

void expect_same_bits_as_full(const char* spec_path, DType dt, const Bindings& v) {
  Spec spec = load_spec(test::repo_path(spec_path));
  Task t{&spec, dt};
  PointReferenceFn point = find_point_reference(spec.name);
  ASSERT_NE(point, nullptr) << spec.name;
  auto in = make_inputs(t, v, 77);
  auto full = run_reference(t, v, in);
  PointContext ctx;
  ctx.op = spec.name;
  for (const HostTensor& h : in)
    ctx.inputs.emplace(h.name, StoredView(h.dtype, h.bytes.data(), h.shape));
  for (const std::string& s : spec.sizes) ctx.sizes[s] = static_cast<int64_t>(v.at(s));
  for (const ParamSpec& p : spec.params) ctx.params[p.name] = v.at(p.name);
  std::mt19937_64 rng(5);
  std::vector<int64_t> at = sample_positions(static_cast<int64_t>(full[0].values.size()), 300, rng);
  std::vector<double> got(at.size());
  point(ctx, 0, at, got.data());
  for (size_t s = 0; s < at.size(); ++s)
    ASSERT_EQ(got[s], full[0].values[static_cast<size_t>(at[s])]) << spec.name << " at " << at[s];
}

TEST(PointReference, MatmulFamilyGivesTheFullReferencesBits) {
  // Past the tiled walk's 16 MiB switch too (k * n * 8 > 16 MiB), with odd edges.
  expect_same_bits_as_full("operators/matmul/matmul.json", DType::fp32,
                           {{"m", 67}, {"n", 2100}, {"k", 1031}});
  expect_same_bits_as_full("operators/matmul/matmul.json", DType::bf16,
                           {{"m", 5}, {"n", 33}, {"k", 17}});
  expect_same_bits_as_full("operators/matmul/bmm.json", DType::fp32,
                           {{"batch", 3}, {"m", 9}, {"n", 31}, {"k", 65}});
  expect_same_bits_as_full("operators/matmul/gemm.json", DType::fp32,
                           {{"m", 40}, {"n", 50}, {"k", 70}, {"alpha", 0.75}, {"beta", -1.25}});
}

TEST(PointReference, SamplesIncludeTheTailAndStayInRange) {
  std::mt19937_64 rng(1);
  auto at = sample_positions(1000000, 64, rng);
  ASSERT_EQ(at.size(), 64u);
  EXPECT_EQ(at[0], 0);
  EXPECT_EQ(at[8], 999999);  // the last element is always judged
  for (int64_t i : at) {
    EXPECT_GE(i, 0);
    EXPECT_LT(i, 1000000);
  }
  EXPECT_EQ(sample_positions(5, 64, rng).size(), 5u);  // small outputs: every element
}

TEST(PointReference, SampledComparisonCatchesAWrongElement) {
  std::vector<float> got = {1.0f, 2.0f, 3.0f, 4.0f};
  OutputView view{"C", DType::fp32, reinterpret_cast<const unsigned char*>(got.data()), 4};
  TolerancePolicy pol;
  pol.out = DType::fp32;
  pol.ulp = 2;
  EXPECT_TRUE(compare_sampled(view, {1, 3}, {2.0, 4.0}, pol).ok());
  Comparison bad = compare_sampled(view, {0, 2}, {1.0, 3.5}, pol);
  EXPECT_FALSE(bad.ok());
  EXPECT_EQ(bad.failed, 1);
  EXPECT_EQ(bad.first[0].index, 2);
}

}  // namespace
}  // namespace km
