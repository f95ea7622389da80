// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "rnn.hpp"

// The Elman cell over a sequence (KernelBench level 3 #34): for each step t, h = tanh(i2h(cat(x[t],
// h))) and y[t] = h2o(h); returns the stacked y [seq, batch, out_size].
KM_REFERENCE(vanilla_rnn_hidden) {
  const km::ConstView x = ctx.in("x");
  const int64_t T = ctx.size("seq"), B = ctx.size("batch"), I = ctx.size("in_size");
  const int64_t H = ctx.size("hidden"), O = ctx.size("out_size");
  std::vector<double> h(ctx.in("h0").data(), ctx.in("h0").data() + B * H);
  km::View y = ctx.out("y");
  for (int64_t t = 0; t < T; ++t) {
    auto [hn, yt] = km::rnn::elman(ctx, x.data() + t * B * I, h.data(), B, I, H);
    h = std::move(hn);
    for (int64_t i = 0; i < B * O; ++i) y[t * B * O + i] = yt[static_cast<size_t>(i)];
  }
}
