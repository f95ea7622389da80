// SPDX-License-Identifier: Apache-2.0
// The `quantized` check (docs/spec-format.md, "the +-1-quantum rule"): the reference's rounding
// exactly, or its other neighbour only where the unrounded value lies within the tolerance of a
// rounding boundary; its spec errors name the file and field; the ABI text states the rule.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/compare.hpp"
#include "core/platform.hpp"
#include "core/spec.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

using json = nlohmann::json;

HostTensor int8s(const std::vector<double>& v) {
  HostTensor h;
  h.name = "q";
  h.dtype = DType::i8;
  h.shape = {static_cast<int64_t>(v.size())};
  h.bytes.resize(v.size());
  for (size_t i = 0; i < v.size(); ++i) store_as(DType::i8, h.bytes.data() + i, v[i]);
  return h;
}

/// The reference of u as quant_util.hpp writes it: clamp(round half even(u)) and u itself.
RefTensor quantised(const std::vector<double>& u) {
  RefTensor t{{static_cast<int64_t>(u.size())}, {}, u};
  for (double x : u) t.values.push_back(std::fmin(std::fmax(std::nearbyint(x), -128), 127));
  return t;
}

TolerancePolicy quant_policy(double ulp) {
  TolerancePolicy p;
  p.check = CheckKind::quantized;
  p.out = DType::i8;
  p.ulp = ulp;
  return p;
}

const double kEps = std::ldexp(1.0, -23);

// ulp 1: the window is (1 + 4) eps * |u|; at u = 40.5 that is 5 * 40.5 eps.
TEST(QuantizedCheck, OtherNeighbourOnlyWithinTheWindowOfABoundary) {
  const double w = 5 * kEps * 40.5;
  const std::vector<double> u = {40.5 - 0.5 * w, 40.5 + 0.5 * w, 40.5 - 2 * w, 12.2, -3.5};
  const RefTensor ref = quantised(u);  // 40, 41, 40, 12, -4 (ties to even)
  ASSERT_EQ(ref.values[1], 41);
  Comparison honest = compare_tensor(int8s(ref.values), ref, quant_policy(1));
  EXPECT_TRUE(honest.ok()) << honest.report();
  EXPECT_EQ(honest.quantum, 0);

  // The other neighbour inside the window (41, 40) and at the exact tie (-3): allowed, counted.
  Comparison near = compare_tensor(int8s({41, 40, 40, 12, -3}), ref, quant_policy(1));
  EXPECT_TRUE(near.ok()) << near.report();
  EXPECT_EQ(near.quantum, 3);
  // Twice the window away from the boundary, or off by one away from any boundary: wrong.
  Comparison far = compare_tensor(int8s({40, 41, 41, 13, -4}), ref, quant_policy(1));
  EXPECT_EQ(far.failed, 2) << far.report();
  EXPECT_EQ(far.quantum, 0);
  EXPECT_NE(far.report().find("check quantized"), std::string::npos) << far.report();
  // Off by two is never a neighbour.
  EXPECT_EQ(compare_tensor(int8s({42, 41, 40, 12, -4}), ref, quant_policy(1)).failed, 1);
}

TEST(QuantizedCheck, TruncationFailsAndSaturationIsJudgedAfterClamping) {
  const std::vector<double> u = {3.7, -3.7, 2.2, -2.2, 300.2, -127.5, -128.5, 127.5, -1e6};
  const RefTensor ref = quantised(u);
  std::vector<double> trunc;
  for (double x : u) trunc.push_back(std::fmin(std::fmax(std::trunc(x), -128), 127));
  EXPECT_EQ(compare_tensor(int8s(trunc), ref, quant_policy(1)).failed, 2);  // 3.7 and -3.7
  // -127.5 may go to -127 or -128; -128.5 and 127.5 clamp both neighbours to the same value.
  Comparison sat =
      compare_tensor(int8s({4, -4, 2, -2, 127, -127, -128, 127, -128}), ref, quant_policy(1));
  EXPECT_TRUE(sat.ok()) << sat.report();
  // A kernel that wraps instead of saturating: 300 -> 44.
  EXPECT_EQ(
      compare_tensor(int8s({4, -4, 2, -2, 44, -128, -128, 127, -128}), ref, quant_policy(1)).failed,
      1);
}

TEST(QuantizedCheck, WithoutUnroundedValuesItIsExact) {
  RefTensor ref = quantised({40.5, 7.0});
  ref.scale.clear();
  Comparison c = compare_tensor(int8s({41, 7}), ref, quant_policy(1));
  EXPECT_EQ(c.failed, 1);
  EXPECT_EQ(c.quantum, 0);
}

TEST(QuantizedCheck, ReductionWidensTheWindow) {
  // ulp 0 and K = 100: window 4 * eps * 10 * |u|.
  TolerancePolicy p = quant_policy(0);
  p.reduction = 100;
  const double w = 40 * kEps * 10.5;
  const RefTensor ref = quantised({10.5 - 0.9 * w, 10.5 - 1.1 * w});
  EXPECT_EQ(compare_tensor(int8s({11, 11}), ref, p).failed, 1);
}

json dynamic_spec() {
  return json::parse(
      test::read_file(test::repo_path("operators/quantization/scaled_int8_quant_dynamic.json")));
}
std::filesystem::path write_spec(const test::TempDir& tmp, const json& j) {
  auto file = tmp.path() / "quantization" / "scaled_int8_quant_dynamic.json";
  test::write_file(file, j.dump(2));
  return file;
}
void expect_error(const json& j, const std::string& field, const std::string& problem) {
  test::TempDir tmp;
  auto file = write_spec(tmp, j);
  try {
    load_spec(file);
    FAIL() << "no SpecError for " << field;
  } catch (const SpecError& e) {
    EXPECT_EQ(e.file, file.generic_string());
    EXPECT_EQ(e.field, field) << e.what();
    EXPECT_NE(std::string(e.what()).find(problem), std::string::npos) << e.what();
  }
}

TEST(QuantizedCheck, SpecErrorsNameFileAndField) {
  json fl = dynamic_spec();
  fl["outputs"][1]["check"] = "quantized";  // s is fp32
  expect_error(fl, "outputs[1].check", "cannot be quantized: output 's' is fp32");
  json b8 = dynamic_spec();
  b8["outputs"][0]["dtype"] = "bool";
  expect_error(b8, "outputs[0].check", "cannot be quantized: output 'q' is bool");
  json unknown = dynamic_spec();
  unknown["outputs"][0]["check"] = "quantised";
  expect_error(unknown, "outputs[0].check", "is not one of tolerance, exact, selection, quantized, statistical");
}

TEST(QuantizedCheck, LoadsWithItsToleranceAndTellsTheContract) {
  test::TempDir tmp;
  Spec s = load_spec(write_spec(tmp, dynamic_spec()));
  ASSERT_EQ(s.outputs[0].check, CheckKind::quantized);
  ASSERT_TRUE(s.outputs[0].tolerance.has_value());
  EXPECT_EQ(s.outputs[0].tolerance->ulp, 4);
  Task t{&s, DType::fp16};
  EXPECT_EQ(check_of(t, s.outputs[0]), CheckKind::quantized);
  std::string text = task_contract(t);
  for (size_t at; (at = text.find("\n * ")) != std::string::npos;) text.replace(at, 4, " ");
  EXPECT_NE(text.find("Output q is quantised (check quantized)"), std::string::npos) << text;
  EXPECT_NE(text.find("ties to even"), std::string::npos) << text;
  EXPECT_EQ(text.find("Output q is judged exactly"), std::string::npos) << text;
}

}  // namespace
}  // namespace km
