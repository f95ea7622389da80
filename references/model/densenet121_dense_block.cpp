// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

namespace {
// Elements [off, off + len) of a flat parameter tensor as a tensor of its own.
km::RefTensor slice(const km::ConstView& t, int64_t off, int64_t len) {
  km::RefTensor r;
  r.shape = {len};
  r.values.assign(t.data() + off, t.data() + off + len);
  return r;
}
}  // namespace

// KernelBench level 3 #14 (DenseNet121DenseBlock), BatchNorm in training mode, dropout p = 0 (the
// identity): L times x = cat([x, conv3x3(relu(bn_i(x)), padding 1)], 1), layer i's parameters
// packed one after another in the flat bnw, bnb and cw; in double through the shared routines
// (model.hpp, fused.hpp), with each output's term size.
KM_REFERENCE(densenet121_dense_block) {
  using namespace km::model;
  const km::ConstView w = ctx.in("cw"), bnw = ctx.in("bnw"), bnb = ctx.in("bnb");
  const int64_t c0 = ctx.size("c0"), g = ctx.size("g"), L = ctx.size("L");
  Act x = input(ctx.in("x"), ctx.size("n"), c0, ctx.size("h"), ctx.size("w"));
  int64_t o = 0, q = 0;
  for (int64_t i = 0; i < L; ++i) {
    const int64_t c = c0 + i * g;
    const km::RefTensor lw = slice(bnw, q, c), lb = slice(bnb, q, c), cw = slice(w, o, 9 * g * c);
    const km::ConstView lwv(lw), lbv(lb);
    Act z = x;
    km::fused::batch_norm_train(z, ctx.param("eps"), &lwv, &lbv);
    relu(z);
    x = concat_channels(x, conv2d(z, km::ConstView(cw), nullptr, g, 3, 1, 1));
    o += 9 * g * c;
    q += c;
  }
  km::fused::emit(ctx, x);
}
