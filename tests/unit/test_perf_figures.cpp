// SPDX-License-Identifier: Apache-2.0
// Speed-of-light score and the statistical comparison with the yardstick, on hand-made shapes.
#include <gtest/gtest.h>

#include <cmath>

#include "core/perf_figures.hpp"
#include "core/report.hpp"

namespace km {
namespace {

using json = nlohmann::json;

json shape(double speedup, double rse_candidate, double rse_baseline) {
  return {{"speedup", speedup},
          {"candidate", {{"rel_stderr", rse_candidate}}},
          {"baseline", {{"rel_stderr", rse_baseline}}}};
}

TEST(PerfFigures, ComparisonFromTheSpeedupsInterval) {
  auto c = compare_shape(shape(1.5, 0.01, 0.01));
  ASSERT_TRUE(c);
  const double half = 1.96 * std::sqrt(2.0) * 0.01;
  EXPECT_NEAR(c->lo, 1.5 * std::exp(-half), 1e-12);
  EXPECT_NEAR(c->hi, 1.5 * std::exp(half), 1e-12);
  EXPECT_EQ(c->verdict, "FASTER");
  EXPECT_EQ(compare_shape(shape(0.5, 0.01, 0.01))->verdict, "SLOWER");
  EXPECT_EQ(compare_shape(shape(1.0, 0.002, 0.002))->verdict, "SAME");
  EXPECT_EQ(compare_shape(shape(1.03, 0.02, 0.02))->verdict, "AMBIGUOUS");  // 0.97 .. 1.09
  EXPECT_FALSE(compare_shape({{"speedup", 1.0}}));  // no timings of the yardstick
}

TEST(PerfFigures, SolScoreIsTheShareOfTheGapClosed) {
  // Yardstick at 25 % of speed of light (4 units of time), kernel at 50 % (2 units): it closed
  // (4 - 2) / (4 - 1) = 2/3 of the gap.
  EXPECT_NEAR(*sol_score(50, 25), 2.0 / 3, 1e-12);
  EXPECT_NEAR(*sol_score(25, 25), 0.0, 1e-12);
  EXPECT_NEAR(*sol_score(100, 25), 1.0, 1e-12);
  EXPECT_LT(*sol_score(10, 25), 0.0);  // slower than the yardstick
  EXPECT_FALSE(sol_score(50, 100));     // the yardstick is at speed of light: no gap
}

TEST(PerfFigures, TaskAndGroupFigures) {
  json rec = {{"shapes",
               {{{"speedup", 2.0},
                 {"sol_percent", 50.0},
                 {"baseline_sol_percent", 25.0},
                 {"candidate", {{"rel_stderr", 0.01}}},
                 {"baseline", {{"rel_stderr", 0.01}}}},
                {{"speedup", 2.0},
                 {"sol_percent", 12.5},
                 {"baseline_sol_percent", 6.25},
                 {"candidate", {{"rel_stderr", 0.01}}},
                 {"baseline", {{"rel_stderr", 0.01}}}}}}};
  TaskOutcome t;
  t.compile = StageOutcome{"compile", "PASS", "", -1, -1};
  t.correct = StageOutcome{"correct", "PASS", "", -1, -1};
  add_perf_figures(t, rec);
  EXPECT_NEAR(*t.sol_percent, 25.0, 1e-9);  // geomean of 50 and 12.5
  // (4-2)/(4-1) = 2/3 and (16-8)/(16-1) = 8/15.
  EXPECT_NEAR(*t.sol_score, (2.0 / 3 + 8.0 / 15) / 2, 1e-12);
  EXPECT_EQ(t.comparison, "FASTER");
  json g = perf_group_json({&t});
  EXPECT_EQ(g["sol_tasks"], 1);
  EXPECT_NEAR(g["median_sol_percent"].get<double>(), 25.0, 1e-9);
  EXPECT_EQ(g["comparisons"]["FASTER"], 1);
}

}  // namespace
}  // namespace km
