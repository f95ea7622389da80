// SPDX-License-Identifier: Apache-2.0
#include "core/pass_at_k.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <tuple>

namespace km {

double pass_at_k(int n, int c, int k) {
  if (n - c < k) return 1.0;
  // C(n-c, k) / C(n, k) = prod_{i = n-c+1}^{n} (1 - k / i), stable for large n.
  double fail = 1.0;
  for (int i = n - c + 1; i <= n; ++i) fail *= 1.0 - static_cast<double>(k) / i;
  return 1.0 - fail;
}

nlohmann::json samples_json(const std::vector<const TaskOutcome*>& outcomes) {
  struct Counts {
    int compiled = 0, passed = 0, skipped = 0, seen = 0;
    std::map<std::string, int> fast;
  };
  const std::vector<std::pair<std::string, double>> ps = {{"1", 1}, {"1.5", 1.5}, {"2", 2}};
  std::map<std::string, Counts> tasks;
  int n = 1;
  for (const TaskOutcome* t : outcomes) {
    n = std::max(n, t->sample + 1);
    Counts& c = tasks[t->task];
    ++c.seen;
    const std::string v = t->final_verdict();
    if (v == "SKIPPED") ++c.skipped;
    if (t->compile && t->compile->verdict == "PASS") ++c.compiled;
    if (v != "PASS") continue;
    ++c.passed;
    for (const auto& [name, p] : ps)
      if (t->speedup() > p) ++c.fast[name];
  }
  std::vector<int> ks;
  for (int k : {1, 2, 3, 5, 10, 20, 50, 100})
    if (k <= n) ks.push_back(k);
  nlohmann::json pass = nlohmann::json::object(), compile = nlohmann::json::object(),
                 fast = nlohmann::json::object();
  int judged = 0;
  for (const auto& [task, c] : tasks) judged += c.skipped < c.seen;
  for (int k : ks) {
    double sp = 0, sc = 0;
    std::map<std::string, double> sf;
    for (const auto& [task, c] : tasks) {
      if (c.skipped == c.seen) continue;  // nothing of it ran here
      sp += pass_at_k(n, c.passed, k);
      sc += pass_at_k(n, c.compiled, k);
      for (const auto& [name, p] : ps) {
        auto it = c.fast.find(name);
        sf[name] += pass_at_k(n, it == c.fast.end() ? 0 : it->second, k);
      }
    }
    const std::string key = std::to_string(k);
    pass[key] = judged ? sp / judged : 0.0;
    compile[key] = judged ? sc / judged : 0.0;
    for (const auto& [name, p] : ps) fast[name][key] = judged ? sf[name] / judged : 0.0;
  }
  int passed = 0, compiled = 0;
  for (const auto& [task, c] : tasks) {
    passed += c.skipped < c.seen ? c.passed : 0;
    compiled += c.skipped < c.seen ? c.compiled : 0;
  }
  return {{"samples", n},
          {"tasks", judged},
          {"passed_samples", passed},
          {"compiled_samples", compiled},
          {"pass_at_k", pass},
          {"compile_at_k", compile},
          {"fast_at_k", fast}};
}

}  // namespace km
