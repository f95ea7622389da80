// SPDX-License-Identifier: Apache-2.0
// BLAS band storage (sbmv, tbmv): element (i, j) of an n x n matrix with k diagonals beside the
// main one, column j in column j of the buffer (leading dimension lda >= k + 1): upper at row
// k + i - j, lower at row i - j. Zero outside the band or the triangle uplo.
#pragma once

#include <cstdint>

namespace km::blas {
inline double band(const double* a, int64_t lda, int64_t k, bool upper, int64_t i, int64_t j) {
  if (upper ? (i > j || j - i > k) : (i < j || i - j > k)) return 0.0;
  return a[(upper ? k + i - j : i - j) + j * lda];
}
}  // namespace km::blas
