// SPDX-License-Identifier: Apache-2.0
// The judge of complex outputs (c64, c128): compare.cpp's rule with the modulus of the difference.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "core/compare.hpp"

namespace km {

namespace {
/// NaN in either component is a NaN element (torch prints nan+nanj either way; a kernel's
/// (a+bi)(c+di) with one infinite factor may leave NaN in one component or both).
bool any_nan(double re, double im) { return std::isnan(re) || std::isnan(im); }
}  // namespace

Comparison compare_complex(const OutputView& got, const RefTensor& expected,
                           const TolerancePolicy& pol, const std::vector<int64_t>* only) {
  Comparison c;
  c.tensor = got.name;
  c.check = pol.check;
  const DType ct = component_of(got.dtype);
  const size_t cs = dtype_size(ct), es = dtype_size(got.dtype);
  const int64_t n = got.numel;
  const double* scale =
      expected.scale.size() == expected.values.size() ? expected.scale.data() : nullptr;
  c.scaled = scale != nullptr;
  auto ref = [&](int64_t i, int k) { return expected.values[static_cast<size_t>(2 * i + k)]; };
  auto round = [&](double v) {
    unsigned char b[8];
    store_as(ct, b, v);
    return load_as(ct, b);
  };

  double sumsq = 0;
  int64_t finite = 0, zeros = 0;
  bool all_equal = true;
  double fre = 0, fim = 0;
  for (int64_t i = 0; i < n; ++i) {
    const double re = ref(i, 0), im = ref(i, 1);
    if (!std::isfinite(re) || !std::isfinite(im)) continue;
    if (!finite) fre = re, fim = im;
    all_equal = all_equal && re == fre && im == fim;
    sumsq += re * re + im * im;
    zeros += re == 0.0 && im == 0.0;
    ++finite;
  }
  const double rms = finite ? std::sqrt(sumsq / static_cast<double>(finite)) : 0.0;

  // The thresholds of compare.cpp with the component type: fp32 components accumulate in fp32,
  // fp64 ones are judged at fp64 accuracy (a c128 kernel accumulating in c64 fails).
  const bool exact = pol.check == CheckKind::exact || pol.ulp == 0;
  // An output of no element (the `empty` set) has no term size to give: an empty vector's data()
  // may be null, which is not a reference that forgot them.
  require_term_sizes(pol, exact, scale != nullptr || got.numel == 0, got.name);
  const double eps = dtype_epsilon(ct);
  const double acc_tol = exact ? 0 : 4.0 * eps * std::sqrt(pol.reduction) * pol.condition;
  c.rel_tol = exact ? 0 : pol.ulp * eps + acc_tol;
  const double term_tol = exact ? 0 : std::max(acc_tol, pol.term_ulp * eps);
  c.acc_tol = term_tol;  // the term-size part, as in compare.cpp
  c.abs_floor = exact ? 0
                      : std::max({pol.rms_floor ? c.rel_tol * rms : 0.0,
                                  pol.abs_ulp * eps * pol.condition * std::sqrt(pol.reduction),
                                  dtype_min_normal(ct)});
  unsigned char poison[16];
  for (size_t b = 0; b < 16; ++b) poison[b] = static_cast<unsigned char>(pol.poison >> (8 * (b % 8)));

  const int64_t m = only ? static_cast<int64_t>(only->size()) : n;
  c.checked = m;
  for (int64_t k = 0; k < m; ++k) {
    const int64_t i = only ? (*only)[static_cast<size_t>(k)] : k;
    const unsigned char* gp = got.data + i * es;
    const double gr = load_as(ct, gp), gi = load_as(ct, gp + cs);
    const double er = round(ref(i, 0)), ei = round(ref(i, 1));
    bool pass;
    double diff = std::hypot(gr - er, gi - ei), mag = std::hypot(er, ei);
    // An in-place element the op leaves alone keeps its bits (compare.cpp).
    bool keep = false;
    if (pol.initial) {
      const double wr = load_as(ct, pol.initial + i * es), wi = load_as(ct, pol.initial + i * es + cs);
      keep = !any_nan(er, ei) && ref(i, 0) == wr && ref(i, 1) == wi &&
             std::signbit(ref(i, 0)) == std::signbit(wr) && std::signbit(ref(i, 1)) == std::signbit(wi);
    }
    if (keep) {
      pass = std::memcmp(gp, pol.initial + i * es, es) == 0;
      if (pass) diff = 0;
    } else if (any_nan(er, ei) || any_nan(gr, gi)) {
      pass = any_nan(er, ei) && any_nan(gr, gi);
      diff = pass ? 0 : INFINITY;
    } else if (std::isinf(er) || std::isinf(ei) || std::isinf(gr) || std::isinf(gi)) {
      pass = gr == er && gi == ei;
      diff = pass ? 0 : INFINITY;
    } else if (exact) {
      pass = gr == er && gi == ei && std::signbit(gr) == std::signbit(er) &&
             std::signbit(gi) == std::signbit(ei);
    } else {
      // A reference's term size (RefTensor::scale at the real part's index) widens the
      // accumulation part, as in compare.cpp.
      const double terms = scale ? std::max(mag, scale[2 * i]) : mag;
      pass = diff <= c.rel_tol * mag + term_tol * (terms - mag) + c.abs_floor;
    }
    c.max_abs = std::max(c.max_abs, diff);
    c.max_rel = std::max(c.max_rel, diff == 0 ? 0 : diff / std::max(mag, 1e-300));
    if (!pass) {
      ++c.failed;
      if (pol.has_poison && std::memcmp(gp, poison, es) == 0) ++c.unwritten;
      if (keep) ++c.untouched;
      if (c.first.size() < 10) c.first.push_back({i, er, gr, true, ei, gi});
    }
  }
  if (finite >= 10) {  // compare.cpp's mistrust, on whole complex values
    if (all_equal) {
      c.mistrusted = true;
      c.mistrust_reason = "every expected element is equal";
    } else if (static_cast<double>(zeros) > 0.9 * static_cast<double>(finite)) {
      c.mistrusted = true;
      c.mistrust_reason = "over 90% of expected elements are zero";
    }
    if (c.mistrusted && !pol.const_output.empty()) {
      c.mistrusted = false;
      c.waived = c.mistrust_reason + "; waived by " + pol.waived_by + ": " + pol.const_output;
      c.mistrust_reason.clear();
    }
  }
  return c;
}

}  // namespace km
