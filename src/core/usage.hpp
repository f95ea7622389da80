// SPDX-License-Identifier: Apache-2.0
// What a model spent: the token counts (and cost) that `kernelmark import` kept from each
// response's metadata, per task sample, and tokens per success per model and platform.
#pragma once

#include <filesystem>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/report.hpp"

namespace km {

/// Reads generated/<model>/<platform>/<task>[.s<k>].response.json for every outcome and keeps its
/// metadata's usage: {prompt,completion}_tokens (OpenAI style), {input,output}_tokens (Anthropic
/// style) or tokens_{in,out}; and "cost" when given.
void attach_usage(std::vector<TaskOutcome>& outcomes, const std::filesystem::path& generated_dir);

/// {"responses": with usage, "input_tokens", "output_tokens", "cost" (if any), "passed",
/// "output_tokens_per_pass" (null when nothing passed)}; an empty object when no response had
/// usage.
nlohmann::json usage_json(const std::vector<const TaskOutcome*>& outcomes);

}  // namespace km
