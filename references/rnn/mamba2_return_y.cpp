// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "rnn.hpp"

// Mamba-2's SSD (KernelBench level 3 #48) as its recurrence, h_t = exp(A_t) h_{t-1} + X_t B_t^T,
// y_t = h_t C_t (the source's chunked segment sums give the same values): see rnn.hpp's ssd().
// Term size of y: the same dot product over the state's term sizes and |C|. Where the d_state
// products cancel, an fp32 kernel is some epsilons of them off, not of the small y (cpu sweep,
// seed 80, seq 1, d_state 13: an honest kernel 1.5e-5 relative off y = -0.017).
KM_REFERENCE(mamba2_return_y) {
  const km::ConstView C = ctx.in("C");
  km::View y = ctx.out("y");
  const int64_t P = ctx.size("d_head"), N = ctx.size("d_state");
  double* terms = ctx.scale("y");
  km::rnn::ssd(ctx, [&](int64_t row, const std::vector<double>& h, const std::vector<double>& hs) {
    for (int64_t p = 0; p < P; ++p) {  // row = (b, t, head)
      double s = 0.0, size = 0.0;
      for (int64_t n = 0; n < N; ++n) {
        s += h[p * N + n] * C[row * N + n];
        size += hs[p * N + n] * std::fabs(C[row * N + n]);
      }
      y[row * P + p] = s;
      terms[row * P + p] = size;
    }
  });
}
