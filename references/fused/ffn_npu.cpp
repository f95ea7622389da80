// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// h = x @ W1 + b1; a = act(h) (0 relu, 1 gelu, 2 fastgelu x * sigmoid(1.702 x), 3 silu);
// y = a @ W2 + b2, in double through the fused family's routines (fused.hpp), which take weights
// as [out, in]: W1 [k, hidden] and W2 [hidden, n] are transposed into that layout first.
namespace {
km::RefTensor transposed(const km::ConstView& w, int64_t rows, int64_t cols) {
  km::RefTensor t;
  t.shape = {cols, rows};
  t.values.resize(static_cast<size_t>(rows * cols));
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c)
      t.values[static_cast<size_t>(c * rows + r)] = w[r * cols + c];
  return t;
}
}  // namespace

KM_REFERENCE(ffn_npu) {
  using namespace km::fused;
  const int64_t m = ctx.size("m"), k = ctx.size("k"), hidden = ctx.size("hidden");
  const int64_t n = ctx.size("n");
  const int64_t act = static_cast<int64_t>(ctx.param("act"));
  const km::RefTensor w1t = transposed(ctx.in("W1"), k, hidden);
  const km::RefTensor w2t = transposed(ctx.in("W2"), hidden, n);
  const km::ConstView b1 = ctx.in("b1"), b2 = ctx.in("b2");
  Act a = linear(from_input(ctx.in("x"), m, k), km::ConstView(w1t), &b1, hidden);
  if (act == 0)
    map(
        a, [](double z) { return z > 0 ? z : 0.0; }, [](double z) { return z > 0 ? 1.0 : 0.0; });
  else if (act == 1)
    map_gelu(a);
  else if (act == 2)
    map(
        a, [](double z) { return z * sigmoid(1.702 * z); },
        [](double z) { return sigmoid(1.702 * z) + 1.702 * z * dsigmoid(1.702 * z); });
  else
    map(a, swish, dswish);
  emit(ctx, linear(a, km::ConstView(w2t), &b2, n));
}
