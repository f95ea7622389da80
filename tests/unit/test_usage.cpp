// SPDX-License-Identifier: Apache-2.0
// Tokens per success from the imported responses' metadata (both common usage spellings).
#include <gtest/gtest.h>

#include "core/usage.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

TaskOutcome outcome(const std::string& task, int sample, bool pass) {
  TaskOutcome t;
  t.model = "m";
  t.platform = "cpu";
  t.task = task;
  t.sample = sample;
  t.compile = StageOutcome{"compile", "PASS", "", -1, -1};
  t.correct = StageOutcome{"correct", pass ? "PASS" : "WRONG_RESULT", "", -1, -1};
  return t;
}

TEST(Usage, TokensPerPassingSample) {
  test::TempDir tmp;
  const auto gen = tmp.path() / "generated";
  test::write_file(gen / "m" / "cpu" / "relu_f32.response.json",
                   R"({"metadata": {"usage": {"prompt_tokens": 1000, "completion_tokens": 300}, "cost": 0.01}})");
  test::write_file(gen / "m" / "cpu" / "relu_f32.s1.response.json",
                   R"({"metadata": {"usage": {"input_tokens": 1000, "output_tokens": 500}}})");
  test::write_file(gen / "m" / "cpu" / "gelu_f32.response.json", R"({"metadata": {}})");
  std::vector<TaskOutcome> all = {outcome("relu_f32", 0, true), outcome("relu_f32", 1, false),
                                  outcome("gelu_f32", 0, false)};
  attach_usage(all, gen);
  EXPECT_EQ(all[0].tokens_out, 300);
  EXPECT_EQ(all[1].tokens_in, 1000);
  EXPECT_FALSE(all[2].tokens_out.has_value());
  std::vector<const TaskOutcome*> ptrs = {&all[0], &all[1], &all[2]};
  nlohmann::json u = usage_json(ptrs);
  EXPECT_EQ(u["responses"], 2);
  EXPECT_DOUBLE_EQ(u["input_tokens"].get<double>(), 2000);
  EXPECT_DOUBLE_EQ(u["output_tokens"].get<double>(), 800);
  EXPECT_EQ(u["passed"], 1);
  EXPECT_DOUBLE_EQ(u["output_tokens_per_pass"].get<double>(), 800);
  EXPECT_DOUBLE_EQ(u["cost"].get<double>(), 0.01);
  EXPECT_TRUE(usage_json({&all[2]}).empty());
}

}  // namespace
}  // namespace km
