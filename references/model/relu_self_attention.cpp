// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #50 (ReLUSelfAttention): qkv = c_attn(x), then per head relu(masked scores)
// @ v, the heads side by side (the source's c_proj is built but never called); in double through
// the shared routines (model.hpp), with each output's term size.
KM_REFERENCE(relu_self_attention) {
  using namespace km::fused;
  const int64_t b = ctx.size("b"), t = ctx.size("t"), nh = ctx.size("nh"), C = nh * ctx.size("hs");
  const km::ConstView Wa = ctx.in("Wa"), ba = ctx.in("ba");
  const Act qkv = linear(from_input(ctx.in("x"), b * t, C), Wa, &ba, 3 * C);
  emit(ctx, km::model::causal_attention(qkv, b, t, C, nh, true));
}
