// SPDX-License-Identifier: Apache-2.0
// The rnn family's shared reference: PyTorch's multi-layer LSTM and GRU (nn.LSTM, nn.GRU with
// bias, no dropout, optionally bidirectional) in double, one routine per cell type; the Elman cell
// of KernelBench's vanilla RNNs; Mamba-2's SSD as its plain recurrence.
//
// Weights arrive stacked per layer so that a fixed set of tensors serves any layer count:
// w_ih0 [D, G*H, I] (layer 0), w_ih [L-1, D, G*H, D*H] (layers 1..L-1), w_hh [L, D, G*H, H],
// b_ih and b_hh [L, D, G*H], with G = 4 (LSTM) or 3 (GRU) and D the number of directions (the
// unidirectional specs leave the D axis out of their shapes: it is 1). Gate order is PyTorch's:
// i, f, g, o (LSTM); r, z, n (GRU, with b_hn inside the r product).
#pragma once

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "core/reference.hpp"

namespace km::rnn {

enum class Cell { lstm, gru };

inline double sigmoid(double z) {
  return 1.0 / (1.0 + std::exp(-z));
}

struct Net {
  Cell cell;
  int64_t layers, dirs, in, hid;
  const double *w_ih0, *w_ih, *w_hh, *b_ih, *b_hh;
  int64_t gates() const { return cell == Cell::lstm ? 4 : 3; }
};

inline Net net(const RefContext& ctx, Cell cell, int64_t dirs) {
  return Net{cell,
             ctx.size("layers"),
             dirs,
             ctx.size("in_size"),
             ctx.size("hidden"),
             ctx.in("w_ih0").data(),
             ctx.in("w_ih").data(),
             ctx.in("w_hh").data(),
             ctx.in("b_ih").data(),
             ctx.in("b_hh").data()};
}

// The outputs of a run: out [T, B, D*H] (the last layer's h at every step), h_n and c_n
// [L*D, B, H] (c_n for LSTM only).
struct Result {
  std::vector<double> out, hn, cn;
};

// One step of one direction of one layer for one batch row: h and c [H] updated in place from the
// layer's input row xt [K].
inline void step(const Net& n, const double* wi, const double* wh, const double* bi,
                 const double* bh, const double* xt, int64_t K, double* h, double* c) {
  const int64_t H = n.hid, G = n.gates();
  std::vector<double> gi(static_cast<size_t>(G * H)), gh(static_cast<size_t>(G * H));
  for (int64_t r = 0; r < G * H; ++r) {
    double si = bi[r], sh = bh[r];
    for (int64_t k = 0; k < K; ++k) si += wi[r * K + k] * xt[k];
    for (int64_t k = 0; k < H; ++k) sh += wh[r * H + k] * h[k];
    gi[r] = si, gh[r] = sh;
  }
  for (int64_t j = 0; j < H; ++j) {
    if (n.cell == Cell::lstm) {
      const double i = sigmoid(gi[j] + gh[j]), f = sigmoid(gi[H + j] + gh[H + j]);
      const double g = std::tanh(gi[2 * H + j] + gh[2 * H + j]);
      const double o = sigmoid(gi[3 * H + j] + gh[3 * H + j]);
      c[j] = f * c[j] + i * g;
      h[j] = o * std::tanh(c[j]);
    } else {
      const double r = sigmoid(gi[j] + gh[j]), z = sigmoid(gi[H + j] + gh[H + j]);
      const double nn = std::tanh(gi[2 * H + j] + r * gh[2 * H + j]);
      h[j] = (1.0 - z) * nn + z * h[j];
    }
  }
}

// x [T, B, I] (sequence-major); h0 and c0 [L*D, B, H] (c0 null for GRU).
inline Result run(const Net& n, std::vector<double> x, int64_t T, int64_t B, const double* h0,
                  const double* c0) {
  const int64_t H = n.hid, D = n.dirs, GH = n.gates() * H;
  Result res;
  res.hn.assign(static_cast<size_t>(n.layers * D * B * H), 0.0);
  res.cn = res.hn;
  int64_t K = n.in;
  for (int64_t l = 0; l < n.layers; ++l) {
    std::vector<double> out(static_cast<size_t>(T * B * D * H));
    for (int64_t d = 0; d < D; ++d) {
      const int64_t ld = l * D + d;
      const double* wi = l == 0 ? n.w_ih0 + d * GH * K : n.w_ih + ((l - 1) * D + d) * GH * K;
      for (int64_t b = 0; b < B; ++b) {
        std::vector<double> h(h0 + (ld * B + b) * H, h0 + (ld * B + b + 1) * H);
        std::vector<double> c(static_cast<size_t>(H), 0.0);
        if (c0) c.assign(c0 + (ld * B + b) * H, c0 + (ld * B + b + 1) * H);
        for (int64_t s = 0; s < T; ++s) {
          const int64_t t = d == 0 ? s : T - 1 - s;  // the reverse direction runs backwards
          step(n, wi, n.w_hh + ld * GH * H, n.b_ih + ld * GH, n.b_hh + ld * GH,
               x.data() + (t * B + b) * K, K, h.data(), c.data());
          for (int64_t j = 0; j < H; ++j) out[(t * B + b) * D * H + d * H + j] = h[j];
        }
        for (int64_t j = 0; j < H; ++j) {
          res.hn[(ld * B + b) * H + j] = h[j];
          res.cn[(ld * B + b) * H + j] = c[j];
        }
      }
    }
    x = std::move(out);
    K = D * H;
  }
  res.out = std::move(x);
  return res;
}

// x [B, T, I] (batch_first) to [T, B, I], or the input as it is.
inline std::vector<double> seq_major(const ConstView& x, bool batch_first) {
  std::vector<double> v(x.data(), x.data() + x.numel());
  if (!batch_first) return v;
  const int64_t B = x.dim(0), T = x.dim(1), I = x.dim(2);
  for (int64_t b = 0; b < B; ++b)
    for (int64_t t = 0; t < T; ++t)
      for (int64_t i = 0; i < I; ++i) v[(t * B + b) * I + i] = x[(b * T + t) * I + i];
  return v;
}

// y [B, O] = fc(out[:, -1, :]) with out [T, B, F]: the last step's output through w_fc [O, F],
// b_fc.
inline void fc_last(RefContext& ctx, const Result& r, int64_t T, int64_t B, int64_t F) {
  const ConstView w = ctx.in("w_fc"), bias = ctx.in("b_fc");
  View y = ctx.out("y");
  const int64_t O = w.dim(0);
  for (int64_t b = 0; b < B; ++b)
    for (int64_t o = 0; o < O; ++o) {
      double s = bias[o];
      for (int64_t f = 0; f < F; ++f) s += w[o * F + f] * r.out[((T - 1) * B + b) * F + f];
      y[b * O + o] = s;
    }
}

// One Elman step for x [B, I], h [B, H]: h' = tanh(w_i2h @ cat(x, h) + b_i2h) with w_i2h
// [H, I + H], and y = w_h2o @ h' + b_h2o with w_h2o [O, H]; returns (h', y).
inline std::pair<std::vector<double>, std::vector<double>> elman(const RefContext& ctx,
                                                                 const double* x, const double* h,
                                                                 int64_t B, int64_t I, int64_t H) {
  const ConstView wi = ctx.in("w_i2h"), bi = ctx.in("b_i2h"), wo = ctx.in("w_h2o"),
                  bo = ctx.in("b_h2o");
  const int64_t O = wo.dim(0);
  std::vector<double> hn(static_cast<size_t>(B * H)), y(static_cast<size_t>(B * O));
  for (int64_t b = 0; b < B; ++b) {
    for (int64_t j = 0; j < H; ++j) {
      double s = bi[j];
      for (int64_t k = 0; k < I; ++k) s += wi[j * (I + H) + k] * x[b * I + k];
      for (int64_t k = 0; k < H; ++k) s += wi[j * (I + H) + I + k] * h[b * H + k];
      hn[b * H + j] = std::tanh(s);
    }
    for (int64_t o = 0; o < O; ++o) {
      double s = bo[o];
      for (int64_t k = 0; k < H; ++k) s += wo[o * H + k] * hn[b * H + k];
      y[b * O + o] = s;
    }
  }
  return {hn, y};
}

// Mamba-2's SSD recurrence per batch row and head from h = 0: h = exp(A_t) h + outer(X_t, B_t)
// (h [d_head, d_state]); calls visit(row, h, hs) after each step, row = (b * seq + t) * heads +
// head, hs the same recurrence on |X_t| |B_t|: the size of the terms behind each state element.
template <class F>
void ssd(const RefContext& ctx, F visit) {
  const ConstView X = ctx.in("X"), A = ctx.in("A"), B = ctx.in("B");
  const int64_t Bt = ctx.size("batch"), T = ctx.size("seq"), Hd = ctx.size("heads");
  const int64_t P = ctx.size("d_head"), N = ctx.size("d_state");
  std::vector<double> h(static_cast<size_t>(P * N)), hs(h.size());
  for (int64_t b = 0; b < Bt; ++b)
    for (int64_t hd = 0; hd < Hd; ++hd) {
      std::fill(h.begin(), h.end(), 0.0);
      std::fill(hs.begin(), hs.end(), 0.0);
      for (int64_t t = 0; t < T; ++t) {
        const int64_t row = (b * T + t) * Hd + hd;
        const double a = std::exp(A[row]);
        for (int64_t p = 0; p < P; ++p)
          for (int64_t n = 0; n < N; ++n) {
            h[p * N + n] = a * h[p * N + n] + X[row * P + p] * B[row * N + n];
            hs[p * N + n] = a * hs[p * N + n] + std::fabs(X[row * P + p] * B[row * N + n]);
          }
        visit(row, h, hs);
      }
    }
}

inline void emit(RefContext& ctx, const char* name, const std::vector<double>& v) {
  View y = ctx.out(name);
  for (int64_t i = 0; i < y.numel(); ++i) y[i] = v[static_cast<size_t>(i)];
}

}  // namespace km::rnn
