// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "rnn.hpp"

// nn.LSTM(batch_first=True) from (h0, c0); returns h_n [layers, batch, hidden] (KernelBench level 3
// #36).
KM_REFERENCE(lstm_hn) {
  using namespace km::rnn;
  const km::ConstView x = ctx.in("x");
  const int64_t T = ctx.size("seq"), B = ctx.size("batch");
  const Result r = run(net(ctx, Cell::lstm, 1), seq_major(x, true), T, B, ctx.in("h0").data(),
                       ctx.in("c0").data());
  emit(ctx, "hn", r.hn);
}
