// SPDX-License-Identifier: Apache-2.0
// k samples per task: the pass@k estimator against hand-computed values, and the per-model
// figures over the catalogue (samples not submitted count as failed ones).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/pass_at_k.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

TEST(PassAtK, HandComputedValues) {
  EXPECT_DOUBLE_EQ(pass_at_k(1, 1, 1), 1.0);
  EXPECT_DOUBLE_EQ(pass_at_k(1, 0, 1), 0.0);
  EXPECT_NEAR(pass_at_k(3, 1, 1), 1.0 / 3, 1e-15);
  EXPECT_NEAR(pass_at_k(3, 1, 2), 2.0 / 3, 1e-15);  // 1 - C(2,2)/C(3,2) = 1 - 1/3
  EXPECT_DOUBLE_EQ(pass_at_k(3, 1, 3), 1.0);
  EXPECT_NEAR(pass_at_k(5, 2, 3), 0.9, 1e-15);  // 1 - C(3,3)/C(5,3) = 1 - 1/10
  EXPECT_NEAR(pass_at_k(10, 3, 2), 1.0 - 21.0 / 45, 1e-15);  // 1 - C(7,2)/C(10,2)
  EXPECT_DOUBLE_EQ(pass_at_k(10, 0, 5), 0.0);
}

TaskOutcome sample(const std::string& task, int k, const char* compile, const char* correct,
                   double speedup = 0) {
  TaskOutcome t;
  t.model = "m";
  t.platform = "cpu";
  t.task = task;
  t.sample = k;
  t.compile = StageOutcome{"compile", compile, "", -1, -1};
  if (correct) t.correct = StageOutcome{"correct", correct, "", -1, -1};
  if (speedup > 0) {
    t.perf = StageOutcome{"perf", "PASS", "", -1, -1};
    t.speedups = {speedup};
  }
  return t;
}

// Task a: samples 0 and 2 pass (2 faster than the yardstick by 3x), 1 is wrong; task b: one
// sample, which does not compile (its samples 1 and 2 were not submitted); task c: every sample
// SKIPPED (platform unavailable), left out.
TEST(PassAtK, SamplesJsonOverTasks) {
  std::vector<TaskOutcome> all = {
      sample("a", 0, "PASS", "PASS"),          sample("a", 1, "PASS", "WRONG_RESULT"),
      sample("a", 2, "PASS", "PASS", 3.0),     sample("b", 0, "COMPILE_ERROR", nullptr),
      sample("c", 0, "PASS", "SKIPPED"),
  };
  std::vector<const TaskOutcome*> ptrs;
  for (const TaskOutcome& t : all) ptrs.push_back(&t);
  nlohmann::json j = samples_json(ptrs);
  EXPECT_EQ(j["samples"], 3);
  EXPECT_EQ(j["tasks"], 2);
  EXPECT_NEAR(j["pass_at_k"]["1"].get<double>(), (2.0 / 3 + 0) / 2, 1e-12);
  EXPECT_NEAR(j["pass_at_k"]["2"].get<double>(), (1.0 + 0) / 2, 1e-12);  // n - c = 1 < 2
  EXPECT_NEAR(j["pass_at_k"]["3"].get<double>(), 0.5, 1e-12);
  EXPECT_NEAR(j["compile_at_k"]["1"].get<double>(), (1.0 + 0) / 2, 1e-12);
  EXPECT_NEAR(j["fast_at_k"]["1"]["1"].get<double>(), (1.0 / 3) / 2, 1e-12);
  EXPECT_NEAR(j["fast_at_k"]["2"]["3"].get<double>(), 0.5, 1e-12);
  EXPECT_FALSE(j["pass_at_k"].contains("5"));
}

// Files on disk decide which samples exist: relu_f32 has samples 0 (ran, passed), 1 (a file that
// never ran) and 2 (an imported response without code); every other task only sample 0, never
// submitted.
TEST(PassAtK, CatalogueCompletionAddsMissingSamples) {
  test::TempDir tmp;
  const auto gen = tmp.path() / "generated";
  test::write_file(gen / "m" / "cpu" / "relu_f32.cpp", "int relu_f32() { return 0; }\n");
  test::write_file(gen / "m" / "cpu" / "relu_f32.s1.cpp", "int relu_f32() { return 0; }\n");
  test::write_file(gen / "m" / "cpu" / "relu_f32.s2.response.json",
                   R"({"task": "relu_f32", "sample": 2, "verdict": "NO_CODE"})");
  std::vector<Spec> cat = load_catalogue(test::repo_path("operators"));
  size_t cpu_tasks = 0;
  for (const Spec& s : cat) cpu_tasks += s.dtypes.size();
  std::vector<TaskOutcome> all = {sample("relu_f32", 0, "PASS", "PASS")};
  complete_with_catalogue(all, cat, gen, test::repo_path("platforms"));
  ASSERT_EQ(all.size(), cpu_tasks + 2);
  std::map<int, std::string> relu;
  for (const TaskOutcome& t : all)
    if (t.task == "relu_f32") relu[t.sample] = t.final_verdict();
  EXPECT_EQ(relu[0], "PASS");
  EXPECT_EQ(relu[1], "NOT_RUN");
  EXPECT_EQ(relu[2], "NO_CODE");
  std::vector<const TaskOutcome*> ptrs;
  for (const TaskOutcome& t : all) ptrs.push_back(&t);
  nlohmann::json j = samples_json(ptrs);
  EXPECT_EQ(j["samples"], 3);
  EXPECT_EQ(j["tasks"], static_cast<int>(cpu_tasks));
  EXPECT_NEAR(j["pass_at_k"]["1"].get<double>(), (1.0 / 3) / static_cast<double>(cpu_tasks),
              1e-12);
  EXPECT_NEAR(j["pass_at_k"]["3"].get<double>(), 1.0 / static_cast<double>(cpu_tasks), 1e-12);
}

}  // namespace
}  // namespace km
