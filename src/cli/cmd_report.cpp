// SPDX-License-Identifier: Apache-2.0
#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/report.hpp"
#include "core/report_html.hpp"
#include "core/usage.hpp"

namespace km::cli {

int cmd_report(int argc, char** argv) {
  Args a(argc, argv, 2, {"out", "records", "generated", "operators"});
  if (a.positional().size() != 1)
    throw ArgError("usage: kernelmark report <build-dir> [--out DIR] [--records DIR]");
  std::filesystem::path build = a.positional()[0];
  std::filesystem::path records = a.get_or("records", (build / "kernelmark" / "records").string());
  std::filesystem::path out = a.get_or("out", (build / "kernelmark" / "report").string());
  std::vector<std::string> problems;
  auto recs = read_records(records, problems);
  for (const std::string& p : problems) std::cerr << "kernelmark report: " << p << "\n";
  if (recs.empty()) {
    std::cerr << "kernelmark report: no records under " << records.string() << "\n";
    return 1;
  }
  std::vector<TaskOutcome> outcomes = merge_records(recs);
  // Tasks a model did not submit (or answered without code) count as failures.
  const std::filesystem::path src(KM_SOURCE_DIR);
  const std::filesystem::path generated = a.get_or("generated", (src / "generated").string());
  complete_with_catalogue(outcomes,
                          load_catalogue(a.get_or("operators", (src / "operators").string())),
                          generated, src / "platforms");
  attach_usage(outcomes, generated);
  nlohmann::json summary = summary_json(outcomes);
  std::filesystem::create_directories(out);
  std::ofstream(out / "summary.json") << summary.dump(2) << "\n";
  std::ofstream(out / "report.md") << report_markdown(summary);
  std::ofstream(out / "report.html") << report_html(summary);

  for (const auto& g : summary["groups"]) {
    // Nothing ran (a platform unavailable here): rates of 0 % would read as measured.
    if (const std::string why = not_run_reason(summary, g); !why.empty()) {
      const int unsubmitted = g["tasks"].get<int>();  // judged without a file: NOT_SUBMITTED
      std::cout << fmt::format("{:>12} {:<6} not run: {} ({} tasks SKIPPED{})\n",
                               g["model"].get<std::string>(), g["platform"].get<std::string>(),
                               why,
                               g["skipped"].get<int>(),
                               unsubmitted ? fmt::format("; {} more not submitted", unsubmitted)
                                           : std::string());
      continue;
    }
    if (g["model"] == "baseline") {  // the yardstick: no speedup against itself
      std::cout << fmt::format(
          "{:>12} {:<6} tasks {:>3}  compiled {:>5.1f}%  correct {:>5.1f}%  "
          "(the yardstick)  skipped {}\n",
          "baseline", g["platform"].get<std::string>(), g["tasks"].get<int>(),
          100 * g["compile_rate"].get<double>(), 100 * g["pass_rate"].get<double>(),
          g["skipped"].get<int>());
      continue;
    }
    std::cout << fmt::format(
        "{:>12} {:<6} tasks {:>3}  compiled {:>5.1f}%  correct {:>5.1f}%  fast_1 {:>5.1f}%  "
        "geomean speedup {}  skipped {}\n",
        g["model"].get<std::string>(), g["platform"].get<std::string>(), g["tasks"].get<int>(),
        100 * g["compile_rate"].get<double>(), 100 * g["pass_rate"].get<double>(),
        100 * g["fast_p"]["1"].get<double>(), speedup_text(g), g["skipped"].get<int>());
    if (g.contains("usage")) {
      const auto& u = g["usage"];
      std::cout << fmt::format(
          "{:>12} {:<6} {} responses: {:.0f} output tokens, {} per passing sample\n", "", "",
          u["responses"].get<int>(), u["output_tokens"].get<double>(),
          u["output_tokens_per_pass"].is_null()
              ? std::string("none passed")
              : fmt::format("{:.0f}", u["output_tokens_per_pass"].get<double>()));
    }
    const auto& k = g["samples"];
    if (k.value("samples", 1) > 1) {
      std::vector<std::pair<int, double>> v;  // the keys are text: "10" sorts before "2"
      for (auto it = k["pass_at_k"].begin(); it != k["pass_at_k"].end(); ++it)
        v.emplace_back(std::stoi(it.key()), it.value().get<double>());
      std::sort(v.begin(), v.end());
      std::string line;
      for (const auto& [kk, x] : v) line += fmt::format("  pass@{} {:.1f}%", kk, 100 * x);
      std::cout << fmt::format("{:>12} {:<6} {} samples per task:{}\n", "", "",
                               k["samples"].get<int>(), line);
    }
  }
  std::cout << "report: " << std::filesystem::absolute(out / "report.md").string() << "\n"
            << "html: " << std::filesystem::absolute(out / "report.html").string() << "\n"
            << "summary: " << std::filesystem::absolute(out / "summary.json").string() << "\n";
  return 0;
}

}  // namespace km::cli
