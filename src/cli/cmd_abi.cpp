// SPDX-License-Identifier: Apache-2.0
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/compile_check.hpp"
#include "core/paths.hpp"
#include "core/platform.hpp"
#include "core/verdict.hpp"

namespace km::cli {

int cmd_abi(int argc, char** argv) {
  Args a(argc, argv, 2, {"platform-file", "spec", "dtype", "out"});
  PlatformInfo p = PlatformInfo::load(a.get("platform-file"));
  Spec s = load_spec(a.get("spec"));
  std::string header = abi_text(task_of(s, a.get("dtype")), p);
  if (!a.has("out")) {
    std::cout << header;
    return 0;
  }
  // Rewrite only on change, so a re-run does not force every module to recompile.
  std::string path = a.get("out");
  std::ifstream old(path);
  std::string existing((std::istreambuf_iterator<char>(old)), std::istreambuf_iterator<char>());
  if (existing != header) {
    std::ofstream out(path);
    out << header;
    if (!out.flush()) throw std::runtime_error("cannot write " + path);
  }
  return 0;
}

int cmd_prototype(int argc, char** argv) {
  Args a(argc, argv, 2, {"platform-file", "spec", "dtype"});
  PlatformInfo p = PlatformInfo::load(a.get("platform-file"));
  Spec s = load_spec(a.get("spec"));
  std::cout << prototype(task_of(s, a.get("dtype")), p) << ";\n";
  return 0;
}

int cmd_verdicts(int, char**) {
  for (Verdict v : all_verdicts())
    std::cout << verdict_name(v) << "\t" << verdict_meaning(v) << "\n";
  return 0;
}

int cmd_peaks(int argc, char** argv) {
  Args a(argc, argv, 2, {"platform", "out", "device"});
  std::string p = a.get("platform");
  auto tool = executable_dir() / ("km-peaks-" + p);
  if (!std::filesystem::exists(tool))
    throw ArgError("--platform: " + p + " has no peaks tool (" + tool.string() + " not built)");
  std::string out =
      a.get_or("out", (executable_dir().parent_path() / "kernelmark" / "peaks.json").string());
  std::string cmd =
      "'" + tool.string() + "' --out '" + out + "' --device " + a.get_or("device", "0");
  std::string text;
  int rc = run_capture(cmd, text);
  std::cout << text;
  return rc;
}

}  // namespace km::cli
