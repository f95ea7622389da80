// SPDX-License-Identifier: Apache-2.0
#include "core/timing_checks.hpp"

#include <algorithm>
#include <sstream>

#include "core/stats.hpp"

namespace km {

namespace {

// A replay must beat a real call by this factor (medians) before it is called a cache: honest
// calls on new and old inputs take the same time (the caches are flushed before every call), and
// noise on a busy host moves a median of interleaved calls far less than 3x. With many new input
// sets (cheap references) the evidence allows a lower factor: a throttled replay that spins to
// 1/2.5 of the real time passed 3x, and 3/4 of 8 or more first calls each 1.5x slower than the
// repeats next to them does not happen by noise (honest kernels: largest median ratio 1.72 on the
// 2-core box, 1.09 on the H200). A verdict still has to reproduce on fresh sets (Harness::time).
constexpr double kCacheFactor = 3.0;
constexpr double kCacheFactorMany = 1.5;
constexpr size_t kManyFirsts = 8;
constexpr size_t kMinCalls = 3;
// The medians are evidence only while they time the kernel. A replay makes the repeats as fast as
// the fastest call; when the repeats' median is this many times the fastest call, the host's
// scheduling set the times: on the 2-core box at a load of 11, an honest parallel cumsum
// (0.13 ms a call) timed medians of 116 ms (repeats) and 219 ms (first calls), was convicted,
// and the conviction reproduced on fresh sets while the load lasted. Honest repeats on a quiet
// host stay within 1.3x of the fastest call; replays within 1.5x.
constexpr double kNoiseDominated = 10.0;
// Work after the timer stopped must be this large a part of the timed median, and over this
// many seconds, so synchronisation jitter never trips it (honest tails on an H200: about 9 us,
// up to 20 us after a GPU-sized GEMM).
constexpr double kTailShare = 0.25;
constexpr double kTailFloor = 50e-6;
constexpr double kMinDifference = 20e-6;
constexpr size_t kMinTails = 5;

double median_of(const std::vector<double>& v) {
  return v.empty() ? 0 : summarize(v).median;
}

// Why the first-vs-repeat comparison proves nothing here, or "".
std::string noise_dominated(const TimedCalls& c) {
  if (c.seconds.empty()) return {};
  const double fastest = *std::min_element(c.seconds.begin(), c.seconds.end());
  const double repeat = median_of_calls(c, false);
  if (!(repeat > kNoiseDominated * fastest)) return {};
  std::ostringstream why;
  why.precision(3);
  why << "inconclusive: the repeat calls' median (" << repeat * 1e6 << " us) is "
      << repeat / fastest << "x the fastest call (" << fastest * 1e6
      << " us): the host's scheduling, not the kernel, set the times";
  return why.str();
}

}  // namespace

std::string timing_anomaly(const TimedCalls& c) {
  std::ostringstream why;
  why.precision(3);
  double timed = median_of(c.seconds), tail = median_of(c.tails);
  if (c.tails.size() >= kMinTails && tail > kTailFloor && tail > kTailShare * timed) {
    why << "after the timer stopped the device stayed busy for a median " << tail * 1e6
        << " us (timed median " << timed * 1e6
        << " us): work escapes the timed stream (another stream, a host thread)";
    return why.str();
  }
  // Each first call is set against the repeats right around it, so a drift over the measurement
  // (clock ramp-up, a neighbour's burst of load) cannot pose as a cache.
  std::vector<double> ratios;
  const size_t n = c.seconds.size();
  for (size_t i = 0; i < n; ++i) {
    if (!c.first[i]) continue;
    std::vector<double> around;
    for (size_t j = i; j-- > 0 && around.size() < 2;)
      if (!c.first[j]) around.push_back(c.seconds[j]);
    for (size_t j = i + 1; j < n && around.size() < 4; ++j)
      if (!c.first[j]) around.push_back(c.seconds[j]);
    if (!around.empty()) ratios.push_back(c.seconds[i] / std::max(median_of(around), 1e-12));
  }
  double first = median_of_calls(c, true), repeat = median_of_calls(c, false);
  size_t n_first = ratios.size(),
         n_repeat = n - static_cast<size_t>(std::count(c.first.begin(), c.first.end(), true));
  const bool many = n_first >= kManyFirsts;
  const double factor = many ? kCacheFactorMany : kCacheFactor;
  const auto slower = static_cast<size_t>(
      std::count_if(ratios.begin(), ratios.end(), [&](double r) { return r > factor; }));
  const bool consistent = !many || 4 * slower >= 3 * n_first;
  if (n_first >= kMinCalls && n_repeat >= kMinCalls && median_of(ratios) > factor && consistent &&
      first - repeat > kMinDifference && noise_dominated(c).empty()) {
    why << "calls on input sets seen before ran " << median_of(ratios)
        << "x faster than the first call on each new set next to them (medians " << repeat * 1e6
        << " us vs " << first * 1e6 << " us over " << n_repeat << " and " << n_first << " calls; "
        << slower << " of " << n_first << " first calls over " << factor
        << "x): results are replayed from a cache keyed by the inputs";
    return why.str();
  }
  return {};
}

double median_of_calls(const TimedCalls& c, bool first) {
  std::vector<double> v;
  for (size_t i = 0; i < c.seconds.size(); ++i)
    if (c.first[i] == first) v.push_back(c.seconds[i]);
  return median_of(v);
}

std::string cache_check_gap(const TimedCalls& c) {
  size_t n_first = static_cast<size_t>(std::count(c.first.begin(), c.first.end(), true));
  if (n_first >= kMinCalls) return noise_dominated(c);
  return "not applied: only " + std::to_string(n_first) +
         " new input sets fit the reference budget (it needs " + std::to_string(kMinCalls) + ")";
}

}  // namespace km
