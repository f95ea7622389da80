// SPDX-License-Identifier: Apache-2.0
#include "core/report_html.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>
#include <vector>

#include "core/report.hpp"

namespace km {

using json = nlohmann::json;

std::string html_escape(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

namespace {

std::string pct(double v) {
  return fmt::format("{:.1f}%", 100.0 * v);
}

/// One figure of one model/platform, findable by a DOM query.
std::string cell(const json& g, const std::string& metric, const std::string& text) {
  return fmt::format("<td data-model=\"{}\" data-platform=\"{}\" data-metric=\"{}\">{}</td>",
                     html_escape(g["model"].get<std::string>()),
                     html_escape(g["platform"].get<std::string>()), metric, html_escape(text));
}

const char* kStyle = R"(
body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #f2f2f2; }
td.PASS { color: #17692c; } td.fail { color: #a61b1b; } td.SKIPPED { color: #777; }
.charts { display: flex; gap: 3em; flex-wrap: wrap; }
svg text { font: 12px system-ui, sans-serif; }
details summary { cursor: pointer; }
input.filter { margin: 0.5em 0; padding: 3px; width: 20em; }
)";

// Filters a task table by the text typed above it; marks the page as scripted.
const char* kScript = R"(
document.querySelectorAll('input.filter').forEach(function (box) {
  box.addEventListener('input', function () {
    var q = box.value.toLowerCase();
    document.querySelectorAll('#' + box.dataset.table + ' tbody tr').forEach(function (tr) {
      tr.style.display = tr.textContent.toLowerCase().indexOf(q) >= 0 ? '' : 'none';
    });
  });
});
document.body.dataset.ready = '1';
)";

/// Horizontal bars: one per (label, share in [0, 1]).
std::string bars(const std::string& title, const std::vector<std::pair<std::string, double>>& v,
                 bool as_share) {
  const int row = 20, label_w = 150, bar_w = 260;
  double top = 0;
  for (const auto& [l, x] : v) top = std::max(top, x);
  if (as_share) top = 1;
  std::string svg = fmt::format(
      "<figure><figcaption>{}</figcaption><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" "
      "height=\"{}\" role=\"img\">",
      html_escape(title), label_w + bar_w + 70, row * static_cast<int>(v.size()) + 4);
  for (size_t i = 0; i < v.size(); ++i) {
    const double w = top > 0 ? bar_w * v[i].second / top : 0;
    const int y = static_cast<int>(i) * row;
    svg += fmt::format(
        "<text x=\"0\" y=\"{}\">{}</text><rect x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"14\" "
        "fill=\"#4a7fb5\"/><text x=\"{:.1f}\" y=\"{}\">{}</text>",
        y + 13, html_escape(v[i].first), label_w, y + 2, w, label_w + w + 4, y + 13,
        as_share ? pct(v[i].second) : fmt::format("{:.0f}", v[i].second));
  }
  return svg + "</svg></figure>";
}

/// % of speed of light against speedup (log scale), one dot per correct task that has both.
std::string sol_scatter(const json& s, const json& g) {
  std::vector<std::tuple<double, double, std::string>> pts;
  for (const json& t : s["tasks"])
    if (t["model"] == g["model"] && t["platform"] == g["platform"] && t["verdict"] == "PASS" &&
        t["speedup"].get<double>() > 0 && t.value("sol_percent", json()).is_number())
      pts.emplace_back(t["speedup"].get<double>(), t["sol_percent"].get<double>(),
                       t["task"].get<std::string>());
  if (pts.empty()) return {};
  const int w = 360, h = 220, left = 40, bottom = 30;
  auto x_of = [&](double sp) {  // log2 speedup over [1/8, 8]
    double l = std::clamp(std::log2(sp), -3.0, 3.0);
    return left + (l + 3.0) / 6.0 * (w - left - 10);
  };
  auto y_of = [&](double pct) { return (h - bottom) * (1.0 - std::clamp(pct, 0.0, 100.0) / 100.0); };
  std::string svg = fmt::format(
      "<figure><figcaption>% of speed of light by speedup (correct tasks)</figcaption><svg "
      "xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" role=\"img\">"
      "<line x1=\"{}\" y1=\"0\" x2=\"{}\" y2=\"{}\" stroke=\"#999\"/>"
      "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#999\"/>"
      "<line x1=\"{:.1f}\" y1=\"0\" x2=\"{:.1f}\" y2=\"{}\" stroke=\"#ccc\" stroke-dasharray=\"4\"/>"
      "<text x=\"0\" y=\"12\">100%</text><text x=\"0\" y=\"{}\">0%</text>"
      "<text x=\"{}\" y=\"{}\">1/8x</text><text x=\"{:.1f}\" y=\"{}\">1x</text>"
      "<text x=\"{}\" y=\"{}\">8x</text>",
      w, h, left, left, h - bottom, left, h - bottom, w, h - bottom, x_of(1), x_of(1), h - bottom,
      h - bottom, left, h - 10, x_of(1) - 6, h - 10, w - 30, h - 10);
  for (const auto& [sp, pct, task] : pts)
    svg += fmt::format(
        "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"4\" fill=\"#c0504d\"><title>{}: {:.3f}x, "
        "{:.1f}%</title></circle>",
        x_of(sp), y_of(pct), html_escape(task), sp, pct);
  return svg + "</svg></figure>";
}

std::string group_section(const json& s, const json& g, int index) {
  const std::string model = g["model"].get<std::string>(),
                    platform = g["platform"].get<std::string>();
  std::string h =
      fmt::format("<section><h2>{} on {}</h2><div class=\"charts\">", html_escape(model),
                  html_escape(platform));
  // Nothing judged (every task SKIPPED): a 0 % bar would read as measured.
  const bool judged = g.value("ran", 0) > 0;
  std::vector<std::pair<std::string, double>> cats;
  for (auto it = g["categories"].begin(); it != g["categories"].end(); ++it)
    cats.emplace_back(it.key(), it.value()["pass_rate"].get<double>());
  if (judged) h += bars("Pass rate by category", cats, true);
  // Speedup distribution over the correct tasks that had a yardstick.
  const std::vector<std::pair<std::string, double>> edges = {
      {"< 0.5x", 0.5}, {"0.5-1x", 1}, {"1-1.5x", 1.5}, {"1.5-2x", 2}, {"2-4x", 4}, {">= 4x", 1e300}};
  std::vector<std::pair<std::string, double>> hist;
  for (const auto& e : edges) hist.emplace_back(e.first, 0);
  for (const json& t : s["tasks"]) {
    if (t["model"] != g["model"] || t["platform"] != g["platform"] || t["verdict"] != "PASS")
      continue;
    const double sp = t["speedup"].get<double>();
    if (sp <= 0) continue;
    for (size_t b = 0; b < edges.size(); ++b)
      if (sp < edges[b].second) {
        hist[b].second += 1;
        break;
      }
  }
  if (judged && model != "baseline") {
    h += bars("Correct tasks by speedup over the yardstick", hist, false);
    h += sol_scatter(s, g);
  }
  std::vector<std::pair<std::string, double>> verdicts;
  for (auto it = g["verdicts"].begin(); it != g["verdicts"].end(); ++it)
    verdicts.emplace_back(it.key(), it.value().get<double>());
  h += bars("Tasks by verdict", verdicts, false) + "</div>";
  const std::string table = fmt::format("tasks{}", index);
  const std::vector<std::string> keys = html_yardstick_keys(s);
  std::string versus;
  for (const std::string& k : keys) versus += "<th>vs " + html_escape(k) + "</th>";
  h += fmt::format(
      "<input class=\"filter\" data-table=\"{}\" placeholder=\"filter tasks (name, verdict, "
      "category)\"><table id=\"{}\"><thead><tr><th>task</th><th>sample</th><th>category</th>"
      "<th>verdict</th><th>speedup</th><th>vs yardstick</th>{}<th>% SOL</th><th>baseline</th>"
      "<th>reason</th></tr></thead><tbody>",
      table, table, versus);
  for (const json& t : s["tasks"]) {
    if (t["model"] != g["model"] || t["platform"] != g["platform"]) continue;
    const std::string v = t["verdict"].get<std::string>();
    const double sp = t["speedup"].get<double>();
    std::string why = t["reason"].get<std::string>();
    for (const json& n : t.value("notes", json::array()))
      why += (why.empty() ? "note: " : "\nnote: ") + n.get<std::string>();
    const std::string first = why.substr(0, why.find('\n'));
    std::string reason = why.empty() ? "" : html_escape(first);
    if (why.size() > first.size())
      reason = fmt::format("<details><summary>{}</summary><pre>{}</pre></details>",
                           html_escape(first), html_escape(why));
    h += fmt::format(
        "<tr data-task=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td class=\"{}\">{}{}</td><td>{}</td>"
        "<td>{}</td>{}<td>{}</td><td>{}</td><td>{}</td></tr>",
        html_escape(t["task"].get<std::string>()), html_escape(t["task"].get<std::string>()),
        t.value("sample", 0), html_escape(t["category"].get<std::string>()),
        v == "PASS" ? "PASS" : v == "SKIPPED" ? "SKIPPED" : "fail", html_escape(v),
        t.value("mistrusted", false) ? " (mistrusted)" : "",
        sp > 0 ? fmt::format("{:.3f}x", sp) : "-",
        t.value("comparison", "").empty() ? "-" : html_escape(t["comparison"].get<std::string>()),
        html_yardstick_cells(t, keys),
        t.value("sol_percent", json()).is_number()
            ? fmt::format("{:.1f}%", t["sol_percent"].get<double>())
            : "-",
        html_escape(t["baseline"].get<std::string>()), reason);
  }
  return h + "</tbody></table></section>";
}

}  // namespace

std::string report_html(const json& s) {
  std::string h = fmt::format(
      "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>KernelMark "
      "report</title><style>{}</style></head><body><h1>KernelMark report</h1><p>Generated {}. "
      "fast_1: share of judged tasks that are correct and faster than the platform's yardstick; "
      "speedup: geometric mean over an op's bench shapes, then over ops. SKIPPED and "
      "HARNESS_ERROR tasks are counted apart.</p>",
      kStyle, html_escape(s.value("generated", "")));
  int harness_errors = 0;
  for (const json& g : s["groups"]) harness_errors += g.value("harness_errors", 0);
  if (harness_errors)
    h += fmt::format(
        "<p><strong>Incomplete run: {} task(s) could not be judged (HARNESS_ERROR).</strong></p>",
        harness_errors);
  h +=
      "<table id=\"overview\"><thead><tr><th>model</th><th>platform</th><th>tasks</th><th>compile "
      "rate</th><th>pass rate</th><th>fast_1</th><th>geomean speedup</th><th>skipped</th>"
      "<th>harness errors</th></tr></thead><tbody>";
  bool any_samples = false;
  for (const json& g : s["groups"]) {
    any_samples = any_samples || g.value("samples", json::object()).value("samples", 1) > 1;
    h += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td>",
                     html_escape(g["model"].get<std::string>()),
                     html_escape(g["platform"].get<std::string>()), g["tasks"].get<int>());
    if (const std::string why = not_run_reason(s, g); !why.empty()) {
      h += fmt::format("<td colspan=\"4\" data-metric=\"not_run\">not run: {}</td>",
                       html_escape(why));
    } else {
      const bool yardstick = g["model"] == "baseline";
      h += cell(g, "compile_rate", pct(g["compile_rate"].get<double>())) +
           cell(g, "pass_rate", pct(g["pass_rate"].get<double>())) +
           cell(g, "fast_1", yardstick ? "-" : pct(g["fast_p"]["1"].get<double>())) +
           cell(g, "geomean_speedup", yardstick ? "-" : speedup_text(g));
    }
    h += fmt::format("<td>{}</td><td>{}</td></tr>", g["skipped"].get<int>(),
                     g.value("harness_errors", 0));
  }
  h += "</tbody></table>" + html_yardstick_table(s);
  if (any_samples) {
    h +=
        "<h2>Samples</h2><p>Unbiased pass@k over the catalogue's tasks; a sample not submitted "
        "counts as failed.</p><table id=\"samples\"><thead><tr><th>model</th><th>platform</th>"
        "<th>samples per task</th><th>pass@k</th></tr></thead><tbody>";
    for (const json& g : s["groups"]) {
      const json& k = g.value("samples", json::object());
      if (k.value("samples", 1) < 2) continue;
      h += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>",
                       html_escape(g["model"].get<std::string>()),
                       html_escape(g["platform"].get<std::string>()), k["samples"].get<int>());
      std::vector<std::pair<int, double>> v;
      for (auto it = k["pass_at_k"].begin(); it != k["pass_at_k"].end(); ++it)
        v.emplace_back(std::stoi(it.key()), it.value().get<double>());
      std::sort(v.begin(), v.end());
      for (const auto& [kk, x] : v)
        h += fmt::format(
            "<span data-model=\"{}\" data-platform=\"{}\" data-metric=\"pass_at_{}\">pass@{} "
            "{}</span> ",
            html_escape(g["model"].get<std::string>()),
            html_escape(g["platform"].get<std::string>()), kk, kk, pct(x));
      h += "</td></tr>";
    }
    h += "</tbody></table>";
  }
  for (const json& m : s.value("portability", json::array())) {
    h += fmt::format(
        "<h2>Portability: {}</h2><table class=\"portability\"><thead><tr><th>from</th><th>to</th>"
        "<th>common tasks</th><th>pass rate (from)</th><th>pass rate (to)</th><th>kept</th></tr>"
        "</thead><tbody>",
        html_escape(m["model"].get<std::string>()));
    for (const json& q : m["pairs"])
      h += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                       html_escape(q["from"].get<std::string>()),
                       html_escape(q["to"].get<std::string>()), q["common_tasks"].get<int>(),
                       pct(q["pass_rate_from"].get<double>()), pct(q["pass_rate_to"].get<double>()),
                       q["kept"].is_null() ? "-" : pct(q["kept"].get<double>()));
    h += "</tbody></table>";
  }
  int index = 0;
  for (const json& g : s["groups"]) h += group_section(s, g, index++);
  return h + "<script>" + kScript + "</script></body></html>\n";
}

}  // namespace km
