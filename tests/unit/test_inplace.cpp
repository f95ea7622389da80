// SPDX-License-Identifier: Apache-2.0
// In-place (inout) outputs: drawn like inputs, handed to the reference as its starting values,
// judged with the elements the op leaves alone held to their exact bits, and announced as such
// in every platform's ABI text.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>

#include "core/compare.hpp"
#include "core/platform.hpp"
#include "core/spec.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

TEST(Inplace, InitialValuesFollowTheInputsAndSeedTheReference) {
  Spec s = load_spec(test::repo_path("operators/elementwise/add_inplace.json"));
  Task t{&s, DType::fp32};
  const Bindings v{{"n", 17}, {"alpha", 0.5}};
  auto in = make_inputs(t, v, 9);
  ASSERT_EQ(in.size(), 2u);  // y, then x's initial values
  EXPECT_EQ(in[1].name, "x");
  EXPECT_NE(in[1].bytes, in[0].bytes);
  auto expected = run_reference(t, v, in);
  for (int64_t i = 0; i < 17; ++i) EXPECT_EQ(expected[0].values[i], in[1].at(i) + 0.5 * in[0].at(i));
}

TEST(Inplace, UntouchedElementsKeepTheirBits) {
  Spec s = load_spec(test::repo_path("operators/index/masked_fill_inplace.json"));
  Task t{&s, DType::fp32};
  const Bindings v{{"n", 4}, {"value", 7.0}};
  std::vector<HostTensor> in = make_inputs(t, v, 1);
  const float init[4] = {-0.0f, 1.5f, -2.0f, 3.0f};
  const uint8_t mask[4] = {0, 1, 0, 0};
  std::memcpy(in[0].bytes.data(), mask, 4);
  std::memcpy(in[1].bytes.data(), init, 16);
  auto expected = run_reference(t, v, in);
  TolerancePolicy pol = tolerance_for(t, make_outputs(t, v)[0], v);
  pol.initial = in[1].bytes.data();
  float got[4] = {-0.0f, 7.0f, -2.0f, 3.0f};
  auto judge = [&] {
    return compare_tensor(OutputView{"x", DType::fp32, reinterpret_cast<unsigned char*>(got), 4},
                          expected[0], pol);
  };
  EXPECT_TRUE(judge().ok()) << judge().report();
  got[0] = 0.0f;  // -0 + 0: equal under a tolerance, not the bits the element had
  Comparison c = judge();
  EXPECT_EQ(c.failed, 1);
  EXPECT_EQ(c.untouched, 1);
  EXPECT_NE(c.report().find("leaves alone"), std::string::npos);
  got[0] = -0.0f;
  got[2] = std::nextafter(-2.0f, 0.0f);  // one ulp, within ulp 1 but not the same bits
  EXPECT_EQ(judge().untouched, 1);
}

std::string load_error(const std::string& outputs) {
  test::TempDir tmp;
  auto file = tmp.path() / "t" / "odd.json";
  test::write_file(file, R"J({"name": "odd", "category": "t", "source": "llm", "description": "d",
    "semantics": "x.add_(y)", "dtypes": ["fp32"], "sizes": ["n"],
    "inputs": [{"name": "y", "shape": ["n"], "init": {"dist": "normal", "mean": 0, "std": 1}}],
    "outputs": )J" + outputs + R"J(,
    "shapes": {"small": [{"n": 4}], "heldout": [{"n": 4}], "bench": [{"n": 4}]}, "flops": "n"})J");
  try {
    load_spec(file);
  } catch (const SpecError& e) {
    return e.field + ": " + e.what();
  }
  return "";
}

TEST(Inplace, SpecErrorsNameTheField) {
  EXPECT_NE(load_error(R"([{"name": "x", "shape": ["n"], "init": {"dist": "normal", "mean": 0, "std": 1}}])")
                .find("outputs[0].init: "),
            std::string::npos);
  EXPECT_NE(load_error(R"([{"name": "x", "shape": ["n"], "inout": true}])").find("outputs[0].init: "),
            std::string::npos);
  EXPECT_NE(load_error(R"([{"name": "x", "shape": ["n"], "inout": 1, "init": {"dist": "normal", "mean": 0, "std": 1}}])")
                .find("outputs[0].inout: "),
            std::string::npos);
  EXPECT_EQ(load_error(R"([{"name": "x", "shape": ["n"], "inout": true, "init": {"dist": "normal", "mean": 0, "std": 1}}])"),
            "");
}

TEST(Inplace, EveryPlatformsAbiStatesTheContract) {
  Spec s = load_spec(test::repo_path("operators/elementwise/add_inplace.json"));
  for (const std::string name : {"cpu", "cuda", "triton", "pallas"}) {
    PlatformInfo p = PlatformInfo::load(test::repo_path("platforms/" + name + "/platform.json"));
    const std::string abi = abi_text(Task{&s, DType::fp32}, p);
    EXPECT_NE(abi.find("is in place (inout)"), std::string::npos) << name;
    EXPECT_NE(abi.find("inout  x"), std::string::npos) << name;
    if (name == "cpu") EXPECT_NE(abi.find("const float* y, float* x"), std::string::npos) << abi;
    if (name == "pallas") EXPECT_NE(abi.find("holds its initial values"), std::string::npos) << abi;
  }
}

}  // namespace
}  // namespace km
