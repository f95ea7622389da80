// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// torch_npu.npu_lstm (Ascend DynamicRNN, one layer, one direction) in plain row-major layout:
// g = [x_t, h] @ w + b with the gates in DynamicRNN's order i, j, f, o; the state advances only
// where t < seq_len[b] (y is 0 past a sequence's length); reverse runs the steps from seq - 1 down.
// Every output [seq, batch, hidden] is written at the step's own index t.
KM_REFERENCE(lstm_npu) {
  const int64_t T = ctx.size("seq"), B = ctx.size("batch"), I = ctx.size("in_size"),
                H = ctx.size("hidden");
  const bool reverse = ctx.param("reverse") != 0;
  auto x = ctx.in("x");
  auto w = ctx.in("w");
  auto bias = ctx.in("b");
  auto len = ctx.in("seq_len");
  auto h0 = ctx.in("h0");
  auto c0 = ctx.in("c0");
  auto y = ctx.out("y");
  auto oh = ctx.out("output_h");
  auto oc = ctx.out("output_c");
  auto oi = ctx.out("i");
  auto oj = ctx.out("j");
  auto of = ctx.out("f");
  auto oo = ctx.out("o");
  auto ot = ctx.out("tanhc");
  const int64_t G = 4 * H;
  auto sig = [](double z) { return 1.0 / (1.0 + std::exp(-z)); };
  std::vector<double> h(static_cast<size_t>(B * H)), c(h.size()), g(static_cast<size_t>(G));
  for (int64_t e = 0; e < B * H; ++e) h[e] = h0[e], c[e] = c0[e];
  for (int64_t s = 0; s < T; ++s) {
    const int64_t t = reverse ? T - 1 - s : s;
    for (int64_t bb = 0; bb < B; ++bb) {
      const bool live = static_cast<double>(t) < len[bb];
      for (int64_t col = 0; col < G; ++col) {
        double acc = bias[col];
        for (int64_t k = 0; k < I; ++k) acc += x[(t * B + bb) * I + k] * w[k * G + col];
        for (int64_t k = 0; k < H; ++k) acc += h[bb * H + k] * w[(I + k) * G + col];
        g[col] = acc;
      }
      for (int64_t u = 0; u < H; ++u) {
        const double gi = sig(g[u]), gj = std::tanh(g[H + u]), gf = sig(g[2 * H + u]),
                     go = sig(g[3 * H + u]);
        const double cn = gf * c[bb * H + u] + gi * gj, tc = std::tanh(cn), hn = go * tc;
        if (live) h[bb * H + u] = hn, c[bb * H + u] = cn;
        const int64_t e = (t * B + bb) * H + u;
        y[e] = live ? hn : 0.0;
        oh[e] = h[bb * H + u];
        oc[e] = c[bb * H + u];
        oi[e] = gi, oj[e] = gj, of[e] = gf, oo[e] = go, ot[e] = tc;
      }
    }
  }
}
