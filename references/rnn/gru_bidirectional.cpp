// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "rnn.hpp"

// bidirectional nn.GRU over x [seq, batch, in_size] from h0; returns the output sequence [seq,
// batch, 2 * hidden] (KernelBench level 3 #41).
KM_REFERENCE(gru_bidirectional) {
  using namespace km::rnn;
  const km::ConstView x = ctx.in("x");
  const int64_t T = ctx.size("seq"), B = ctx.size("batch");
  const Result r =
      run(net(ctx, Cell::gru, 2), seq_major(x, false), T, B, ctx.in("h0").data(), nullptr);
  emit(ctx, "y", r.out);
}
