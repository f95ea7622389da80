// SPDX-License-Identifier: Apache-2.0
#include "core/decision.hpp"

#include "core/verdict.hpp"

namespace km {

StageOutcome StageOutcome::from_record(const nlohmann::json& r) {
  StageOutcome s;
  s.stage = r.value("kind", "");
  s.verdict = r.value("verdict", "");
  s.reason = r.value("reason", "");
  if (s.verdict.empty()) {
    s.verdict = "HARNESS_ERROR";
    s.reason = "the " + s.stage + " record holds no verdict";
  }
  if (r.contains("plan") && r["plan"].is_object()) {
    s.planned = r["plan"].value("planned", int64_t{-1});
    s.run = r["plan"].value("run", int64_t{-1});
  }
  return s;
}

Decision judge_stage(const StageOutcome& s) {
  if (!parse_verdict(s.verdict))
    return {"HARNESS_ERROR", s.stage,
            "the " + s.stage + " record's verdict '" + s.verdict + "' is not a KernelMark verdict"};
  if (s.verdict == "PASS" && s.planned >= 0 && s.run < s.planned)
    return {"HARNESS_ERROR", s.stage,
            "only " + std::to_string(s.run) + " of " + std::to_string(s.planned) +
                " planned cases ran, yet the record says PASS"};
  if (s.verdict == "PASS") return {"PASS", "", ""};
  return {s.verdict, s.stage, s.reason};
}

Decision decide(const std::optional<StageOutcome>& compile,
                const std::optional<StageOutcome>& correct,
                const std::optional<StageOutcome>& perf) {
  if (!compile) return {"NOT_RUN", "compile", "no compile record"};
  Decision d = judge_stage(*compile);
  if (d.verdict != "PASS") return d;
  if (!correct) return {"NOT_RUN", "correct", "compiled, but no correctness record"};
  d = judge_stage(*correct);
  if (d.verdict != "PASS") return d;
  if (!perf) return d;  // timing is optional: a correct task without it is PASS
  Decision p = judge_stage(*perf);
  // No device to time on is not a failure of a task proven correct.
  if (p.verdict == "SKIPPED") return d;
  return p;
}

Decision decide(Submission submission, const std::optional<StageOutcome>& compile,
                const std::optional<StageOutcome>& correct,
                const std::optional<StageOutcome>& perf) {
  if (submission == Submission::none)
    return {"NOT_SUBMITTED", "submit", "the drop has no file for this task"};
  if (submission == Submission::no_code)
    return {"NO_CODE", "submit", "the model's response held no code (<task>.response.json)"};
  return decide(compile, correct, perf);
}

int exit_status(const Decision& d) {
  return d.verdict == "PASS" || d.verdict == "SKIPPED" ? 0 : 1;
}

}  // namespace km
