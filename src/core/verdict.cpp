// SPDX-License-Identifier: Apache-2.0
#include "core/verdict.hpp"

namespace km {

namespace {
struct Row {
  Verdict v;
  const char* name;
  const char* meaning;
};
constexpr Row kRows[] = {
    {Verdict::PASS, "PASS",
     "compiled, loaded, and every case matched the reference within tolerance"},
    {Verdict::COMPILE_ERROR, "COMPILE_ERROR",
     "the drop file does not compile; the compiler's message is in the record"},
    {Verdict::SIGNATURE_MISMATCH, "SIGNATURE_MISMATCH",
     "the entry point is missing or its prototype differs from the generated one"},
    {Verdict::FORBIDDEN_SYMBOL, "FORBIDDEN_SYMBOL",
     "the module imports a symbol outside its platform's allow-list (vendor library, process, file "
     "or network call), exports more than its entry points, uses a library algorithm its "
     "platform refuses (device-wide CUB/Thrust), or uses a refused runtime feature no import "
     "shows (an L2 persisting window as a launch attribute)"},
    {Verdict::LOAD_ERROR, "LOAD_ERROR",
     "the built module could not be loaded (unresolved symbol, bad library)"},
    {Verdict::RUNTIME_ERROR, "RUNTIME_ERROR",
     "the entry point returned non-zero or the platform runtime reported an error"},
    {Verdict::CRASH, "CRASH",
     "the candidate's process died: a signal (segfault, abort) or an early exit()"},
    {Verdict::TIMEOUT, "TIMEOUT",
     "a call did not return within the per-call time limit, or (cpu) the worker used up "
     "its CPU-time limit over all its threads (RLIMIT_CPU), and was killed"},
    {Verdict::WRONG_RESULT, "WRONG_RESULT",
     "an output element is outside tolerance, or NaN/Inf positions differ"},
    {Verdict::INPUT_MODIFIED, "INPUT_MODIFIED", "an input buffer was changed by the call"},
    {Verdict::OUT_OF_BOUNDS, "OUT_OF_BOUNDS",
     "the call wrote into a guard zone outside its buffers"},
    {Verdict::NONDETERMINISTIC, "NONDETERMINISTIC",
     "repeated calls on the same inputs disagree: one passes and another gives a "
     "wrong result (a race, or work done only on some calls)"},
    {Verdict::STALE_OUTPUT, "STALE_OUTPUT",
     "the call left output elements unwritten (they still hold the poison) or wrote the result for "
     "earlier inputs (a cache keyed by pointer, shape or a partial fingerprint)"},
    {Verdict::TIMING_ANOMALY, "TIMING_ANOMALY",
     "work escapes the timer or the timings are not what they seem: the call enqueued work on "
     "a stream other than the one it was given, work finished after the timer stopped (side "
     "stream, host thread), or calls on inputs seen before ran far faster than on new ones "
     "(replayed results; convicted only when it reproduces on fresh inputs)"},
    {Verdict::SANDBOX_VIOLATION, "SANDBOX_VIOLATION",
     "the candidate made a system call its platform's sandbox forbids (new process, "
     "network, signal to another process, ptrace); the call is named. Writes outside the "
     "scratch folder are refused (EACCES), not reported"},
    {Verdict::NO_CODE, "NO_CODE",
     "the model answered the task, but `kernelmark import` found no code in the response (the "
     "raw response is kept in <task>.response.json); a failure of the task"},
    {Verdict::NOT_SUBMITTED, "NOT_SUBMITTED",
     "the model's drop has no file for this task of the catalogue; a failure of the task (the "
     "report's denominator is every task of the platform, not only those submitted)"},
    {Verdict::HARNESS_ERROR, "HARNESS_ERROR",
     "the harness or the machine failed, not the candidate: the worker could not start or died "
     "before the module was loaded, a reference or input generator threw, the scratch folder is "
     "full, the spec is inconsistent for a case, or a record could not be written; the cause is "
     "named and the test fails"},
    {Verdict::SKIPPED, "SKIPPED",
     "not run because the platform declared itself unavailable here (no device, no toolchain, "
     "no package), with the reason; not a failure"},
};
}  // namespace

std::string_view verdict_name(Verdict v) {
  return kRows[static_cast<int>(v)].name;
}
std::string_view verdict_meaning(Verdict v) {
  return kRows[static_cast<int>(v)].meaning;
}

std::optional<Verdict> parse_verdict(std::string_view s) {
  for (const Row& r : kRows)
    if (s == r.name) return r.v;
  return std::nullopt;
}

const std::vector<Verdict>& all_verdicts() {
  static const std::vector<Verdict> all = [] {
    std::vector<Verdict> v;
    for (const Row& r : kRows) v.push_back(r.v);
    return v;
  }();
  return all;
}

}  // namespace km
