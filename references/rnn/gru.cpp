// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "rnn.hpp"

// nn.GRU over x [seq, batch, in_size] from h0; returns the output sequence [seq, batch, hidden]
// (KernelBench level 3 #39).
KM_REFERENCE(gru) {
  using namespace km::rnn;
  const km::ConstView x = ctx.in("x");
  const int64_t T = ctx.size("seq"), B = ctx.size("batch");
  const Result r =
      run(net(ctx, Cell::gru, 1), seq_major(x, false), T, B, ctx.in("h0").data(), nullptr);
  emit(ctx, "y", r.out);
}
