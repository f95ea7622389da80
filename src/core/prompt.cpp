// SPDX-License-Identifier: Apache-2.0
#include "core/prompt.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

namespace km {

namespace {
std::string read_text(const std::filesystem::path& f) {
  std::ifstream in(f, std::ios::binary);
  if (!in) throw SpecError(f.generic_string(), "(file)", "cannot be read");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}
/// platforms/<p>/prompt.md opens with a heading and a note for maintainers; the rules a model
/// reads start at the first list item.
std::string model_rules(const std::string& text) {
  size_t at = text.rfind("- ", 0) == 0 ? 0 : text.find("\n- ");
  return at == std::string::npos ? text : text.substr(at == 0 ? 0 : at + 1);
}
std::string fence_language(const PlatformInfo& p) {
  return p.source_extension == ".cu" ? "cuda" : p.source_extension == ".py" ? "python" : "cpp";
}
}  // namespace

std::map<std::string, std::string> load_category_hints(const std::filesystem::path& file) {
  const std::string name = file.generic_string();
  nlohmann::json root;
  try {
    root = nlohmann::json::parse(read_text(file));
  } catch (const nlohmann::json::parse_error& e) {
    throw SpecError(name, "(json)", std::string("not valid JSON: ") + e.what());
  }
  if (!root.is_object()) throw SpecError(name, "(json)", "top level must be an object");
  std::map<std::string, std::string> hints;
  for (auto it = root.begin(); it != root.end(); ++it) {
    if (it.key() == "$comment") continue;
    if (!it->is_object() || !it->contains("hint") || !(*it)["hint"].is_string())
      throw SpecError(name, it.key() + ".hint", "must be a string");
    hints[it.key()] = (*it)["hint"].get<std::string>();
  }
  return hints;
}

std::vector<PromptExample> pick_examples(const Task& task, const std::vector<Spec>& catalogue,
                                         const PlatformInfo& platform,
                                         const std::filesystem::path& example_dir, int shots) {
  // Candidates in order of preference: same category and dtype, same category, any other op.
  std::vector<std::pair<int, Task>> ranked;
  for (const Spec& s : catalogue) {
    if (s.name == task.spec->name) continue;
    for (const Task& t : tasks_of(s)) {
      const DType d = t.dtype;
      if (!std::filesystem::exists(example_dir / (t.name() + platform.source_extension))) continue;
      const bool same_cat = s.category == task.spec->category;
      ranked.push_back({same_cat ? (d == task.dtype ? 0 : 1) : (d == task.dtype ? 2 : 3), t});
    }
  }
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<PromptExample> out;
  for (const auto& [rank, t] : ranked) {
    if (static_cast<int>(out.size()) >= shots) break;
    out.push_back({t.name(), prototype(t, platform),
                   read_text(example_dir / (t.name() + platform.source_extension)), rank < 2});
  }
  return out;
}

std::string build_prompt(const PromptParts& p) {
  const Task& t = p.task;
  const Spec& s = *t.spec;
  const std::string file = t.name() + p.platform->source_extension;
  std::ostringstream os;
  os << "You are writing a " << p.platform->name << " kernel for KernelMark, a test suite that "
     << "checks generated kernels for correctness and speed.\n\n"
     << "# Rules for " << p.platform->name << " kernels\n\n"
     << model_rules(p.rules) << (p.rules.empty() || p.rules.back() == '\n' ? "" : "\n") << "\n"
     << "# Task " << t.name() << "\n\n"
     << (p.platform->abi == "python_stub"
             ? "Implement the entry function of this stub (the harness calls it with these "
               "arguments, in this order; do not import the stub):\n\n```python\n"
             : "Implement the entry point declared in this header (it is force-included; do not "
               "include it):\n\n```c\n")
     << abi_text(t, *p.platform) << "```\n\n";
  // Only the shapes a model may see: the small set and the timed sizes.
  os << "Shapes you may test with (the tests also use larger and odd sizes you are not shown):\n";
  for (const std::string& set : {std::string("small"), std::string("bench")}) {
    auto it = s.shapes.find(set);
    if (it == s.shapes.end()) continue;
    os << "- " << (set == "bench" ? "timed" : "small") << ":";
    for (const ShapeCase& c : it->second) os << " `" << describe_case(s, c.values) << "`";
    os << "\n";
  }
  // The `empty` set is part of the contract, so it is shown: a model cannot guess that a size
  // may be 0 (a CUDA launch of 0 blocks is an error the kernel has to avoid).
  if (auto it = s.shapes.find("empty"); it != s.shapes.end()) {
    os << "- zero-size (tested; the kernel must return without error, read no element of an empty "
          "tensor, write nothing beyond its outputs, and give a reduction over no terms what the "
          "semantics give, e.g. 0 for a sum, NaN for a mean):";
    for (const ShapeCase& c : it->second) os << " `" << describe_case(s, c.values) << "`";
    os << "\n";
  }
  if (!p.hint.empty()) os << "\nHint for " << s.category << " ops: " << p.hint << "\n";
  for (const PromptExample& e : p.examples) {
    os << "\n# Example: a passing kernel for " << e.task
       << (e.same_category ? " (same category)" : " (another category; none of this one exists)")
       << "\n\nIts entry point: `" << e.prototype
       << (p.platform->abi == "c_header" ? ";" : "") << "`\n\n```" << fence_language(*p.platform)
       << "\n" << e.source << (e.source.empty() || e.source.back() == '\n' ? "" : "\n") << "```\n";
  }
  os << "\n# Answer\n\nReply with the complete file `" << file
     << "` in one fenced code block, and nothing after it.\n";
  return os.str();
}

}  // namespace km
