// SPDX-License-Identifier: Apache-2.0
// Ops without inputs (no_input: fill, arange, masks from sizes alone). Their answer depends on the
// sizes and params only, so the checks that change an input (another input set's answer in the
// pre-filled outputs, one element changed deep inside) change a drawn param instead.
#include <random>

#include "core/prepared_case.hpp"

namespace km {

std::optional<Bindings> Harness::changed_params(const Bindings& values, uint64_t seed) const {
  const Spec& spec = *task_.spec;
  Bindings changed = values;
  std::mt19937_64 rng(seed ^ 0xC3A5C85C97CB3127ull);
  bool any = false;
  for (const ParamSpec& prm : spec.params) {
    if (!prm.range) continue;
    auto [lo, hi] = *prm.range;
    const double before = values.at(prm.name);
    for (int attempt = 0; attempt < 8; ++attempt) {
      double v = std::uniform_real_distribution<double>(lo, hi)(rng);
      if (prm.is_int)
        v = static_cast<double>(std::uniform_int_distribution<int64_t>(
            static_cast<int64_t>(lo), static_cast<int64_t>(hi))(rng));
      if (v != before) {
        changed[prm.name] = v;
        break;
      }
    }
    any = any || changed[prm.name] != before;
  }
  if (!any) return std::nullopt;
  for (const TensorSpec& t : spec.outputs)  // a param inside a shape would change the buffers
    if (shape_of(t, changed) != shape_of(t, values)) return std::nullopt;
  if (!case_is_valid(spec, changed)) return std::nullopt;
  return changed;
}

CaseResult Harness::changed_param_run(Prepared& p, uint64_t seed) {
  std::optional<Bindings> changed = changed_params(p.values, seed);
  if (!changed) {
    CaseResult r;
    r.note = "no changed-input call: the op has no inputs and no param with a range to change";
    return r;
  }
  const std::vector<RefTensor> old_expected = p.set().expected;
  InputSet set;
  set.seed = p.set().seed;
  // An op whose only tensors are in place (blas_scal) still reads their initial values: the
  // set's inputs are those (a spec's inputs are none here), and the sizes do not change.
  set.inputs = p.set().inputs;
  set.expected = harness_step("the reference (changed params)",
                              [&] { return run_reference(task_, *changed, set.inputs); });
  bool differs = false;
  for (size_t o = 0; o < set.expected.size() && !differs; ++o)
    differs = set.expected[o].values != old_expected[o].values;
  if (!differs) {
    CaseResult r;
    r.note = "no changed-input call: new params (" + describe_case(*task_.spec, *changed) +
             ") give the same answer";
    return r;
  }
  const std::string what = "the params changed to " + describe_case(*task_.spec, *changed);
  p.shared_sets = std::make_shared<std::vector<InputSet>>(std::vector<InputSet>{set});
  p.current = 0;
  p.values = *changed;
  for (const ParamSpec& prm : task_.spec->params)  // the call's scalar args, by name
    for (nlohmann::json& a : p.args)
      if (a.value("kind", "") != "ptr" && a.value("name", "") == prm.name)
        a["value"] = prm.is_int ? nlohmann::json(static_cast<int64_t>(changed->at(prm.name)))
                                : nlohmann::json(changed->at(prm.name));
  load_arena(p, Fill::nan);
  CaseResult r = run_once(p);
  if (r.verdict == Verdict::PASS || r.verdict == Verdict::STALE_OUTPUT) return r;
  if (r.verdict == Verdict::WRONG_RESULT && returns_old_answer(p, old_expected)) {
    r.verdict = Verdict::STALE_OUTPUT;
    r.detail = "after " + what +
               ", the call returned the answer for the old params: results are replayed from "
               "a cache that does not look at the params\n" + r.detail;
    return r;
  }
  r.detail = "after " + what + " (the same case passed before the change): " + r.detail;
  return r;
}

}  // namespace km
