// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #44 (MiniGPTBlock), dropout p = 0 (the identity):
// x = x + c_proj(attn(ln_1(x))); x = x + mlp_proj(new_gelu(c_fc(ln_2(x)))); in double through the
// shared routines (model.hpp, fused.hpp), with each output's term size.
KM_REFERENCE(mini_gpt_block) {
  using namespace km::fused;
  const int64_t b = ctx.size("b"), t = ctx.size("t"), nh = ctx.size("nh"), C = nh * ctx.size("hs");
  const double eps = ctx.param("eps");
  const km::ConstView l1w = ctx.in("l1w"), l1b = ctx.in("l1b"), Wa = ctx.in("Wa"),
                      ba = ctx.in("ba");
  const km::ConstView Wp = ctx.in("Wp"), bp = ctx.in("bp"), l2w = ctx.in("l2w"),
                      l2b = ctx.in("l2b");
  const km::ConstView Wf = ctx.in("Wf"), bf = ctx.in("bf"), Wm = ctx.in("Wm"), bm = ctx.in("bm");
  Act x = from_input(ctx.in("x"), b * t, C);
  Act a = x;
  group_norm(a, 1, eps, &l1w, &l1b);  // one group of C features per row: layer_norm
  a = linear(km::model::causal_attention(linear(a, Wa, &ba, 3 * C), b, t, C, nh, false), Wp, &bp,
             C);
  add(x, a);
  a = x;
  group_norm(a, 1, eps, &l2w, &l2b);
  a = linear(a, Wf, &bf, 4 * C);
  map(a, km::model::new_gelu, km::model::dnew_gelu);
  add(x, linear(a, Wm, &bm, C));
  emit(ctx, x);
}
