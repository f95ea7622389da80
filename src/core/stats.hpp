// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <vector>

namespace km {

struct SampleStats {
  int n = 0;
  double median = 0, mean = 0, stddev = 0, min = 0, max = 0, p10 = 0, p90 = 0;
  double rel_stderr = 0;  // stddev / sqrt(n) / mean: the stopping criterion
};

SampleStats summarize(std::vector<double> samples);
/// Geometric mean of positive values; 0 for an empty list.
double geomean(const std::vector<double>& values);

}  // namespace km
