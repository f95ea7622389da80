// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #31 (VisionAttention): the h * w positions of x [b, C, h, w] as a sequence
// of C-wide tokens, nn.MultiheadAttention (in_proj, softmax attention per head without a mask,
// out_proj), the residual, LayerNorm, back to [b, C, h, w]; in double through the shared routines
// (model.hpp, fused.hpp), with each output's term size.
KM_REFERENCE(vision_attention) {
  using namespace km::fused;
  const int64_t b = ctx.size("b"), nh = ctx.size("nh"), C = nh * ctx.size("hd");
  const int64_t L = ctx.size("h") * ctx.size("w");
  const km::ConstView x = ctx.in("x"), Wi = ctx.in("Wi"), bi = ctx.in("bi"), Wo = ctx.in("Wo");
  const km::ConstView bo = ctx.in("bo"), lw = ctx.in("lw"), lb = ctx.in("lb");
  Act z;  // tokens [b * L, C]
  z.resize(b * L, C, 1, 1);
  for (int64_t n = 0; n < b; ++n)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t l = 0; l < L; ++l) {
        const double v = x[(n * C + c) * L + l];
        z.v[(n * L + l) * C + c] = v;
        z.s[(n * L + l) * C + c] = std::fabs(v);
      }
  Act a = linear(km::model::causal_attention(linear(z, Wi, &bi, 3 * C), b, L, C, nh, false, false),
                 Wo, &bo, C);
  add(a, z);
  group_norm(a, 1, ctx.param("eps"), &lw, &lb);  // one group of C features per token: layer_norm
  auto y = ctx.out("y");
  double* sc = ctx.scale("y");
  for (int64_t n = 0; n < b; ++n)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t l = 0; l < L; ++l) {
        y[(n * C + c) * L + l] = a.v[(n * L + l) * C + c];
        sc[(n * C + c) * L + l] = a.t((n * L + l) * C + c);
      }
}
