// SPDX-License-Identifier: Apache-2.0
// kernelmark check FILE --task T --platform P: one kernel's compile and correct stages (and perf
// with --perf) for an agent's edit-run loop, without touching generated/ or any CMake file. The
// kernel goes into the build tree's check drop (<build>/kernelmark/check/<P>/), the same tests the
// suite runs judge it, and the answer is the task's verdict (decide()), stage, reason and figures,
// as text or JSON. The drop is emptied again afterwards.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/compile_check.hpp"
#include "core/decision.hpp"
#include "core/platform.hpp"
#include "core/spec.hpp"

namespace km::cli {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::optional<json> read_json(const fs::path& f) {
  std::ifstream in(f);
  if (!in) return std::nullopt;
  json j = json::parse(in, nullptr, false);
  if (j.is_discarded()) return std::nullopt;
  return j;
}

std::string tail(const std::string& s, size_t n) {
  return s.size() > n ? "..." + s.substr(s.size() - n) : s;
}

}  // namespace

int cmd_check(int argc, char** argv) {
  Args a(argc, argv, 2, {"task", "platform", "build-dir", "operators"}, {"perf", "json"});
  using clock = std::chrono::steady_clock;
  const auto t0 = clock::now();
  if (a.positional().size() != 1) throw ArgError("give one kernel file");
  const fs::path file = fs::absolute(a.positional()[0]);
  if (!fs::is_regular_file(file)) throw ArgError(file.string() + ": no such file");
  const fs::path src(KM_SOURCE_DIR);
  const std::string pname = a.get("platform");
  const fs::path pfile = src / "platforms" / pname / "platform.json";
  if (!fs::exists(pfile)) throw ArgError("--platform: no platform '" + pname + "'");
  const PlatformInfo platform = PlatformInfo::load(pfile);
  const std::vector<Spec> catalogue =
      load_catalogue(a.get_or("operators", (src / "operators").string()));
  const std::string task = a.get("task");
  if (!find_task(catalogue, task)) throw ArgError("--task: no task '" + task + "' in the catalogue");
  const fs::path build = fs::absolute(a.get_or("build-dir", "build"));
  if (!fs::exists(build / "CMakeCache.txt"))
    throw ArgError("--build-dir: " + build.string() +
                   " is not a configured build tree (cmake -S . -B build first)");
  const fs::path drop = build / "kernelmark" / "check" / pname;
  if (!fs::is_directory(drop))
    throw ArgError("--platform: the build tree " + build.string() + " has no check drop for '" +
                   pname + "' (platform not enabled there, or configured before `check` existed)");

  // One kernel at a time: the drop holds exactly this task's file.
  for (const auto& e : fs::directory_iterator(drop)) fs::remove_all(e.path());
  fs::copy_file(file, drop / (task + platform.source_extension));
  const fs::path records = build / "kernelmark" / "check-records";
  for (const char* stage : {"compile", "correct", "perf"})
    fs::remove(records / (std::string(stage) + ".check." + pname + "." + task + ".json"));

  std::string log;
  const std::string id = "check." + pname + "." + task;
  // Configure picks the file up (5 s with 1,444 tasks and four platforms, the Python probes
  // reused), the module alone is built, then its tests run.
  int rc = run_capture("cmake " + quote(build.string()), log);
  if (rc == 0) {
    std::string b;
    run_capture("cmake --build " + quote(build.string()) + " --target km." + id, b);
    std::string tests = "^(compile|correct" + std::string(a.has("perf") ? "|perf" : "") + ")\\." +
                        id + "$";
    std::string t;
    run_capture("ctest --test-dir " + quote(build.string()) + " -R " + quote(tests) +
                    " --output-on-failure",
                t);
    log += t;
  }
  // Empty the drop again, so the suite never meets a leftover check.
  for (const auto& e : fs::directory_iterator(drop)) fs::remove_all(e.path());
  std::string ignored;
  run_capture("cmake " + quote(build.string()), ignored);
  if (rc != 0) throw std::runtime_error("cmake could not reconfigure " + build.string() + ":\n" +
                                        tail(log, 4000));

  auto stage = [&](const char* kind) -> std::optional<StageOutcome> {
    auto j = read_json(records / (std::string(kind) + "." + id + ".json"));
    if (!j) return std::nullopt;
    return StageOutcome::from_record(*j);
  };
  const auto compile = stage("compile"), correct = stage("correct"),
             perf = a.has("perf") ? stage("perf") : std::nullopt;
  const Decision d = decide(compile, correct, perf);
  json out = {{"file", file.string()},
              {"task", task},
              {"platform", pname},
              {"verdict", d.verdict},
              {"stage", d.stage},
              {"reason", d.reason},
              {"seconds", std::chrono::duration<double>(clock::now() - t0).count()}};
  for (const char* kind : {"compile", "correct", "perf"}) {
    auto j = read_json(records / (std::string(kind) + "." + id + ".json"));
    if (!j) continue;
    json s = {{"verdict", j->value("verdict", "")}, {"reason", j->value("reason", "")}};
    if (j->contains("plan")) s["plan"] = (*j)["plan"];
    if (std::string(kind) == "perf" && j->contains("shapes")) s["shapes"] = (*j)["shapes"];
    if (j->contains("compiler_output")) s["compiler_output"] = (*j)["compiler_output"];
    if (std::string(kind) == "correct" && j->contains("cases"))
      for (const json& c : (*j)["cases"])  // the first failing case, with its repro line
        if (c.value("verdict", "") != "PASS" && c.value("verdict", "") != "NOT_RUN") {
          s["first_failure"] = c;
          break;
        }
    out[kind] = s;
  }
  if (!compile) out["log"] = tail(log, 8000);  // nothing judged: say what happened
  if (a.has("json")) {
    std::cout << out.dump(2) << "\n";
  } else {
    std::cout << task << " on " << pname << ": " << d.verdict
              << (d.stage.empty() ? "" : " (" + d.stage + ")") << "\n";
    if (!d.reason.empty()) std::cout << d.reason << "\n";
    if (out.contains("compile") && out["compile"].contains("compiler_output"))
      std::cout << tail(out["compile"]["compiler_output"].get<std::string>(), 4000) << "\n";
    if (out.contains("correct") && out["correct"].contains("first_failure")) {
      const json& c = out["correct"]["first_failure"];
      std::cout << "  case: " << c.value("set", "") << " " << c.value("sizes", "") << " seed "
                << c.value("seed", 0) << "\n  repro: " << c.value("repro", "") << "\n";
    }
    if (out.contains("perf") && out["perf"].contains("shapes"))
      for (const json& s : out["perf"]["shapes"])
        if (s.contains("speedup"))
          std::cout << "  " << s.value("sizes", "") << ": " << s["speedup"].get<double>()
                    << "x against the yardstick\n";
    if (!compile) std::cout << tail(log, 8000) << "\n";
    std::cout << "(" << out["seconds"].get<double>() << " s)\n";
  }
  return d.verdict == "PASS" ? 0 : 1;
}

}  // namespace km::cli
