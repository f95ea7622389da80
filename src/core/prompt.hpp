// SPDX-License-Identifier: Apache-2.0
// The prompt for one task on one platform: the platform's rules, the task's ABI header (which
// carries the description, semantics, size and param ranges and edge cases), the shapes a model
// may see, a hint for the op's category and a one-shot example kernel of the same category.
// Never the held-out shapes, the drawn cases or the seeds: the builder is not given them.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "core/platform.hpp"
#include "core/spec.hpp"

namespace km {

struct PromptExample {
  std::string task;     // "softmax_f32"
  std::string prototype;
  std::string source;   // the example kernel's file, verbatim
  bool same_category = true;
};

struct PromptParts {
  Task task;
  const PlatformInfo* platform = nullptr;
  std::string rules;  // platforms/<p>/prompt.md
  std::string hint;   // operators/categories.json, for the task's category ("" if none)
  std::vector<PromptExample> examples;
};

std::string build_prompt(const PromptParts& parts);

/// The one-shot example for `task`: an example kernel of another op of the same category in
/// `example_dir` (same dtype first), else of any other op; none when the folder has no other op.
std::vector<PromptExample> pick_examples(const Task& task, const std::vector<Spec>& catalogue,
                                         const PlatformInfo& platform,
                                         const std::filesystem::path& example_dir, int shots);

/// operators/categories.json: {"<category>": {"hint": "..."}}; SpecError names file and field.
std::map<std::string, std::string> load_category_hints(const std::filesystem::path& file);

}  // namespace km
