// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z = z - sv1;
// z = torch.tanh(z);
// z = z - sv2;
// y = F.avg_pool2d(z, p)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_subtract_tanh_subtract_avg_pool) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t p = ctx.size("p");
  const double sv1 = ctx.param("sv1");
  const double sv2 = ctx.param("sv2");
  Act a = conv2d(x, W, &b, n, ci, h, w, co, k);
  map(a, [&](double z) { return z - sv1; },
      [&](double) { return 1.0; }, std::fabs(sv1));
  map(a, [&](double z) { return std::tanh(z); },
      [&](double z) { return dtanh(z); });
  map(a, [&](double z) { return z - sv2; },
      [&](double) { return 1.0; }, std::fabs(sv2));
  a = pool2d(a, p, false);
  emit(ctx, a);
}
