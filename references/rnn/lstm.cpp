// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "rnn.hpp"

// nn.LSTM(batch_first=True) over x [batch, seq, in_size] from (h0, c0), then fc on the last step's
// output (KernelBench level 3 #35).
KM_REFERENCE(lstm) {
  using namespace km::rnn;
  const km::ConstView x = ctx.in("x");
  const int64_t T = ctx.size("seq"), B = ctx.size("batch");
  const Result r = run(net(ctx, Cell::lstm, 1), seq_major(x, true), T, B, ctx.in("h0").data(),
                       ctx.in("c0").data());
  fc_last(ctx, r, T, B, ctx.size("hidden"));
}
