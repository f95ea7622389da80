// SPDX-License-Identifier: Apache-2.0
// The transformer networks' shared reference routines (KernelBench level-3 whole networks), in
// double over km::fused::Act (values with their term sizes): PyTorch's nn.TransformerEncoderLayer
// for layer weights stacked with a leading layer index. Built on model.hpp's attention and
// linear_layer.
#pragma once

#include "model.hpp"

namespace km::model {

// Layer l of a stacked tensor Ws [L, len] as a [len] tensor of its own.
inline km::RefTensor layer_slice(const ConstView& Ws, int64_t l, int64_t len) {
  km::RefTensor t;
  t.shape = {len};
  t.values.assign(Ws.data() + l * len, Ws.data() + (l + 1) * len);
  return t;
}

// LayerNorm over the D features of every row of a [rows, D] activation with layer l of stacked
// affine weights w, b [L, D].
inline void layer_norm_layer(Act& a, const ConstView& w, const ConstView& b, int64_t l,
                             double eps) {
  const km::RefTensor wl = layer_slice(w, l, a.C), bl = layer_slice(b, l, a.C);
  const ConstView wv(wl), bv(bl);
  km::fused::group_norm(a, 1, eps, &wv, &bv);
}

// Layer l of a stack of nn.TransformerEncoderLayer(D, nh, F, dropout=0.0) (post-norm, ReLU, the
// default batch_first=False) on x [B * T, D] whose row bb * T + j is position j of attention
// sequence bb (attention mixes the T rows of one sequence only). Weights from ctx, stacked over
// layers: Wi [L, 3 D, D], bi [L, 3 D] (in_proj; q, k, v), Wo [L, D, D], bo [L, D] (out_proj),
// n1w, n1b [L, D] (norm1), W1 [L, F, D], b1 [L, F] (linear1), W2 [L, D, F], b2 [L, D] (linear2),
// n2w, n2b [L, D] (norm2):
//   x = norm1(x + out_proj(attention(in_proj(x)))); x = norm2(x + linear2(relu(linear1(x)))).
inline Act encoder_layer(RefContext& ctx, const Act& x, int64_t l, int64_t B, int64_t T, int64_t nh,
                         double eps) {
  const int64_t D = x.C, F = ctx.in("W1").dim(1);
  Act a = linear_layer(x, ctx.in("Wi"), ctx.in("bi"), l, 3 * D);
  a = linear_layer(causal_attention(a, B, T, D, nh, false, false), ctx.in("Wo"), ctx.in("bo"), l,
                   D);
  km::fused::add(a, x);
  layer_norm_layer(a, ctx.in("n1w"), ctx.in("n1b"), l, eps);
  Act f = linear_layer(a, ctx.in("W1"), ctx.in("b1"), l, F);
  relu(f);
  f = linear_layer(f, ctx.in("W2"), ctx.in("b2"), l, D);
  km::fused::add(f, a);
  layer_norm_layer(f, ctx.in("n2w"), ctx.in("n2b"), l, eps);
  return f;
}

// Rows r0, r0 + stride, ..., r0 + (n - 1) stride of a [rows, C] activation, as [n, C].
inline Act rows(const Act& a, int64_t r0, int64_t n, int64_t stride = 1) {
  Act y;
  y.resize(n, a.C, 1, 1);
  for (int64_t i = 0; i < n; ++i) {
    std::copy_n(a.v.begin() + (r0 + i * stride) * a.C, a.C, y.v.begin() + i * a.C);
    std::copy_n(a.s.begin() + (r0 + i * stride) * a.C, a.C, y.s.begin() + i * a.C);
  }
  return y;
}

// KernelBench level 3 #32 (ConvolutionalVisionTransformer) on x [b, ch, g p, g p]: conv1 (kernel
// and stride p), flatten, linear_proj, the cls token first (x [b, 2, D]); L encoder layers; fc_out
// on token 0. batch_first true (KernelBench@423217d): attention between the 2 tokens of each
// image; false (the older copy MultiKernelBench keeps): attention across the b images of each
// token index. Both tokens are computed.
inline void conv_vision_transformer(RefContext& ctx, bool batch_first) {
  using namespace km::fused;
  const int64_t b = ctx.size("b"), ch = ctx.size("ch"), g = ctx.size("g"), p = ctx.size("p");
  const int64_t nh = ctx.size("nh"), D = nh * ctx.size("hd"), L = ctx.size("L");
  const double eps = ctx.param("eps");
  const ConstView Wc = ctx.in("Wc"), bc = ctx.in("bc"), Wp = ctx.in("Wp"), bp = ctx.in("bp");
  const ConstView cls = ctx.in("cls"), Wf = ctx.in("Wf"), bf = ctx.in("bf");
  // conv1, then flatten(1): [b, D, g, g] read as [b, D g g] by the linear layer.
  const Act proj =
      linear(conv2d(input(ctx.in("x"), b, ch, g * p, g * p), Wc, &bc, D, p, p), Wp, &bp, D);
  // Tokens in attention order: row n * 2 + t (batch_first) or t * b + n is token t of image n.
  auto row = [&](int64_t n, int64_t t) { return batch_first ? n * 2 + t : t * b + n; };
  Act x;
  x.resize(2 * b, D, 1, 1);
  for (int64_t n = 0; n < b; ++n)
    for (int64_t d = 0; d < D; ++d) {
      x.v[row(n, 0) * D + d] = cls[d];
      x.s[row(n, 0) * D + d] = std::fabs(cls[d]);
      x.v[row(n, 1) * D + d] = proj.v[n * D + d];
      x.s[row(n, 1) * D + d] = proj.t(n * D + d);
    }
  for (int64_t l = 0; l < L; ++l)
    x = batch_first ? encoder_layer(ctx, x, l, b, 2, nh, eps)
                    : encoder_layer(ctx, x, l, 2, b, nh, eps);
  emit(ctx, linear(rows(x, 0, b, batch_first ? 2 : 1), Wf, &bf, ctx.size("classes")));  // x[:, 0]
}

}  // namespace km::model
