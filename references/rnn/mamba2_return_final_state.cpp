// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "rnn.hpp"

// Mamba-2's SSD (KernelBench level 3 #49): the state after the last step, new_states[:, -1] of
// the source's chunked scan, as the recurrence h_t = exp(A_t) h_{t-1} + X_t B_t^T from zeros.
KM_REFERENCE(mamba2_return_final_state) {
  km::View out = ctx.out("state");
  const int64_t T = ctx.size("seq"), Hd = ctx.size("heads");
  const int64_t PN = ctx.size("d_head") * ctx.size("d_state");
  double* terms = ctx.scale("state");  // the state's term sizes (rnn.hpp's ssd)
  km::rnn::ssd(ctx, [&](int64_t row, const std::vector<double>& h, const std::vector<double>& hs) {
    const int64_t b = row / (T * Hd), t = row / Hd % T, hd = row % Hd;  // row = (b, t, head)
    if (t != T - 1) return;
    for (int64_t i = 0; i < PN; ++i) {
      out[(b * Hd + hd) * PN + i] = h[static_cast<size_t>(i)];
      terms[(b * Hd + hd) * PN + i] = hs[static_cast<size_t>(i)];
    }
  });
}
