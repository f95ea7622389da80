// SPDX-License-Identifier: Apache-2.0
// kernelmark prompt: the full prompt of each selected task on one platform, as Markdown or as
// JSONL for batch inference (one line per task, with its id).
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/prompt.hpp"

namespace km::cli {

namespace fs = std::filesystem;

namespace {
std::string read_rules(const fs::path& f) {
  std::ifstream in(f, std::ios::binary);
  if (!in) throw SpecError(f.generic_string(), "(file)", "cannot be read");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}
}  // namespace

int cmd_prompt(int argc, char** argv) {
  Args a(argc, argv, 2, {"platform", "task", "category", "shots", "format", "operators"}, {"all"});
  const fs::path src(KM_SOURCE_DIR);
  const std::string platform_name = a.get("platform");
  const fs::path pdir = src / "platforms" / platform_name;
  if (!fs::exists(pdir / "platform.json"))
    throw ArgError("--platform: no platform '" + platform_name + "' (" +
                   (pdir / "platform.json").generic_string() + " does not exist)");
  const PlatformInfo platform = PlatformInfo::load(pdir / "platform.json");
  const fs::path ops = a.get_or("operators", (src / "operators").string());
  const std::vector<Spec> catalogue = load_catalogue(ops);
  const std::string format = a.get_or("format", "markdown");
  if (format != "markdown" && format != "jsonl")
    throw ArgError("--format: '" + format + "' is not one of markdown, jsonl");
  const int shots = std::stoi(a.get_or("shots", "1"));
  if (shots < 0 || shots > 3) throw ArgError("--shots: must be 0 to 3");
  const int selectors = a.has("task") + a.has("category") + a.has("all");
  if (selectors != 1) throw ArgError("give exactly one of --task T, --category C, --all");

  std::vector<Task> tasks;
  if (a.has("task")) {
    auto t = find_task(catalogue, a.get("task"));
    if (!t) throw ArgError("--task: no task '" + a.get("task") + "' in " + ops.generic_string());
    tasks.push_back(*t);
  } else {
    for (const Spec& s : catalogue)
      if (a.has("all") || s.category == a.get("category"))
        for (const Task& t : tasks_of(s)) tasks.push_back(t);
    if (tasks.empty())
      throw ArgError("--category: no operator of category '" + a.get("category") + "' in " +
                     ops.generic_string());
  }
  std::map<std::string, std::string> hints;
  if (fs::exists(ops / "categories.json")) hints = load_category_hints(ops / "categories.json");
  const std::string rules = read_rules(pdir / "prompt.md");
  const fs::path examples = src / "generated" / "example" / platform_name;

  for (size_t i = 0; i < tasks.size(); ++i) {
    const Task& t = tasks[i];
    PromptParts parts{t, &platform, rules,
                      hints.count(t.spec->category) ? hints.at(t.spec->category) : "",
                      pick_examples(t, catalogue, platform, examples, shots)};
    const std::string prompt = build_prompt(parts);
    if (format == "jsonl") {
      std::cout << nlohmann::json{{"id", platform_name + "/" + t.name()},
                                  {"platform", platform_name},
                                  {"task", t.name()},
                                  {"op", t.spec->name},
                                  {"dtype", t.dtype_name()},
                                  {"category", t.spec->category},
                                  {"file", t.name() + platform.source_extension},
                                  {"prompt", prompt}}
                       .dump()
                << "\n";
    } else {
      std::cout << (i ? "\n\n<!-- next task -->\n\n" : "") << prompt;
    }
  }
  return 0;
}

}  // namespace km::cli
