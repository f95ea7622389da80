// SPDX-License-Identifier: Apache-2.0
// The spec fields that make more cases than the listed shapes: `draw` (sizes and params drawn
// per seed, covering every remainder) and `input_variants` (edge-case input distributions).
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "core/spec_reader.hpp"

namespace km::spec_detail {

namespace {
const std::set<std::string> kSpecials = {"nan",  "inf",  "-inf",  "-0",     "max",
                                         "-max", "tiny", "-tiny", "denorm", "-denorm"};

/// A finite number written out ("10", "-1e3"); strtod's "inf" and "nan" spellings are not.
bool is_number(const std::string& text) {
  char* end = nullptr;
  double v = std::strtod(text.c_str(), &end);
  return !text.empty() && end == text.c_str() + text.size() && std::isfinite(v);
}

std::set<std::string> scalar_names(const Spec& s) {
  std::set<std::string> names(s.sizes.begin(), s.sizes.end());
  for (const ParamSpec& p : s.params) names.insert(p.name);
  return names;
}
}  // namespace

void read_draw(const Reader& r, const json& root, Spec& s) {
  if (!root.contains("draw")) return;
  const json& d = root["draw"];
  if (!d.is_object()) r.fail("draw", "must be an object");
  r.only_keys(d, "draw", {"ranges", "where", "cases"});
  const json& ranges = r.need(d, "ranges", "draw");
  if (!ranges.is_object()) r.fail("draw.ranges", "must be an object giving [lo, hi] per size");
  for (const std::string& size : s.sizes) {
    std::string f = "draw.ranges." + size;
    if (!ranges.contains(size)) r.fail(f, "missing (every size needs a range)");
    const json& rg = ranges[size];
    if (!rg.is_array() || rg.size() != 2 || !rg[0].is_number_integer() ||
        !rg[1].is_number_integer())
      r.fail(f, "must be [lo, hi] with integers");
    int64_t lo = rg[0].get<int64_t>(), hi = rg[1].get<int64_t>();
    if (lo < 0 || lo > hi) r.fail(f, "must satisfy 0 <= lo <= hi");
    s.draw.ranges.push_back({size, {lo, hi}});
  }
  for (auto it = ranges.begin(); it != ranges.end(); ++it)
    if (std::find(s.sizes.begin(), s.sizes.end(), it.key()) == s.sizes.end())
      r.fail("draw.ranges." + it.key(), "not a size of this op");
  if (d.contains("where")) {
    if (!d["where"].is_array()) r.fail("draw.where", "must be a list of conditions");
    std::set<std::string> names = scalar_names(s);
    for (size_t i = 0; i < d["where"].size(); ++i) {
      std::string f = "draw.where[" + std::to_string(i) + "]";
      Expr e = r.expr(d["where"][i], f);
      for (const std::string& v : e.variables())
        if (!names.count(v)) r.fail(f, "unknown name '" + v + "' in \"" + e.text() + "\"");
      s.draw.where.push_back(e);
    }
  }
  if (d.contains("cases")) {
    if (!d["cases"].is_number_integer() || d["cases"].get<int>() < 1 || d["cases"].get<int>() > 64)
      r.fail("draw.cases", "must be an integer in [1, 64]");
    s.draw.cases = d["cases"].get<int>();
  }
}

void read_variants(const Reader& r, const json& root, Spec& s) {
  if (!root.contains("input_variants")) return;
  const json& arr = root["input_variants"];
  if (!arr.is_array()) r.fail("input_variants", "must be a list");
  auto input = [&](const std::string& name, const std::string& f) -> const TensorSpec& {
    for (const TensorSpec* t : s.initialised())
      if (t->name == name) return *t;
    r.fail(f, "'" + name + "' is not an input (or in-place output) of this op");
  };
  for (size_t i = 0; i < arr.size(); ++i) {
    std::string p = "input_variants[" + std::to_string(i) + "]";
    const json& v = arr[i];
    if (!v.is_object()) r.fail(p, "must be an object");
    r.only_keys(v, p, {"name", "init", "inject", "rate", "sets", "tolerance", "why", "dtypes"});
    InputVariant iv;
    iv.name = r.identifier(r.need(v, "name", p), p + ".name");
    if (iv.name == "default" || s.variant(iv.name))
      r.fail(p + ".name", "is used twice or reserved");
    iv.why = r.str(v, "why", p);
    if (v.contains("dtypes")) {
      if (!v["dtypes"].is_array() || v["dtypes"].empty())
        r.fail(p + ".dtypes", "must be a non-empty list of the spec's dtypes");
      for (size_t k = 0; k < v["dtypes"].size(); ++k) {
        const std::string f = p + ".dtypes[" + std::to_string(k) + "]";
        const json& d = v["dtypes"][k];
        auto dt = d.is_string() ? parse_dtype(d.get<std::string>()) : std::nullopt;
        if (!dt || std::find(s.dtypes.begin(), s.dtypes.end(), *dt) == s.dtypes.end())
          r.fail(f, d.dump() + " is not one of the spec's dtypes");
        iv.dtypes.push_back(*dt);
      }
    }
    std::vector<DType> tasks;  // the task dtypes this variant runs for
    for (DType d : s.dtypes)
      if (iv.applies_to(d)) tasks.push_back(d);
    // The dtypes an input takes in those tasks.
    auto takes = [&](const TensorSpec& t) {
      std::vector<DType> out;
      for (DType d : tasks) out.push_back(t.fixed_dtype.value_or(d));
      return out;
    };
    if (v.contains("init")) {
      if (!v["init"].is_object()) r.fail(p + ".init", "must map input names to distributions");
      for (auto it = v["init"].begin(); it != v["init"].end(); ++it) {
        std::string f = p + ".init." + it.key();
        const TensorSpec& t = input(it.key(), f);
        iv.init[it.key()] = read_init_object(r, it.value(), f);
        check_int_init(r, tasks, t, iv.init[it.key()], f);
        if (std::string e = structure_rank_error(iv.init[it.key()].structure, t.shape.size());
            !e.empty())
          r.fail(f + ".structure", e);
      }
    }
    if (v.contains("inject")) {
      if (!v["inject"].is_object()) r.fail(p + ".inject", "must map input names to value lists");
      for (auto it = v["inject"].begin(); it != v["inject"].end(); ++it) {
        std::string f = p + ".inject." + it.key();
        const TensorSpec& t = input(it.key(), f);
        const std::vector<DType> dts = takes(t);
        const bool ints = std::any_of(dts.begin(), dts.end(), [](DType d) { return !is_float(d); });
        if (ints && !std::all_of(dts.begin(), dts.end(), [](DType d) { return !is_float(d); }))
          r.fail(f, "'" + t.name +
                        "' is an integer tensor in some of the variant's tasks and a "
                        "float one in others: limit the variant with \"dtypes\"");
        if (!it.value().is_array() || it.value().empty()) r.fail(f, "must be a non-empty list");
        for (size_t k = 0; k < it.value().size(); ++k) {
          const json& x = it.value()[k];
          std::string fk = f + "[" + std::to_string(k) + "]";
          if (ints) {
            // An integer input takes integers in range only (the values an op's edge cases need:
            // 0, -1, the dtype's extremes); special values exist in floating-point inputs only.
            const bool in_range = std::all_of(dts.begin(), dts.end(), [&](DType d) {
              auto [lo, hi] = int_range(d);
              return x.is_number() && x.get<double>() == std::floor(x.get<double>()) &&
                     x.get<double>() >= lo && x.get<double>() <= hi;
            });
            if (!in_range)
              r.fail(fk, x.dump() + ": '" + t.name +
                             "' is an integer tensor here: an integer in "
                             "its dtype's range, not a special value (limit the variant with "
                             "\"dtypes\" to inject into the float tasks only)");
            iv.inject[it.key()].push_back(x.dump());
          } else if (x.is_number()) {
            iv.inject[it.key()].push_back(x.dump());
          } else if (x.is_string() &&
                     (kSpecials.count(x.get<std::string>()) || is_number(x.get<std::string>()))) {
            iv.inject[it.key()].push_back(x.get<std::string>());
          } else {
            r.fail(fk,
                   "must be a number or one of nan, inf, -inf, -0, max, -max, tiny, -tiny, "
                   "denorm, -denorm");
          }
        }
      }
    }
    if (iv.init.empty() && iv.inject.empty()) r.fail(p, "changes nothing (give init or inject)");
    if (v.contains("rate")) {
      iv.rate = r.num(v["rate"], p + ".rate");
      if (!(iv.rate > 0 && iv.rate <= 1)) r.fail(p + ".rate", "must be in (0, 1]");
    }
    if (v.contains("tolerance"))
      iv.tolerance = read_tolerance(r, v["tolerance"], p + ".tolerance", scalar_names(s));
    iv.sets = {"small"};
    if (v.contains("sets")) {
      if (!v["sets"].is_array() || v["sets"].empty())
        r.fail(p + ".sets", "must be a non-empty list");
      iv.sets.clear();
      for (size_t k = 0; k < v["sets"].size(); ++k) {
        std::string f = p + ".sets[" + std::to_string(k) + "]";
        if (!v["sets"][k].is_string()) r.fail(f, "must be a shape set name");
        std::string name = v["sets"][k].get<std::string>();
        bool known = s.shapes.count(name) || (name == "drawn" && s.draw.present());
        if (!known) r.fail(f, "'" + name + "' is not a shape set of this op");
        iv.sets.push_back(name);
      }
    }
    s.variants.push_back(std::move(iv));
  }
}

}  // namespace km::spec_detail
