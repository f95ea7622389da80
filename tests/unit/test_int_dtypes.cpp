// SPDX-License-Identifier: Apache-2.0
// Spec v2's integer and bool task dtypes and the exact check: storage, input draws clipped to the
// dtype, the ABI each platform prints, the per-output check and tolerance the judge applies.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>

#include "core/compare.hpp"
#include "core/platform.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

TEST(IntDTypes, NamesSuffixesSizes) {
  EXPECT_EQ(parse_dtype("i8"), DType::i8);
  EXPECT_EQ(parse_dtype("bool"), DType::b8);
  EXPECT_FALSE(parse_dtype("b8").has_value());  // b8 is the task suffix, bool the dtype name
  EXPECT_EQ(dtype_suffix(DType::b8), "b8");
  EXPECT_EQ(dtype_suffix(DType::i8), "i8");
  EXPECT_EQ(dtype_size(DType::i8), 1u);
  EXPECT_EQ(dtype_size(DType::b8), 1u);
  EXPECT_FALSE(is_float(DType::i8));
  EXPECT_FALSE(is_float(DType::b8));
  EXPECT_EQ(dtype_names(), "fp32, fp16, bf16, fp64, i64, i32, u8, i8, bool, fp8e4m3, fp8e5m2, c64, c128");
  EXPECT_EQ(int_range(DType::i8), std::make_pair(-128.0, 127.0));
  EXPECT_EQ(int_range(DType::b8), std::make_pair(0.0, 1.0));
}

TEST(IntDTypes, StoreAndLoad) {
  unsigned char b[8] = {};
  store_as(DType::i8, b, -128.0);
  EXPECT_EQ(load_as(DType::i8, b), -128.0);
  store_as(DType::b8, b, 5.0);  // any nonzero is true, stored as 1
  EXPECT_EQ(b[0], 1);
  store_as(DType::b8, b, 0.0);
  EXPECT_EQ(b[0], 0);
  b[0] = 0xFF;  // not a bool: loads as 255, so the exact judge sees it against 1
  EXPECT_EQ(load_as(DType::b8, b), 255.0);
}

// The generator clips an init's bounds to each dtype: one spec serves i8 to i64 and bool.
TEST(IntDTypes, DrawsStayInTheDtypesRange) {
  Spec gt = load_spec(test::repo_path("operators/elementwise/gt.json"));
  const InputVariant* wide = gt.variant("wide");
  ASSERT_NE(wide, nullptr);
  for (DType d : {DType::i8, DType::u8, DType::i32, DType::b8}) {
    Task t{&gt, d};
    Bindings v = {{"n", 4099}};
    auto in = make_inputs(t, v, 7, wide->applies_to(d) ? wide : nullptr);
    auto [lo, hi] = int_range(d);
    double seen_lo = INFINITY, seen_hi = -INFINITY;
    for (int64_t i = 0; i < in[0].numel(); ++i) {
      seen_lo = std::min(seen_lo, in[0].at(i));
      seen_hi = std::max(seen_hi, in[0].at(i));
    }
    EXPECT_GE(seen_lo, lo) << dtype_name(d);
    EXPECT_LE(seen_hi, hi) << dtype_name(d);
    if (d != DType::i32) {  // 4099 draws over 256 (or 2) values reach both ends
      EXPECT_EQ(seen_lo, d == DType::b8 ? 0 : lo) << dtype_name(d);
      EXPECT_EQ(seen_hi, d == DType::b8 ? 1 : hi) << dtype_name(d);
    }
  }
  EXPECT_FALSE(wide->applies_to(DType::b8));
  EXPECT_TRUE(gt.variant("specials")->applies_to(DType::fp16));
  EXPECT_FALSE(gt.variant("specials")->applies_to(DType::i32));
}

TEST(IntDTypes, ReferenceSeesTheTaskDtype) {
  Spec bn = load_spec(test::repo_path("operators/elementwise/bitwise_not.json"));
  const std::vector<std::pair<DType, double>> rows = {
      {DType::i32, -6}, {DType::u8, 250}, {DType::i8, -6}, {DType::b8, 0}};
  for (const auto& [d, want] : rows) {
    Task t{&bn, d};
    Bindings v = {{"n", 1}};
    std::vector<HostTensor> in = make_outputs(t, v);  // a [1] tensor of the task dtype
    in[0].name = "x";
    store_as(d, in[0].bytes.data(), d == DType::b8 ? 1 : 5);
    EXPECT_EQ(run_reference(t, v, in)[0].values[0], want) << dtype_name(d);
  }
}

TEST(IntDTypes, EveryPlatformMapsEveryDtype) {
  Spec gt = load_spec(test::repo_path("operators/elementwise/gt.json"));
  const std::vector<std::pair<std::string, std::string>> want = {{"cpu", "const int8_t* x"},
                                                                 {"cuda", "const int8_t* x"},
                                                                 {"triton", "torch.int8"},
                                                                 {"pallas", "jnp.int8"}};
  for (const auto& [name, text] : want) {
    PlatformInfo p = PlatformInfo::load(test::repo_path("platforms/" + name + "/platform.json"));
    const std::string i8 = abi_text(Task{&gt, DType::i8}, p);
    EXPECT_NE(i8.find(text), std::string::npos) << name << "\n" << i8;
    const std::string b8 = abi_text(Task{&gt, DType::b8}, p);
    EXPECT_NE(b8.find("gt_b8"), std::string::npos) << name << "\n" << b8;
    // The bool output's type: C's bool, torch.bool, jnp.bool_.
    const char* bool_type = name == "triton"   ? "torch.bool"
                            : name == "pallas" ? "jnp.bool_"
                                               : "bool* z";
    EXPECT_NE(b8.find(bool_type), std::string::npos) << name << "\n" << b8;
    // Float-only variants are not promised to integer tasks.
    EXPECT_EQ(i8.find("NaN"), std::string::npos) << name << "\n" << i8;
  }
}

HostTensor host(DType t, const std::vector<double>& v) {
  HostTensor h;
  h.name = "y";
  h.dtype = t;
  h.shape = {static_cast<int64_t>(v.size())};
  h.bytes.resize(v.size() * dtype_size(t));
  for (size_t i = 0; i < v.size(); ++i) store_as(t, h.bytes.data() + i * dtype_size(t), v[i]);
  return h;
}
TolerancePolicy exact(DType out) {
  TolerancePolicy p;
  p.out = out;
  p.check = CheckKind::exact;
  p.ulp = 64;  // ignored by the exact check
  p.reduction = 1e6;
  return p;
}

TEST(ExactCheck, FloatsMustMatchAfterRoundingSignOfZeroIncluded) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  RefTensor e{{4}, {1.0 / 3, -0.0, nan, INFINITY}};
  EXPECT_TRUE(compare_tensor(host(DType::fp32, e.values), e, exact(DType::fp32)).ok());
  // One fp32 ulp off, well inside ulp 64: exact refuses it.
  Comparison c =
      compare_tensor(host(DType::fp32, {std::nextafter(1.0f / 3, 1.0f), -0.0, nan, INFINITY}), e,
                     exact(DType::fp32));
  EXPECT_EQ(c.failed, 1);
  EXPECT_EQ(c.check, CheckKind::exact);
  EXPECT_NE(c.report().find("1 of 4 elements not exactly equal (check exact"), std::string::npos)
      << c.report();
  // +0 for -0 fails; a NaN of another payload passes.
  EXPECT_EQ(compare_tensor(host(DType::fp32, {1.0 / 3, 0.0, nan, INFINITY}), e, exact(DType::fp32))
                .failed,
            1);
  HostTensor other_nan = host(DType::fp32, e.values);
  const uint32_t payload = 0x7FC12345u;
  std::memcpy(other_nan.bytes.data() + 8, &payload, 4);
  EXPECT_TRUE(compare_tensor(other_nan, e, exact(DType::fp32)).ok());
  // The tolerance check, by contrast, lets -0 meet +0 and one ulp through.
  TolerancePolicy tol = exact(DType::fp32);
  tol.check = CheckKind::tolerance;
  EXPECT_TRUE(compare_tensor(
                  host(DType::fp32, {std::nextafter(1.0f / 3, 1.0f), 0.0, nan, INFINITY}), e, tol)
                  .ok());
}

TEST(ExactCheck, BoolOutputsRefuseNonCanonicalTrue) {
  RefTensor e{{3}, {1, 0, 1}};
  HostTensor got = host(DType::b8, {1, 0, 1});
  EXPECT_TRUE(compare_tensor(got, e, exact(DType::b8)).ok());
  got.bytes[2] = 0xFF;  // "true" as all bits set
  Comparison c = compare_tensor(got, e, exact(DType::b8));
  EXPECT_EQ(c.failed, 1);
  ASSERT_EQ(c.first.size(), 1u);
  EXPECT_EQ(c.first[0].got, 255);
}

// tolerance_for: integer and bool outputs are exact whatever the spec says elsewhere; an output's
// own `check` and `tolerance` apply to it alone.
TEST(ExactCheck, ToleranceForReadsEachOutputsCheck) {
  test::TempDir tmp;
  const auto file = tmp.path() / "elementwise" / "two_out.json";
  test::write_file(file, R"({
    "name": "two_out", "category": "elementwise", "source": "llm",
    "description": "d", "semantics": "a = x; b = x; c = x > 0",
    "dtypes": ["fp32"], "sizes": ["n"],
    "inputs": [{"name": "x", "shape": ["n"], "init": {"dist": "normal", "mean": 0, "std": 1}}],
    "outputs": [{"name": "a", "shape": ["n"], "check": "exact"},
                {"name": "b", "shape": ["n"], "tolerance": {"ulp": 8, "why": "w"}},
                {"name": "c", "dtype": "bool", "shape": ["n"]}],
    "shapes": {"small": [{"n": 4}], "heldout": [{"n": 5}], "bench": [{"n": 6}]},
    "tolerance": {"ulp": 1, "why": "w"}, "flops": "n"})");
  Spec s = load_spec(file);
  Task t{&s, DType::fp32};
  Bindings v = {{"n", 4}};
  std::vector<HostTensor> outs = make_outputs(t, v);
  EXPECT_EQ(tolerance_for(t, outs[0], v).check, CheckKind::exact);
  EXPECT_EQ(tolerance_for(t, outs[1], v).check, CheckKind::tolerance);
  EXPECT_EQ(tolerance_for(t, outs[1], v).ulp, 8);  // its own
  EXPECT_EQ(tolerance_for(t, outs[2], v).check, CheckKind::exact);
  EXPECT_EQ(check_name(CheckKind::exact), std::string("exact"));
  EXPECT_EQ(parse_check("tolerance"), CheckKind::tolerance);
  EXPECT_EQ(check_names(), "tolerance, exact, selection, quantized, statistical");
}

}  // namespace
}  // namespace km
