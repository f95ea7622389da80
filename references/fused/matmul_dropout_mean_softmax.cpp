// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// z = F.linear(x, W, b); z = F.dropout(z, p, training=True); z = z.mean(dim=1, keepdim=True);
// y = torch.softmax(z, dim=1): the softmax of one element is 1 for a finite mean. Dropout keeps
// or zeroes each element by multiplying (NaN * 0 is NaN, inf * 0 is NaN, inf kept is inf), so a
// row with a non-finite linear output has a non-finite or NaN mean, and exp(mean - mean) is NaN.
// No mask is drawn: no mask changes the answer.
KM_REFERENCE(matmul_dropout_mean_softmax) {
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  auto y = ctx.out("y");
  const int64_t m = ctx.size("m"), k = ctx.size("k"), n = ctx.size("n");
  for (int64_t i = 0; i < m; ++i) {
    bool finite = true;
    for (int64_t j = 0; j < n && finite; ++j) {
      double z = b[j];
      for (int64_t t = 0; t < k; ++t) z += x[i * k + t] * W[j * k + t];
      finite = std::isfinite(z);
    }
    const double mean = finite ? 0.0 : NAN;  // its value cancels: exp(mean - max) / sum
    y[i] = std::exp(mean - mean);
  }
}
