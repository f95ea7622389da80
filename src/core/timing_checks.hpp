// SPDX-License-Identifier: Apache-2.0
// What the timings of one measurement say about the candidate, apart from its speed: work that
// escaped the timer, or results replayed from a cache keyed by the inputs' contents.
#pragma once

#include <string>
#include <vector>

namespace km {

struct TimedCalls {
  std::vector<double> seconds;  // every timed call, in order
  std::vector<double> tails;    // how long the device stayed busy after each call's timer stopped
  std::vector<bool> first;      // per call: the first to see its input set (else a repeat)
};

/// Median of the calls that were (first = true) or were not the first on their input set.
double median_of_calls(const TimedCalls& calls, bool first);

/// Empty when the timings are consistent; otherwise why they are a TIMING_ANOMALY. Medians only,
/// so a few calls hit by host jitter never decide it.
std::string timing_anomaly(const TimedCalls& calls);

/// What the cache check could not judge (too few first calls), or empty.
std::string cache_check_gap(const TimedCalls& calls);

}  // namespace km
