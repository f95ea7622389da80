// SPDX-License-Identifier: Apache-2.0
// Spec v2 cases: the drawn set (remainders, ranges, constraints, params) and input variants
// (replaced distributions, planted special values), as a kernel will see them.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <tuple>

#include "core/spec.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

Spec spec_of(const char* rel) {
  return load_spec(test::repo_path(rel));
}

TEST(DrawnCases, EverySizeTakesEveryRemainderMod16) {
  Spec mm = spec_of("operators/matmul/matmul.json");
  for (uint64_t seed : {101u, 202u, 303u}) {
    std::vector<ShapeCase> cases = drawn_cases(mm, seed);
    ASSERT_EQ(cases.size(), 16u);
    for (const auto& [size, range] : mm.draw.ranges) {
      std::set<int64_t> rem;
      for (const ShapeCase& c : cases) {
        auto v = static_cast<int64_t>(c.values.at(size));
        EXPECT_GE(v, range.first);
        EXPECT_LE(v, range.second);
        rem.insert(v % 16);
        EXPECT_EQ(c.set, "drawn");
      }
      EXPECT_EQ(rem.size(), 16u) << size << " seed " << seed;
    }
  }
}

// A run shares the 16 cases out among its seeds (5, 5 and 6 for three): still every remainder.
TEST(DrawnCases, SharedOutAmongSeedsStillCoverEveryRemainder) {
  Spec mm = spec_of("operators/matmul/matmul.json");
  std::vector<ShapeCase> all;
  for (auto [seed, first, count] : {std::tuple{101u, 0, 5}, {202u, 5, 5}, {303u, 10, 6}})
    for (ShapeCase& c : drawn_cases(mm, seed, first, count)) all.push_back(c);
  ASSERT_EQ(all.size(), 16u);
  for (const auto& [size, range] : mm.draw.ranges) {
    std::set<int64_t> rem;
    for (const ShapeCase& c : all) rem.insert(static_cast<int64_t>(c.values.at(size)) % 16);
    EXPECT_EQ(rem.size(), 16u) << size;
  }
  EXPECT_EQ(all[5].index, 5);  // case indices stay the set's own
}

TEST(DrawnCases, DeterministicPerSeedAndDifferentAcrossSeeds) {
  Spec mm = spec_of("operators/matmul/matmul.json");
  auto a = drawn_cases(mm, 101), b = drawn_cases(mm, 101), c = drawn_cases(mm, 202);
  int same = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].values, b[i].values);
    same += a[i].values == c[i].values;
  }
  EXPECT_LT(same, 2);
}

TEST(DrawnCases, ConstraintsAndShapesHold) {
  Spec pool = spec_of("operators/pooling/max_pool2d.json");
  for (uint64_t seed = 1; seed <= 20; ++seed)
    for (const ShapeCase& c : drawn_cases(pool, seed)) {
      EXPECT_GE(c.values.at("h"), c.values.at("k"));
      EXPECT_GE(c.values.at("w"), c.values.at("k"));
      EXPECT_TRUE(case_is_valid(pool, c.values));
    }
}

TEST(DrawnCases, ParamsAreDrawnFromTheirRanges) {
  Spec gemm = spec_of("operators/matmul/gemm.json");
  std::set<double> alphas;
  for (const ShapeCase& c : drawn_cases(gemm, 7)) {
    EXPECT_GE(c.values.at("alpha"), -2.0);
    EXPECT_LE(c.values.at("alpha"), 2.0);
    EXPECT_GE(c.values.at("beta"), -1.0);
    EXPECT_LE(c.values.at("beta"), 1.0);
    alphas.insert(c.values.at("alpha"));
  }
  EXPECT_GT(alphas.size(), 10u);  // a kernel hard-coding alpha = 1.5 cannot pass
  // Drawn values are part of the case's description, so its repro line reruns them.
  ShapeCase c = drawn_cases(gemm, 7).front();
  EXPECT_NE(describe_case(gemm, c.values).find("alpha="), std::string::npos);
  EXPECT_EQ(parse_case(gemm, describe_case(gemm, c.values)), c.values);
}

std::filesystem::path write_spec(const test::TempDir& tmp, const std::string& shape,
                                 const std::string& draw) {
  std::string text = R"({"name": "odd", "category": "t", "source": "llm", "description": "d",
    "semantics": "y = x", "dtypes": ["fp32"], "sizes": ["n", "m"],
    "inputs": [{"name": "x", "shape": ["n"], "init": {"dist": "normal", "mean": 0, "std": 1}}],
    "outputs": [{"name": "y", "shape": [)" +
                     shape + R"(]}],
    "shapes": {"small": [{"n": 4, "m": 3}], "heldout": [{"n": 4, "m": 3}], "bench": [{"n": 4, "m": 3}]},
    "draw": )" + draw +
                     R"(, "flops": "n"})";
  auto file = tmp.path() / "t" / "odd.json";
  test::write_file(file, text);
  return file;
}

// A spec whose shape divides by zero for a drawn value: the case is kept, so the harness meets
// the error and reports it (HARNESS_ERROR), instead of the case vanishing from the plan.
TEST(DrawnCases, ACaseTheSpecCannotEvaluateIsKept) {
  test::TempDir tmp;
  Spec s = load_spec(
      write_spec(tmp, R"x("n / (m - 2)")x", R"x({"ranges": {"n": [4, 4], "m": [2, 2]}})x"));
  std::vector<ShapeCase> cases = drawn_cases(s, 1);
  ASSERT_EQ(cases.size(), 16u);
  Task t{&s, DType::fp32};
  EXPECT_THROW(make_outputs(t, cases[0].values), ExprError);
}

TEST(DrawnCases, UnsatisfiableConstraintsNameDraw) {
  test::TempDir tmp;
  Spec s = load_spec(
      write_spec(tmp, R"("n")", R"({"ranges": {"n": [1, 4], "m": [1, 4]}, "where": ["n > 10"]})"));
  try {
    drawn_cases(s, 1);
    FAIL() << "no SpecError";
  } catch (const SpecError& e) {
    EXPECT_EQ(e.field, "draw");
  }
}

// A where clause divides as the shapes do, in integers: with n = 5, "n / 2 >= 3" is false (5 / 2
// is 2), where real division let it through (2.5): batch B5 found a case its clause meant to drop.
TEST(DrawnCases, WhereDividesInIntegers) {
  test::TempDir tmp;
  Spec s = load_spec(write_spec(tmp, R"("n")", R"({"ranges": {"n": [5, 5], "m": [1, 1]}, "where": ["n / 2 >= 2"]})"));
  EXPECT_TRUE(case_is_valid(s, {{"n", 5}}));
  Spec t = load_spec(write_spec(tmp, R"("n")", R"({"ranges": {"n": [5, 6], "m": [1, 1]}, "where": ["n / 2 >= 3"]})"));
  EXPECT_FALSE(case_is_valid(t, {{"n", 5}}));
  EXPECT_TRUE(case_is_valid(t, {{"n", 6}}));
}

TEST(InputVariants, PlantedSpecialsAreThereAndDeterministic) {
  Spec relu = spec_of("operators/activation/relu.json");
  const InputVariant* v = relu.variant("specials");
  ASSERT_NE(v, nullptr);
  Task t{&relu, DType::fp32};
  Bindings n = {{"n", 4099}};
  auto a = make_inputs(t, n, 101, v), b = make_inputs(t, n, 101, v), plain = make_inputs(t, n, 101);
  EXPECT_EQ(a[0].bytes, b[0].bytes);
  int nan = 0, pinf = 0, ninf = 0, negzero = 0, changed = 0;
  for (int64_t i = 0; i < a[0].numel(); ++i) {
    double x = a[0].at(i);
    nan += std::isnan(x);
    pinf += x == INFINITY;
    ninf += x == -INFINITY;
    negzero += x == 0 && std::signbit(x);
    changed += a[0].at(i) != plain[0].at(i) && !(std::isnan(x) && std::isnan(plain[0].at(i)));
  }
  EXPECT_GT(nan, 0);
  EXPECT_GT(pinf, 0);
  EXPECT_GT(ninf, 0);
  EXPECT_GT(negzero, 0);
  EXPECT_LE(changed, 4099 / 64 + 1);  // the rest of the tensor is the plain distribution
  // Even a one-element tensor gets a special value.
  auto one = make_inputs(t, {{"n", 1}}, 5, v);
  EXPECT_FALSE(std::isfinite(one[0].at(0)) && one[0].at(0) != 0);
}

TEST(InputVariants, InitReplacesTheDistribution) {
  Spec ln = spec_of("operators/normalization/layer_norm.json");
  Task t{&ln, DType::fp32};
  Bindings v = {{"rows", 4}, {"d", 1000}, {"eps", 1e-5}};
  auto in = make_inputs(t, v, 3, ln.variant("offset"));
  double mean = 0;
  for (int64_t i = 0; i < in[0].numel(); ++i) mean += in[0].at(i);
  mean /= static_cast<double>(in[0].numel());
  EXPECT_NEAR(mean, 3000.0, 0.5);
  EXPECT_EQ(in[1].bytes, make_inputs(t, v, 3)[1].bytes);  // w keeps the spec's distribution
}

}  // namespace
}  // namespace km
