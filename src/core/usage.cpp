// SPDX-License-Identifier: Apache-2.0
#include "core/usage.hpp"

#include <fstream>
#include <string>

namespace km {

namespace {

std::optional<double> number(const nlohmann::json& j, std::initializer_list<const char*> keys) {
  for (const char* k : keys)
    if (j.contains(k) && j[k].is_number()) return j[k].get<double>();
  return std::nullopt;
}

}  // namespace

void attach_usage(std::vector<TaskOutcome>& outcomes, const std::filesystem::path& generated_dir) {
  for (TaskOutcome& t : outcomes) {
    const std::string stem = t.task + (t.sample ? ".s" + std::to_string(t.sample) : "");
    std::ifstream in(generated_dir / t.model / t.platform / (stem + ".response.json"));
    if (!in) continue;
    nlohmann::json side = nlohmann::json::parse(in, nullptr, false);
    if (side.is_discarded() || !side.contains("metadata") || !side["metadata"].is_object())
      continue;
    const nlohmann::json& meta = side["metadata"];
    const nlohmann::json& usage =
        meta.contains("usage") && meta["usage"].is_object() ? meta["usage"] : meta;
    t.tokens_in = number(usage, {"prompt_tokens", "input_tokens", "tokens_in"});
    t.tokens_out = number(usage, {"completion_tokens", "output_tokens", "tokens_out"});
    t.cost = number(meta, {"cost", "cost_usd"});
  }
}

nlohmann::json usage_json(const std::vector<const TaskOutcome*>& outcomes) {
  int responses = 0, passed = 0;
  double in = 0, out = 0, cost = 0;
  bool any_cost = false;
  for (const TaskOutcome* t : outcomes) {
    if (!t->tokens_in && !t->tokens_out && !t->cost) continue;
    ++responses;
    in += t->tokens_in.value_or(0);
    out += t->tokens_out.value_or(0);
    if (t->cost) {
      cost += *t->cost;
      any_cost = true;
    }
  }
  if (!responses) return nlohmann::json::object();
  for (const TaskOutcome* t : outcomes) passed += t->final_verdict() == "PASS";
  nlohmann::json j = {{"responses", responses},
                      {"input_tokens", in},
                      {"output_tokens", out},
                      {"passed", passed},
                      {"output_tokens_per_pass", passed ? nlohmann::json(out / passed) : nlohmann::json()}};
  if (any_cost) j["cost"] = cost;
  return j;
}

}  // namespace km
