// SPDX-License-Identifier: Apache-2.0
// What a perf record's shapes say beyond a bare speedup: the share of the hardware's speed of light
// reached, how much of the gap between the yardstick and speed of light the kernel closed, and a
// statistical comparison with the yardstick (FASTER / SAME / SLOWER / AMBIGUOUS).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace km {

struct TaskOutcome;

/// One timed shape against its yardstick. The 95 % interval of the speedup comes from the two
/// timings' relative standard errors (log-ratio, normal approximation); it reflects the noise
/// within this run only, not drift between runs.
struct ShapeComparison {
  double speedup = 0, lo = 0, hi = 0;
  std::string verdict;  // FASTER (lo > 1.02), SLOWER (hi < 0.98), SAME (inside 0.98-1.02), AMBIGUOUS
};
std::optional<ShapeComparison> compare_shape(const nlohmann::json& shape_row);

/// (T_yardstick - T_kernel) / (T_yardstick - T_speed_of_light) from the two % of speed of light:
/// 1 at speed of light, 0 as fast as the yardstick, negative when slower. None when the yardstick
/// is at (or past) speed of light.
std::optional<double> sol_score(double kernel_sol_percent, double yardstick_sol_percent);

/// Fills the outcome's % of speed of light, SOL score and comparison from its perf record.
void add_perf_figures(TaskOutcome& t, const nlohmann::json& perf_record);

/// Over a model's correct tasks: {"sol_tasks", "median_sol_percent", "mean_sol_score",
/// "comparisons": {"FASTER": n, ...}}.
nlohmann::json perf_group_json(const std::vector<const TaskOutcome*>& tasks);

}  // namespace km
