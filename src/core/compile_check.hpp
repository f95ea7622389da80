// SPDX-License-Identifier: Apache-2.0
// The compile stage's judgement: which build failures are signature mismatches, and whether a
// built module exports what its task requires.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/verdict.hpp"

namespace km {

/// A failed build whose diagnostics point at the entry point's declaration (a conflict with the
/// generated prototype) is SIGNATURE_MISMATCH; anything else is COMPILE_ERROR.
Verdict classify_build_failure(const std::string& build_output, const std::string& entry);

/// Defined dynamic symbols of a shared module (via `nm -D --defined-only`); throws if nm fails.
std::vector<std::string> exported_symbols(const std::filesystem::path& module);

/// Undefined dynamic symbols of a shared module, without version suffixes (memcpy@GLIBC_2.14 ->
/// memcpy).
std::vector<std::string> imported_symbols(const std::filesystem::path& module);

/// Symbols the given object files reference but do not define (`nm --undefined-only`), less
/// those the linker itself provides (_GLOBAL_OFFSET_TABLE_, __dso_handle).
std::vector<std::string> object_imports(const std::vector<std::filesystem::path>& objects);

/// One line per symbol that breaks the platform's policy ("imports fork", "exports clock_gettime").
std::vector<std::string> symbol_policy_violations(const std::vector<std::string>& imports,
                                                  const std::vector<std::string>& exports,
                                                  const std::vector<std::string>& allow_imports,
                                                  const std::vector<std::string>& allow_exports,
                                                  const std::vector<std::string>& entry_points);

/// The source without // and /* */ comments (string literals kept), so a rule does not fire on
/// a comment that mentions what it forbids.
std::string strip_comments(const std::string& source);
/// One line per forbidden source construct found ("uses cub::DeviceReduce: <why>").
std::vector<std::string> source_policy_violations(
    const std::string& source, const std::vector<std::pair<std::string, std::string>>& rules);

/// How a module's build went, for the compile test.
struct BuildOutcome {
  int rc = 0;
  std::string output;     // compiler and linker output
  std::string command;    // what was run (the captured compile command, or the fallback build)
  bool prebuilt = false;  // read from km-capture's logs rather than built by the test
};

/// The module's build outcome: what km-capture kept from the parallel prebuild
/// (<module>.compile.log, <module>.link.log) where that is newer than the source and the ABI
/// header, else a build of the target now, serialised with other such builds by a file lock.
BuildOutcome module_build_outcome(const std::filesystem::path& build_dir, const std::string& target,
                                  const std::string& config, const std::filesystem::path& module,
                                  const std::filesystem::path& source,
                                  const std::filesystem::path& header);

/// What a platform checker (platform.json "compile_check": "checker") said about a drop file:
/// its last line "kernelmark-verdict: <VERDICT>: <reason>", followed by any number of lines
/// "kernelmark-detail: <text>" (each forbidden use, for the record). Only the compile-stage
/// verdicts a checker may give are taken (COMPILE_ERROR, SIGNATURE_MISMATCH, FORBIDDEN_SYMBOL);
/// none, or another, is HARNESS_ERROR with an empty reason.
struct CheckerVerdict {
  Verdict verdict = Verdict::HARNESS_ERROR;
  std::string reason;
  std::vector<std::string> details;
};
CheckerVerdict checker_verdict(const std::string& output);

/// Runs a command, capturing stdout and stderr together; returns its exit status.
int run_capture(const std::string& command, std::string& output);

}  // namespace km
