// SPDX-License-Identifier: Apache-2.0
// The `statistical` check's declarations: each random output's dist, the output a `scaled` one is
// a multiple of, and the seed param of the seed contract. Checked here, so the judge never guesses.
#include "core/spec_reader.hpp"

namespace km::spec_detail {

namespace {
using Dist = TensorSpec::Statistical::Dist;
struct DistRow {
  Dist d;
  const char* name;
};
constexpr DistRow kDists[] = {{Dist::bernoulli, "bernoulli"}, {Dist::uniform, "uniform"},
                              {Dist::exponential, "exponential"}, {Dist::poisson, "poisson"},
                              {Dist::scaled, "scaled"}, {Dist::dropout_softmax, "dropout_softmax"}};
std::string shape_text(const TensorSpec& t) {
  std::string s = "[";
  for (size_t d = 0; d < t.shape.size(); ++d) s += (d ? ", " : "") + t.shape[d].text();
  return s + "]";
}
}  // namespace

void read_statisticals(const Reader& r, const json& root, Spec& s) {
  bool any = false;
  for (size_t i = 0; i < s.outputs.size(); ++i) {
    TensorSpec& t = s.outputs[i];
    const std::string p = "outputs[" + std::to_string(i) + "]";
    const json& j = root["outputs"][i];
    const bool is_stat = t.check == CheckKind::statistical;
    if (!j.contains("statistical")) {
      if (is_stat) r.fail(p + ".statistical", "missing (the check statistical needs its dist)");
      continue;
    }
    if (!is_stat) r.fail(p + ".statistical", "has no use: the output's check is not statistical");
    const json& sj = j["statistical"];
    const std::string sp = p + ".statistical";
    if (!sj.is_object()) r.fail(sp, "must be an object");
    r.only_keys(sj, sp, {"dist", "by"});
    const std::string dist = r.str(sj, "dist", sp);
    TensorSpec::Statistical st;
    bool known = false;
    std::string names;
    for (const DistRow& d : kDists) {
      names += std::string(names.empty() ? "" : ", ") + d.name;
      if (dist == d.name) st.dist = d.d, known = true;
    }
    if (!known) r.fail(sp + ".dist", "'" + dist + "' is not one of " + names);
    if (t.inout) r.fail(p + ".inout", "cannot be statistical: a draw has no initial values to keep");
    if (st.dist == Dist::scaled) {
      if (!sj.contains("by")) r.fail(sp + ".by", "missing (a scaled output is a multiple of another)");
      st.by = r.str(sj, "by", sp);
      const TensorSpec* by = nullptr;
      for (size_t k = 0; k < i; ++k)
        if (s.outputs[k].name == st.by) by = &s.outputs[k];
      for (size_t k = i + 1; k < s.outputs.size(); ++k)
        if (s.outputs[k].name == st.by && root["outputs"][k].contains("statistical") &&
            root["outputs"][k]["statistical"].value("dist", "") != "scaled")
          by = &s.outputs[k];
      if (!by || (by->statistical && by->statistical->dist == Dist::scaled) ||
          (!by->statistical && by->check != CheckKind::statistical))
        r.fail(sp + ".by", "'" + st.by + "' is not another random output (statistical, not scaled)");
      if (shape_text(*by) != shape_text(t))
        r.fail(sp + ".by", "output '" + st.by + "' " + shape_text(*by) +
                               " must have the shape of output '" + t.name + "' " + shape_text(t));
    } else if (sj.contains("by")) {
      r.fail(sp + ".by", "has no use: only a scaled output is a multiple of another");
    }
    t.statistical = st;
    any = true;
  }
  if (!any) return;
  // The seed contract: the kernel's draw is a function of (inputs, params, seed), and the
  // harness changes `seed` to see another draw; drawn cases vary it through its range.
  for (const ParamSpec& prm : s.params)
    if (prm.name == "seed") {
      if (!prm.is_int || !prm.range)
        r.fail("params.seed", "must be an i64 param with a range (the seed contract of a random op)");
      return;
    }
  r.fail("params", "needs an i64 param 'seed' with a range: the spec has a statistical output");
}

}  // namespace km::spec_detail
