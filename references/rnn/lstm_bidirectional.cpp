// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "rnn.hpp"

// bidirectional nn.LSTM(batch_first=True) from (h0, c0), then fc on the last step's output [batch,
// 2 * hidden] (KernelBench level 3 #38).
KM_REFERENCE(lstm_bidirectional) {
  using namespace km::rnn;
  const km::ConstView x = ctx.in("x");
  const int64_t T = ctx.size("seq"), B = ctx.size("batch");
  const Result r = run(net(ctx, Cell::lstm, 2), seq_major(x, true), T, B, ctx.in("h0").data(),
                       ctx.in("c0").data());
  fc_last(ctx, r, T, B, 2 * ctx.size("hidden"));
}
