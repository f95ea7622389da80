// SPDX-License-Identifier: Apache-2.0
// The harness side of the `statistical` check and of the seed contract of random ops
// (docs/spec-format.md, "Random outputs"): a kernel's draw is a deterministic function of its
// inputs, params and `seed`, so the repeated call must give the same bits, and a call with another
// seed must give another draw that passes the same judge.
#include <cstring>
#include <stdexcept>

#include "core/compare_statistical.hpp"
#include "core/harness.hpp"
#include "core/prepared_case.hpp"

namespace km {

Comparison Harness::judge_statistical(Prepared& p, size_t o, const OutputView& got, int snapshot,
                                      const TolerancePolicy& pol,
                                      const std::vector<int64_t>* only) {
  const TensorSpec* spec_out = nullptr;
  for (const TensorSpec& t : task_.spec->outputs)
    if (t.name == got.name) spec_out = &t;
  if (!spec_out || !spec_out->statistical)
    throw std::runtime_error("output '" + got.name + "' has no statistical dist to judge by");
  StatisticalInputs in;
  in.stat = *spec_out->statistical;
  const std::vector<int64_t>& shape = p.outputs[o].shape;
  in.row = shape.empty() ? 1 : shape.back();
  OutputView by, other;
  for (size_t v = 0; v < p.n_out && !in.stat.by.empty(); ++v)
    if (p.outputs[v].name == in.stat.by) {
      by = {in.stat.by, p.outputs[v].dtype, output_bytes(p, v, snapshot), p.outputs[v].numel()};
      in.by = &by;
    }
  if (!in.stat.by.empty() && !in.by)
    throw std::runtime_error("statistical output '" + in.stat.by + "' not found");
  if (other_draw_ && o < other_draw_->size()) {
    other = {got.name, got.dtype, (*other_draw_)[o].data(), got.numel};
    in.other = &other;
  }
  return compare_statistical(got, p.set().expected[o], in, pol, only);
}

Bindings Harness::with_case_seed(const Spec& spec, const Bindings& values, uint64_t seed) {
  Bindings out = values;
  for (const ParamSpec& prm : spec.params) {
    if (prm.name != "seed" || !prm.range) continue;
    uint64_t h = seed * 0x9E3779B97F4A7C15ull;
    for (const std::string& size : spec.sizes)  // splitmix64's finaliser over the sizes
      h = (h ^ static_cast<uint64_t>(values.at(size))) * 0xBF58476D1CE4E5B9ull, h ^= h >> 31;
    const auto lo = static_cast<uint64_t>(prm.range->first);
    const auto span = static_cast<uint64_t>(prm.range->second - prm.range->first) + 1;
    out["seed"] = static_cast<double>(lo + h % span);
  }
  return out;
}

std::vector<std::vector<unsigned char>> Harness::output_bits(Prepared& p) const {
  std::vector<std::vector<unsigned char>> bits(p.n_out);
  for (size_t o = 0; o < p.n_out; ++o) {
    const unsigned char* at = p.arena->data(p.output_slot(o));
    bits[o].assign(at, at + p.outputs[o].bytes.size());
  }
  return bits;
}

std::optional<CaseResult> Harness::seed_contract(
    Prepared& p, const std::vector<std::vector<unsigned char>>& first) {
  const std::vector<std::vector<unsigned char>> second = output_bits(p);
  for (size_t o = 0; o < p.n_out; ++o) {
    if (first[o] == second[o]) continue;
    const size_t es = dtype_size(p.outputs[o].dtype);
    int64_t differ = 0;
    for (size_t i = 0; i < first[o].size(); i += es)
      differ += std::memcmp(&first[o][i], &second[o][i], es) != 0;
    CaseResult r;
    r.verdict = Verdict::NONDETERMINISTIC;
    r.detail = "output '" + p.outputs[o].name + "': the same call twice (the same inputs, params "
               "and seed) gave different bits in " + std::to_string(differ) + " of " +
               std::to_string(p.outputs[o].numel()) +
               " elements; the seed contract asks for a deterministic function of them";
    return r;
  }
  // Another seed: the reference's distribution parameters do not depend on it, so the same
  // expected tensors judge the new draw, and the first call's draw is what it must not repeat.
  const double old_seed = p.values.at("seed");
  const double new_seed = old_seed + (old_seed < 1e9 ? 7919 : -7919);
  const Bindings saved_values = p.values;
  const nlohmann::json saved_args = p.args;
  p.values["seed"] = new_seed;
  for (nlohmann::json& a : p.args)
    if (a.value("kind", "") != "ptr" && a.value("name", "") == "seed")
      a["value"] = static_cast<int64_t>(new_seed);
  load_arena(p, Fill::nan);
  other_draw_ = &first;
  CaseResult r;
  try {
    r = run_once(p);
  } catch (...) {
    other_draw_ = nullptr;
    throw;
  }
  other_draw_ = nullptr;
  p.passed.bytes.clear();  // the other seed's draw is no passing answer for the case's own seed
  p.values = saved_values;
  p.args = saved_args;
  if (r.verdict == Verdict::PASS) return std::nullopt;
  r.detail = "with the seed param changed from " + std::to_string(static_cast<int64_t>(old_seed)) +
             " to " + std::to_string(static_cast<int64_t>(new_seed)) +
             " (the same case passed before): " + r.detail;
  return r;
}

}  // namespace km
