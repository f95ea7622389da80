// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "rnn.hpp"

// One Elman step (KernelBench level 3 #33): h = tanh(i2h(cat(x, h0))); y = h2o(h).
KM_REFERENCE(vanilla_rnn) {
  const km::ConstView x = ctx.in("x"), h0 = ctx.in("h0");
  const int64_t B = ctx.size("batch"), I = ctx.size("in_size"), H = ctx.size("hidden");
  const std::vector<double> y = km::rnn::elman(ctx, x.data(), h0.data(), B, I, H).second;
  km::rnn::emit(ctx, "y", y);
}
