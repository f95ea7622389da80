// SPDX-License-Identifier: Apache-2.0
#include "core/compare_statistical.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace km {

using Dist = TensorSpec::Statistical::Dist;

double bernstein_bound(double var, double alpha) {
  const double L = std::log(2.0 / alpha);
  return L / 3.0 + std::sqrt(L * L / 9.0 + 2.0 * L * var);
}

double dkw_bound(int64_t n, double alpha) {
  return std::sqrt(std::log(2.0 / alpha) / (2.0 * static_cast<double>(n)));
}

namespace {

const char* dist_name(Dist d) {
  switch (d) {
    case Dist::bernoulli: return "bernoulli";
    case Dist::uniform: return "uniform";
    case Dist::exponential: return "exponential";
    case Dist::poisson: return "poisson";
    case Dist::scaled: return "scaled";
    case Dist::dropout_softmax: return "dropout_softmax";
  }
  return "";
}

/// A count of agreements (or successes) against its expectation under independence.
struct CountTest {
  double count = 0, mean = 0, var = 0;
  int64_t n = 0;
  void add(bool hit, double prob) {
    count += hit;
    mean += prob;
    var += prob * (1 - prob);
    ++n;
  }
  /// The failure message, empty when within Bernstein's bound (or too few terms to tell).
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

struct Judge {
  const OutputView& got;
  const RefTensor& e;
  const StatisticalInputs& in;
  double tol;      // relative: the output dtype's rounding
  double tiny;     // absolute: below the smallest normal
  bool random(int64_t i) const {  // an element that is a draw, not a point mass
    const double a = e.values[i], b = e.scale.empty() ? 0 : e.scale[i];
    switch (in.stat.dist) {
      case Dist::bernoulli: return b > 0 && b < 1 && a != 0;
      case Dist::uniform: return b > a;
      case Dist::exponential: case Dist::poisson: return b > 0;
      case Dist::scaled: case Dist::dropout_softmax: return false;
    }
    return false;
  }
  bool near(double g, double want) const {
    if (std::isnan(want)) return std::isnan(g);
    if (std::isinf(want)) return g == want;
    return std::fabs(g - want) <= tol * std::fabs(want) + tiny;
  }
  /// The element rule: what every element must satisfy exactly (to the dtype's rounding).
  bool element_ok(int64_t i) const {
    const double g = load_as(got.dtype, got.data + i * dtype_size(got.dtype));
    const double a = e.values[i], b = e.scale.empty() ? 0 : e.scale[i];
    switch (in.stat.dist) {
      case Dist::bernoulli:
        if (b <= 0) return g == 0;
        if (b >= 1) return near(g, a);
        return g == 0 || near(g, a);
      case Dist::uniform:
        return std::isfinite(g) && g >= a - tol * std::fabs(a) - tiny &&
               g <= b + tol * std::fabs(b) + tiny;
      case Dist::exponential: return std::isfinite(g) && g >= 0 && (b > 0 || g == 0);
      case Dist::poisson: return std::isfinite(g) && g >= 0 && g == std::floor(g) && (b > 0 || g == 0);
      case Dist::scaled: {
        const double by = load_as(in.by->dtype, in.by->data + i * dtype_size(in.by->dtype));
        return near(g, a * by);
      }
      case Dist::dropout_softmax: return false;  // judged by compare_dropout_softmax
    }
    return false;
  }
  double value(const OutputView& v, int64_t i) const {
    return load_as(v.dtype, v.data + i * dtype_size(v.dtype));
  }
  /// The probability that two independent draws of elements i and j are equal (discrete dists).
  double p_agree(int64_t i, int64_t j) const {
    if (in.stat.dist == Dist::bernoulli)
      return e.scale[i] * e.scale[j] + (1 - e.scale[i]) * (1 - e.scale[j]);
    // poisson: the sum over k of pmf_i(k) pmf_j(k), the pmfs by their recurrence (exp and
    // lgamma per term made a 2^20-element case take 80 s); the tail past hi + 10 sqrt(hi) + 20
    // holds less than 1e-12.
    const double li = e.scale[i], lj = e.scale[j], hi = std::max(li, lj);
    double pi = std::exp(-li), pj = std::exp(-lj), s = pi * pj;
    for (int64_t k = 1; k <= static_cast<int64_t>(hi + 10 * std::sqrt(hi) + 20); ++k) {
      pi *= li / static_cast<double>(k);
      pj *= lj / static_cast<double>(k);
      s += pi * pj;
    }
    return std::min(1.0, s);
  }
  bool discrete() const { return in.stat.dist == Dist::bernoulli || in.stat.dist == Dist::poisson; }
  /// Agreement of element i of view a with element j of view b: equal outcomes (bernoulli: both
  /// zero or both not; others: the same bits).
  bool agree(const OutputView& a, int64_t i, const OutputView& b, int64_t j) const {
    if (in.stat.dist == Dist::bernoulli) return (value(a, i) != 0) == (value(b, j) != 0);
    return value(a, i) == value(b, j);
  }
  /// Pairs (i, j) of random elements whose draws must be independent: the message if they agree
  /// more (or less) than independence allows. Continuous draws almost never repeat: more than
  /// half of them equal fails.
  template <class Pairs>
  std::string pairs_test(const OutputView& a, const OutputView& b, Pairs pairs,
                         const std::string& what) const {
    CountTest t;
    int64_t same = 0, n = 0;
    pairs([&](int64_t i, int64_t j) {
      if (!random(i) || !random(j)) return;
      const bool hit = agree(a, i, b, j);
      if (discrete()) t.add(hit, p_agree(i, j));
      same += hit;
      ++n;
    });
    if (discrete()) return t.verdict(what);
    if (n >= 8 && 2 * same > n) {
      std::ostringstream os;
      os << what << ": " << same << " of " << n << " continuous draws equal";
      return os.str();
    }
    return "";
  }
};

}  // namespace

Comparison compare_statistical(const OutputView& got, const RefTensor& expected,
                               const StatisticalInputs& in, const TolerancePolicy& pol,
                               const std::vector<int64_t>* only) {
  if (in.stat.dist == Dist::dropout_softmax) return compare_dropout_softmax(got, expected, in, pol, only);
  Comparison c;
  c.tensor = got.name;
  c.check = CheckKind::statistical;
  const int64_t n = got.numel;
  const double eps = is_float(got.dtype) ? dtype_epsilon(got.dtype) : 0;
  const double tiny = is_float(got.dtype) ? (got.dtype == DType::fp32 || got.dtype == DType::fp64
                                                 ? dtype_min_normal(got.dtype)
                                                 : std::max(pol.ulp, 1.0) * dtype_min_subnormal(got.dtype))
                                          : 0;
  Judge J{got, expected, in, pol.ulp * eps, tiny};
  c.rel_tol = J.tol;
  c.abs_floor = tiny;
  const size_t es = dtype_size(got.dtype);
  auto fail_at = [&](int64_t i) {
    ++c.failed;
    bool poisoned = pol.has_poison;
    for (size_t b = 0; b < es && poisoned; ++b)
      poisoned = got.data[i * es + b] == static_cast<unsigned char>(pol.poison >> (8 * b));
    c.unwritten += poisoned;
    if (c.first.size() < 10) c.first.push_back({i, expected.values[i], J.value(got, i)});
  };
  std::vector<std::string> why;
  if (only) {
    for (int64_t i : *only)
      if (!J.element_ok(i)) fail_at(i);
    c.checked = static_cast<int64_t>(only->size());
  } else {
    c.checked = n;
    for (int64_t i = 0; i < n; ++i)
      if (!J.element_ok(i)) fail_at(i);
  }
  if (c.failed) why.push_back(std::to_string(c.failed) + " elements outside the " +
                              dist_name(in.stat.dist) + " draw's support");
  if (!only && !c.failed && in.stat.dist != Dist::scaled) {
    // The rate: successes (bernoulli) or the total (poisson) against the parameters' sum;
    // continuous draws: the Kolmogorov-Smirnov distance of their CDF values from uniform.
    if (J.discrete()) {
      CountTest t;
      for (int64_t i = 0; i < n; ++i) {
        if (!J.random(i)) continue;
        const double q = expected.scale[i];
        if (in.stat.dist == Dist::bernoulli) {
          t.add(J.value(got, i) != 0, q);
        } else {  // poisson: the total is Poisson(sum lambda); its variance is the sum
          t.count += J.value(got, i);
          t.mean += q;
          t.var += q;
          ++t.n;
        }
      }
      std::string m = t.verdict(in.stat.dist == Dist::bernoulli ? "successes" : "total of the draws");
      if (!m.empty()) why.push_back(m);
    } else {
      std::vector<double> u;
      double slack = 0;  // how far the output dtype's rounding may move a CDF value
      for (int64_t i = 0; i < n; ++i) {
        if (!J.random(i)) continue;
        const double g = J.value(got, i), a = expected.values[i], b = expected.scale[i];
        if (in.stat.dist == Dist::uniform) {
          u.push_back(std::clamp((g - a) / (b - a), 0.0, 1.0));
          slack = std::max(slack, ((pol.ulp + 1) * eps * std::max(std::fabs(a), std::fabs(b)) + tiny) / (b - a));
        } else {  // exponential: F(g) = 1 - exp(-rate g); rounding g moves F by <= eps/e
          u.push_back(-std::expm1(-b * g));
          slack = std::max(slack, (pol.ulp + 1) * eps * 0.368 + b * tiny);
        }
      }
      if (u.size() >= 16) {
        std::sort(u.begin(), u.end());
        double d = 0;
        const double m = static_cast<double>(u.size());
        for (size_t k = 0; k < u.size(); ++k)
          d = std::max({d, (k + 1) / m - u[k], u[k] - k / m});
        const double bound = dkw_bound(static_cast<int64_t>(u.size())) + slack;
        if (d > bound) {
          std::ostringstream os;
          os << "Kolmogorov-Smirnov distance " << d << " of " << u.size()
             << " draws from their distribution exceeds " << bound << " (false-alarm rate "
             << kStatAlpha << ")";
          why.push_back(os.str());
        }
      }
    }
    // Independence: disjoint pairs of rows (row 2k against 2k + 1, column by column) and of
    // columns (2k against 2k + 1 in each row): one mask row reused, or one draw spread over
    // neighbours, agrees far more often than independent draws.
    const int64_t row = std::max<int64_t>(1, in.row), rows = n / row;
    std::string m = J.pairs_test(got, got, [&](auto f) {
      for (int64_t r = 0; r + 1 < rows; r += 2)
        for (int64_t j = 0; j < row; ++j) f(r * row + j, (r + 1) * row + j);
    }, "agreement of rows 2k and 2k + 1");
    if (!m.empty()) why.push_back(m);
    m = J.pairs_test(got, got, [&](auto f) {
      for (int64_t r = 0; r < rows; ++r)
        for (int64_t j = 0; j + 1 < row; j += 2) f(r * row + j, r * row + j + 1);
    }, "agreement of columns 2k and 2k + 1");
    if (!m.empty()) why.push_back(m);
    if (in.other) {
      m = J.pairs_test(got, *in.other, [&](auto f) {
        for (int64_t i = 0; i < n; ++i) f(i, i);
      }, "agreement with the draw under another seed");
      if (!m.empty()) why.push_back(m);
    }
    if (why.size()) c.failed = std::max<int64_t>(c.failed, 1);
  }
  for (const std::string& w : why) c.why += (c.why.empty() ? "" : "; ") + w;
  return c;
}

}  // namespace km
