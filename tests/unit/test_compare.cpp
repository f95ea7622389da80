// SPDX-License-Identifier: Apache-2.0
// The comparator: the documented tolerance, special values, exactness, mismatch listing, mistrust.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/compare.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

HostTensor host(DType t, const std::vector<double>& v) {
  HostTensor h;
  h.name = "y";
  h.dtype = t;
  h.shape = {static_cast<int64_t>(v.size())};
  h.bytes.resize(v.size() * dtype_size(t));
  for (size_t i = 0; i < v.size(); ++i) store_as(t, h.bytes.data() + i * dtype_size(t), v[i]);
  return h;
}
RefTensor ref(const std::vector<double>& v) {
  return {{static_cast<int64_t>(v.size())}, v};
}
TolerancePolicy policy(DType out, double ulp, double k = 1, double abs_ulp = 0) {
  TolerancePolicy p;
  p.out = out;
  p.ulp = ulp;
  p.reduction = k;
  p.abs_ulp = abs_ulp;
  return p;
}
Comparison cmp(DType t, const std::vector<double>& got, const std::vector<double>& exp,
               const TolerancePolicy& p) {
  return compare_tensor(host(t, got), ref(exp), p);
}
const double kNan = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

TEST(Compare, ExactMatchPasses) {
  std::vector<double> e = {1.5, -2.25, 3.0, 0.0, 1e-3};
  Comparison c = cmp(DType::fp32, e, e, policy(DType::fp32, 2));
  EXPECT_TRUE(c.ok());
  EXPECT_EQ(c.checked, 5);
  EXPECT_EQ(c.failed, 0);
  EXPECT_EQ(c.max_abs, 0.0);
  EXPECT_EQ(c.tensor, "y");
}

// tol = ulp * eps_out + 4 * eps_fp32 * sqrt(K); with the rms floor of a cancelling reduction,
// pass iff |g - e| <= tol * (|e| + rms(e)).
TEST(Compare, ToleranceFollowsTheDocumentedFormula) {
  const double eps = std::ldexp(1.0, -23);
  const double ulp = 3, k = 50;
  const std::vector<double> e = {1.0, -2.0, 3.0, 4.0};
  const double rms = std::sqrt((1 + 4 + 9 + 16) / 4.0);
  const double tol = ulp * eps + 4 * eps * std::sqrt(k);
  const double bound = tol * (1.0 + rms);        // for element 0
  const double steps = std::floor(bound / eps);  // fp32 spacing just above 1 is eps
  ASSERT_GT(bound - steps * eps, 1e-3 * eps);    // not on a boundary: the test is decisive
  ASSERT_GT((steps + 1) * eps - bound, 1e-3 * eps);
  TolerancePolicy p = policy(DType::fp32, ulp, k);
  p.rms_floor = true;

  Comparison in = cmp(DType::fp32, {1.0 + steps * eps, -2.0, 3.0, 4.0}, e, p);
  EXPECT_TRUE(in.ok()) << in.report();
  EXPECT_NEAR(in.rel_tol, tol, 1e-18);
  EXPECT_NEAR(in.abs_floor, tol * rms, 1e-18);
  Comparison out = cmp(DType::fp32, {1.0 + (steps + 1) * eps, -2.0, 3.0, 4.0}, e, p);
  EXPECT_FALSE(out.ok());
  EXPECT_EQ(out.failed, 1);
  Comparison below =
      cmp(DType::fp32, {1.0 - (steps + 1) * eps, -2.0, 3.0, 4.0}, e, p);  // error sign irrelevant
  EXPECT_FALSE(below.ok());
}

TEST(Compare, LongerReductionsGetMoreTolerance) {
  std::vector<double> e = {1.0, 1.0, 1.0, 2.0}, g = {1.0 + 1e-5, 1.0, 1.0, 2.0};
  EXPECT_FALSE(cmp(DType::fp32, g, e, policy(DType::fp32, 2, 1)).ok());
  EXPECT_TRUE(cmp(DType::fp32, g, e, policy(DType::fp32, 2, 1e4)).ok());
}

// An elementwise op is judged per element: sigmoid computed as 1 - sigmoid(-x) is 100% off on
// its small outputs, which a floor of tol * rms(expected) (rms ~0.5 here) used to hide.
TEST(Compare, ElementwiseOpsHaveNoRmsFloor) {
  std::vector<double> e = {2.0611536e-9, 0.5, 0.73105858, 0.88079708, 0.26894142};
  std::vector<double> g = e;
  g[0] = 0;  // 1 - sigmoid(20) in fp32
  TolerancePolicy p = policy(DType::fp32, 4);
  EXPECT_FALSE(cmp(DType::fp32, g, e, p).ok());
  EXPECT_EQ(cmp(DType::fp32, g, e, p).abs_floor, std::ldexp(1.0, -126));  // subnormals only
  p.rms_floor = true;  // what a cancelling reduction gets
  EXPECT_TRUE(cmp(DType::fp32, g, e, p).ok());
}

// abs_ulp counts epsilons of the accumulation type (fp32), not of a 16-bit output: a bf16
// output near zero is judged as finely as its fp32 computation allows.
TEST(Compare, AbsUlpIsInAccumulationEpsilons) {
  Comparison c = cmp(DType::bf16, {0.0}, {1e-4}, policy(DType::bf16, 8, 1, 4));
  EXPECT_DOUBLE_EQ(c.abs_floor, 4 * std::ldexp(1.0, -23));
  EXPECT_FALSE(c.ok());  // it was 4 * 2^-7 = 0.03 before: this error passed
}

// `condition` scales the accumulation term and the abs_ulp floor: terms 3000 times the result.
TEST(Compare, ConditionScalesTheAccumulationTerm) {
  TolerancePolicy p = policy(DType::fp32, 4, 100, 8);
  Comparison plain = cmp(DType::fp32, {1.0}, {1.0}, p);
  p.condition = 3000;
  Comparison scaled = cmp(DType::fp32, {1.0}, {1.0}, p);
  const double eps = std::ldexp(1.0, -23);
  EXPECT_NEAR(plain.rel_tol, 4 * eps + 4 * eps * 10, 1e-18);
  EXPECT_NEAR(scaled.rel_tol, 4 * eps + 4 * eps * 10 * 3000, 1e-15);
  EXPECT_DOUBLE_EQ(scaled.abs_floor, 8 * eps * 3000 * 10);  // times sqrt(K): K = 100
}

// Term sizes from the reference (layer norm: mean(|x|) * rstd * |w|) widen the accumulation part
// only, per element: the output's own rounding stays relative to |exp|.
TEST(Compare, TermSizesWidenOnlyTheAccumulationPart) {
  const double eps = std::ldexp(1.0, -23);
  TolerancePolicy p = policy(DType::fp32, 4, 4);  // rel_tol = 4 eps + 8 eps
  p.rms_floor = false;
  RefTensor exp = ref({0.25, 0.25, 0.25});
  exp.scale = {0.0, 100.0, 100.0};  // the first element's terms are no larger than itself
  const double off = 0.25 + 50 * 8 * eps;  // within 8 eps * 100, far outside 12 eps * 0.25
  Comparison with = compare_tensor(host(DType::fp32, {off, off, 0.25 + 200 * 8 * eps}), exp, p);
  EXPECT_TRUE(with.scaled);
  EXPECT_EQ(with.failed, 2);  // element 0 (no term size) and element 2 (past 8 eps * 100)
  EXPECT_EQ(with.first[0].index, 0);
  EXPECT_EQ(with.first[1].index, 2);
  EXPECT_NE(with.report().find("term size"), std::string::npos);
  Comparison without = cmp(DType::fp32, {off, off, 0.25}, {0.25, 0.25, 0.25}, p);
  EXPECT_FALSE(without.scaled);
  EXPECT_EQ(without.failed, 2);
  // fp16 output: 100x the term size must not multiply the fp16 rounding (4 * 2^-10) too.
  TolerancePolicy h = policy(DType::fp16, 4, 4);
  h.rms_floor = false;
  RefTensor e16 = ref({1.0});
  e16.scale = {100.0};
  EXPECT_EQ(compare_tensor(host(DType::fp16, {1.0 + 0.25}), e16, h).failed, 1);
}

// term_ulp: terms that each carry roundings of the output dtype (an intermediate rounded before a
// cancelling sum) earn term_ulp * eps_out on the term size, not fp32's accumulation part alone.
TEST(Compare, TermUlpCountsOutputRoundingsOfTheTerms) {
  const double eps16 = std::ldexp(1.0, -10);
  TolerancePolicy p = policy(DType::fp16, 4, 16);
  p.rms_floor = false;
  RefTensor exp = ref({0.015625});  // a rotation a * c - b * s that cancelled from terms of size 2
  exp.scale = {2.0};
  const double got = 0.015625 + 1.5 * eps16 * 2.0;  // 1.5 fp16 epsilons of the terms off
  EXPECT_EQ(compare_tensor(host(DType::fp16, {got}), exp, p).failed, 1);  // fp32's part: 1.9e-6
  p.term_ulp = 2;
  Comparison c = compare_tensor(host(DType::fp16, {got}), exp, p);
  EXPECT_TRUE(c.ok());
  EXPECT_DOUBLE_EQ(c.acc_tol, 2 * eps16);  // the report's "plus ... * (term size - |exp|)"
  EXPECT_NEAR(c.rel_tol, 4 * eps16 + 16 * std::ldexp(1.0, -23), 1e-15);  // |exp|'s part unchanged
  EXPECT_EQ(compare_tensor(host(DType::fp16, {0.015625 + 2.5 * eps16 * 2.0}), exp, p).failed, 1);
}

// term_ulp applies to term sizes only: a reference that gives none would turn it into a silent
// no-op, so the comparator throws (the case's HARNESS_ERROR, never the kernel's WRONG_RESULT).
TEST(Compare, TermUlpWithoutTermSizesIsTheHarnessFault) {
  TolerancePolicy p = policy(DType::fp16, 4, 16);
  p.term_ulp = 2;
  RefTensor bare = ref({0.015625});
  try {
    (void)compare_tensor(host(DType::fp16, {0.015625}), bare, p);
    ADD_FAILURE() << "term_ulp without term sizes was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("term_ulp 2"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("no term sizes"), std::string::npos) << e.what();
  }
  unsigned char half[2];
  store_as(DType::fp16, half, 0.015625);
  OutputView v{"y", DType::fp16, half, 1};
  EXPECT_THROW((void)compare_sampled(v, {0}, {0.015625}, p), std::runtime_error);
  p.check = CheckKind::exact;  // nothing for term_ulp to widen
  EXPECT_TRUE(compare_tensor(host(DType::fp16, {0.015625}), bare, p).ok());
}

// An output of no element (the `empty` set) has no term size to give: that is not the reference's
// fault (until session 44 every fp16 and bf16 fused_qk_norm_rope kernel got HARNESS_ERROR there).
TEST(Compare, TermUlpOnAnEmptyOutputNeedsNoTermSizes) {
  TolerancePolicy p = policy(DType::fp16, 4, 16);
  p.term_ulp = 2;
  Comparison c = compare_tensor(host(DType::fp16, {}), ref({}), p);
  EXPECT_TRUE(c.ok());
  EXPECT_EQ(c.checked, 0);
}

// An fp64 task is judged at fp64 accuracy: an fp32 computation does not pass it.
TEST(Compare, Fp64IsJudgedAtFp64Accuracy) {
  std::vector<double> e = {1.0 / 3, 2.0 / 3, 0.1, 0.7};
  std::vector<double> g;
  for (double v : e) g.push_back(static_cast<float>(v));
  EXPECT_FALSE(cmp(DType::fp64, g, e, policy(DType::fp64, 2, 1000)).ok());
  EXPECT_TRUE(cmp(DType::fp64, e, e, policy(DType::fp64, 2, 1000)).ok());
}

// Below the smallest normal: fp32 results may be flushed to zero (torch's sigmoid(-100) is 0);
// an fp16 result rounded once from fp32 is within ulp steps of the subnormal spacing.
TEST(Compare, SubnormalFloors) {
  EXPECT_TRUE(cmp(DType::fp32, {0.0}, {3.7e-44}, policy(DType::fp32, 4)).ok());
  const double step = std::ldexp(1.0, -24);  // fp16 subnormal spacing
  EXPECT_TRUE(cmp(DType::fp16, {6 * step}, {5 * step}, policy(DType::fp16, 2)).ok());
  EXPECT_FALSE(cmp(DType::fp16, {0.0}, {5 * step}, policy(DType::fp16, 2)).ok());
  // bf16 shares fp32's range: below fp32's smallest normal an fp32 computation may flush to zero.
  EXPECT_TRUE(cmp(DType::bf16, {0.0}, {3.1e-39}, policy(DType::bf16, 4)).ok());
  EXPECT_FALSE(cmp(DType::bf16, {0.0}, {2.4e-38}, policy(DType::bf16, 4)).ok());  // a normal value
}

// abs_ulp is a floor for elements that cancel to ~0 where rms(exp) is no help.
TEST(Compare, AbsUlpFloor) {
  std::vector<double> e = {0.0, 1e-3}, g = {1e-4, 1e-3};
  EXPECT_FALSE(cmp(DType::fp32, g, e, policy(DType::fp32, 2, 1, 0)).ok());
  Comparison c = cmp(DType::fp32, g, e, policy(DType::fp32, 2, 1, 1000));
  EXPECT_TRUE(c.ok());
  EXPECT_DOUBLE_EQ(c.abs_floor, 1000 * std::ldexp(1.0, -23));
}

TEST(Compare, NanAndInfPositionsMustMatch) {
  TolerancePolicy p = policy(DType::fp32, 1024);
  EXPECT_TRUE(cmp(DType::fp32, {kNan, 1.0}, {kNan, 1.0}, p).ok());
  EXPECT_FALSE(cmp(DType::fp32, {0.0, 1.0}, {kNan, 1.0}, p).ok());  // number where NaN expected
  EXPECT_FALSE(cmp(DType::fp32, {kNan, 1.0}, {1.0, 1.0}, p).ok());  // NaN where number expected
  EXPECT_TRUE(cmp(DType::fp32, {kInf, -kInf}, {kInf, -kInf}, p).ok());
  EXPECT_FALSE(cmp(DType::fp32, {-kInf, 1.0}, {kInf, 1.0}, p).ok());  // sign of Inf
  EXPECT_FALSE(cmp(DType::fp32, {3e38, 1.0}, {kInf, 1.0}, p).ok());
  EXPECT_FALSE(cmp(DType::fp32, {kInf, 1.0}, {3e38, 1.0}, p).ok());
  EXPECT_FALSE(cmp(DType::fp32, {kNan, 1.0}, {kInf, 1.0}, p).ok());
}

TEST(Compare, IntegerOutputsAreExact) {
  TolerancePolicy p = policy(DType::i64, 1024, 1e6);  // ulp and K are ignored for integers
  Comparison ok = cmp(DType::i64, {1, 2, 3000000000.0}, {1, 2, 3000000000.0}, p);
  EXPECT_TRUE(ok.ok());
  EXPECT_EQ(ok.rel_tol, 0.0);
  Comparison bad = cmp(DType::i64, {1, 2, 3000000001.0}, {1, 2, 3000000000.0}, p);
  EXPECT_EQ(bad.failed, 1);
  ASSERT_EQ(bad.first.size(), 1u);
  EXPECT_EQ(bad.first[0].index, 2);
}

// ulp 0: bitwise equal after rounding the double reference to the output dtype.
TEST(Compare, UlpZeroMeansEqualAfterRounding) {
  TolerancePolicy p16 = policy(DType::fp16, 0);
  std::vector<double> e = {1.0 + 0x1p-12, 2.0};  // not an fp16 value; rounds to 1.0
  EXPECT_TRUE(cmp(DType::fp16, {1.0, 2.0}, e, p16).ok());
  EXPECT_FALSE(cmp(DType::fp16, {1.0 + 0x1p-10, 2.0}, e, p16).ok());  // one fp16 ulp off
  TolerancePolicy p32 = policy(DType::fp32, 0, 1e6);                  // K is ignored when exact
  EXPECT_EQ(cmp(DType::fp32, {1.0 / 3}, {1.0 / 3}, p32).failed, 0);
  EXPECT_EQ(cmp(DType::fp32, {std::nextafter(1.0f / 3, 1.0f)}, {1.0 / 3}, p32).failed, 1);
}

TEST(Compare, FirstTenMismatchesInIndexOrder) {
  std::vector<double> e(40), g(40);
  std::vector<int64_t> wrong;
  for (int i = 0; i < 40; ++i) {
    e[i] = i + 1;
    g[i] = e[i];
    if (i % 3 == 1) {  // 13 wrong elements: 1, 4, 7, ...
      g[i] = -e[i];
      wrong.push_back(i);
    }
  }
  Comparison c = cmp(DType::fp32, g, e, policy(DType::fp32, 2));
  EXPECT_EQ(c.failed, 13);
  ASSERT_EQ(c.first.size(), 10u);
  for (size_t j = 0; j < 10; ++j) {
    EXPECT_EQ(c.first[j].index, wrong[j]);
    EXPECT_EQ(c.first[j].expected, wrong[j] + 1.0);
    EXPECT_EQ(c.first[j].got, -(wrong[j] + 1.0));
  }
  EXPECT_DOUBLE_EQ(c.max_abs, 2 * 38.0);  // element 37: |-38 - 38|
  std::string r = c.report();
  EXPECT_NE(r.find("13 of 40 elements outside tolerance"), std::string::npos) << r;
  EXPECT_NE(r.find("[4] expected 5, got -5"), std::string::npos) << r;
  EXPECT_EQ(r.find("[31]"), std::string::npos) << r;  // the 11th mismatch is not listed
}

// A constant or mostly-zero expected output cannot tell a computing kernel from a constant one.
TEST(Compare, MistrustOfTrivialExpectedOutputs) {
  TolerancePolicy p = policy(DType::fp32, 2);
  Comparison constant =
      cmp(DType::fp32, std::vector<double>(20, 1.5), std::vector<double>(20, 1.5), p);
  EXPECT_TRUE(constant.ok());
  EXPECT_TRUE(constant.mistrusted);
  EXPECT_NE(constant.mistrust_reason.find("equal"), std::string::npos);
  EXPECT_NE(constant.report().find("mistrusted"), std::string::npos);

  std::vector<double> sparse(100, 0.0);
  for (int i = 0; i < 5; ++i) sparse[i * 20] = i + 1;  // 95% zero
  Comparison zeros = cmp(DType::fp32, sparse, sparse, p);
  EXPECT_TRUE(zeros.mistrusted);
  EXPECT_NE(zeros.mistrust_reason.find("90%"), std::string::npos);

  std::vector<double> ramp(100);
  for (int i = 0; i < 100; ++i) ramp[i] = (i % 7) - 3;  // 1 in 7 zero
  EXPECT_FALSE(cmp(DType::fp32, ramp, ramp, p).mistrusted);
  EXPECT_FALSE(cmp(DType::fp32, {2, 2, 2}, {2, 2, 2}, p).mistrusted);  // too few elements to judge
}

TEST(Compare, AllZeroOutputFailsAgainstRealExpectedOutput) {
  std::vector<double> e(50), zero(50, 0.0);
  for (int i = 0; i < 50; ++i) e[i] = std::sin(i + 0.5);
  Comparison c = cmp(DType::bf16, zero, e, policy(DType::bf16, 8, 1e6));  // even a loose tolerance
  EXPECT_EQ(c.failed, 50);
  EXPECT_FALSE(c.mistrusted);
}

TEST(Compare, ToleranceForReadsTheSpec) {
  Spec ln = load_spec(test::repo_path("operators/normalization/layer_norm.json"));
  Task t{&ln, DType::bf16};
  Bindings v = {{"rows", 3}, {"d", 17}, {"eps", 1e-5}};
  TolerancePolicy p = tolerance_for(t, make_outputs(t, v)[0], v);
  EXPECT_EQ(p.out, DType::bf16);
  EXPECT_EQ(p.ulp, 4);
  EXPECT_EQ(p.reduction, 17);
  EXPECT_EQ(p.abs_ulp, 0);
  Spec relu = load_spec(test::repo_path("operators/activation/relu.json"));
  Task r{&relu, DType::fp16};
  TolerancePolicy pr = tolerance_for(r, make_outputs(r, {{"n", 7}})[0], {{"n", 7}});
  EXPECT_EQ(pr.ulp, 0);
  EXPECT_EQ(pr.reduction, 1);
  EXPECT_EQ(pr.out, DType::fp16);
  EXPECT_FALSE(pr.rms_floor);  // elementwise
  EXPECT_TRUE(p.rms_floor);    // a reduction that may cancel (layer_norm's mean)
  Spec mse = load_spec(test::repo_path("operators/softmax_loss/mse_loss.json"));
  Task m{&mse, DType::fp32};
  Bindings mv = {{"n", 1000}};
  EXPECT_FALSE(tolerance_for(m, make_outputs(m, mv)[0], mv).rms_floor);  // same-sign terms
  // An input variant's tolerance replaces the spec's for its cases; one without keeps the spec's.
  Spec ce = load_spec(test::repo_path("operators/softmax_loss/cross_entropy.json"));
  Task c{&ce, DType::fp32};
  Bindings cv = {{"b", 4}, {"c", 10}};
  const InputVariant* large = ce.variant("large");
  ASSERT_NE(large, nullptr);
  EXPECT_EQ(tolerance_for(c, make_outputs(c, cv)[0], cv, large).condition, 1000);
  EXPECT_EQ(tolerance_for(c, make_outputs(c, cv)[0], cv).condition, 1);
  const InputVariant* offset = ln.variant("offset");
  ASSERT_NE(offset, nullptr);
  EXPECT_EQ(tolerance_for(t, make_outputs(t, v)[0], v, offset).condition, 1);
}

// The whole chain for relu: inputs, registered reference, a correct and a wrong "kernel".
TEST(Compare, ReluReferenceChain) {
  Spec relu = load_spec(test::repo_path("operators/activation/relu.json"));
  for (DType dt : relu.dtypes) {
    Task t{&relu, dt};
    Bindings v = {{"n", 1000}};
    auto in = make_inputs(t, v, 202);
    auto expected = run_reference(t, v, in);
    ASSERT_EQ(expected.size(), 1u);
    auto out = make_outputs(t, v);
    for (int64_t i = 0; i < 1000; ++i)
      store_as(dt, out[0].bytes.data() + i * dtype_size(dt), std::max(in[0].at(i), 0.0));
    TolerancePolicy p = tolerance_for(t, out[0], v);
    EXPECT_TRUE(compare_tensor(out[0], expected[0], p).ok()) << t.name();
    for (int64_t i = 0; i < 1000; ++i)  // identity instead of relu
      store_as(dt, out[0].bytes.data() + i * dtype_size(dt), in[0].at(i));
    EXPECT_FALSE(compare_tensor(out[0], expected[0], p).ok()) << t.name();
  }
}

// Elements still holding the poison are counted apart: that is what makes STALE_OUTPUT.
TEST(Compare, CountsFailingElementsThatStillHoldThePoison) {
  HostTensor got = host(DType::fp32, {1.0, 2.0, 3.0, 4.0});
  const uint32_t poison = 0xFE800000u;  // the harness's finite fp32 poison
  std::memcpy(got.bytes.data() + 4, &poison, 4);
  std::memcpy(got.bytes.data() + 12, &poison, 4);
  TolerancePolicy p = policy(DType::fp32, 2);
  p.has_poison = true;
  p.poison = uint64_t{poison} | uint64_t{poison} << 32;
  Comparison c = compare_tensor(got, ref({1.0, 2.0, 3.5, 4.0}), p);
  EXPECT_EQ(c.failed, 3);     // elements 1 and 3 (poison) and 2 (a wrong value)
  EXPECT_EQ(c.unwritten, 2);  // only the poisoned ones
  EXPECT_NE(c.report().find("2 of them never written"), std::string::npos) << c.report();
  p.has_poison = false;
  EXPECT_EQ(compare_tensor(got, ref({1.0, 2.0, 3.5, 4.0}), p).unwritten, 0);
}

// A sampled check judges only the given positions, with thresholds from the whole tensor.
TEST(Compare, SampledCheckJudgesOnlyTheGivenPositions) {
  HostTensor got = host(DType::fp32, {1.0, 99.0, 3.0, 4.0});
  OutputView v{got.name, got.dtype, got.bytes.data(), got.numel()};
  const std::vector<int64_t> skip_bad = {0, 2, 3}, with_bad = {1};
  Comparison full = compare_tensor(v, ref({1.0, 2.0, 3.0, 4.0}), policy(DType::fp32, 2));
  Comparison a = compare_tensor(v, ref({1.0, 2.0, 3.0, 4.0}), policy(DType::fp32, 2), &skip_bad);
  Comparison b = compare_tensor(v, ref({1.0, 2.0, 3.0, 4.0}), policy(DType::fp32, 2), &with_bad);
  EXPECT_EQ(full.failed, 1);
  EXPECT_TRUE(a.ok());
  EXPECT_EQ(a.checked, 3);
  EXPECT_EQ(b.failed, 1);
  EXPECT_EQ(b.checked, 1);
  EXPECT_EQ(b.first.at(0).index, 1);
  EXPECT_EQ(a.rel_tol, full.rel_tol);
  EXPECT_EQ(a.abs_floor, full.abs_floor);
}

// An exact float output's alternatives (RefTensor::alt; NaN: none): an element may hold its
// alternative instead (top_k_top_p's cut within rounding of 1 - p), counted in `alternative`;
// any other value, or the alternative of another element, still fails.
TEST(Compare, ExactOutputsAcceptTheReferencesAlternativesOnly) {
  const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
  RefTensor r = ref({1.5, -inf, 2.5, -inf});
  r.alt = {-inf, 0.75, nan, nan};  // elements 0 and 1 may go either way
  TolerancePolicy p;
  p.check = CheckKind::exact;
  p.out = DType::bf16;
  Comparison c = compare_tensor(host(DType::bf16, {-inf, 0.75, 2.5, -inf}), r, p);
  EXPECT_TRUE(c.ok()) << c.report();
  EXPECT_EQ(c.alternative, 2);
  c = compare_tensor(host(DType::bf16, {1.5, -inf, 2.5, -inf}), r, p);
  EXPECT_TRUE(c.ok()) << c.report();
  EXPECT_EQ(c.alternative, 0);
  c = compare_tensor(host(DType::bf16, {1.5, -inf, -inf, 2.5}), r, p);  // no alternative there
  EXPECT_EQ(c.failed, 2);
  c = compare_tensor(host(DType::bf16, {0.75, 1.5, 2.5, -inf}), r, p);  // the other's alternative
  EXPECT_EQ(c.failed, 2);
}

// A tolerance output's alternatives: element i passes within the tolerance of the expected value
// or of its alternative (grouped_topk's weights when the kept groups are a near-tie), nowhere
// else.
TEST(Compare, ToleranceOutputsAcceptTheReferencesAlternatives) {
  const double nan = std::nan("");
  RefTensor r = ref({1.0, 2.0, 3.0});
  r.alt = {1.5, nan, nan};
  TolerancePolicy p = policy(DType::fp32, 2);
  Comparison c = compare_tensor(host(DType::fp32, {1.5f * (1 + 1e-7f), 2.0, 3.0}), r, p);
  EXPECT_TRUE(c.ok()) << c.report();
  EXPECT_EQ(c.alternative, 1);
  c = compare_tensor(host(DType::fp32, {1.25, 2.0, 3.0}), r, p);  // neither answer
  EXPECT_EQ(c.failed, 1);
  c = compare_tensor(host(DType::fp32, {1.0, 1.5, 3.0}), r, p);  // no alternative there
  EXPECT_EQ(c.failed, 1);
  EXPECT_EQ(c.alternative, 0);
}

}  // namespace
}  // namespace km
