// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "transformer.hpp"

// KernelBench level 3 #32 (ConvolutionalVisionTransformer), dropout p = 0 (the identity): conv1
// (kernel and stride p), flatten, linear_proj, the cls token first (x [b, 2, D]); L encoder
// layers with batch_first=False (attention across the b images of each token index); fc_out on
// token 0. In double through the shared routines (transformer.hpp, model.hpp, fused.hpp), with
// each output's term size. Both tokens are computed, though y reads token 0 only.
KM_REFERENCE(convolutional_vision_transformer) {
  using namespace km::fused;
  const int64_t b = ctx.size("b"), ch = ctx.size("ch"), g = ctx.size("g"), p = ctx.size("p");
  const int64_t nh = ctx.size("nh"), D = nh * ctx.size("hd"), L = ctx.size("L");
  const double eps = ctx.param("eps");
  const km::ConstView Wc = ctx.in("Wc"), bc = ctx.in("bc"), Wp = ctx.in("Wp"), bp = ctx.in("bp");
  const km::ConstView cls = ctx.in("cls"), Wf = ctx.in("Wf"), bf = ctx.in("bf");
  // conv1, then flatten(1): [b, D, g, g] read as [b, D g g] by the linear layer.
  const Act proj = linear(
      km::model::conv2d(km::model::input(ctx.in("x"), b, ch, g * p, g * p), Wc, &bc, D, p, p), Wp,
      &bp, D);
  // Tokens in attention order: row t * b + n is token t of image n (batch_first=False: the
  // sequence axis is the image, the batch axis the token index).
  Act x;
  x.resize(2 * b, D, 1, 1);
  for (int64_t n = 0; n < b; ++n)
    for (int64_t d = 0; d < D; ++d) {
      x.v[n * D + d] = cls[d];
      x.s[n * D + d] = std::fabs(cls[d]);
      x.v[(b + n) * D + d] = proj.v[n * D + d];
      x.s[(b + n) * D + d] = proj.t(n * D + d);
    }
  for (int64_t l = 0; l < L; ++l) x = km::model::encoder_layer(ctx, x, l, 2, b, nh, eps);
  emit(ctx, linear(km::model::rows(x, 0, b), Wf, &bf, ctx.size("classes")));  // x[:, 0]
}
