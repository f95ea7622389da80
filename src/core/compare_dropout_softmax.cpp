// SPDX-License-Identifier: Apache-2.0
// The `dropout_softmax` dist of the `statistical` check: y = softmax(dropout(z, p), dim=-1) in
// training mode (KernelBench level 2 #66). The kernel writes only y, so its mask is inferred from
// y itself. In a row, an element kept holds exp(l - logZ), l = z / (1 - p) (the reference's
// value), and an element dropped holds exp(0 - logZ), with one normaliser logZ per row. The judge
//   1. estimates the row's logZ from the output (the value most elements agree on under one of
//      their two hypotheses) and infers each element's mask: kept, dropped, or ambiguous where
//      the two hypotheses' values lie within rounding of each other (|l| near 0, or outputs below
//      the dtype's normals), decided from l alone so that kept and dropped elements are left out
//      alike;
//   2. recomputes the softmax of the inferred masked logits in double and requires every element
//      to match it to the tolerance (an ambiguous element may match either hypothesis);
//   3. on the whole output, tests the kept fraction of the unambiguous elements against the keep
//      probability (the reference's scale) and the independence of the masks of rows 2k and
//      2k + 1, of columns 2k and 2k + 1 and of the draw under another seed, by the same Bernstein
//      bound as the bernoulli dist (docs/spec-format.md, "Random outputs").
// The tolerance, in the logits' terms: an element's relative error may be
// ulp * eps_out * (1 + |L|) + 4 * eps32 * sqrt(K) * condition, L its logit: the output's rounding,
// the logit rounded to the output dtype on its way (torch's fp16/bf16 linear and dropout do), and
// the fp32 sums (the dot product of length k and the normaliser over n: K = reduction).
#include <algorithm>
#include <cmath>
#include <sstream>

#include "core/compare_statistical.hpp"

namespace km {

namespace {

enum : signed char { kDropped = 0, kKept = 1, kAmbiguous = -1 };
constexpr int64_t kExhaustive = 10;  // rows up to this length try every mask

struct Count {
  double count = 0, mean = 0, var = 0;
  int64_t n = 0;
  void add(bool hit, double prob) {
    count += hit;
    mean += prob;
    var += prob * (1 - prob);
    ++n;
  }
  std::string verdict(const std::string& what) const {
    if (n < 16) return "";
    const double t = bernstein_bound(var);
    if (std::fabs(count - mean) <= t) return "";
    std::ostringstream os;
    os << what << ": " << count << " of " << n << " where independent draws give " << mean
       << " +- " << t << " (false-alarm rate " << kStatAlpha << ")";
    return os.str();
  }
};

struct RowJudge {
  const RefTensor& e;
  double ulp_eps;  // ulp * eps of the output dtype
  double acc;      // 4 * eps_acc * sqrt(K) * condition
  double tiny;     // absolute floor: below the smallest normal
  int64_t n;       // row length

  double lbar = 0;  // the row's softmax-weighted mean of |logit| (set per row)
  double tol(double L) const { return ulp_eps * (1 + std::fabs(L) + lbar) + acc; }
  static double at(const OutputView& v, int64_t i) {
    return load_as(v.dtype, v.data + i * dtype_size(v.dtype));
  }
  bool fits(double y, double want, double L, double widen = 1) const {
    return std::fabs(y - want) <= widen * tol(L) * want + tiny;
  }

  /// Infers row r's mask of output v into mask[r * n ...]; with `expect`, also writes the
  /// softmax recomputed from that mask (and sets lbar from it). Returns false where some element
  /// is not finite and >= 0.
  bool infer(const OutputView& v, int64_t r, signed char* mask, double* expect) {
    const int64_t base = r * n;
    bool valid = true;
    std::vector<double> cand;
    cand.reserve(2 * n);
    double top = 0, up = 0;
    for (int64_t j = 0; j < n; ++j) {
      const double y = at(v, base + j), l = e.values[base + j], q = e.scale[base + j];
      if (!std::isfinite(y) || y < 0) valid = false;
      top = std::max(top, std::fabs(l));
      if (std::isfinite(y) && y > 0) up += y * std::fabs(l);
      if (!(y > 0) || !std::isfinite(y)) continue;
      if (q > 0) cand.push_back(l - std::log(y));
      if (q < 1) cand.push_back(-std::log(y));
    }
    // The normaliser's share of the logits' rounding: sum_j y_j |dl_j| <= eps sum_j y_j |l_j|,
    // bounded above from the kernel's own output while the mask is unknown.
    lbar = std::min(up, top);
    // logZ: the densest window of width 4 tol (every hypothesis that holds gives logZ to within
    // tol), its median.
    double logz = 0;
    if (!cand.empty()) {
      std::sort(cand.begin(), cand.end());
      const double w = 4 * tol(top) + 1e-300;
      size_t best_lo = 0, best_hi = 1, lo = 0;
      for (size_t hi = 1; hi <= cand.size(); ++hi) {
        while (cand[hi - 1] - cand[lo] > w) ++lo;
        if (hi - lo > best_hi - best_lo) best_lo = lo, best_hi = hi;
      }
      logz = cand[(best_lo + best_hi - 1) / 2];
    }
    // Short rows (2 to kExhaustive elements): a spurious window can hold as many candidates as
    // the true one, so every mask is tried instead, and the one whose softmax fails the fewest
    // elements (then the smallest summed error in tolerances) gives logZ. Masks of probability 0
    // (q = 0 or 1) are skipped.
    std::vector<double> L(static_cast<size_t>(n));
    int64_t forced = -1;  // the exhaustive search's mask, as bits
    if (n >= 2 && n <= kExhaustive) {
      int64_t best_fail = n + 1;
      double best_resid = INFINITY;
      for (int64_t bits = 0; bits < (int64_t{1} << n); ++bits) {
        bool possible = true;
        double mx = -INFINITY;
        for (int64_t j = 0; j < n; ++j) {
          const double q = e.scale[base + j];
          const bool kept = (bits >> j) & 1;
          if ((kept && q <= 0) || (!kept && q >= 1)) possible = false;
          L[j] = kept ? e.values[base + j] : 0.0;
          mx = std::max(mx, L[j]);
        }
        if (!possible) continue;
        double sum = 0;
        for (int64_t j = 0; j < n; ++j) sum += std::exp(L[j] - mx);
        const double lz = mx + std::log(sum);
        int64_t fail = 0;
        double resid = 0;
        for (int64_t j = 0; j < n; ++j) {
          const double y = at(v, base + j), want = std::exp(L[j] - lz);
          const double d = std::fabs(y - want) / (tol(L[j]) * want + tiny);
          if (!(d <= 1)) ++fail;
          resid += std::isfinite(d) ? std::min(d, 1e6) : 1e6;
        }
        if (fail < best_fail || (fail == best_fail && resid < best_resid))
          best_fail = fail, best_resid = resid, forced = bits, logz = lz;
      }
    }
    // The mask: the hypotheses that fit the estimate (widened: the estimate has its own error).
    for (int64_t j = 0; j < n; ++j) {
      const double y = at(v, base + j), l = e.values[base + j], q = e.scale[base + j];
      const double wk = std::exp(l - logz), wd = std::exp(-logz);
      const bool k = q > 0 && fits(y, wk, l, 2);
      const bool d = q < 1 && fits(y, wd, 0, 2);
      // Ambiguous where the two hypotheses' values are within both their tolerances of each
      // other, whatever y is: a rule on l alone leaves kept and dropped elements out alike. The
      // test on y (k && d) did not: a kept element's window (tol(0)) is narrower than a dropped
      // one's (tol(l)), so the band between them counted kept elements and left dropped ones out,
      // and bf16's wide windows raised the kept fraction to 0.585 of 0.5 (24 of 1,766 honest
      // cases convicted, seeds 21-100, session 16). k && d implies `close`.
      const bool close = q > 0 && q < 1 && std::fabs(wk - wd) <= 2 * (tol(l) * wk + tol(0) * wd + tiny);
      if (n == 1 || close || (k && d)) {
        mask[base + j] = kAmbiguous;
      } else if (forced >= 0) {
        mask[base + j] = (forced >> j) & 1 ? kKept : kDropped;
      } else if (k || d) {
        mask[base + j] = k ? kKept : kDropped;
      } else {  // neither: the nearer one in log terms (the element fails below)
        const double ly = y > 0 ? std::log(y) : -1e300;
        const bool kn = q > 0 && (q >= 1 || std::fabs(ly - (l - logz)) <= std::fabs(ly + logz));
        mask[base + j] = kn ? kKept : kDropped;
      }
      // Ambiguous elements take the nearer hypothesis for the normaliser (either gives it to
      // within their tolerance).
      bool keep = mask[base + j] == kKept;
      if (forced >= 0) {
        keep = (forced >> j) & 1;
      } else if (mask[base + j] == kAmbiguous) {
        const double ly = y > 0 ? std::log(y) : -1e300;
        keep = q > 0 && (q >= 1 || std::fabs(ly - (l - logz)) <= std::fabs(ly + logz));
      }
      L[j] = keep ? l : 0.0;
    }
    if (expect) {
      const double m = *std::max_element(L.begin(), L.end());
      double s = 0;
      for (int64_t j = 0; j < n; ++j) s += std::exp(L[j] - m);
      const double lz = m + std::log(s);
      double w = 0;
      for (int64_t j = 0; j < n; ++j) w += (expect[j] = std::exp(L[j] - lz)) * std::fabs(L[j]);
      for (int64_t j = 0; j < n; ++j) expect[n + j] = L[j];
      lbar = w;
    }
    return valid;
  }

  /// The element rule against the recomputed softmax: an ambiguous element may match either.
  bool element_ok(double y, int64_t i, signed char m, const double* expect, int64_t j) const {
    if (!std::isfinite(y) || y < 0) return false;
    if (fits(y, expect[j], expect[n + j])) return true;
    if (m != kAmbiguous) return false;
    // The other hypothesis: its logit is 0 if the chosen one was l, else l.
    const double l = e.values[i], other = expect[n + j] == 0.0 ? l : 0.0;
    return fits(y, expect[j] * std::exp(other - expect[n + j]), other);
  }
};

}  // namespace

Comparison compare_dropout_softmax(const OutputView& got, const RefTensor& expected,
                                   const StatisticalInputs& in, const TolerancePolicy& pol,
                                   const std::vector<int64_t>* only) {
  Comparison c;
  c.tensor = got.name;
  c.check = CheckKind::statistical;
  const int64_t numel = got.numel;
  const int64_t n = std::max<int64_t>(1, in.row), rows = numel / n;
  if (expected.scale.size() != static_cast<size_t>(numel) ||
      expected.values.size() != static_cast<size_t>(numel)) {
    c.failed = 1;
    c.why = "the reference gave no kept logits and keep probabilities (values and scale) for "
            "output '" + got.name + "'";
    return c;
  }
  const double eps = dtype_epsilon(got.dtype);
  const double eps_acc = got.dtype == DType::fp64 ? dtype_epsilon(DType::fp64) : dtype_epsilon(DType::fp32);
  const double tiny = got.dtype == DType::fp32 || got.dtype == DType::fp64
                          ? dtype_min_normal(got.dtype)
                          : std::max(pol.ulp, 1.0) * dtype_min_subnormal(got.dtype);
  RowJudge J{expected, pol.ulp * eps, 4 * eps_acc * std::sqrt(std::max(pol.reduction, 1.0)) * pol.condition,
             tiny, n};
  c.rel_tol = J.ulp_eps + J.acc;
  c.abs_floor = tiny;
  const size_t es = dtype_size(got.dtype);
  std::vector<signed char> mask(static_cast<size_t>(numel), kAmbiguous);
  std::vector<double> expect(static_cast<size_t>(2 * n));
  auto fail_at = [&](int64_t i, double want) {
    ++c.failed;
    bool poisoned = pol.has_poison;
    for (size_t b = 0; b < es && poisoned; ++b)
      poisoned = got.data[i * es + b] == static_cast<unsigned char>(pol.poison >> (8 * b));
    c.unwritten += poisoned;
    if (c.first.size() < 10) c.first.push_back({i, want, RowJudge::at(got, i)});
  };
  auto judge_row = [&](int64_t r, const std::vector<int64_t>* cols) {
    J.infer(got, r, mask.data(), expect.data());
    auto one = [&](int64_t j) {
      const int64_t i = r * n + j;
      if (!J.element_ok(RowJudge::at(got, i), i, mask[i], expect.data(), j)) fail_at(i, expect[j]);
    };
    if (cols) for (int64_t j : *cols) one(j);
    else for (int64_t j = 0; j < n; ++j) one(j);
  };
  std::vector<std::string> why;
  if (only) {
    std::vector<int64_t> sorted = *only;
    std::sort(sorted.begin(), sorted.end());
    for (size_t a = 0; a < sorted.size();) {
      const int64_t r = sorted[a] / n;
      std::vector<int64_t> cols;
      for (; a < sorted.size() && sorted[a] / n == r; ++a) cols.push_back(sorted[a] % n);
      judge_row(r, &cols);
    }
    c.checked = static_cast<int64_t>(only->size());
  } else {
    c.checked = numel;
    for (int64_t r = 0; r < rows; ++r) judge_row(r, nullptr);
  }
  if (c.failed)
    why.push_back(std::to_string(c.failed) +
                  " elements match neither a kept logit z / (1 - p) nor a dropped one (0) of the "
                  "row's softmax");
  if (!only && !c.failed) {
    auto q = [&](int64_t i) { return expected.scale[i]; };
    auto drawn = [&](const std::vector<signed char>& m, int64_t i) {
      return m[i] != kAmbiguous && q(i) > 0 && q(i) < 1;
    };
    Count rate;
    int64_t ambiguous = 0;
    for (int64_t i = 0; i < numel; ++i) {
      ambiguous += mask[i] == kAmbiguous;
      if (drawn(mask, i)) rate.add(mask[i] == kKept, q(i));
    }
    std::string m = rate.verdict("kept elements (inferred from the softmax; " +
                                 std::to_string(ambiguous) + " ambiguous left out)");
    if (!m.empty()) why.push_back(m);
    auto pairs = [&](const std::vector<signed char>& a, const std::vector<signed char>& b,
                     auto each, const std::string& what) {
      Count t;
      each([&](int64_t i, int64_t j) {
        if (!drawn(a, i) || !drawn(b, j)) return;
        t.add(a[i] == b[j], q(i) * q(j) + (1 - q(i)) * (1 - q(j)));
      });
      const std::string v = t.verdict(what);
      if (!v.empty()) why.push_back(v);
    };
    pairs(mask, mask, [&](auto f) {
      for (int64_t r = 0; r + 1 < rows; r += 2)
        for (int64_t j = 0; j < n; ++j) f(r * n + j, (r + 1) * n + j);
    }, "agreement of the masks of rows 2k and 2k + 1");
    pairs(mask, mask, [&](auto f) {
      for (int64_t r = 0; r < rows; ++r)
        for (int64_t j = 0; j + 1 < n; j += 2) f(r * n + j, r * n + j + 1);
    }, "agreement of the masks of columns 2k and 2k + 1");
    if (in.other) {
      std::vector<signed char> om(static_cast<size_t>(numel), kAmbiguous);
      for (int64_t r = 0; r < rows; ++r) J.infer(*in.other, r, om.data(), nullptr);
      pairs(mask, om, [&](auto f) {
        for (int64_t i = 0; i < numel; ++i) f(i, i);
      }, "agreement of the mask with the one under another seed");
    }
    if (!why.empty()) c.failed = std::max<int64_t>(c.failed, 1);
  }
  for (const std::string& w : why) c.why += (c.why.empty() ? "" : "; ") + w;
  return c;
}

}  // namespace km
