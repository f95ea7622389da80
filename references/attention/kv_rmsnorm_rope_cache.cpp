// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// Token i: c = kv[i, :rms] RMS-normalized times gamma into ckv_cache row index[i]; x =
// kv[i, rms:] de-interleaved (q[j] = x[2j], q[rope/2 + j] = x[2j + 1]) and rotated in halves
// into k_cache row index[i]. Term size of a rotated element: |q cos| + |rotate_half(q) sin|.
KM_REFERENCE(kv_rmsnorm_rope_cache) {
  auto kv = ctx.in("kv");
  auto gamma = ctx.in("gamma");
  auto cs = ctx.in("cos");
  auto sn = ctx.in("sin");
  auto index = ctx.in("index");
  auto kc = ctx.out("k_cache");
  auto ckv = ctx.out("ckv_cache");
  double* terms = ctx.scale("k_cache");
  const int64_t rms = ctx.size("rms"), rope = ctx.size("rope"), half = rope / 2;
  const int64_t row = rms + rope;
  const double eps = ctx.param("eps");
  for (int64_t i = 0; i < index.numel(); ++i) {
    const auto slot = static_cast<int64_t>(index[i]);
    const int64_t base = i * row;
    double sq = 0;
    for (int64_t e = 0; e < rms; ++e) sq += kv[base + e] * kv[base + e];
    const double inv = 1.0 / std::sqrt(sq / static_cast<double>(rms) + eps);
    for (int64_t e = 0; e < rms; ++e) ckv[slot * rms + e] = kv[base + e] * inv * gamma[e];
    auto q = [&](int64_t e) { return e < half ? kv[base + rms + 2 * e] : kv[base + rms + 2 * (e - half) + 1]; };
    for (int64_t e = 0; e < rope; ++e) {
      const double rot = e < half ? -q(e + half) : q(e - half);
      const double a = q(e) * cs[i * rope + e], c = rot * sn[i * rope + e];
      kc[slot * rope + e] = a + c;
      terms[slot * rope + e] = std::fabs(a) + std::fabs(c);
    }
  }
}
