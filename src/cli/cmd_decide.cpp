// SPDX-License-Identifier: Apache-2.0
// `kernelmark decide`: a task's final verdict from its stage records, by the same rule the
// runners' exit statuses and the report use (core/decision.hpp). The self-tests assert planted
// verdicts through it, so a record that overstates cannot pass them either.
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/decision.hpp"

namespace km::cli {

int cmd_decide(int argc, char** argv) {
  Args a(argc, argv, 2, {"compile", "correct", "perf"}, {"json"});
  auto read = [&](const char* stage) -> std::optional<StageOutcome> {
    if (!a.has(stage)) return std::nullopt;
    std::ifstream in(a.get(stage));
    if (!in) return std::nullopt;  // the stage left no record: it did not run
    nlohmann::json r = nlohmann::json::parse(in, nullptr, false);
    if (r.is_discarded() || !r.is_object())
      return StageOutcome{stage, "HARNESS_ERROR", a.get(stage) + " is not a record", -1, -1};
    return StageOutcome::from_record(r);
  };
  Decision d = decide(read("compile"), read("correct"), read("perf"));
  if (a.has("json"))
    std::cout
        << nlohmann::json{{"verdict", d.verdict}, {"stage", d.stage}, {"reason", d.reason}}.dump()
        << "\n";
  else
    std::cout << d.verdict << (d.stage.empty() ? "" : " (" + d.stage + " stage)")
              << (d.reason.empty() ? "" : ": " + d.reason) << "\n";
  return 0;
}

}  // namespace km::cli
