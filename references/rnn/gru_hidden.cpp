// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "rnn.hpp"

// nn.GRU over x [seq, batch, in_size] from h0; returns h_n [layers, batch, hidden] (KernelBench
// level 3 #40).
KM_REFERENCE(gru_hidden) {
  using namespace km::rnn;
  const km::ConstView x = ctx.in("x");
  const int64_t T = ctx.size("seq"), B = ctx.size("batch");
  const Result r =
      run(net(ctx, Cell::gru, 1), seq_major(x, false), T, B, ctx.in("h0").data(), nullptr);
  emit(ctx, "hn", r.hn);
}
