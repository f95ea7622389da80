// SPDX-License-Identifier: Apache-2.0
// The one list of verdicts used by every stage, record and report.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace km {

enum class Verdict {
  PASS,
  COMPILE_ERROR,       // the drop file does not compile
  SIGNATURE_MISMATCH,  // the entry point is missing or does not match the generated prototype
  FORBIDDEN_SYMBOL,  // the module imports or exports a symbol its platform's policy does not allow
  LOAD_ERROR,        // the module does not load (unresolved symbols, bad ELF)
  RUNTIME_ERROR,     // the entry point returned non-zero, or the platform runtime reported an error
  CRASH,             // the candidate's process died (signal, exit(), abort)
  TIMEOUT,           // a call did not return within the time limit
  WRONG_RESULT,      // an output element is outside tolerance, or NaN/Inf positions differ
  INPUT_MODIFIED,    // an input buffer differs after the call
  OUT_OF_BOUNDS,     // a guard zone around a buffer was written
  NONDETERMINISTIC,  // repeated calls on the same inputs disagree: one passes, another does not
  STALE_OUTPUT,    // the output (or part of it) still holds the poison or an earlier call's result
  TIMING_ANOMALY,  // the timings show work escaping the timer or results replayed from a cache
  SANDBOX_VIOLATION,  // the candidate made a system call its platform's sandbox forbids
  NO_CODE,            // the model answered the task, but its response held no code
  NOT_SUBMITTED,      // the drop has no file for a task of the catalogue
  HARNESS_ERROR,      // the harness or the machine failed (not the candidate): the cause is named
  SKIPPED,            // not run: the platform declared itself unavailable here, with the reason
};

std::string_view verdict_name(Verdict v);
std::optional<Verdict> parse_verdict(std::string_view s);
const std::vector<Verdict>& all_verdicts();
/// One line per verdict: what it means, for the README and `kernelmark verdicts`.
std::string_view verdict_meaning(Verdict v);

}  // namespace km
