// SPDX-License-Identifier: Apache-2.0
// The one comparator: every element, a tolerance derived from the dtype and the reduction length.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/reference.hpp"
#include "core/tensor.hpp"

namespace km {

struct TolerancePolicy {
  /// The element rule (spec.hpp's registry): exact ignores every tolerance field below.
  CheckKind check = CheckKind::tolerance;
  double ulp = 2;        // multiples of the output dtype's epsilon
  double reduction = 1;  // K: length of the longest sum feeding one output element
  double abs_ulp = 0;  // absolute floor in epsilons of the accumulation type (fp32; fp64 for fp64)
  bool rms_floor = false;  // the error may also be measured against rms(expected): cancelling sums
  double condition = 1;    // scales the accumulation term (terms larger than the result)
  double term_ulp = 0;     // output-dtype roundings per term: a floor of the term-size part
  DType out = DType::fp32;
  /// The 8-byte pattern the output was poisoned with before the call, when known: failing
  /// elements that still hold it were never written (counted in Comparison::unwritten).
  bool has_poison = false;
  uint64_t poison = 0;
  /// The spec's const_output reason for this output: a constant expected output is waived, not
  /// mistrusted.
  std::string const_output;
  /// Who waives it, for the record: the spec's const_output, or the `empty` set's case.
  std::string waived_by = "the spec (const_output)";
  /// An in-place output's bytes before the call (full comparisons only): an element whose
  /// expected value (the reference's double, before rounding) equals the value it started with
  /// (and is not NaN) is one the op leaves alone, and must keep its bits exactly (counted in
  /// `untouched`).
  const unsigned char* initial = nullptr;
};

/// An output as the call left it, in place (arena memory), so large outputs are not copied.
struct OutputView {
  std::string name;
  DType dtype = DType::fp32;
  const unsigned char* data = nullptr;
  int64_t numel = 0;
};

/// The check an output of a task gets: exact for integer and bool outputs, else the spec's
/// `check` (tolerance by default).
CheckKind check_of(const Task& task, const TensorSpec& out);

/// Builds the policy of one output of one case: its check (the output's `check`; exact for
/// integer and bool outputs), and the tolerance of the input variant where the case uses one
/// that has its own, else the output's own, else the spec's.
TolerancePolicy tolerance_for(const Task& task, const HostTensor& out, const Bindings& values,
                              const InputVariant* variant = nullptr);

struct Mismatch {
  int64_t index;
  double expected;
  double got;
  bool complex = false;  // complex outputs: expected and got are the real parts, these the imaginary
  double expected_im = 0, got_im = 0;
};

struct Comparison {
  std::string tensor;
  CheckKind check = CheckKind::tolerance;
  int64_t checked = 0;
  int64_t failed = 0;
  int64_t unwritten = 0;              // failing elements that still hold the poison
  int64_t untouched = 0;  // failing elements the op leaves alone (in-place outputs) but changed
  double max_abs = 0, max_rel = 0;    // over all elements
  double rel_tol = 0, abs_floor = 0;  // the thresholds that were applied
  std::vector<Mismatch> first;        // the first 10 failing elements, by offset
  bool scaled = false;   // the reference gave term sizes (RefTensor::scale)
  double acc_tol = 0;    // applied to term size - |exp|: rel_tol's accumulation part, or term_ulp eps_out
  bool mistrusted = false;            // the expected output itself is too trivial to judge by
  std::string mistrust_reason;
  /// The expected output was trivial but the spec waives that (const_output): what was found and
  /// the spec's reason, for the record.
  std::string waived;
  std::string why;  // selection: the failures by reason (compare_selection.hpp)
  /// quantized: elements that passed as the other neighbour of a value within the tolerance of a
  /// rounding boundary (the +-1-quantum allowance), and the widest boundary window applied.
  int64_t quantum = 0;
  double window = 0;
  /// Elements (selection: indices of rows) that passed holding the reference's alternative answer
  /// (RefTensor::alt): a near-tie at a threshold the answer jumps at.
  int64_t alternative = 0;

  bool ok() const { return failed == 0; }
  /// Multi-line human report: stats line plus the first mismatches.
  std::string report() const;
};

/// term_ulp widens the term-size part only, so a reference that gives no term sizes
/// (RefTensor::scale) would make it a silent no-op: that is the spec's and the reference's fault,
/// never the kernel's, and throws (the case's HARNESS_ERROR) where term_ulp would apply.
void require_term_sizes(const TolerancePolicy& pol, bool exact, bool have,
                        const std::string& tensor);

/// Compares `got` with `expected` (double, from the reference) element by element. An element
/// passes when |got - exp| <= tol * |exp| + floor, where exp is the reference rounded to the
/// output dtype, tol = ulp * eps(out) + 4 * eps(acc) * sqrt(K) (0 when ulp is 0), eps(acc) is
/// fp32's epsilon (fp64's for fp64 outputs), and floor is the largest of: tol * rms(expected)
/// where a reduction may cancel (rms_floor), abs_ulp * eps(acc) * sqrt(K), and ulp steps of the output
/// dtype's subnormal spacing (a correctly rounded tiny value is still within a step).
/// NaN must meet NaN, Inf must meet the same Inf. The exact check (integer and bool outputs
/// always) wants the reference rounded to the output dtype, exactly, and for floats the same sign
/// of zero; any NaN meets any NaN (payloads differ between correct kernels: torch's and a
/// 0.0/0.0 in a kernel give different ones).
Comparison compare_tensor(const HostTensor& got, const RefTensor& expected,
                          const TolerancePolicy& pol);
/// The same rule on an in-place output; with `only`, just those element indices are judged (the
/// thresholds still come from the whole expected tensor).
Comparison compare_tensor(const OutputView& got, const RefTensor& expected,
                          const TolerancePolicy& pol, const std::vector<int64_t>* only = nullptr);

/// The rule for complex outputs (c64, c128; compare_complex.cpp), called by compare_tensor: per
/// element |z - z_ref| <= tol * |z_ref| + floor with tol and floor of the component type as above
/// (rms over |z_ref|); a NaN in either component must meet a NaN in either component, an
/// infinite component the same component; the exact check compares both components' bits (but
/// any NaN meets any NaN).
Comparison compare_complex(const OutputView& got, const RefTensor& expected,
                           const TolerancePolicy& pol, const std::vector<int64_t>* only);

/// The same rule on a sample: element at[k] of `got` against expected[k], the thresholds (rms
/// floor, mistrust) taken from the sample's expected values. For outputs whose full reference is
/// too costly (point references).
Comparison compare_sampled(const OutputView& got, const std::vector<int64_t>& at,
                           const std::vector<double>& expected, const TolerancePolicy& pol);

}  // namespace km
