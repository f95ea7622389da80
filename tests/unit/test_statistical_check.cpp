// SPDX-License-Identifier: Apache-2.0
// The `statistical` check (docs/spec-format.md, "Random outputs"): the element rule of each dist,
// the distribution tests and their bounds, the independence tests (rows, columns, another seed);
// spec errors name the file and field; the ABI text states the seed contract.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/compare_statistical.hpp"
#include "core/platform.hpp"
#include "core/spec.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

using json = nlohmann::json;
using Dist = TensorSpec::Statistical::Dist;

struct Draw {
  std::vector<float> v;
  OutputView view() const {
    return {"y", DType::fp32, reinterpret_cast<const unsigned char*>(v.data()),
            static_cast<int64_t>(v.size())};
  }
};

RefTensor params(int64_t n, double value, double scale) {
  RefTensor t{{n}, std::vector<double>(n, value), std::vector<double>(n, scale)};
  return t;
}

Comparison judge(const Draw& d, const RefTensor& e, Dist dist, int64_t row,
                 const OutputView* other = nullptr, const OutputView* by = nullptr) {
  StatisticalInputs in;
  in.stat.dist = dist;
  in.row = row;
  in.other = other;
  in.by = by;
  return compare_statistical(d.view(), e, in, TolerancePolicy{}, nullptr);
}

Draw bernoulli(int64_t n, double q, uint64_t seed) {
  std::mt19937_64 g(seed);
  std::uniform_real_distribution<double> u(0, 1);
  Draw d;
  for (int64_t i = 0; i < n; ++i) d.v.push_back(u(g) < q ? 1.0f : 0.0f);
  return d;
}

TEST(StatisticalCheck, Bounds) {
  // n = 2^16 fair draws: sigma 128, the bound 6.5 sigma (a 1e-9 false-alarm rate).
  EXPECT_NEAR(bernstein_bound(65536 * 0.25), 845, 2);
  EXPECT_NEAR(dkw_bound(65536), 0.0128, 1e-4);
}

TEST(StatisticalCheck, BernoulliRateAndSupport) {
  const int64_t n = 1 << 18;
  EXPECT_TRUE(judge(bernoulli(n, 0.5, 1), params(n, 1, 0.5), Dist::bernoulli, 512).ok());
  // A rate 2% low (0.49): 2621 fewer successes where the bound is 1681.
  Comparison low = judge(bernoulli(n, 0.49, 2), params(n, 1, 0.5), Dist::bernoulli, 512);
  EXPECT_FALSE(low.ok());
  EXPECT_NE(low.report().find("successes"), std::string::npos) << low.report();
  Draw two = bernoulli(64, 0.5, 3);
  two.v[5] = 2;  // neither 0 nor the value of a success
  Comparison bad = judge(two, params(64, 1, 0.5), Dist::bernoulli, 8);
  EXPECT_EQ(bad.failed, 1);
  EXPECT_NE(bad.report().find("outside the bernoulli draw's support"), std::string::npos);
}

TEST(StatisticalCheck, IndependenceOfRowsColumnsAndSeeds) {
  const int64_t rows = 64, d = 256, n = rows * d;
  Draw row = bernoulli(d, 0.5, 4), reused;
  for (int64_t r = 0; r < rows; ++r) reused.v.insert(reused.v.end(), row.v.begin(), row.v.end());
  Comparison c = judge(reused, params(n, 1, 0.5), Dist::bernoulli, d);
  EXPECT_NE(c.report().find("agreement of rows"), std::string::npos) << c.report();
  Draw pairs = bernoulli(n, 0.5, 5);
  for (int64_t i = 0; i + 1 < n; i += 2) pairs.v[i + 1] = pairs.v[i];  // one draw, two columns
  c = judge(pairs, params(n, 1, 0.5), Dist::bernoulli, d);
  EXPECT_NE(c.report().find("agreement of columns"), std::string::npos) << c.report();
  Draw first = bernoulli(n, 0.5, 6), second = bernoulli(n, 0.5, 7);
  const OutputView same = first.view(), other = second.view();
  c = judge(first, params(n, 1, 0.5), Dist::bernoulli, d, &same);
  EXPECT_NE(c.report().find("another seed"), std::string::npos) << c.report();
  EXPECT_TRUE(judge(first, params(n, 1, 0.5), Dist::bernoulli, d, &other).ok());
}

TEST(StatisticalCheck, ExponentialPoissonUniformScaled) {
  const int64_t n = 1 << 16;
  std::mt19937_64 g(8);
  Draw e, inverted, pois, uni;
  std::exponential_distribution<double> rate(2.5), inv(1 / 2.5);
  std::poisson_distribution<int> po(3.5);
  std::uniform_real_distribution<double> u(0.1, 0.4);
  for (int64_t i = 0; i < n; ++i) {
    e.v.push_back(static_cast<float>(rate(g)));
    inverted.v.push_back(static_cast<float>(inv(g)));
    pois.v.push_back(static_cast<float>(po(g)));
    uni.v.push_back(static_cast<float>(u(g)));
  }
  EXPECT_TRUE(judge(e, params(n, 0.4, 2.5), Dist::exponential, 256).ok());
  Comparison ks = judge(inverted, params(n, 0.4, 2.5), Dist::exponential, 256);
  EXPECT_NE(ks.report().find("Kolmogorov-Smirnov"), std::string::npos) << ks.report();
  EXPECT_TRUE(judge(pois, params(n, 3.5, 3.5), Dist::poisson, 256).ok());
  EXPECT_FALSE(judge(pois, params(n, 3.0, 3.0), Dist::poisson, 256).ok());  // total off
  pois.v[3] = 1.5f;
  EXPECT_EQ(judge(pois, params(n, 3.5, 3.5), Dist::poisson, 256).failed, 1);  // not an integer
  EXPECT_TRUE(judge(uni, params(n, 0.1, 0.4), Dist::uniform, 256).ok());
  EXPECT_FALSE(judge(uni, params(n, 0.1, 0.3), Dist::uniform, 256).ok());  // outside [lo, hi]
  // scaled: y is the reference's value times the mask, element for element.
  Draw mask = bernoulli(64, 0.5, 9), y, unscaled;
  for (float m : mask.v) y.v.push_back(m * 2.0f), unscaled.v.push_back(m);
  const OutputView by = mask.view();
  EXPECT_TRUE(judge(y, params(64, 2.0, 0), Dist::scaled, 8, nullptr, &by).ok());
  EXPECT_FALSE(judge(unscaled, params(64, 2.0, 0), Dist::scaled, 8, nullptr, &by).ok());
}

json dropout_spec() {
  return json::parse(test::read_file(test::repo_path("operators/random/dropout.json")));
}
void expect_error(const json& j, const std::string& field, const std::string& problem) {
  test::TempDir tmp;
  auto file = tmp.path() / "random" / "dropout.json";
  test::write_file(file, j.dump(2));
  try {
    load_spec(file);
    FAIL() << "no SpecError for " << field;
  } catch (const SpecError& e) {
    EXPECT_EQ(e.file, file.generic_string());
    EXPECT_EQ(e.field, field) << e.what();
    EXPECT_NE(std::string(e.what()).find(problem), std::string::npos) << e.what();
  }
}

TEST(StatisticalCheck, SpecErrorsNameFileAndField) {
  json missing = dropout_spec();
  missing["outputs"][0].erase("statistical");
  expect_error(missing, "outputs[0].statistical", "missing");
  json unknown = dropout_spec();
  unknown["outputs"][1]["statistical"]["dist"] = "gaussian";
  expect_error(unknown, "outputs[1].statistical.dist", "'gaussian' is not one of bernoulli");
  json unused = dropout_spec();
  unused["outputs"][1]["check"] = "exact";
  expect_error(unused, "outputs[0].statistical.by", "'mask' is not another random output");
  json stray = dropout_spec();
  stray["outputs"][0]["check"] = "tolerance";
  expect_error(stray, "outputs[0].statistical", "has no use: the output's check is not statistical");
  json by = dropout_spec();
  by["outputs"][0]["statistical"]["by"] = "x";
  expect_error(by, "outputs[0].statistical.by", "'x' is not another random output");
  json seedless = dropout_spec();
  seedless["params"].erase(1);
  expect_error(seedless, "params", "needs an i64 param 'seed' with a range");
  json fixed = dropout_spec();
  fixed["params"][1].erase("range");
  expect_error(fixed, "params.seed", "must be an i64 param with a range");
}

TEST(StatisticalCheck, AbiTellsTheSeedContract) {
  test::TempDir tmp;
  auto file = tmp.path() / "random" / "dropout.json";
  test::write_file(file, dropout_spec().dump(2));
  Spec s = load_spec(file);
  ASSERT_TRUE(s.random());
  Task t{&s, DType::fp16};
  EXPECT_EQ(check_of(t, s.outputs[1]), CheckKind::statistical);  // a bool output, not exact
  std::string text = task_contract(t);
  for (size_t at; (at = text.find("\n * ")) != std::string::npos;) text.replace(at, 4, " ");
  EXPECT_NE(text.find("This op is random"), std::string::npos) << text;
  EXPECT_NE(text.find("the same call twice gives the same bits"), std::string::npos) << text;
  EXPECT_NE(text.find("Output mask is random (check statistical)"), std::string::npos) << text;
  EXPECT_EQ(text.find("Output mask is judged exactly"), std::string::npos) << text;
}

}  // namespace
}  // namespace km
