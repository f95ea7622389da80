// SPDX-License-Identifier: Apache-2.0
// Timing statistics and the geometric mean behind every speedup figure.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "core/stats.hpp"

namespace km {
namespace {

TEST(Summarize, OneToTenShuffled) {
  SampleStats s = summarize({7, 3, 10, 1, 5, 9, 2, 8, 4, 6});  // input order must not matter
  EXPECT_EQ(s.n, 10);
  EXPECT_DOUBLE_EQ(s.min, 1);
  EXPECT_DOUBLE_EQ(s.max, 10);
  EXPECT_DOUBLE_EQ(s.median, 5.5);
  EXPECT_DOUBLE_EQ(s.p10, 1.9);  // linear interpolation between order statistics
  EXPECT_DOUBLE_EQ(s.p90, 9.1);
  EXPECT_DOUBLE_EQ(s.mean, 5.5);
  EXPECT_DOUBLE_EQ(s.stddev, std::sqrt(82.5 / 9));  // sample (n - 1) standard deviation
  EXPECT_DOUBLE_EQ(s.rel_stderr, std::sqrt(82.5 / 9) / std::sqrt(10.0) / 5.5);
}

TEST(Summarize, OddCountMedianIsTheMiddleSample) {
  SampleStats s = summarize({100, 1, 2});
  EXPECT_DOUBLE_EQ(s.median, 2);
  EXPECT_DOUBLE_EQ(s.mean, 103.0 / 3);
}

TEST(Summarize, ConstantSamplesHaveZeroSpread) {
  SampleStats s = summarize({2.5, 2.5, 2.5, 2.5});
  EXPECT_DOUBLE_EQ(s.stddev, 0);
  EXPECT_DOUBLE_EQ(s.rel_stderr, 0);
  EXPECT_DOUBLE_EQ(s.p10, 2.5);
  EXPECT_DOUBLE_EQ(s.p90, 2.5);
}

// One sample says nothing about noise: rel_stderr must not read as converged (0).
TEST(Summarize, SingleSampleIsNotConverged) {
  SampleStats s = summarize({3.0});
  EXPECT_EQ(s.n, 1);
  EXPECT_DOUBLE_EQ(s.median, 3.0);
  EXPECT_DOUBLE_EQ(s.stddev, 0);
  EXPECT_DOUBLE_EQ(s.rel_stderr, 1.0);
}

TEST(Summarize, Empty) {
  SampleStats s = summarize({});
  EXPECT_EQ(s.n, 0);
  EXPECT_EQ(s.median, 0);
  EXPECT_EQ(s.mean, 0);
}

TEST(Geomean, KnownValues) {
  EXPECT_DOUBLE_EQ(geomean({1, 4, 16}), 4);
  EXPECT_DOUBLE_EQ(geomean({2}), 2);
  EXPECT_DOUBLE_EQ(geomean({0.5, 2}), 1);
  EXPECT_NEAR(geomean({1.2, 3.0}), std::sqrt(3.6), 1e-15);
  EXPECT_EQ(geomean({}), 0);
  EXPECT_NEAR(geomean(std::vector<double>(1000, 1e300)), 1e300, 1e291);  // no overflow of a product
}

}  // namespace
}  // namespace km
