// SPDX-License-Identifier: Apache-2.0
// report.html's yardstick figures: fast_p and geomean against the vendor baseline, torch eager
// and torch.compile side by side (the Markdown report's "Yardsticks" table), and per task the
// speedup against each torch yardstick.
#include <set>

#include <fmt/format.h>

#include "core/report.hpp"
#include "core/report_html.hpp"
#include "core/stats.hpp"

namespace km {

using json = nlohmann::json;

std::vector<std::string> html_yardstick_keys(const json& s) {
  std::set<std::string> keys;
  for (const json& g : s["groups"])
    for (const auto& [k, v] : g.value("yardsticks", json::object()).items()) keys.insert(k);
  return {keys.begin(), keys.end()};
}

std::string html_yardstick_table(const json& s) {
  const std::vector<std::string> keys = html_yardstick_keys(s);
  if (keys.empty()) return "";
  std::string h =
      "<h2>Yardsticks</h2><p>fast_p and geomean speedup against each yardstick over the same "
      "judged tasks: vendor (the platform's baseline library, where a task has one), torch eager "
      "and torch.compile (the task's semantics run by PyTorch on the same buffers). A correct "
      "task without that yardstick counts in fast_0 only.</p><table id=\"yardsticks\"><thead><tr>"
      "<th>model</th><th>platform</th><th>yardstick</th><th>fast_0</th><th>fast_1</th>"
      "<th>fast_1.5</th><th>fast_2</th><th>geomean speedup</th></tr></thead><tbody>";
  auto pct = [](const json& v) { return fmt::format("{:.1f}%", 100.0 * v.get<double>()); };
  for (const json& g : s["groups"]) {
    if (g["model"] == "baseline" || !not_run_reason(s, g).empty()) continue;
    const std::string model = html_escape(g["model"].get<std::string>()),
                      platform = html_escape(g["platform"].get<std::string>());
    auto row = [&](const std::string& name, const json& m) {
      h += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td>", model, platform, html_escape(name));
      for (const char* p : {"0", "1", "1.5", "2"})
        h += fmt::format(
            "<td data-model=\"{}\" data-platform=\"{}\" data-metric=\"{}.fast_{}\">{}</td>", model,
            platform, html_escape(name), p, pct(m["fast_p"][p]));
      h += fmt::format(
          "<td data-model=\"{}\" data-platform=\"{}\" data-metric=\"{}.geomean_speedup\">{}</td>"
          "</tr>",
          model, platform, html_escape(name), html_escape(speedup_text(m)));
    };
    row("vendor", g);
    for (const std::string& k : keys)
      if (g.value("yardsticks", json::object()).contains(k)) row(k, g["yardsticks"][k]);
  }
  return h + "</tbody></table>";
}

std::string html_yardstick_cells(const json& t, const std::vector<std::string>& keys) {
  const json ys = t.value("yardstick_speedups", json::object());
  std::string cells;
  for (const std::string& k : keys)
    cells += "<td>" +
             (ys.contains(k) && t["verdict"] == "PASS"
                  ? fmt::format("{:.3f}x", geomean(ys[k].get<std::vector<double>>()))
                  : std::string("-")) +
             "</td>";
  return cells;
}

}  // namespace km
