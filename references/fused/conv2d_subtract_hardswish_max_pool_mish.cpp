// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z = z - sv;
// z = F.hardswish(z);
// z = F.max_pool2d(z, p);
// y = F.mish(z)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_subtract_hardswish_max_pool_mish) {
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
  const double sv = ctx.param("sv");
  Act a = conv2d(x, W, &b, n, ci, h, w, co, k);
  map(a, [&](double z) { return z - sv; },
      [&](double) { return 1.0; }, std::fabs(sv));
  map(a, [&](double z) { return hardswish(z); },
      [&](double z) { return dhardswish(z); });
  a = pool2d(a, p, true);
  map(a, [&](double z) { return mish(z); },
      [&](double z) { return dmish(z); });
  emit(ctx, a);
}
