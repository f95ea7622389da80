// SPDX-License-Identifier: Apache-2.0
#include "core/portability.hpp"

#include <map>
#include <set>
#include <string>

#include "core/stats.hpp"

namespace km {

using json = nlohmann::json;

json portability_json(const std::vector<TaskOutcome>& outcomes) {
  // model -> platform -> task -> judged verdict (SKIPPED and HARNESS_ERROR are not judged).
  std::map<std::string, std::map<std::string, std::map<std::string, const TaskOutcome*>>> by;
  for (const TaskOutcome& t : outcomes) {
    if (t.model == "baseline" || t.sample != 0) continue;
    const std::string v = t.final_verdict();
    if (v == "SKIPPED" || v == "HARNESS_ERROR") continue;
    by[t.model][t.platform][t.task] = &t;
  }
  json out = json::array();
  for (const auto& [model, platforms] : by) {
    if (platforms.size() < 2) continue;
    json m = {{"model", model}, {"platforms", json::object()}, {"pairs", json::array()}};
    for (const auto& [p, tasks] : platforms) {
      int passed = 0;
      std::vector<double> speedups;
      for (const auto& [task, t] : tasks) {
        if (t->final_verdict() != "PASS") continue;
        ++passed;
        if (t->speedup() > 0) speedups.push_back(t->speedup());
      }
      m["platforms"][p] = {{"tasks", tasks.size()},
                           {"pass_rate", static_cast<double>(passed) / tasks.size()},
                           {"geomean_speedup", geomean(speedups)},
                           {"tasks_with_speedup", speedups.size()}};
    }
    for (const auto& [a, ta] : platforms)
      for (const auto& [b, tb] : platforms) {
        if (a == b) continue;
        int common = 0, pass_a = 0, pass_b = 0;
        for (const auto& [task, t] : ta) {
          auto it = tb.find(task);
          if (it == tb.end()) continue;
          ++common;
          pass_a += t->final_verdict() == "PASS";
          pass_b += it->second->final_verdict() == "PASS";
        }
        if (!common) continue;
        m["pairs"].push_back(
            {{"from", a},
             {"to", b},
             {"common_tasks", common},
             {"pass_rate_from", static_cast<double>(pass_a) / common},
             {"pass_rate_to", static_cast<double>(pass_b) / common},
             {"kept", pass_a ? json(static_cast<double>(pass_b) / pass_a) : json()}});
      }
    out.push_back(m);
  }
  return out;
}

}  // namespace km
