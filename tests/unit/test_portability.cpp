// SPDX-License-Identifier: Apache-2.0
// One model on two platforms: per-platform figures and the pair over the common tasks.
#include <gtest/gtest.h>

#include "core/portability.hpp"
#include "core/report.hpp"

namespace km {
namespace {

TaskOutcome outcome(const std::string& platform, const std::string& task, const char* correct,
                    double speedup = 0) {
  TaskOutcome t;
  t.model = "m";
  t.platform = platform;
  t.task = task;
  t.compile = StageOutcome{"compile", "PASS", "", -1, -1};
  t.correct = StageOutcome{"correct", correct, "", -1, -1};
  if (speedup > 0) t.speedups = {speedup};
  return t;
}

// cpu: a, b, c pass (a 2x, b 8x); cuda: a passes (1x), b wrong, c SKIPPED, d wrong (cuda only).
TEST(Portability, PairsOverCommonTasks) {
  std::vector<TaskOutcome> all = {
      outcome("cpu", "a", "PASS", 2),       outcome("cpu", "b", "PASS", 8),
      outcome("cpu", "c", "PASS"),          outcome("cuda", "a", "PASS", 1),
      outcome("cuda", "b", "WRONG_RESULT"), outcome("cuda", "c", "SKIPPED"),
      outcome("cuda", "d", "WRONG_RESULT"),
  };
  nlohmann::json j = portability_json(all);
  ASSERT_EQ(j.size(), 1u);
  const nlohmann::json& p = j[0]["platforms"];
  EXPECT_EQ(p["cpu"]["tasks"], 3);
  EXPECT_DOUBLE_EQ(p["cpu"]["pass_rate"].get<double>(), 1.0);
  EXPECT_DOUBLE_EQ(p["cpu"]["geomean_speedup"].get<double>(), 4.0);  // sqrt(2 * 8)
  EXPECT_EQ(p["cuda"]["tasks"], 3);  // c SKIPPED is not judged
  EXPECT_NEAR(p["cuda"]["pass_rate"].get<double>(), 1.0 / 3, 1e-12);
  bool seen = false;
  for (const auto& q : j[0]["pairs"])
    if (q["from"] == "cpu" && q["to"] == "cuda") {
      seen = true;
      EXPECT_EQ(q["common_tasks"], 2);  // a and b
      EXPECT_DOUBLE_EQ(q["pass_rate_from"].get<double>(), 1.0);
      EXPECT_DOUBLE_EQ(q["pass_rate_to"].get<double>(), 0.5);
      EXPECT_DOUBLE_EQ(q["kept"].get<double>(), 0.5);
    }
  EXPECT_TRUE(seen);
  EXPECT_TRUE(portability_json({outcome("cpu", "a", "PASS")}).empty());  // one platform only
}

}  // namespace
}  // namespace km
