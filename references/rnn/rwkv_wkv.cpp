// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

// RWKV-4 WKV, max-stabilised, step by step per (batch row, channel): the state (m, a, d) stands
// for a * exp(m) and d * exp(m). A max_state of -inf contributes exp(-inf) = 0.
//
// Term sizes (ctx.scale): num and the output's numerator sum values of both signs, so their
// terms are |a| and |v| weighted alike. Every exponent carries the running max's error: up to t
// fp32 additions of w to a max of size up to M (the largest |m|, |k| + |u| seen), about
// t * M / 2 fp32 epsilons in the worst case, which a weight's relative error inherits. So each
// term size is multiplied by 1 + M sqrt(t), and max_out's is M sqrt(t): the accumulation part
// 4 eps sqrt(K) then covers t * M epsilons. (Without it, fp32 kernels failed a one-element
// num_out of -0.00284 by 1.1e-5 relative: its two terms cancel.)
KM_REFERENCE(rwkv_wkv) {
  auto td = ctx.in("time_decay");
  auto key = ctx.in("key");
  auto u = ctx.in("time_first");
  auto val = ctx.in("value");
  auto m0 = ctx.in("max_state");
  auto a0 = ctx.in("num_state");
  auto d0 = ctx.in("den_state");
  auto out = ctx.out("out");
  auto mo = ctx.out("max_out");
  auto ao = ctx.out("num_out");
  auto dout = ctx.out("den_out");
  double* out_terms = ctx.scale("out");
  double* max_terms = ctx.scale("max_out");
  double* num_terms = ctx.scale("num_out");
  double* den_terms = ctx.scale("den_out");
  const int64_t B = ctx.size("b"), T = ctx.size("t"), H = ctx.size("h");
  const double root_t = std::sqrt(static_cast<double>(T));
  for (int64_t bi = 0; bi < B; ++bi)
    for (int64_t c = 0; c < H; ++c) {
      const double w = -std::exp(td[c]);
      double m = m0[bi * H + c], a = a0[bi * H + c], d = d0[bi * H + c];
      double big = std::isfinite(m) ? std::fabs(m) : 0.0, mag = std::fabs(a);
      for (int64_t s = 0; s < T; ++s) {
        const int64_t at = (bi * T + s) * H + c;
        const double k = key[at], v = val[at];
        const double q = std::max(m, k + u[c]);
        const double e1 = std::exp(m - q), e2 = std::exp(k + u[c] - q);
        out[at] = (e1 * a + e2 * v) / (e1 * d + e2);
        const double p = std::max(m + w, k);
        big = std::max({big, std::fabs(k) + std::fabs(u[c]), std::fabs(p)});
        out_terms[at] = (e1 * mag + e2 * std::fabs(v)) / (e1 * d + e2) * (1 + big * root_t);
        const double f1 = std::exp(m + w - p), f2 = std::exp(k - p);
        a = f1 * a + f2 * v;
        mag = f1 * mag + f2 * std::fabs(v);
        d = f1 * d + f2;
        m = p;
      }
      const int64_t o = bi * H + c;
      mo[o] = m;
      ao[o] = a;
      dout[o] = d;
      max_terms[o] = big * root_t;
      num_terms[o] = mag * (1 + big * root_t);
      den_terms[o] = d * (1 + big * root_t);
    }
}
