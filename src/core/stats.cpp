// SPDX-License-Identifier: Apache-2.0
#include "core/stats.hpp"

#include <algorithm>
#include <cmath>

namespace km {

namespace {
double quantile(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) return 0;
  double pos = q * static_cast<double>(sorted.size() - 1);
  size_t lo = static_cast<size_t>(std::floor(pos));
  size_t hi = std::min(lo + 1, sorted.size() - 1);
  double f = pos - static_cast<double>(lo);
  return sorted[lo] * (1 - f) + sorted[hi] * f;
}
}  // namespace

SampleStats summarize(std::vector<double> s) {
  SampleStats st;
  st.n = static_cast<int>(s.size());
  if (s.empty()) return st;
  std::sort(s.begin(), s.end());
  st.min = s.front();
  st.max = s.back();
  st.median = quantile(s, 0.5);
  st.p10 = quantile(s, 0.1);
  st.p90 = quantile(s, 0.9);
  double sum = 0;
  for (double v : s) sum += v;
  st.mean = sum / st.n;
  double var = 0;
  for (double v : s) var += (v - st.mean) * (v - st.mean);
  st.stddev = st.n > 1 ? std::sqrt(var / (st.n - 1)) : 0;
  st.rel_stderr =
      st.n > 1 && st.mean > 0 ? st.stddev / std::sqrt(static_cast<double>(st.n)) / st.mean : 1.0;
  return st;
}

double geomean(const std::vector<double>& values) {
  if (values.empty()) return 0;
  double logsum = 0;
  for (double v : values) logsum += std::log(v);
  return std::exp(logsum / static_cast<double>(values.size()));
}

}  // namespace km
