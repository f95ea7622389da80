// SPDX-License-Identifier: Apache-2.0
// The harness side of the `selection` check: finds what an index output selects from (the case's
// input as generated, not the call's slot: a kernel that writes its inputs is caught before
// judging) and the kernel's companion values output, then judges (compare_selection.hpp).
#include <algorithm>
#include <stdexcept>

#include "core/compare_selection.hpp"
#include "core/harness.hpp"
#include "core/prepared_case.hpp"

namespace km {

Comparison Harness::judge_selection(Prepared& p, size_t o, const OutputView& got, int snapshot,
                                    const TolerancePolicy& pol,
                                    const std::vector<int64_t>* only) {
  const TensorSpec* spec_out = nullptr;
  for (const TensorSpec& t : task_.spec->outputs)
    if (t.name == got.name) spec_out = &t;
  if (!spec_out || !spec_out->selection)
    throw std::runtime_error("output '" + got.name + "' has no selection to judge by");
  const TensorSpec::Selection& sel = *spec_out->selection;
  SelectionInputs in;
  in.stable = sel.stable;
  in.padded = sel.padded;
  // The loader admits another output as the source where no input has the name.
  bool from_output = true;
  for (const TensorSpec& t : task_.spec->inputs)
    if (t.name == sel.input) from_output = false;
  // Found by name, not by a non-null pointer: an input of 0 elements (the `empty` set) may have
  // none.
  bool found = false;
  for (const HostTensor& t : p.set().inputs)
    if (!from_output && t.name == sel.input) {
      in.source = {t.name, t.dtype, t.bytes.data(), t.numel()};
      found = true;
    }
  // A selection from another output (scores the kernel computes) is judged by the reference's
  // ranking key alone: the kernel's own values of that output only give the row length here.
  for (size_t v = 0; v < p.n_out && from_output; ++v)
    if (p.outputs[v].name == sel.input) {
      in.source = {sel.input, p.outputs[v].dtype, output_bytes(p, v, snapshot),
                   p.outputs[v].numel()};
      found = true;
    }
  if (!found) throw std::runtime_error("selection input '" + sel.input + "' not found");
  // No index to judge (0 rows or k = 0): the reference has no key to give either.
  if (from_output && p.set().expected[o].key.empty() && got.numel > 0)
    throw std::runtime_error("selection of '" + got.name + "' from output '" + sel.input +
                             "' needs the reference's ranking key (ctx.key)");
  OutputView values;
  for (size_t v = 0; v < p.n_out && !sel.values.empty(); ++v)
    if (p.outputs[v].name == sel.values) {
      values = {sel.values, p.outputs[v].dtype, output_bytes(p, v, snapshot), p.outputs[v].numel()};
      in.values = &values;
    }
  const std::vector<int64_t>& shape = p.outputs[o].shape;
  const int64_t k = shape.empty() ? 1 : shape.back();
  std::vector<int64_t> rows;
  if (only) {
    for (int64_t at : *only) rows.push_back(at / k);
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  }
  return compare_selection(got, p.set().expected[o], in, k, pol, only ? &rows : nullptr);
}

}  // namespace km
