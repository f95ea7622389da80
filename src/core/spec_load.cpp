// SPDX-License-Identifier: Apache-2.0
// Loading and validating one spec file; every problem names the file and the field.
#include "core/spec.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/spec_reader.hpp"

namespace km {

namespace spec_detail {

void check_int_init(const Reader& r, const std::vector<DType>& tasks, const TensorSpec& t,
                    const InitSpec& init, const std::string& field) {
  std::vector<DType> takes = t.fixed_dtype ? std::vector<DType>{*t.fixed_dtype} : tasks;
  for (DType d : takes) {
    if (is_float(d) && is_index_dist(init.dist))
      r.fail(field + ".dist", "is for integer tensors only (tensor '" + t.name + "' is " +
                                  std::string(dtype_name(d)) + ")");
    if (is_float(d) && init.sentinel)
      r.fail(field + ".sentinel", "is for integer tensors only (tensor '" + t.name + "' is " +
                                      std::string(dtype_name(d)) + ")");
    // Complex tensors are drawn per component (tensor.cpp): a structure's matrix identities
    // (symmetric, triangular, ...) would hold for re and im apart, not for the complex matrix.
    // diag_dominant is defined on the complex matrix (moduli; tensor.cpp), for cublasZtrsm*.
    if (is_complex(d) && init.structure != InitSpec::Structure::none &&
        init.structure != InitSpec::Structure::diag_dominant)
      r.fail(field + ".structure", "is not defined for complex tensors, except diag_dominant (tensor '" +
                                       t.name + "' is " + std::string(dtype_name(d)) + ")");
    if (init.structure == InitSpec::Structure::ggml_blocks && d != DType::u8)
      r.fail(field + ".structure", "ggml_blocks is for u8 tensors of GGUF block bytes only (tensor '" +
                                       t.name + "' is " + std::string(dtype_name(d)) + ")");
    if (init.structure == InitSpec::Structure::sparse24_meta && d != DType::i32)
      r.fail(field + ".structure", "sparse24_meta is for i32 tensors of 2:4 sparsity codes only (tensor '" +
                                       t.name + "' is " + std::string(dtype_name(d)) + ")");
    if (is_float(d)) continue;
    const std::string why = " (input '" + t.name + "' is " + std::string(dtype_name(d)) +
                            (t.fixed_dtype ? "" : " in task dtype " + std::string(dtype_name(d))) +
                            ")";
    if (init.dist != InitSpec::Dist::integer && !is_index_dist(init.dist))
      r.fail(field + ".dist",
             "must be int, unique, permutation or offsets for an integer or bool tensor" + why);
    if (init.dist == InitSpec::Dist::offsets && t.shape.size() != 1)
      r.fail(field + ".dist", "offsets need a one-dimensional tensor" + why);
    if (init.scale) r.fail(field + ".scale", "must be false for an integer or bool tensor" + why);
    if (init.structure != InitSpec::Structure::none &&
        init.structure != InitSpec::Structure::ggml_blocks &&
        init.structure != InitSpec::Structure::sparse24_meta)
      r.fail(field + ".structure", "is for floating-point tensors only" + why);
    // The generator clips the bounds to the dtype's range, so one init serves i8 and i64 alike;
    // a constant range that misses the dtype's entirely would draw nothing valid. A size-dependent
    // one (indices below n) is the spec's to keep in range.
    const auto [lo_max, hi_max] = int_range(d);
    const std::string range = "[" + std::to_string(static_cast<int64_t>(lo_max)) + ", " +
                              std::to_string(static_cast<int64_t>(hi_max)) + "]";
    if (!init.lo.empty() && init.lo.variables().empty() && init.lo.eval_real({}) > hi_max)
      r.fail(field + ".lo", "is above " + std::string(dtype_name(d)) + "'s range " + range + why);
    if (!init.hi.empty() && init.hi.variables().empty() && init.hi.eval_real({}) < lo_max)
      r.fail(field + ".hi", "is below " + std::string(dtype_name(d)) + "'s range " + range + why);
  }
}

std::string structure_rank_error(InitSpec::Structure s, size_t rank) {
  using S = InitSpec::Structure;
  if ((s == S::symmetric || s == S::triu || s == S::tril || s == S::diag_dominant) && rank < 2)
    return std::string("'") + structure_name(s) + "' needs a matrix (at least two dimensions)";
  if ((s == S::row_stochastic || s == S::boxes || s == S::ggml_blocks) && rank < 1)
    return std::string("'") + structure_name(s) + "' needs at least one dimension";
  return {};
}

InitSpec read_init_object(const Reader& r, const json& j, const std::string& p) {
  InitSpec init;
  if (!j.is_object()) r.fail(p, "must be an object");
  std::string dist = r.str(j, "dist", p);
  if (dist == "normal") {
    r.only_keys(j, p, {"dist", "mean", "std", "scale", "structure"});
    init.dist = InitSpec::Dist::normal;
    init.mean = r.num(r.need(j, "mean", p), p + ".mean");
    init.std = r.num(r.need(j, "std", p), p + ".std");
    if (!(init.std > 0)) r.fail(p + ".std", "must be > 0");
  } else if (dist == "uniform" || dist == "int" || dist == "unique") {
    r.only_keys(j, p, {"dist", "lo", "hi", "scale", "structure", "sentinel", "sentinel_rate", "order"});
    init.dist = dist == "int"      ? InitSpec::Dist::integer
                : dist == "unique" ? InitSpec::Dist::unique
                                   : InitSpec::Dist::uniform;
    init.lo = r.expr(r.need(j, "lo", p), p + ".lo");
    init.hi = r.expr(r.need(j, "hi", p), p + ".hi");
  } else if (dist == "permutation") {
    r.only_keys(j, p, {"dist", "scale"});
    init.dist = InitSpec::Dist::permutation;
  } else if (dist == "offsets") {
    r.only_keys(j, p, {"dist", "hi", "scale"});
    init.dist = InitSpec::Dist::offsets;
    init.lo = r.expr(json(0), p + ".lo");
    init.hi = r.expr(r.need(j, "hi", p), p + ".hi");
  } else {
    r.fail(p + ".dist",
           "'" + dist + "' is not one of normal, uniform, int, unique, permutation, offsets");
  }
  if (j.contains("sentinel") != j.contains("sentinel_rate"))
    r.fail(p + (j.contains("sentinel") ? ".sentinel_rate" : ".sentinel"),
           "missing (sentinel and sentinel_rate come together)");
  if (j.contains("sentinel")) {
    if (init.dist != InitSpec::Dist::integer && init.dist != InitSpec::Dist::unique)
      r.fail(p + ".sentinel", "is for the int and unique dists only");
    init.sentinel = r.num(j["sentinel"], p + ".sentinel");
    if (*init.sentinel != std::floor(*init.sentinel)) r.fail(p + ".sentinel", "must be an integer");
    init.sentinel_rate = r.num(j["sentinel_rate"], p + ".sentinel_rate");
    if (!(init.sentinel_rate > 0 && init.sentinel_rate < 1))
      r.fail(p + ".sentinel_rate", "must be in (0, 1)");
  }
  if (j.contains("order")) {
    if (init.dist != InitSpec::Dist::unique) r.fail(p + ".order", "is for the unique dist only");
    const std::string o = r.str(j, "order", p);
    if (o != "ascending" && o != "descending")
      r.fail(p + ".order", "'" + o + "' is not one of ascending, descending");
    if (init.sentinel) r.fail(p + ".order", "cannot go with sentinel (the sentinels would break the order)");
    init.order = o == "ascending" ? 1 : -1;
  }
  init.scale = init.dist == InitSpec::Dist::normal || init.dist == InitSpec::Dist::uniform;
  if (j.contains("scale")) {
    if (!j["scale"].is_boolean()) r.fail(p + ".scale", "must be true or false");
    init.scale = j["scale"].get<bool>();
  }
  if (j.contains("structure")) {
    const std::string st = r.str(j, "structure", p);
    using S = InitSpec::Structure;
    for (S s : {S::symmetric, S::triu, S::tril, S::row_stochastic, S::sign, S::diag_dominant, S::boxes,
                S::ggml_blocks, S::sparse24_meta})
      if (st == structure_name(s)) init.structure = s;
    if (init.structure == S::none)
      r.fail(p + ".structure",
             "'" + st + "' is not one of symmetric, triu, tril, row_stochastic, sign, diag_dominant, boxes, "
             "ggml_blocks, sparse24_meta");
  }
  return init;
}

Tolerance read_tolerance(const Reader& r, const json& t, const std::string& f,
                         const std::set<std::string>& names) {
  Tolerance tol;
  if (!t.is_object()) r.fail(f, "must be an object");
  r.only_keys(t, f, {"ulp", "abs_ulp", "reduction", "rms_floor", "condition", "term_ulp", "why"});
  if (t.contains("rms_floor")) {
    if (!t["rms_floor"].is_boolean()) r.fail(f + ".rms_floor", "must be true or false");
    tol.rms_floor = t["rms_floor"].get<bool>();
  }
  if (t.contains("abs_ulp")) {
    tol.abs_ulp = r.num(t["abs_ulp"], f + ".abs_ulp");
    if (tol.abs_ulp < 0 || tol.abs_ulp > 64) r.fail(f + ".abs_ulp", "must be in [0, 64]");
  }
  if (t.contains("ulp")) {
    tol.ulp = r.num(t["ulp"], f + ".ulp");
    // Beyond 64 ulp a bf16 tolerance exceeds 50%: such an op needs a better-conditioned
    // formulation.
    if (tol.ulp < 0 || tol.ulp > 64) r.fail(f + ".ulp", "must be in [0, 64]");
  }
  if (t.contains("term_ulp")) {
    tol.term_ulp = r.num(t["term_ulp"], f + ".term_ulp");
    if (tol.term_ulp < 0 || tol.term_ulp > 64) r.fail(f + ".term_ulp", "must be in [0, 64]");
  }
  if (t.contains("condition")) {
    tol.condition = r.num(t["condition"], f + ".condition");
    if (!(tol.condition >= 1 && tol.condition <= 1e6))
      r.fail(f + ".condition", "must be in [1, 1e6]");
  }
  if (t.contains("reduction")) {
    tol.reduction = r.expr(t["reduction"], f + ".reduction");
    for (const std::string& v : tol.reduction.variables())
      if (!names.count(v))
        r.fail(f + ".reduction", "unknown name '" + v + "' in \"" + tol.reduction.text() + "\"");
  }
  if (!t.contains("why")) r.fail(f + ".why", "missing (say why the tolerance is what it is)");
  tol.why = r.str(t, "why", f);
  return tol;
}

}  // namespace spec_detail

namespace {

using namespace spec_detail;

InitSpec read_init(const Reader& r, const json& t, const std::string& path) {
  if (!t.contains("init")) r.fail(path + ".init", "missing (inputs and in-place outputs need a value distribution)");
  return read_init_object(r, t.at("init"), path + ".init");
}

/// One `dtypes` entry: "fp32", or a pair "fp32->fp16" (dtype_pairs: T, then U). A spec's entries
/// are all pairs or all single dtypes.
void read_task_dtype(const Reader& r, const std::string& text, const std::string& f, Spec& s) {
  const size_t arrow = text.find("->");
  const std::string t_name = text.substr(0, arrow);
  auto dt = parse_dtype(t_name);
  if (!dt) r.fail(f, "'" + t_name + "' is not one of " + dtype_names());
  if (arrow == std::string::npos) {
    if (!s.u_dtypes.empty()) r.fail(f, "is one dtype where the others are pairs (\"fp32->fp16\")");
    s.dtypes.push_back(*dt);
    return;
  }
  const std::string u_name = text.substr(arrow + 2);
  auto ut = parse_dtype(u_name);
  if (!ut) r.fail(f, "'" + u_name + "' (after ->) is not one of " + dtype_names());
  if (*ut == *dt) r.fail(f, "is a pair of one type: write '" + t_name + "'");
  if (s.u_dtypes.size() != s.dtypes.size())
    r.fail(f, "is a pair where the others are single dtypes");
  s.dtypes.push_back(*dt);
  s.u_dtypes.push_back(*ut);
}

/// A spec of dtype pairs uses U somewhere, and U needs pairs: each half of the contract without
/// the other is a mistake.
void check_dtype_pairs(const Reader& r, const Spec& s) {
  bool uses_u = false;
  for (const auto* group : {&s.inputs, &s.outputs})
    for (size_t i = 0; i < group->size(); ++i) {
      if (!(*group)[i].u_dtype) continue;
      uses_u = true;
      if (s.u_dtypes.empty())
        r.fail(std::string(group == &s.inputs ? "inputs" : "outputs") + "[" + std::to_string(i) +
                   "].dtype",
               "'U' is the second type of a dtype pair, and `dtypes` lists no pair (\"fp32->fp16\")");
    }
  if (!s.u_dtypes.empty() && !uses_u)
    r.fail("dtypes", "lists dtype pairs but no tensor has dtype 'U'");
}

std::vector<TensorSpec> read_tensors(const Reader& r, const json& root, const std::string& key,
                                     bool inputs) {
  const json& arr = r.need(root, key, "");
  // An op may have no inputs (no_input: fill, arange), stated as "inputs": []; never no outputs.
  if (!arr.is_array() || (arr.empty() && !inputs)) r.fail(key, "must be a non-empty list");
  std::vector<TensorSpec> out;
  for (size_t i = 0; i < arr.size(); ++i) {
    std::string p = key + "[" + std::to_string(i) + "]";
    const json& t = arr[i];
    if (!t.is_object()) r.fail(p, "must be an object");
    if (inputs)
      r.only_keys(t, p, {"name", "dtype", "shape", "init", "init_int", "list"});
    else
      r.only_keys(t, p, {"name", "dtype", "shape", "check", "tolerance", "const_output", "selection", "statistical",
                         "inout", "init", "list"});
    TensorSpec ts;
    ts.name = r.identifier(r.need(t, "name", p), p + ".name");
    if (t.contains("dtype")) {
      if (!t["dtype"].is_string()) r.fail(p + ".dtype", "must be a string");
      std::string d = t["dtype"].get<std::string>();
      if (d == "U") {
        ts.u_dtype = true;  // a dtype pair's second type; check_dtype_pairs() wants pairs
      } else if (d != "T") {
        auto dt = parse_dtype(d);
        if (!dt) r.fail(p + ".dtype", "'" + d + "' is not T or a dtype (" + dtype_names() + ")");
        ts.fixed_dtype = dt;
      }
    }
    const json& shape = r.need(t, "shape", p);
    if (!shape.is_array()) r.fail(p + ".shape", "must be a list of size expressions");
    for (size_t d = 0; d < shape.size(); ++d)
      ts.shape.push_back(r.expr(shape[d], p + ".shape[" + std::to_string(d) + "]"));
    if (t.contains("check")) {
      if (!t["check"].is_string() || !parse_check(t["check"].get<std::string>()))
        r.fail(p + ".check", t["check"].dump() + " is not one of " + check_names());
      ts.check = parse_check(t["check"].get<std::string>());
    }
    if (t.contains("list")) {
      if (!t["list"].is_string() && !t["list"].is_number_integer())
        r.fail(p + ".list", "must be the item count: an integer expression over the sizes");
      ts.list = r.expr(t["list"], p + ".list");
      const auto check = ts.check.value_or(CheckKind::tolerance);
      if (check != CheckKind::tolerance && check != CheckKind::exact)
        r.fail(p + ".check", "a list tensor is judged per item by tolerance or exact only, not " +
                                 std::string(check_name(check)));
    }
    if (!inputs && t.contains("inout")) {
      if (!t["inout"].is_boolean()) r.fail(p + ".inout", "must be true or false");
      ts.inout = t["inout"].get<bool>();
    }
    if (!inputs && t.contains("init") && !ts.inout)
      r.fail(p + ".init", "only an in-place output (\"inout\": true) has an init");
    if (inputs || ts.inout) {
      ts.init = read_init(r, t, p);
      if (t.contains("init_int")) ts.init_int = read_init_object(r, t["init_int"], p + ".init_int");
      if (std::string e = structure_rank_error(ts.init.structure, ts.shape.size()); !e.empty())
        r.fail(p + ".init.structure", e);
    }
    out.push_back(std::move(ts));
  }
  return out;
}

/// An output's `const_output` waiver: {"reason": "..."}, the reason a sentence long at least.
std::string read_const_output(const Reader& r, const json& j, const std::string& p) {
  if (!j.contains("const_output")) return "";
  const json& c = j["const_output"];
  const std::string f = p + ".const_output";
  if (!c.is_object()) r.fail(f, "must be an object {\"reason\": \"...\"}");
  r.only_keys(c, f, {"reason"});
  if (!c.contains("reason") || !c["reason"].is_string())
    r.fail(f + ".reason", "missing (say why a constant output is the op's honest answer)");
  std::string reason = c["reason"].get<std::string>();
  // A waiver is read by whoever trusts the verdict: a word or two explains nothing.
  if (reason.size() < 20) r.fail(f + ".reason", "too short to explain the waiver");
  return reason;
}

/// Each output's own `tolerance`, and whether its `check` suits the dtypes it takes: integer and
/// bool outputs are judged exactly, so a tolerance there would be a promise the judge ignores.
void read_output_checks(const Reader& r, const json& root, Spec& s) {
  std::set<std::string> names(s.sizes.begin(), s.sizes.end());
  for (const ParamSpec& p : s.params) names.insert(p.name);
  for (size_t i = 0; i < s.outputs.size(); ++i) {
    TensorSpec& t = s.outputs[i];
    const std::string p = "outputs[" + std::to_string(i) + "]";
    const json& j = root["outputs"][i];
    if (j.contains("tolerance"))
      t.tolerance = read_tolerance(r, j["tolerance"], p + ".tolerance", names);
    std::vector<DType> takes = t.fixed_dtype ? std::vector<DType>{*t.fixed_dtype}
                               : t.u_dtype     ? s.u_dtypes
                                               : s.dtypes;
    const bool quant = t.check == CheckKind::quantized;
    for (DType d : takes) {
      // quantized: round(u) into an integer type; its tolerance is u's error (compare.cpp).
      if (is_fp8(d) && t.check == CheckKind::tolerance)
        r.fail(p + ".check", "cannot be tolerance: output '" + t.name + "' is " +
                                 std::string(dtype_name(d)) +
                                 " (fp8 outputs are judged in their own ulps: check quantized)");
      if (quant && ((is_float(d) && !is_fp8(d)) || d == DType::b8))
        r.fail(p + ".check", "cannot be quantized: output '" + t.name + "' is " +
                                 std::string(dtype_name(d)) +
                                 " (the check judges integers or fp8 rounded from a value u)");
      if (is_float(d) || quant) continue;
      const std::string why = ": output '" + t.name + "' is " + std::string(dtype_name(d)) +
                              " (integer and bool outputs are judged exactly)";
      if (t.check == CheckKind::tolerance) r.fail(p + ".check", "cannot be tolerance" + why);
      if (t.tolerance) r.fail(p + ".tolerance", "has no use" + why);
    }
    if (t.check == CheckKind::exact && t.tolerance)
      r.fail(p + ".tolerance", "has no use: the output's check is exact");
    t.const_output = read_const_output(r, j, p);
  }
}

void check_names(const Reader& r, const Spec& s) {
  std::set<std::string> seen;
  auto add = [&](const std::string& n, const std::string& field) {
    if (!seen.insert(n).second) r.fail(field, "name '" + n + "' is used twice");
  };
  for (size_t i = 0; i < s.sizes.size(); ++i) add(s.sizes[i], "sizes[" + std::to_string(i) + "]");
  // A list tensor's shape names its item's index `item`: no size or param may take the name.
  for (size_t i = 0; i < s.sizes.size(); ++i)
    if (s.sizes[i] == kItemSize)
      r.fail("sizes[" + std::to_string(i) + "]", "'item' is reserved (a list tensor's item index)");
  for (size_t i = 0; i < s.params.size(); ++i)
    if (s.params[i].name == kItemSize)
      r.fail("params[" + std::to_string(i) + "].name",
             "'item' is reserved (a list tensor's item index)");
  for (size_t i = 0; i < s.params.size(); ++i)
    add(s.params[i].name, "params[" + std::to_string(i) + "].name");
  for (size_t i = 0; i < s.inputs.size(); ++i)
    add(s.inputs[i].name, "inputs[" + std::to_string(i) + "].name");
  for (size_t i = 0; i < s.outputs.size(); ++i)
    add(s.outputs[i].name, "outputs[" + std::to_string(i) + "].name");
}

void check_vars(const Reader& r, const Expr& e, const std::string& field,
                const std::set<std::string>& allowed) {
  for (const std::string& v : e.variables())
    if (!allowed.count(v)) r.fail(field, "unknown name '" + v + "' in \"" + e.text() + "\"");
}

void read_shapes(const Reader& r, const json& root, Spec& s) {
  const json& sets = r.need(root, "shapes", "");
  if (!sets.is_object()) r.fail("shapes", "must be an object of named shape sets");
  for (const char* required : {"small", "heldout", "bench"})
    if (!sets.contains(required)) r.fail(std::string("shapes.") + required, "missing");
  for (auto it = sets.begin(); it != sets.end(); ++it) {
    std::string sp = "shapes." + it.key();
    if (it.key() == "drawn") r.fail(sp, "is reserved for the cases `draw` makes");
    if (!it.value().is_array() || it.value().empty()) r.fail(sp, "must be a non-empty list");
    s.set_names.push_back(it.key());
    auto& cases = s.shapes[it.key()];
    for (size_t i = 0; i < it.value().size(); ++i) {
      std::string p = sp + "[" + std::to_string(i) + "]";
      const json& entry = it.value()[i];
      if (!entry.is_object()) r.fail(p, "must be an object giving every size");
      ShapeCase c;
      c.set = it.key();
      c.index = static_cast<int>(i);
      for (const std::string& size : s.sizes) {
        if (!entry.contains(size)) r.fail(p + "." + size, "missing (every size needs a value)");
        const json& v = entry[size];
        if (!v.is_number_integer() || v.get<int64_t>() < 0)
          r.fail(p + "." + size, "must be an integer >= 0");
        c.values[size] = static_cast<double>(v.get<int64_t>());
      }
      for (const ParamSpec& prm : s.params) {
        c.values[prm.name] = prm.value;
        if (!entry.contains(prm.name)) continue;
        double v = r.num(entry[prm.name], p + "." + prm.name);
        if (prm.is_int && v != std::floor(v))
          r.fail(p + "." + prm.name, "must be an integer (param is i64)");
        c.values[prm.name] = v;
      }
      for (auto kv = entry.begin(); kv != entry.end(); ++kv)
        if (!c.values.count(kv.key())) r.fail(p + "." + kv.key(), "not a size or param of this op");
      // Every tensor must have a valid shape for every case, or the case is unusable. Only the
      // `empty` set may give a dimension 0 (each of its cases must: one tensor at least with no
      // elements); the other sets' cases are the ones a comparison can trust.
      const bool empty_set = it.key() == "empty";
      const int64_t least = empty_set ? 0 : 1;
      const std::string at_least = empty_set ? ">= 0" : ">= 1 (only the `empty` set may give 0)";
      bool has_empty = false;
      try {
        for (const auto* group : {&s.inputs, &s.outputs}) {
          for (const TensorSpec& t : *group) {
            if (t.is_list()) {  // a count >= 1, and every item's dimensions >= 1
              const int64_t count = list_count(t, c.values);
              if (count < 1)
                r.fail(p, "list tensor '" + t.name + "' has " + std::to_string(count) +
                              " items (\"list\": \"" + t.list.text() + "\"), must be >= 1");
              for (int64_t item = 0; item < count; ++item) {
                const std::vector<int64_t> shape = item_shape(t, c.values, item);
                for (size_t d = 0; d < shape.size(); ++d) {
                  if (shape[d] < least)
                    r.fail(p, "list tensor '" + t.name + "' item " + std::to_string(item) +
                                  " dimension " + std::to_string(d) + " (\"" + t.shape[d].text() +
                                  "\") is " + std::to_string(shape[d]) + ", must be " + at_least);
                  has_empty = has_empty || shape[d] == 0;
                }
              }
              continue;
            }
            for (size_t d = 0; d < t.shape.size(); ++d) {
              int64_t dim = t.shape[d].eval_int(c.values);
              if (dim < least)
                r.fail(p, "tensor '" + t.name + "' dimension " + std::to_string(d) + " (\"" +
                              t.shape[d].text() + "\") is " + std::to_string(dim) + ", must be " +
                              at_least);
              has_empty = has_empty || dim == 0;
            }
          }
        }
        if (empty_set && !has_empty)
          r.fail(p, "no tensor of this case has a zero-size dimension: the `empty` set holds the "
                    "cases that do (every other set holds the rest)");
        for (const TensorSpec* tp : s.initialised()) {
          const TensorSpec& t = *tp;
          if (t.init.structure == InitSpec::Structure::symmetric && !t.is_list() &&
              t.shape[t.shape.size() - 1].eval_int(c.values) !=
                  t.shape[t.shape.size() - 2].eval_int(c.values))
            r.fail(p, "tensor '" + t.name + "' is symmetric but its last two dimensions differ");
          if (std::string e = init_range_problem(t, t.init, c.values); !e.empty()) r.fail(p, e);
        }
        // FLOP count and tolerance must be computable for every case too.
        s.flops.eval_real(c.values);
        if (!s.tolerance.reduction.empty()) s.tolerance.reduction.eval_real(c.values);
      } catch (const ExprError& e) {
        r.fail(p, e.what());
      }
      cases.push_back(std::move(c));
    }
  }
  // Cheap sets first, so a broken kernel fails fast; the JSON object order is not kept.
  auto rank = [](const std::string& n) {
    return n == "small" ? 0 : n == "heldout" ? 1 : n == "bench" ? 3 : 2;
  };
  std::stable_sort(s.set_names.begin(), s.set_names.end(),
                   [&](const std::string& a, const std::string& b) { return rank(a) < rank(b); });
}

}  // namespace

namespace {
json read_json_object(const Reader& r, const fs::path& file) {
  std::ifstream in(file);
  if (!in) r.fail("(file)", "cannot be opened");
  json root;
  try {
    root = json::parse(in);
  } catch (const json::parse_error& e) {
    r.fail("(json)", std::string("not valid JSON: ") + e.what());
  }
  if (!root.is_object()) r.fail("(json)", "top level must be an object");
  return root;
}

Spec parse_spec(const fs::path& file, json root);
}  // namespace

Spec load_spec(const fs::path& file) {
  Reader r(file);
  return parse_spec(file, read_json_object(r, file));
}

fs::path private_overlay_of(const fs::path& spec_file, const fs::path& private_dir) {
  if (private_dir.empty()) return {};
  fs::path f = private_dir / "operators" / spec_file.parent_path().filename() / spec_file.filename();
  return fs::exists(f) ? f : fs::path{};
}

// The overlay replaces the public test material only: the held-out shapes and the drawn set.
// A problem in what it brought in is reported at the overlay's file, not the public spec's.
Spec load_spec(const fs::path& file, const fs::path& private_dir) {
  const fs::path overlay = private_overlay_of(file, private_dir);
  if (overlay.empty()) return load_spec(file);
  Reader r(file), o(overlay);
  json root = read_json_object(r, file);
  const json patch = read_json_object(o, overlay);
  o.only_keys(patch, "", {"$comment", "shapes", "draw"});
  if (patch.contains("shapes")) {
    const json& sets = patch["shapes"];
    if (!sets.is_object()) o.fail("shapes", "must be an object");
    o.only_keys(sets, "shapes", {"heldout"});
    if (sets.contains("heldout")) root["shapes"]["heldout"] = sets["heldout"];
  }
  if (patch.contains("draw")) root["draw"] = patch["draw"];
  try {
    Spec s = parse_spec(file, std::move(root));
    s.overlay = overlay;
    return s;
  } catch (const SpecError& e) {
    const bool from_overlay = (e.field.rfind("shapes.heldout", 0) == 0 && patch.contains("shapes")) ||
                              (e.field.rfind("draw", 0) == 0 && patch.contains("draw"));
    if (!from_overlay) throw;
    const std::string prefix = e.file + ": " + e.field + ": ";
    std::string problem = e.what();
    if (problem.rfind(prefix, 0) == 0) problem = problem.substr(prefix.size());
    throw SpecError(overlay.generic_string(), e.field, problem);
  }
}

namespace {
Spec parse_spec(const fs::path& file, json root) {
  Reader r(file);
  r.only_keys(
      root, "",
      {"$schema", "name", "category", "source", "source_tasks", "description", "semantics", "dtypes",
       "sizes", "params",
       "inputs", "outputs", "shapes", "tolerance", "flops", "bytes", "draw", "input_variants", "xcheck"});

  Spec s;
  s.file = file;
  s.name = r.identifier(r.need(root, "name", ""), "name");
  if (s.name != file.stem().string())
    r.fail("name", "'" + s.name + "' must equal the file name '" + file.stem().string() + "'");
  for (char c : s.name)
    if (std::isupper(static_cast<unsigned char>(c))) r.fail("name", "must be lower case");
  s.category = r.str(root, "category", "");
  if (file.has_parent_path() && file.parent_path().filename() != s.category)
    r.fail("category", "'" + s.category + "' must equal the folder name '" +
                           file.parent_path().filename().string() + "'");
  s.source = r.str(root, "source", "");
  if (s.source != "pytorch" && s.source != "blas" && s.source != "llm")
    r.fail("source", "'" + s.source + "' is not one of pytorch, blas, llm");
  if (root.contains("source_tasks")) {
    const json& tags = root["source_tasks"];
    if (!tags.is_array()) r.fail("source_tasks", "must be a list of task ids");
    for (size_t i = 0; i < tags.size(); ++i) {
      const std::string f = "source_tasks[" + std::to_string(i) + "]";
      if (!tags[i].is_string()) r.fail(f, "must be a string");
      std::string t = tags[i].get<std::string>();
      if (!valid_source_task(t))
        r.fail(f, "'" + t + "' is not a task id: mkb:<category>/<task>, kgb:aten|vllm|cublas:<op>, "
                  "kb1|kb2|kb3:<problem>");
      if (std::find(s.source_tasks.begin(), s.source_tasks.end(), t) != s.source_tasks.end())
        r.fail(f, "'" + t + "' is listed twice");
      s.source_tasks.push_back(std::move(t));
    }
  }
  s.description = r.str(root, "description", "");
  s.semantics = r.str(root, "semantics", "");

  const json& dts = r.need(root, "dtypes", "");
  if (!dts.is_array() || dts.empty()) r.fail("dtypes", "must be a non-empty list");
  std::set<std::string> listed;
  for (size_t i = 0; i < dts.size(); ++i) {
    std::string f = "dtypes[" + std::to_string(i) + "]";
    if (!dts[i].is_string()) r.fail(f, "must be a string");
    const std::string text = dts[i].get<std::string>();
    if (!listed.insert(text).second) r.fail(f, "listed twice");
    read_task_dtype(r, text, f, s);
  }

  const json& sizes = r.need(root, "sizes", "");
  if (!sizes.is_array() || sizes.empty()) r.fail("sizes", "must be a non-empty list of names");
  for (size_t i = 0; i < sizes.size(); ++i)
    s.sizes.push_back(r.identifier(sizes[i], "sizes[" + std::to_string(i) + "]"));

  if (root.contains("params")) {
    const json& ps = root["params"];
    if (!ps.is_array()) r.fail("params", "must be a list");
    for (size_t i = 0; i < ps.size(); ++i) {
      std::string p = "params[" + std::to_string(i) + "]";
      if (!ps[i].is_object()) r.fail(p, "must be an object");
      r.only_keys(ps[i], p, {"name", "type", "value", "range"});
      ParamSpec prm;
      prm.name = r.identifier(r.need(ps[i], "name", p), p + ".name");
      std::string type = r.str(ps[i], "type", p);
      if (type != "f64" && type != "i64") r.fail(p + ".type", "'" + type + "' is not f64 or i64");
      prm.is_int = type == "i64";
      prm.value = r.num(r.need(ps[i], "value", p), p + ".value");
      if (prm.is_int && prm.value != std::floor(prm.value))
        r.fail(p + ".value", "must be an integer");
      if (ps[i].contains("range")) {
        const json& rg = ps[i]["range"];
        if (!rg.is_array() || rg.size() != 2) r.fail(p + ".range", "must be [lo, hi]");
        double lo = r.num(rg[0], p + ".range[0]"), hi = r.num(rg[1], p + ".range[1]");
        if (!(lo <= hi)) r.fail(p + ".range", "lo must be <= hi");
        if (prm.is_int && (lo != std::floor(lo) || hi != std::floor(hi)))
          r.fail(p + ".range", "must hold integers (param is i64)");
        prm.range = {lo, hi};
      }
      s.params.push_back(prm);
    }
  }

  s.inputs = read_tensors(r, root, "inputs", true);
  s.outputs = read_tensors(r, root, "outputs", false);
  check_names(r, s);
  read_output_checks(r, root, s);
  check_dtype_pairs(r, s);
  for (size_t i = 0; i < s.inputs.size(); ++i) {
    const TensorSpec& t = s.inputs[i];
    const std::string f = "inputs[" + std::to_string(i) + "]";
    std::vector<DType> floats, ints;  // the dtypes this input takes, by kind
    for (DType d : t.u_dtype ? s.u_dtypes : s.dtypes) (is_float(d) ? floats : ints).push_back(d);
    if (!t.init_int) {
      check_int_init(r, t.u_dtype ? s.u_dtypes : s.dtypes, t, t.init, f + ".init");
      continue;
    }
    if (t.fixed_dtype || ints.empty())
      r.fail(f + ".init_int", "has no use: the input is an integer tensor in no task");
    check_int_init(r, floats, t, t.init, f + ".init");
    check_int_init(r, ints, t, *t.init_int, f + ".init_int");
  }
  read_selections(r, root, s);
  read_statisticals(r, root, s);
  for (size_t i = 0; i < s.outputs.size(); ++i)
    if (s.outputs[i].inout)
      check_int_init(r, s.outputs[i].u_dtype ? s.u_dtypes : s.dtypes, s.outputs[i], s.outputs[i].init,
                     "outputs[" + std::to_string(i) + "].init");

  std::set<std::string> size_names(s.sizes.begin(), s.sizes.end());
  std::set<std::string> scalar_names = size_names;
  for (const ParamSpec& p : s.params) scalar_names.insert(p.name);
  for (const auto* group : {&s.inputs, &s.outputs}) {
    const char* key = group == &s.inputs ? "inputs" : "outputs";
    for (size_t i = 0; i < group->size(); ++i) {
      const TensorSpec& t = (*group)[i];
      std::set<std::string> shape_names = scalar_names;
      if (t.is_list()) {
        check_vars(r, t.list, std::string(key) + "[" + std::to_string(i) + "].list", scalar_names);
        shape_names.insert(kItemSize);  // item i's shape may depend on i
      }
      for (size_t d = 0; d < t.shape.size(); ++d)
        check_vars(
            r, t.shape[d],
            std::string(key) + "[" + std::to_string(i) + "].shape[" + std::to_string(d) + "]",
            shape_names);
      if ((group == &s.inputs || t.inout) && !t.init.lo.empty()) {
        std::string p = std::string(key) + "[" + std::to_string(i) + "].init";
        check_vars(r, t.init.lo, p + ".lo", scalar_names);
        check_vars(r, t.init.hi, p + ".hi", scalar_names);
      }
    }
  }

  if (root.contains("tolerance")) {
    std::set<std::string> names(s.sizes.begin(), s.sizes.end());
    for (const ParamSpec& p : s.params) names.insert(p.name);
    s.tolerance = read_tolerance(r, root["tolerance"], "tolerance", names);
  }

  s.flops = r.expr(r.need(root, "flops", ""), "flops");
  check_vars(r, s.flops, "flops", scalar_names);
  if (root.contains("bytes")) {
    s.bytes = r.expr(root["bytes"], "bytes");
    std::set<std::string> with_elem = scalar_names;
    with_elem.insert("elem");
    check_vars(r, s.bytes, "bytes", with_elem);
  }
  read_shapes(r, root, s);
  read_draw(r, root, s);
  read_variants(r, root, s);
  return s;
}
}  // namespace

}  // namespace km
