// SPDX-License-Identifier: Apache-2.0
// The references' shared matrix product: blocked for the cache, it must still give every element
// the bits of the plain loop (terms in ascending p), whatever the sizes and the tile edges.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "core/reference.hpp"

namespace km {
namespace {

std::vector<double> filled(int64_t count, double seed) {
  std::vector<double> v(static_cast<size_t>(count));
  for (int64_t i = 0; i < count; ++i) v[i] = std::sin(seed + 0.37 * static_cast<double>(i)) * 3.0;
  return v;
}

std::vector<double> plain(const std::vector<double>& A, const std::vector<double>& B, int64_t m,
                          int64_t n, int64_t k) {
  std::vector<double> C(static_cast<size_t>(m * n), 0.0);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t p = 0; p < k; ++p) {
      const double a = A[i * k + p];
      for (int64_t j = 0; j < n; ++j) C[i * n + j] += a * B[p * n + j];
    }
  return C;
}

struct Dims {
  int64_t m, n, k;
};

class AccumulateMatmul : public ::testing::TestWithParam<Dims> {};

TEST_P(AccumulateMatmul, EveryWalkGivesTheBitsOfThePlainLoop) {
  const auto [m, n, k] = GetParam();
  std::vector<double> A = filled(m * k, 1.0), B = filled(k * n, 2.0);
  std::vector<double> want = plain(A, B, m, n, k);
  for (MatmulWalk walk : {MatmulWalk::automatic, MatmulWalk::rows, MatmulWalk::tiles}) {
    std::vector<double> C(static_cast<size_t>(m * n), 0.0);
    accumulate_matmul(A.data(), B.data(), C.data(), m, n, k, walk);
    for (int64_t e = 0; e < m * n; ++e)
      ASSERT_EQ(C[e], want[e]) << "walk " << static_cast<int>(walk) << ", element " << e << " of "
                               << m << "x" << n << "x" << k;
  }
}

// Edges of every tile (32 rows, 128 of k, 512 columns), one past them, and degenerate sizes; the
// last one is past the automatic switch to tiles (B over 16 MiB).
INSTANTIATE_TEST_SUITE_P(Sizes, AccumulateMatmul,
                         ::testing::Values(Dims{1, 1, 1}, Dims{3, 5, 7}, Dims{32, 512, 128},
                                           Dims{33, 513, 129}, Dims{70, 1030, 300}, Dims{65, 17, 1},
                                           Dims{1, 1100, 260}, Dims{3, 2100, 1000}));

TEST(AccumulateMatmulAdds, IntoWhatIsThere) {
  for (MatmulWalk walk : {MatmulWalk::rows, MatmulWalk::tiles}) {
    std::vector<double> A = {1, 2}, B = {3, 4}, C = {10};  // 1x2 @ 2x1
    accumulate_matmul(A.data(), B.data(), C.data(), 1, 1, 2, walk);
    EXPECT_EQ(C[0], 21.0);
  }
}

}  // namespace
}  // namespace km
