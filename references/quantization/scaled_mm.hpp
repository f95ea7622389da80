// SPDX-License-Identifier: Apache-2.0
// cutlass_scaled_mm and cutlass_scaled_mm_azp: b is [n, k] (the k x n matrix column-major); the
// integer product a @ b is exact in double (below 2^53).
#pragma once

#include <vector>

#include "core/reference.hpp"

namespace km::quant {

/// out = a @ b.T as exact integers, into out (m x n).
inline void int_matmul_bt(RefContext& ctx, double* out, int64_t m, int64_t k, int64_t n) {
  auto b = ctx.in("b");
  std::vector<double> bt(static_cast<size_t>(k * n));
  for (int64_t j = 0; j < n; ++j)
    for (int64_t p = 0; p < k; ++p) bt[p * n + j] = b[j * k + p];
  accumulate_matmul(ctx.in("a").data(), bt.data(), out, m, n, k);
}

}  // namespace km::quant
