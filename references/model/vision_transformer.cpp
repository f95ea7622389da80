// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "transformer.hpp"

// KernelBench level 3 #28 (VisionTransformer), dropouts p = 0 (the identity): the source's
// unfold-and-reshape patches, patch_to_embedding, the cls token first, + pos; L encoder layers
// with batch_first=False (attention across the b images of each token index); mlp_head (Linear,
// GELU, Linear) on token 0. In double through the shared routines (transformer.hpp, model.hpp,
// fused.hpp), with each output's term size. Every token is computed, though y reads token 0 only.
KM_REFERENCE(vision_transformer) {
  using namespace km::fused;
  const int64_t b = ctx.size("b"), ch = ctx.size("ch"), g = ctx.size("g"), p = ctx.size("p");
  const int64_t nh = ctx.size("nh"), D = nh * ctx.size("hd"), L = ctx.size("L");
  const int64_t pd = p * p * ch, N = g * g + 1, side = g * p;
  const double eps = ctx.param("eps");
  const km::ConstView img = ctx.in("img"), We = ctx.in("We"), be = ctx.in("be");
  const km::ConstView cls = ctx.in("cls"), pos = ctx.in("pos");
  // img.unfold(2, p, p).unfold(3, p, p): u[n, c, gy, gx, py, px] = img[n, c, gy p + py, gx p + px];
  // the reshape cuts each image's unfold, in that index order, into g g rows of pd.
  Act patches;
  patches.resize(b * g * g, pd, 1, 1);
  for (int64_t n = 0; n < b; ++n)
    for (int64_t c = 0; c < ch; ++c)
      for (int64_t gy = 0; gy < g; ++gy)
        for (int64_t gx = 0; gx < g; ++gx)
          for (int64_t py = 0; py < p; ++py)
            for (int64_t px = 0; px < p; ++px) {
              const int64_t u = ((((c * g + gy) * g + gx) * p + py) * p + px);
              const double v = img[((n * ch + c) * side + gy * p + py) * side + gx * p + px];
              patches.v[n * g * g * pd + u] = v;
              patches.s[n * g * g * pd + u] = std::fabs(v);
            }
  const Act emb = linear(patches, We, &be, D);
  // Tokens in attention order: row t * b + n is token t of image n (batch_first=False: the
  // sequence axis is the image, the batch axis the token index).
  Act x;
  x.resize(N * b, D, 1, 1);
  for (int64_t t = 0; t < N; ++t)
    for (int64_t n = 0; n < b; ++n)
      for (int64_t d = 0; d < D; ++d) {
        const int64_t r = (t * b + n) * D + d, e = (n * g * g + t - 1) * D + d;
        const double v = t == 0 ? cls[d] : emb.v[e], s = t == 0 ? std::fabs(cls[d]) : emb.t(e);
        x.v[r] = v + pos[t * D + d];
        x.s[r] = s + std::fabs(pos[t * D + d]);
      }
  for (int64_t l = 0; l < L; ++l) x = km::model::encoder_layer(ctx, x, l, N, b, nh, eps);
  const km::ConstView H1 = ctx.in("H1"), hb1 = ctx.in("hb1"), H2 = ctx.in("H2"),
                      hb2 = ctx.in("hb2");
  Act h = linear(km::model::rows(x, 0, b), H1, &hb1, ctx.size("f"));  // x[:, 0]: token 0's rows
  map_gelu(h);
  emit(ctx, linear(h, H2, &hb2, ctx.size("classes")));
}
