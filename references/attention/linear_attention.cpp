// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <algorithm>
#include <vector>

// o = qf @ (kf^T @ v) per batch with qf = relu(q) + 1e-6, kf = relu(k) + 1e-6, in double: the
// [d, d] matrix kv = kf^T v first (terms in ascending position), then o = qf kv.
KM_REFERENCE(linear_attention) {
  auto q = ctx.in("q");
  auto k = ctx.in("k");
  auto v = ctx.in("v");
  auto o = ctx.out("o");
  const int64_t b = ctx.size("b"), s = ctx.size("s"), d = ctx.size("d");
  auto phi = [](double x) { return std::max(x, 0.0) + 1e-6; };
  for (int64_t bi = 0; bi < b; ++bi) {
    const int64_t base = bi * s * d;
    std::vector<double> kv(static_cast<size_t>(d * d), 0.0);
    for (int64_t j = 0; j < s; ++j)
      for (int64_t a = 0; a < d; ++a) {
        const double kf = phi(k[base + j * d + a]);
        for (int64_t c = 0; c < d; ++c) kv[a * d + c] += kf * v[base + j * d + c];
      }
    km::parallel_for(s, [&](int64_t i) {
      for (int64_t c = 0; c < d; ++c) {
        double acc = 0;
        for (int64_t a = 0; a < d; ++a) acc += phi(q[base + i * d + a]) * kv[a * d + c];
        o[base + i * d + c] = acc;
      }
    });
  }
}
