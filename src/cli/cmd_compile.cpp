// SPDX-License-Identifier: Apache-2.0
// The compile stage, run by the test compile.<model>.<platform>.<task>: builds the module's own
// target (nothing else), classifies a failure, checks the module's exports, writes the record.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/compile_check.hpp"
#include "core/platform.hpp"
#include "core/record.hpp"
#include "core/run_info.hpp"

namespace km::cli {

namespace {
std::string tail(const std::string& s, size_t n) {
  return s.size() > n ? "...\n" + s.substr(s.size() - n) : s;
}
}  // namespace

int cmd_compile_test(int argc, char** argv) {
  Args a(argc, argv, 2,
         {"build-dir", "target", "spec", "dtype", "platform-file", "model", "module", "record",
          "source", "config", "objects", "header", "sample"},
         {"trusted"});
  PlatformInfo p = PlatformInfo::load(a.get("platform-file"));
  Spec s = load_spec(a.get("spec"));
  Task t = task_of(s, a.get("dtype"));
  std::string expected = prototype(t, p);

  BuildOutcome build =
      module_build_outcome(a.get("build-dir"), a.get("target"), a.get_or("config", ""),
                           a.get("module"), a.get_or("source", ""), a.get_or("header", ""));
  const int rc = build.rc;
  const std::string& out = build.output;

  const std::string sample = a.get_or("sample", "0");
  if (sample.empty() || sample.size() > 3 || sample.find_first_not_of("0123456789") != std::string::npos)
    throw ArgError("--sample: '" + sample + "' is not an integer from 0 to 999");
  nlohmann::json rec = record_header("compile", a.get("model"), p.name, t, std::stoi(sample));
  rec["run"] = run_metadata(t, p.name, rc == 0 ? std::filesystem::path(a.get("module")) : "");
  rec["source"] = a.get_or("source", "");
  rec["command"] = build.command;
  rec["prebuilt"] = build.prebuilt;
  if (p.abi == "c_header") expected += ";";
  rec["expected_prototype"] = expected;
  Verdict v = Verdict::PASS;
  std::string reason;
  if (p.compile_check == "checker") {
    // The platform's checker was the module step (syntax, entry signature, import policy); it
    // names its verdict. A failure without that line is the checker's own fault, not the drop's.
    if (rc != 0) {
      CheckerVerdict c = checker_verdict(out);
      v = c.verdict;
      reason = c.reason.empty() ? "the " + p.name + " checker failed (exit status " +
                                      std::to_string(rc) + ") without naming a verdict"
                                : c.reason;
      rec["compiler_output"] = tail(out, 20000);
      if (v == Verdict::FORBIDDEN_SYMBOL) rec["forbidden_symbols"] = c.details;
      if (v == Verdict::SIGNATURE_MISMATCH) reason += "; expected:\n  " + expected;
    }
  } else if (rc != 0) {
    v = classify_build_failure(out, t.name());
    reason = v == Verdict::SIGNATURE_MISMATCH
                 ? "the kernel's " + t.name() +
                       " does not match the generated prototype; expected:\n  " + expected
                 : "the drop file does not compile";
    rec["compiler_output"] = tail(out, 20000);
  } else {
    std::vector<std::string> syms = exported_symbols(a.get("module"));
    if (std::find(syms.begin(), syms.end(), t.name()) == syms.end()) {
      v = Verdict::SIGNATURE_MISMATCH;
      reason = "the module does not export " + t.name() +
               " with C linkage (missing, misnamed, static, or an overload with another "
               "signature); expected:\n  " +
               expected;
    } else if (!a.has("trusted")) {
      // Untrusted modules may only import what the platform allows (no vendor libraries, no
      // processes, files or sockets) and export nothing but their entry points (no interposers).
      // Imports are read from the candidate's own object files where the build names them, so a
      // C++ runtime the toolchain links statically is not charged to the candidate.
      std::vector<std::filesystem::path> objects;
      const std::string listed = a.get_or("objects", "");
      for (std::string_view rest = listed; !rest.empty();) {
        size_t comma = rest.find(',');
        if (comma) objects.emplace_back(rest.substr(0, comma));
        rest = comma == std::string_view::npos ? "" : rest.substr(comma + 1);
      }
      std::vector<std::string> imports =
          objects.empty() ? imported_symbols(a.get("module")) : object_imports(objects);
      std::vector<std::string> bad = symbol_policy_violations(
          imports, syms, p.allow_imports, p.allow_exports, {t.name(), "km_invoke"});
      if (!p.forbidden_source.empty() && a.has("source")) {
        std::ifstream in(a.get("source"));
        std::stringstream text;
        text << in.rdbuf();
        std::vector<std::pair<std::string, std::string>> rules;
        for (const auto& r : p.forbidden_source) rules.emplace_back(r.pattern, r.why);
        for (std::string& b : source_policy_violations(text.str(), rules))
          bad.push_back(std::move(b));
      }
      if (!bad.empty()) {
        v = Verdict::FORBIDDEN_SYMBOL;
        reason = "the module breaks the " + p.name + " symbol policy (platforms/" + p.name +
                 "/platform.json): ";
        for (size_t i = 0; i < bad.size(); ++i) reason += (i ? ", " : "") + bad[i];
        rec["forbidden_symbols"] = bad;
      }
    }
  }
  rec["verdict"] = verdict_name(v);
  rec["reason"] = reason;
  write_record(a.get("record"), rec);

  if (v == Verdict::PASS) {
    std::cout << "compiled " << a.get("module") << "\n";
    return 0;
  }
  std::cout << verdict_name(v) << ": " << reason << "\n";
  if (rc != 0) std::cout << "---- compiler output ----\n" << tail(out, 20000) << "\n";
  return 1;
}

int cmd_unknown_drop(int argc, char** argv) {
  Args a(argc, argv, 2, {"file", "platform", "known", "extension"});
  std::filesystem::path file = a.get("file");
  if (a.has("extension") && file.extension() != a.get("extension")) {
    std::cout << a.get("file") << ": not a " << a.get("platform")
              << " drop file: " << a.get("platform") << " kernels are <task>" << a.get("extension")
              << " files; this one is not built or tested\n";
    return 1;
  }
  std::cout << a.get("file") << ": no operator task named '"
            << std::filesystem::path(a.get("file")).stem().string() << "' for platform "
            << a.get("platform")
            << ". Drop files are named <op>_<dtype suffix> (e.g. relu_f32), and a further sample "
               "of a task <task>.s<k> (e.g. relu_f32.s1); known tasks: "
            << a.get_or("known", "?") << "\n";
  return 1;
}

}  // namespace km::cli
