// SPDX-License-Identifier: Apache-2.0
#include "core/perf_figures.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/report.hpp"

namespace km {

using json = nlohmann::json;

std::optional<ShapeComparison> compare_shape(const json& row) {
  if (!row.contains("speedup") || !row.contains("candidate") || !row.contains("baseline"))
    return std::nullopt;
  const double rc = row["candidate"].value("rel_stderr", 0.0),
               rb = row["baseline"].value("rel_stderr", 0.0);
  ShapeComparison c;
  c.speedup = row["speedup"].get<double>();
  if (c.speedup <= 0) return std::nullopt;
  const double half = 1.96 * std::sqrt(rc * rc + rb * rb);  // on log(speedup)
  c.lo = c.speedup * std::exp(-half);
  c.hi = c.speedup * std::exp(half);
  // 2 %: a difference smaller than this is not one a user acts on (nor one run-to-run drift
  // keeps; the interval says nothing about that).
  c.verdict = c.lo > 1.02   ? "FASTER"
              : c.hi < 0.98 ? "SLOWER"
              : (c.lo >= 0.98 && c.hi <= 1.02) ? "SAME"
                                                : "AMBIGUOUS";
  return c;
}

std::optional<double> sol_score(double kernel, double yardstick) {
  if (kernel <= 0 || yardstick <= 0 || yardstick >= 100) return std::nullopt;
  // Times in units of the speed-of-light time: T = 100 / percent.
  const double tk = 100.0 / kernel, ty = 100.0 / yardstick;
  return (ty - tk) / (ty - 1.0);
}

void add_perf_figures(TaskOutcome& t, const json& rec) {
  if (!rec.contains("shapes")) return;
  double log_sol = 0, score = 0;
  int n_sol = 0, n_score = 0;
  std::map<std::string, int> verdicts;
  int compared = 0;
  for (const json& row : rec["shapes"]) {
    if (row.contains("sol_percent") && row["sol_percent"].get<double>() > 0) {
      log_sol += std::log(row["sol_percent"].get<double>());
      ++n_sol;
      if (row.contains("baseline_sol_percent"))
        if (auto s = sol_score(row["sol_percent"].get<double>(),
                               row["baseline_sol_percent"].get<double>())) {
          score += *s;
          ++n_score;
        }
    }
    if (auto c = compare_shape(row)) {
      ++compared;
      verdicts[c->verdict]++;
      t.speedup_lo = t.speedup_lo ? std::min(*t.speedup_lo, c->lo) : c->lo;
      t.speedup_hi = t.speedup_hi ? std::max(*t.speedup_hi, c->hi) : c->hi;
    }
  }
  if (n_sol) t.sol_percent = std::exp(log_sol / n_sol);
  if (n_score) t.sol_score = score / n_score;
  if (compared)  // one word for the task: its shapes agree, or MIXED
    t.comparison = verdicts.size() == 1 ? verdicts.begin()->first : std::string("MIXED");
}

json perf_group_json(const std::vector<const TaskOutcome*>& tasks) {
  std::vector<double> sols;
  double score = 0;
  int n_score = 0;
  std::map<std::string, int> comparisons;
  for (const TaskOutcome* t : tasks) {
    if (t->final_verdict() != "PASS") continue;
    if (t->sol_percent) sols.push_back(*t->sol_percent);
    if (t->sol_score) {
      score += *t->sol_score;
      ++n_score;
    }
    if (!t->comparison.empty()) comparisons[t->comparison]++;
  }
  json j = {{"sol_tasks", sols.size()}, {"comparisons", comparisons}};
  if (!sols.empty()) {
    std::sort(sols.begin(), sols.end());
    const size_t m = sols.size() / 2;
    j["median_sol_percent"] = sols.size() % 2 ? sols[m] : (sols[m - 1] + sols[m]) / 2;
  }
  if (n_score) j["mean_sol_score"] = score / n_score;
  return j;
}

}  // namespace km
