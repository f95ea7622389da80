// SPDX-License-Identifier: Apache-2.0
// Complex dtypes (c64, c128): names, sizes, component types, and the judge's per-element
// |z - z_ref| rule (a mismatch in the imaginary part alone, NaN in one component).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "core/compare.hpp"
#include "core/platform.hpp"
#include "core/spec.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

// A complex output from (re, im) pairs, stored per component.
HostTensor chost(DType t, const std::vector<double>& v) {
  HostTensor h;
  h.name = "z";
  h.dtype = t;
  h.shape = {static_cast<int64_t>(v.size() / 2)};
  const size_t cs = dtype_size(component_of(t));
  h.bytes.resize(v.size() * cs);
  for (size_t i = 0; i < v.size(); ++i) store_as(component_of(t), h.bytes.data() + i * cs, v[i]);
  return h;
}
RefTensor cref(const std::vector<double>& v) { return {{static_cast<int64_t>(v.size() / 2), 2}, v}; }
Comparison judge(DType t, const std::vector<double>& got, const std::vector<double>& exp,
                 double k = 1) {
  TolerancePolicy p;
  p.out = t;
  p.ulp = 2;
  p.reduction = k;
  return compare_tensor(chost(t, got), cref(exp), p);
}
const double kNan = std::numeric_limits<double>::quiet_NaN();

TEST(ComplexDType, ParsesNamesSizesAndComponents) {
  EXPECT_EQ(parse_dtype("c64"), DType::c64);
  EXPECT_EQ(parse_dtype("c128"), DType::c128);
  EXPECT_EQ(parse_dtype("complex64"), std::nullopt);
  EXPECT_EQ(dtype_size(DType::c64), 8u);
  EXPECT_EQ(dtype_size(DType::c128), 16u);
  EXPECT_EQ(dtype_suffix(DType::c128), "c128");
  EXPECT_EQ(component_of(DType::c64), DType::fp32);
  EXPECT_EQ(component_of(DType::c128), DType::fp64);
  EXPECT_EQ(component_of(DType::fp16), DType::fp16);
  EXPECT_TRUE(is_complex(DType::c64) && is_float(DType::c64));
  EXPECT_FALSE(is_complex(DType::fp64));
  EXPECT_EQ(dtype_epsilon(DType::c128), dtype_epsilon(DType::fp64));
  EXPECT_NE(dtype_names().find("c64, c128"), std::string::npos);
}

TEST(ComplexDType, EqualValuesPass) {
  const std::vector<double> e = {1.5, -2.0, 0.25, 3.0, -1.0, 0.0};
  Comparison c = judge(DType::c64, e, e);
  EXPECT_TRUE(c.ok()) << c.report();
  EXPECT_EQ(c.checked, 3);
}

TEST(ComplexDType, AMismatchInTheImaginaryPartAloneFails) {
  Comparison c = judge(DType::c64, {1.0, 2.0, 3.0, 4.5}, {1.0, 2.0, 3.0, 4.0});
  ASSERT_FALSE(c.ok());
  EXPECT_EQ(c.failed, 1);
  ASSERT_EQ(c.first.size(), 1u);
  EXPECT_EQ(c.first[0].index, 1);
  EXPECT_TRUE(c.first[0].complex);
  EXPECT_EQ(c.first[0].expected_im, 4.0);
  EXPECT_EQ(c.first[0].got_im, 4.5);
  // The report prints both components of the mismatching element.
  EXPECT_NE(c.report().find("expected (3, 4), got (3, 4.5)"), std::string::npos) << c.report();
}

TEST(ComplexDType, ErrorIsRelativeToTheModulus) {
  // |z_ref| = 5: an error of 2e-7 in the small real part is within 5 * (2 + 4) eps32 = 3.6e-6.
  EXPECT_TRUE(judge(DType::c64, {1e-3 + 2e-7, 5.0}, {1e-3, 5.0}).ok());
  // c128 is judged at fp64 accuracy: the same 4e-8 relative error (an fp32 rounding) fails.
  EXPECT_FALSE(judge(DType::c128, {1e-3 + 2e-7, 5.0}, {1e-3, 5.0}).ok());
  EXPECT_TRUE(judge(DType::c128, {1e-3 + 1e-15, 5.0}, {1e-3, 5.0}).ok());
}

TEST(ComplexDType, NanInOneComponentMustMeetANan) {
  EXPECT_TRUE(judge(DType::c64, {1.0, kNan}, {kNan, 2.0}).ok());  // NaN either side: a NaN element
  EXPECT_FALSE(judge(DType::c64, {1.0, 2.0}, {1.0, kNan}).ok());
  Comparison c = judge(DType::c128, {kNan, 0.0}, {1.0, 0.0});
  EXPECT_EQ(c.failed, 1);
}

TEST(ComplexDType, ReachesTheReferenceAsItsRealView) {
  // A complex input's HostTensor holds 2 * numel components; the generator drew both parts.
  HostTensor h = chost(DType::c128, {1.0, -2.0, 3.0, -4.0});
  EXPECT_EQ(h.numel(), 2);
  EXPECT_EQ(h.bytes.size(), 32u);
  EXPECT_EQ(load_as(DType::c128, h.bytes.data() + 16), 3.0);  // one component: the real part
}

}  // namespace
}  // namespace km

namespace km {
namespace {

// Each platform's type for a complex task: cpu's km_c64 struct, cuda's cuComplex (and its
// header), triton's real view (float32 plus a trailing dimension of 2), pallas's complex64.
TEST(ComplexDType, PlatformsNameTheirComplexTypes) {
  Spec dot = load_spec(test::repo_path("operators/blas1/blas_dotc_complex.json"));
  auto proto = [&](const char* platform, DType t) {
    return prototype(Task{&dot, t},
                     PlatformInfo::load(test::repo_path(std::string("platforms/") + platform +
                                                        "/platform.json")));
  };
  EXPECT_NE(proto("cpu", DType::c64).find("const km_c64* x"), std::string::npos);
  EXPECT_NE(proto("cpu", DType::c128).find("km_c128* r"), std::string::npos);
  EXPECT_NE(proto("cuda", DType::c64).find("const cuComplex* x"), std::string::npos);
  EXPECT_NE(proto("cuda", DType::c128).find("cuDoubleComplex* r"), std::string::npos);
  EXPECT_NE(proto("triton", DType::c64).find("x: Tensor[torch.float32, (1 + (n - 1) * incx, 2)]"),
            std::string::npos)
      << proto("triton", DType::c64);
  EXPECT_NE(proto("triton", DType::c128).find("r: Tensor[torch.float64, (2,)]"), std::string::npos)
      << proto("triton", DType::c128);
  EXPECT_NE(proto("pallas", DType::c64).find("Tensor[jnp.complex64, (1 + (n - 1) * incx,)]"),
            std::string::npos)
      << proto("pallas", DType::c64);
  const std::string header =
      abi_text(Task{&dot, DType::c64},
               PlatformInfo::load(test::repo_path("platforms/cuda/platform.json")));
  EXPECT_NE(header.find("#include <cuComplex.h>"), std::string::npos);
}

}  // namespace
}  // namespace km
