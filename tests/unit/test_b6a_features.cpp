// SPDX-License-Identifier: Apache-2.0
// Spec features of batch B6a: ops without inputs (fill, arange, hybrid_attention_mask), the
// const_output waiver, and dtype pairs (cast): loading, ABI on every platform, references, judging.
#include <gtest/gtest.h>

#include <cmath>

#include "core/compare.hpp"
#include "core/platform.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

std::string abi_on(const std::string& platform, const Task& t) {
  return abi_text(t, PlatformInfo::load(test::repo_path("platforms/" + platform + "/platform.json")));
}

TEST(NoInput, LoadsAndEveryPlatformTakesOnlyOutputsSizesParams) {
  Spec fill = load_spec(test::repo_path("operators/layout/fill.json"));
  EXPECT_TRUE(fill.inputs.empty());
  const Task t{&fill, DType::fp32};
  const std::vector<std::pair<std::string, std::string>> want = {
      {"cpu", "int fill_f32(float* y, int64_t n, double value)"},
      {"cuda", "int fill_f32(float* y, int64_t n, double value, cudaStream_t stream)"},
      {"triton", "def fill_f32(y: Tensor[torch.float32, (n,)], n: int, value: float)"},
      {"pallas", "def fill_f32(y: Tensor[jnp.float32, (n,)], n: int, value: float)"}};
  for (const auto& [platform, proto] : want) {
    const std::string abi = abi_on(platform, t);
    EXPECT_NE(abi.find(proto), std::string::npos) << platform << "\n" << abi;
    EXPECT_NE(abi.find("reads no input tensor"), std::string::npos) << platform;
    EXPECT_NE(abi.find("is constant for most inputs"), std::string::npos) << platform;
  }
  // The reference needs no input: fill writes the value, arange start + i * step.
  Bindings v = {{"n", 5}, {"value", -2.5}};
  EXPECT_EQ(run_reference(t, v, {})[0].values, std::vector<double>(5, -2.5));
  Spec arange = load_spec(test::repo_path("operators/layout/arange.json"));
  auto a = run_reference(Task{&arange, DType::fp16}, {{"n", 4}, {"start", 1.0}, {"step", -0.5}}, {});
  EXPECT_EQ(a[0].values, (std::vector<double>{1.0, 0.5, 0.0, -0.5}));
  EXPECT_TRUE(make_inputs(t, v, 7).empty());
}

TEST(NoInput, MaskIsCausalWithWindowedHeads) {
  Spec m = load_spec(test::repo_path("operators/attention/hybrid_attention_mask.json"));
  // b 1, heads 2 (the second windowed), t 2, past 2, window 2: rows of 4 keys.
  Bindings v = {{"b", 1}, {"heads", 2}, {"swa_heads", 1}, {"t", 2}, {"past", 2}, {"window", 2}};
  auto y = run_reference(Task{&m, DType::b8}, v, {})[0].values;
  EXPECT_EQ(y, (std::vector<double>{1, 1, 1, 0, 1, 1, 1, 1,    // causal head
                                    0, 1, 1, 0, 0, 0, 1, 1}));  // windowed head
}

HostTensor constant(DType t, int64_t n, double v) {
  HostTensor h;
  h.name = "y";
  h.dtype = t;
  h.shape = {n};
  h.bytes.resize(static_cast<size_t>(n) * dtype_size(t));
  for (int64_t i = 0; i < n; ++i) store_as(t, h.bytes.data() + i * dtype_size(t), v);
  return h;
}

TEST(ConstOutput, WaivesTheMistrustAndSaysWhy) {
  RefTensor exp;
  exp.shape = {64};
  exp.values.assign(64, 1.5);
  TolerancePolicy pol;
  Comparison plain = compare_tensor(constant(DType::fp32, 64, 1.5), exp, pol);
  EXPECT_TRUE(plain.mistrusted);
  pol.const_output = "every element of a fill is its value";
  Comparison waived = compare_tensor(constant(DType::fp32, 64, 1.5), exp, pol);
  EXPECT_FALSE(waived.mistrusted);
  EXPECT_TRUE(waived.ok());
  EXPECT_NE(waived.waived.find("every expected element is equal"), std::string::npos);
  EXPECT_NE(waived.waived.find("every element of a fill is its value"), std::string::npos);
  // The waiver judges as before: a constant of its own still fails.
  Comparison wrong = compare_tensor(constant(DType::fp32, 64, 0.0), exp, pol);
  EXPECT_EQ(wrong.failed, 64);
  // The spec's reason reaches the policy of its output.
  Spec fill = load_spec(test::repo_path("operators/layout/fill.json"));
  HostTensor y = constant(DType::fp32, 4, 0);
  EXPECT_EQ(tolerance_for(Task{&fill, DType::fp32}, y, {{"n", 4}, {"value", 1}}).const_output,
            fill.outputs[0].const_output);
}

TEST(DtypePairs, TasksNamesAbiAndReference) {
  std::vector<Spec> cat = {load_spec(test::repo_path("operators/layout/cast.json"))};
  const Spec& cast = cat[0];
  std::vector<std::string> names;
  for (const Task& t : tasks_of(cast)) names.push_back(t.name());
  EXPECT_EQ(names, (std::vector<std::string>{"cast_f32_f16", "cast_f32_bf16", "cast_f16_f32",
                                             "cast_bf16_f32", "cast_f32_i32", "cast_i64_f32"}));
  std::optional<Task> t = find_task(cat, "cast_f32_i32");
  ASSERT_TRUE(t);
  EXPECT_EQ(t->dtype_name(), "fp32->i32");
  EXPECT_EQ(task_of(cast, "fp32->i32").name(), "cast_f32_i32");
  EXPECT_THROW(task_of(cast, "fp32"), SpecError);
  EXPECT_FALSE(find_task(cat, "cast_f32"));
  EXPECT_EQ(t->dtype_of(cast.inputs[0]), DType::fp32);
  EXPECT_EQ(t->dtype_of(cast.outputs[0]), DType::i32);
  const std::vector<std::pair<std::string, std::string>> want = {
      {"cpu", "int cast_f32_i32(const float* x, int32_t* y, int64_t n)"},
      {"cuda", "int cast_f32_i32(const float* x, int32_t* y, int64_t n, cudaStream_t stream)"},
      {"triton", "x: Tensor[torch.float32, (n,)], y: Tensor[torch.int32, (n,)]"},
      {"pallas", "x: Tensor[jnp.float32, (n,)], y: Tensor[jnp.int32, (n,)]"}};
  for (const auto& [platform, proto] : want) {
    const std::string abi = abi_on(platform, *t);
    EXPECT_NE(abi.find(proto), std::string::npos) << platform << "\n" << abi;
  }
  // An integer U truncates toward zero; a float U gets the value, rounded by the comparator.
  Bindings v = {{"n", 3}};
  HostTensor x = constant(DType::fp32, 3, 0);
  x.name = "x";
  store_as(DType::fp32, x.bytes.data() + 4, -2.5);
  store_as(DType::fp32, x.bytes.data() + 8, 2.75);
  EXPECT_EQ(run_reference(*t, v, {x})[0].values, (std::vector<double>{0, -2, 2}));
  EXPECT_EQ(run_reference(task_of(cast, "fp32->fp16"), v, {x})[0].values,
            (std::vector<double>{0, -2.5, 2.75}));
  // init_int draws the integer input of the i64 task; init the float ones.
  std::vector<HostTensor> in = make_inputs(task_of(cast, "i64->fp32"), {{"n", 64}}, 3);
  ASSERT_EQ(in[0].dtype, DType::i64);
  bool large = false;
  for (int64_t i = 0; i < 64; ++i) large = large || std::fabs(in[0].at(i)) > 1e6;
  EXPECT_TRUE(large);
  EXPECT_EQ(make_inputs(task_of(cast, "bf16->fp32"), {{"n", 4}}, 3)[0].dtype, DType::bf16);
}

}  // namespace
}  // namespace km
