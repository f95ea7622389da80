// SPDX-License-Identifier: Apache-2.0
// kernelmark import: a model's responses (JSONL, one per task, e.g. answers to `kernelmark prompt
// --format jsonl`) into generated/<model>/<platform>/. Each task gets its source file when the
// response holds code (sample k > 0 of a task: <task>.s<k><ext>, from the line's "sample"), and
// always a sidecar <task>[.s<k>].response.json with the raw response, how the
// code was found (or why there is none: NO_CODE) and the line's metadata (tokens, latency, cost).
// Every line is checked before anything is written; a bad line is reported with its number.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/platform.hpp"
#include "core/response_import.hpp"
#include "core/sha256.hpp"

namespace km::cli {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {
struct Response {
  size_t line = 0;
  Task task;
  int sample = 0;
  std::string text;
  json metadata;
};

std::vector<std::string> languages_of(const PlatformInfo& p) {
  if (p.source_extension == ".cu") return {"cuda", "cu", "cpp", "c++", "c"};
  if (p.source_extension == ".py") return {"python", "py"};
  return {"cpp", "c++", "cxx", "cc", "c"};
}
}  // namespace

int cmd_import(int argc, char** argv) {
  Args a(argc, argv, 2, {"model", "platform", "generated", "operators"}, {"replace"});
  if (a.positional().size() != 1) throw ArgError("give one responses file (JSONL)");
  const fs::path src(KM_SOURCE_DIR);
  const std::string model = a.get("model"), platform_name = a.get("platform");
  if (!std::regex_match(model, std::regex("[A-Za-z0-9][A-Za-z0-9_.-]*")) || model == "example" ||
      model == "baseline" || model == "check")
    throw ArgError("--model: '" + model + "' must be letters, digits, '_', '.', '-' and not a "
                   "reserved name (example, baseline, check)");
  const fs::path pfile = src / "platforms" / platform_name / "platform.json";
  if (!fs::exists(pfile)) throw ArgError("--platform: no platform '" + platform_name + "'");
  const PlatformInfo platform = PlatformInfo::load(pfile);
  const std::vector<Spec> catalogue =
      load_catalogue(a.get_or("operators", (src / "operators").string()));
  const std::string file = a.positional()[0];
  std::ifstream in(file);
  if (!in) throw ArgError(file + ": cannot be read");

  std::vector<Response> responses;
  std::map<std::string, size_t> seen;
  std::string text;
  for (size_t n = 1; std::getline(in, text); ++n) {
    if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
    const std::string at = file + ":" + std::to_string(n) + ": ";
    json j;
    try {
      j = json::parse(text);
    } catch (const json::parse_error& e) {
      throw ArgError(at + "(json): not valid JSON: " + e.what());
    }
    if (!j.is_object()) throw ArgError(at + "(json): must be an object");
    std::string task;
    if (j.contains("task") && j["task"].is_string()) {
      task = j["task"].get<std::string>();
    } else if (j.contains("id") && j["id"].is_string()) {
      const std::string id = j["id"].get<std::string>();
      const size_t slash = id.find('/');
      if (slash == std::string::npos || id.substr(0, slash) != platform_name)
        throw ArgError(at + "id: '" + id + "' is not '" + platform_name + "/<task>'");
      task = id.substr(slash + 1);
    } else {
      throw ArgError(at + "task: missing (give \"task\" or the prompt's \"id\")");
    }
    auto t = find_task(catalogue, task);
    if (!t) throw ArgError(at + "task: no task '" + task + "' in the catalogue");
    if (!j.contains("response") || !j["response"].is_string())
      throw ArgError(at + "response: missing or not a string");
    int sample = 0;
    if (j.contains("sample")) {
      if (!j["sample"].is_number_integer() || j["sample"].get<int64_t>() < 0 ||
          j["sample"].get<int64_t>() > 999)
        throw ArgError(at + "sample: must be an integer from 0 to 999");
      sample = j["sample"].get<int>();
    }
    const std::string key = task + (sample ? ".s" + std::to_string(sample) : "");
    if (auto [it, fresh] = seen.emplace(key, n); !fresh)
      throw ArgError(at + "task: '" + task + "' sample " + std::to_string(sample) +
                     " already answered on line " + std::to_string(it->second));
    json meta = j;
    meta.erase("response");
    responses.push_back({n, *t, sample, j["response"].get<std::string>(), meta});
  }
  if (responses.empty()) throw ArgError(file + ": no responses");

  const fs::path dir = fs::path(a.get_or("generated", (src / "generated").string())) / model /
                       platform_name;
  if (fs::exists(dir) && !fs::is_empty(dir) && !a.has("replace"))
    throw ArgError("--model: " + dir.generic_string() +
                   " already holds a drop; pass --replace to overwrite it");
  if (a.has("replace")) fs::remove_all(dir);
  fs::create_directories(dir);
  size_t with_code = 0;
  for (const Response& r : responses) {
    // Sample 0 is <task><ext>, sample k is <task>.s<k><ext> (the build's naming of samples).
    const std::string name = r.task.name();
    const std::string stem = name + (r.sample ? ".s" + std::to_string(r.sample) : "");
    const std::string source = stem + platform.source_extension;
    // A fence may name the file as the task's, whatever the sample.
    Extracted e = extract_code(r.text, name + platform.source_extension, languages_of(platform),
                               name);
    if (e.code) {
      std::ofstream out(dir / source, std::ios::binary);
      out << *e.code;
      if (!out.flush()) throw std::runtime_error("cannot write " + (dir / source).string());
      ++with_code;
    }
    json side = {{"task", name},
                 {"model", model},
                 {"platform", platform_name},
                 {"sample", r.sample},
                 {"source_line", file + ":" + std::to_string(r.line)},
                 {"verdict", e.code ? json(nullptr) : json("NO_CODE")},
                 {"extracted", e.how},
                 {"response_sha256", sha256_hex(r.text)},
                 {"metadata", r.metadata},
                 {"response", r.text}};
    const fs::path side_file = dir / (stem + ".response.json");
    std::ofstream out(side_file, std::ios::binary);
    out << side.dump(2) << "\n";
    if (!out.flush()) throw std::runtime_error("cannot write " + side_file.string());
  }
  std::cout << responses.size() << " responses: " << with_code << " with code written to "
            << dir.generic_string() << ", " << responses.size() - with_code
            << " NO_CODE (see their .response.json)\n";
  return 0;
}

}  // namespace km::cli
