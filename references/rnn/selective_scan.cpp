// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <cmath>
#include <vector>

// Mamba-1 selective scan (vLLM selective_scan_fwd), in double: per (batch row, channel) the state
// h[dstate] from the cache row cache_indices[b] (has_initial_state[b]) or zeros, the recurrence
// h = exp(dt A) h + dt B u, y = C . h + D u, out = y silu(z), the final h written back to the cache.
KM_REFERENCE(selective_scan) {
  auto u = ctx.in("u");
  auto delta = ctx.in("delta");
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  auto C = ctx.in("C");
  auto D = ctx.in("D");
  auto z = ctx.in("z");
  auto bias = ctx.in("delta_bias");
  auto idx = ctx.in("cache_indices");
  auto init = ctx.in("has_initial_state");
  auto out = ctx.out("out");
  auto states = ctx.out("ssm_states");  // holds the initial values on entry
  const int64_t batch = ctx.size("batch"), dim = ctx.size("dim"), ns = ctx.size("dstate");
  const int64_t L = ctx.size("seqlen"), ng = ctx.size("ngroups");
  const bool softplus = ctx.param("delta_softplus") != 0;
  const int64_t grp = dim / ng;
  km::parallel_for(batch * dim, [&](int64_t r) {
    const int64_t b = r / dim, c = r % dim, k = c / grp;
    double* st = states.data() + (static_cast<int64_t>(idx[b]) * dim + c) * ns;
    std::vector<double> h(static_cast<size_t>(ns), 0.0);
    if (init[b] != 0)
      for (int64_t n = 0; n < ns; ++n) h[n] = st[n];
    const int64_t row = (b * dim + c) * L, bc = (b * ng + k) * ns * L;
    for (int64_t t = 0; t < L; ++t) {
      double dt = delta[row + t] + bias[c];
      if (softplus) dt = dt <= 20.0 ? std::log1p(std::exp(dt)) : dt;
      const double du = dt * u[row + t];
      double y = 0;
      for (int64_t n = 0; n < ns; ++n) {
        h[n] = std::exp(dt * A[c * ns + n]) * h[n] + du * B[bc + n * L + t];
        y += C[bc + n * L + t] * h[n];
      }
      y += D[c] * u[row + t];
      const double g = z[row + t];
      out[row + t] = y * g / (1.0 + std::exp(-g));
    }
    for (int64_t n = 0; n < ns; ++n) st[n] = h[n];
  });
}
