// SPDX-License-Identifier: Apache-2.0
// The `selection` check (spec v2's tie-aware judging): an index output of sort, argsort, topk or
// MoE routing is judged as a valid selection from its input rather than element for element, so a
// kernel may break ties in any order unless the spec declares a stable rule.
#pragma once

#include "core/compare.hpp"
#include "core/spec.hpp"

namespace km {

/// What the indices select from, as the harness holds them for one case.
struct SelectionInputs {
  OutputView source;                    // the input named by `selection.input`
  const OutputView* values = nullptr;   // the kernel's companion values output, if named
  bool stable = false;                  // the reference's indices exactly
  bool padded = false;                  // n (the row length) marks padding where the reference has it
};

/// Judges an index output `got` of shape [..., k] selecting along the last dimension of `source`
/// (shape [..., n], the same leading dimensions), against the reference's indices `expected`.
/// Element j of row r passes when its index i is an integer in [0, n), no other element of the row
/// holds i, source[r, i] equals source[r, expected[r, j]] (the value the reference selected; NaN
/// meets NaN, -0 meets 0 as in a comparison sort; where the reference gave a ranking key,
/// RefTensor::key, the keys of the two elements are compared instead), the companion values
/// output holds exactly the bits of source[r, i] at [r, j] (a NaN there meets any NaN, as in the
/// exact check), and, with `stable`, i equals the reference's index. With
/// `padded`, an element where the reference holds n is padding and passes holding n only, and
/// n elsewhere fails (a pad where the reference selects an element). A shape that
/// does not fit (source numel not a multiple of the row count) throws: the spec loader refuses it.
/// `pol` gives the poison (unwritten elements are counted as by compare_tensor). With `rows`
/// (sorted, distinct), only those rows are judged: a timed call's sample.
Comparison compare_selection(const OutputView& got, const RefTensor& expected,
                             const SelectionInputs& in, int64_t k, const TolerancePolicy& pol,
                             const std::vector<int64_t>* rows = nullptr);

}  // namespace km
