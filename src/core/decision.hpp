// SPDX-License-Identifier: Apache-2.0
// The one rule that turns stage records into a verdict. A runner's exit status (what CTest
// sees), the self-tests' expectations (`kernelmark verdict`) and the report all call it, so the
// three can never disagree.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace km {

/// What one stage's record says: its verdict and, where the stage counts them, how many of its
/// planned cases (correct) or timed shapes (perf) actually ran.
struct StageOutcome {
  std::string stage;    // "compile", "correct", "perf"
  std::string verdict;  // a verdict name as recorded
  std::string reason;
  int64_t planned = -1, run = -1;  // -1: the stage does not count cases

  /// Reads a record written by a runner; a record without a verdict reads as HARNESS_ERROR.
  static StageOutcome from_record(const nlohmann::json& record);
};

struct Decision {
  std::string verdict;  // a verdict name, or NOT_RUN when a needed stage has no record
  std::string stage;    // the stage that decided it ("" for PASS)
  std::string reason;
};

/// One stage on its own: its verdict, except that a PASS with fewer cases run than planned, or
/// a verdict name outside the list, is a HARNESS_ERROR (a record never says more than happened).
Decision judge_stage(const StageOutcome& s);

/// A task's final verdict from its stages: the first stage that did not pass decides; a missing
/// compile or correct stage is NOT_RUN; perf is optional and a SKIPPED perf stage (no device
/// for timing) leaves a correct task PASS.
Decision decide(const std::optional<StageOutcome>& compile,
                const std::optional<StageOutcome>& correct,
                const std::optional<StageOutcome>& perf);

/// What the drop holds for a task: its file, a response without code, or nothing.
enum class Submission { file, no_code, none };
/// The same, for a task of a model's drop: without a file the task is NO_CODE or NOT_SUBMITTED.
Decision decide(Submission submission, const std::optional<StageOutcome>& compile,
                const std::optional<StageOutcome>& correct,
                const std::optional<StageOutcome>& perf);

/// A test's exit status for a decision: 0 for PASS and SKIPPED (CTest tells the two apart by the
/// "[  SKIPPED ]" line the runner prints), 1 for anything else.
int exit_status(const Decision& d);

}  // namespace km
