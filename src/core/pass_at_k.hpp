// SPDX-License-Identifier: Apache-2.0
// k samples per task: pass@k, compile@k and fast_p@k with the unbiased estimator of Chen et al.
// (2021), over the catalogue's tasks. A model run with N samples per task has N chances at every
// task: a sample it did not submit (or whose response held no code) counts as a failed one.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "core/report.hpp"

namespace km {

/// 1 - C(n - c, k) / C(n, k): the chance that at least one of k samples drawn without
/// replacement from n, of which c pass, passes. Requires 0 <= c <= n and 1 <= k <= n.
double pass_at_k(int n, int c, int k);

/// For one model on one platform (its outcomes, one per task and sample): {"samples": N,
/// "tasks": judged tasks, "pass_at_k": {"1": ..}, "compile_at_k": {..}, "fast_at_k": {"1": {..}}}
/// for k in 1, 2, 3, 5, 10, ... up to N. Tasks whose every sample was SKIPPED are left out; a
/// HARNESS_ERROR sample counts as not passing (the run is incomplete, and the figure is a floor).
nlohmann::json samples_json(const std::vector<const TaskOutcome*>& outcomes);

}  // namespace km
