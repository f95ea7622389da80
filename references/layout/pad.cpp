// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

namespace {
// Source index for output position o of a dimension of size len padded by `before`, or -1 for
// the constant: reflect mirrors about the edge element (-1 -> 1), replicate clamps, circular wraps.
int64_t source(int64_t o, int64_t before, int64_t len, int64_t mode) {
  const int64_t i = o - before;
  if (i >= 0 && i < len) return i;
  switch (mode) {
    case 1: return i < 0 ? -i : 2 * (len - 1) - i;
    case 2: return i < 0 ? 0 : len - 1;
    case 3: return ((i % len) + len) % len;
    default: return -1;
  }
}
}  // namespace

// F.pad(x, (pl, pr, pt, pb), mode, value) over the last two dims of [n, c, h, w].
KM_REFERENCE(pad) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t planes = ctx.size("n") * ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t pl = ctx.size("pl"), pr = ctx.size("pr"), pt = ctx.size("pt"), pb = ctx.size("pb");
  const int64_t mode = static_cast<int64_t>(ctx.param("mode"));
  const double value = ctx.param("value");
  const int64_t oh = h + pt + pb, ow = w + pl + pr;
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t i = 0; i < oh; ++i)
      for (int64_t j = 0; j < ow; ++j) {
        const int64_t r = source(i, pt, h, mode), c = source(j, pl, w, mode);
        y[(p * oh + i) * ow + j] = (r < 0 || c < 0) ? value : x[(p * h + r) * w + c];
      }
}
