// SPDX-License-Identifier: Apache-2.0
// fp8 outputs are judged in their own ulps (compare.cpp): the reference's rounding exactly, or the
// other neighbour where the reference's double lies within fp32 error of a midpoint; NaN matches
// NaN only; the check defaults to quantized and refuses `tolerance` (spec error naming the field).
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

HostTensor fp8s(DType t, const std::vector<double>& v) {
  HostTensor h;
  h.name = "q";
  h.dtype = t;
  h.shape = {static_cast<int64_t>(v.size())};
  h.bytes.resize(v.size());
  for (size_t i = 0; i < v.size(); ++i) store_as(t, h.bytes.data() + i, v[i]);
  return h;
}

TolerancePolicy fp8_policy(DType t, double ulp) {
  TolerancePolicy p;
  p.check = CheckKind::quantized;
  p.out = t;
  p.ulp = ulp;
  return p;
}

Comparison judge(DType t, const std::vector<double>& got, const std::vector<double>& u) {
  return compare_tensor(fp8s(t, got), RefTensor{{static_cast<int64_t>(u.size())}, u},
                        fp8_policy(t, 1));
}

const double kEps = std::ldexp(1.0, -23);

TEST(Fp8Check, TheOtherNeighbourOnlyAtAMidpoint) {
  // e4m3 between 1 and 1.125 the midpoint is 1.0625; the window at ulp 1 is 5 eps32 |u|.
  const double w = 5 * kEps * 1.0625;
  const std::vector<double> u = {1.0625, 1.0625 + 0.5 * w, 1.0625 + 3 * w, 3.45, -3.45, 2.0};
  EXPECT_TRUE(judge(DType::fp8e4m3, u, u).ok());  // the exact rounding of each
  Comparison near = judge(DType::fp8e4m3, {1.125, 1.0, 1.125, 3.5, -3.5, 2.0}, u);
  EXPECT_TRUE(near.ok()) << near.report();
  EXPECT_EQ(near.quantum, 2);
  // Three windows past the midpoint, only 1.125 is right; truncation (3.25 for 3.45) fails.
  Comparison bad = judge(DType::fp8e4m3, {1.0, 1.0, 1.0, 3.25, -3.25, 2.0}, u);
  EXPECT_EQ(bad.failed, 3) << bad.report();
  EXPECT_NE(bad.report().find("check quantized"), std::string::npos);
  // Off by two codes is never a neighbour, even at a midpoint.
  EXPECT_EQ(judge(DType::fp8e4m3, {1.25, 1.0, 1.125, 3.5, -3.5, 2.0}, u).failed, 1);
}

TEST(Fp8Check, OverflowNaNAndFormats) {
  // e4m3 saturates past 448 (torch); a NaN written for an overflow fails; NaN must match NaN.
  const std::vector<double> u = {500.0, -1e6, NAN, 0.3};
  EXPECT_TRUE(judge(DType::fp8e4m3, {448, -448, NAN, 0.3}, u).ok());
  EXPECT_EQ(judge(DType::fp8e4m3, {NAN, -448, NAN, 0.3}, u).failed, 1);
  EXPECT_EQ(judge(DType::fp8e4m3, {448, -448, 0.0, 0.3}, u).failed, 1);
  // e5m2 overflows to inf; 448 written as e4m3 saturation fails there.
  EXPECT_TRUE(judge(DType::fp8e5m2, {512, -INFINITY, NAN, 0.3}, {500.0, -1e6, NAN, 0.3}).ok());
  EXPECT_EQ(judge(DType::fp8e5m2, {448, -57344, NAN, 0.3}, {500.0, -1e6, NAN, 0.3}).failed, 2);
  // At e5m2's overflow midpoint 61440 (ties to inf), 57344 is the other neighbour.
  Comparison edge = judge(DType::fp8e5m2, {57344}, {61440});
  EXPECT_TRUE(edge.ok()) << edge.report();
  EXPECT_EQ(edge.quantum, 1);
}

using json = nlohmann::json;

json static_spec() {
  return json::parse(
      test::read_file(test::repo_path("operators/quantization/scaled_fp8_quant_static.json")));
}
std::filesystem::path write_spec(const test::TempDir& tmp, const json& j) {
  auto file = tmp.path() / "quantization" / "scaled_fp8_quant_static.json";
  test::write_file(file, j.dump(2));
  return file;
}

TEST(Fp8Check, ToleranceCheckRefusedNamingFileAndField) {
  json j = static_spec();
  j["outputs"][0]["check"] = "tolerance";
  test::TempDir tmp;
  auto file = write_spec(tmp, j);
  try {
    load_spec(file);
    FAIL() << "no SpecError";
  } catch (const SpecError& e) {
    EXPECT_EQ(e.file, file.generic_string());
    EXPECT_EQ(e.field, "outputs[0].check") << e.what();
    EXPECT_NE(std::string(e.what()).find("cannot be tolerance: output 'q' is fp8e4m3"),
              std::string::npos)
        << e.what();
  }
}

TEST(Fp8Check, DefaultsToQuantizedAndTellsTheContract) {
  test::TempDir tmp;
  Spec s = load_spec(write_spec(tmp, static_spec()));
  Task t{&s, DType::bf16};
  EXPECT_EQ(t.dtype_of(s.outputs[0]), DType::fp8e4m3);
  EXPECT_EQ(check_of(t, s.outputs[0]), CheckKind::quantized);
  std::string text = task_contract(t);
  for (size_t at; (at = text.find("\n * ")) != std::string::npos;) text.replace(at, 4, " ");
  EXPECT_NE(text.find("Output q is fp8e4m3 (float8 e4m3fn"), std::string::npos) << text;
  EXPECT_NE(text.find("saturates to +-448"), std::string::npos) << text;
  EXPECT_EQ(text.find("judged exactly"), std::string::npos) << text;
}

}  // namespace
}  // namespace km
