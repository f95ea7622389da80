// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// y[i0, i1, i2, i3] = x[offset + i0 t0 + i1 t1 + i2 t2 + i3 t3]: torch.as_strided(...).contiguous().
KM_REFERENCE(strided_copy) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t s[4] = {ctx.size("s0"), ctx.size("s1"), ctx.size("s2"), ctx.size("s3")};
  const int64_t t[4] = {ctx.size("t0"), ctx.size("t1"), ctx.size("t2"), ctx.size("t3")};
  const int64_t offset = ctx.size("offset");
  int64_t at = 0;
  for (int64_t i0 = 0; i0 < s[0]; ++i0)
    for (int64_t i1 = 0; i1 < s[1]; ++i1)
      for (int64_t i2 = 0; i2 < s[2]; ++i2)
        for (int64_t i3 = 0; i3 < s[3]; ++i3)
          y[at++] = x[offset + i0 * t[0] + i1 * t[1] + i2 * t[2] + i3 * t[3]];
}
