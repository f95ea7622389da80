// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #43 (MinGPTCausalAttention), dropout p = 0 (the identity): qkv = c_attn(x),
// causal softmax attention per head, c_proj; in double through the shared routines (model.hpp),
// with each output's term size.
KM_REFERENCE(min_gpt_causal_attention) {
  using namespace km::fused;
  const int64_t b = ctx.size("b"), t = ctx.size("t"), nh = ctx.size("nh"), C = nh * ctx.size("hs");
  const km::ConstView Wa = ctx.in("Wa"), ba = ctx.in("ba"), Wp = ctx.in("Wp"), bp = ctx.in("bp");
  const Act qkv = linear(from_input(ctx.in("x"), b * t, C), Wa, &ba, 3 * C);
  emit(ctx, linear(km::model::causal_attention(qkv, b, t, C, nh, false), Wp, &bp, C));
}
