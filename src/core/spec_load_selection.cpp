// SPDX-License-Identifier: Apache-2.0
// The `selection` check's companions: which input an index output selects from, and which output
// holds the selected values. Every name and shape is checked here, so the judge never guesses.
#include "core/spec_reader.hpp"

namespace km::spec_detail {

namespace {
std::string shape_text(const TensorSpec& t) {
  std::string s = "[";
  for (size_t d = 0; d < t.shape.size(); ++d) s += (d ? ", " : "") + t.shape[d].text();
  return s + "]";
}
std::string dtype_text(const TensorSpec& t) {
  return t.fixed_dtype ? std::string(dtype_name(*t.fixed_dtype)) : std::string("T");
}
}  // namespace

void read_selections(const Reader& r, const json& root, Spec& s) {
  for (size_t i = 0; i < s.outputs.size(); ++i) {
    TensorSpec& t = s.outputs[i];
    const std::string p = "outputs[" + std::to_string(i) + "]";
    const json& j = root["outputs"][i];
    const bool is_sel = t.check == CheckKind::selection;
    if (!j.contains("selection")) {
      if (is_sel) r.fail(p + ".selection", "missing (the check selection needs its input)");
      continue;
    }
    if (!is_sel) r.fail(p + ".selection", "has no use: the output's check is not selection");
    const json& sj = j["selection"];
    const std::string sp = p + ".selection";
    if (!sj.is_object()) r.fail(sp, "must be an object");
    r.only_keys(sj, sp, {"input", "values", "stable", "padded"});
    if (!t.fixed_dtype || is_float(*t.fixed_dtype) || *t.fixed_dtype == DType::b8)
      r.fail(p + ".dtype", "must be an integer dtype (i64, i32): output '" + t.name +
                               "' holds the indices the check selection judges");
    if (t.shape.empty()) r.fail(p + ".shape", "must have a dimension to select along");
    if (t.tolerance) r.fail(p + ".tolerance", "has no use: the output's check is selection");
    TensorSpec::Selection sel;
    sel.input = r.str(sj, "input", sp);
    const TensorSpec* src = nullptr;
    bool from_output = false;
    for (const TensorSpec& in : s.inputs)
      if (in.name == sel.input) src = &in;
    // Or another output: the indices of a top-k over computed scores (lightning_indexer) select
    // from a score output, judged by the reference's ranking key (the kernel's own scores are
    // judged apart), since no input has the scores' shape.
    for (const TensorSpec& o : s.outputs)
      if (!src && o.name == sel.input && o.name != t.name) src = &o, from_output = true;
    if (!src)
      r.fail(sp + ".input", "'" + sel.input + "' is not an input of the spec nor another output");
    // Rows of the indices select from the same rows of the input: the leading dimensions match.
    if (src->shape.size() != t.shape.size())
      r.fail(sp + ".input", "input '" + sel.input + "' " + shape_text(*src) +
                                " must have the rank of output '" + t.name + "' " + shape_text(t));
    for (size_t d = 0; d + 1 < t.shape.size(); ++d)
      if (src->shape[d].text() != t.shape[d].text())
        r.fail(sp + ".input", "input '" + sel.input + "' " + shape_text(*src) +
                                  " must have the leading dimensions of output '" + t.name + "' " +
                                  shape_text(t) + ": the indices select along the last one");
    if (sj.contains("values")) {
      if (from_output)
        r.fail(sp + ".values", "has no use with a selection from output '" + sel.input +
                                   "': the values are that output's own elements");
      sel.values = r.str(sj, "values", sp);
      const TensorSpec* v = nullptr;
      for (const TensorSpec& o : s.outputs)
        if (o.name == sel.values && o.name != t.name) v = &o;
      if (!v) r.fail(sp + ".values", "'" + sel.values + "' is not another output of the spec");
      if (shape_text(*v) != shape_text(t))
        r.fail(sp + ".values", "output '" + sel.values + "' " + shape_text(*v) +
                                   " must have the shape of output '" + t.name + "' " +
                                   shape_text(t));
      if (dtype_text(*v) != dtype_text(*src))
        r.fail(sp + ".values", "output '" + sel.values + "' (" + dtype_text(*v) +
                                   ") must have the dtype of input '" + sel.input + "' (" +
                                   dtype_text(*src) + "): it holds the selected elements' bits");
    }
    if (sj.contains("stable")) {
      if (!sj["stable"].is_boolean()) r.fail(sp + ".stable", "must be true or false");
      sel.stable = sj["stable"].get<bool>();
    }
    if (sj.contains("padded")) {
      if (!sj["padded"].is_boolean()) r.fail(sp + ".padded", "must be true or false");
      sel.padded = sj["padded"].get<bool>();
      if (sel.padded && sel.stable)
        r.fail(sp + ".padded", "has no use with stable: the stable rule wants the reference's "
                               "indices, padding included, exactly");
    }
    t.selection = sel;
  }
}

}  // namespace km::spec_detail
