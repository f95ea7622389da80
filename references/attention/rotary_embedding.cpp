// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

namespace {
// Rotates the first rot elements of every head of one in-place tensor; the rest stay as given.
void rotate(km::RefContext& ctx, const char* name, int64_t heads) {
  auto pos = ctx.in("positions");
  auto cs = ctx.in("cos_sin_cache");
  auto x = ctx.out(name);
  double* terms = ctx.scale(name);
  const int64_t t = ctx.size("t"), d = ctx.size("d"), rot = ctx.size("rot"), half = rot / 2;
  const bool neox = ctx.param("is_neox") != 0;
  for (int64_t i = 0; i < t; ++i) {
    const double* row = cs.data() + static_cast<int64_t>(pos[i]) * rot;
    for (int64_t h = 0; h < heads; ++h) {
      double* v = x.data() + (i * heads + h) * d;
      double* s = terms + (i * heads + h) * d;
      for (int64_t j = 0; j < half; ++j) {
        const int64_t a = neox ? j : 2 * j, b = neox ? j + half : 2 * j + 1;
        const double x1 = v[a], x2 = v[b], c = row[j], sn = row[half + j];
        v[a] = x1 * c - x2 * sn;
        v[b] = x2 * c + x1 * sn;
        s[a] = std::fabs(x1 * c) + std::fabs(x2 * sn);
        s[b] = std::fabs(x2 * c) + std::fabs(x1 * sn);
      }
    }
  }
}
}  // namespace

KM_REFERENCE(rotary_embedding) {
  rotate(ctx, "query", ctx.size("hq"));
  rotate(ctx, "key", ctx.size("hk"));
}
