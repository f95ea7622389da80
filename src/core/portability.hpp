// SPDX-License-Identifier: Apache-2.0
// One model on several platforms, side by side: per platform its pass rate and speedup, and for
// every pair of platforms the pass rates over the tasks judged on both (KernelGenBench's
// cross-chip view: how much of what a model gets right on one platform it keeps on another).
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "core/report.hpp"

namespace km {

/// [{"model", "platforms": {p: {"tasks", "pass_rate", "geomean_speedup", "tasks_with_speedup"}},
///   "pairs": [{"from", "to", "common_tasks", "pass_rate_from", "pass_rate_to", "kept"}]}] for
/// every model (not the baseline) with judged tasks on two platforms or more. Sample 0 only;
/// "kept" is pass_rate_to / pass_rate_from (null when nothing passed on "from").
nlohmann::json portability_json(const std::vector<TaskOutcome>& outcomes);

}  // namespace km
