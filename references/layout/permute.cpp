// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// Output dimension q is input dimension perm[q]: y at output index (o0, o1, o2, o3) is x at the
// input index whose entry perm[q] is o_q.
KM_REFERENCE(permute) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t in_dims[4] = {ctx.size("a"), ctx.size("b"), ctx.size("c"), ctx.size("d")};
  const int64_t perm[4] = {ctx.size("d0"), ctx.size("d1"), ctx.size("d2"), ctx.size("d3")};
  int64_t out_dims[4];
  for (int q = 0; q < 4; ++q) out_dims[q] = in_dims[perm[q]];
  int64_t out = 0;
  int64_t o[4];
  for (o[0] = 0; o[0] < out_dims[0]; ++o[0])
    for (o[1] = 0; o[1] < out_dims[1]; ++o[1])
      for (o[2] = 0; o[2] < out_dims[2]; ++o[2])
        for (o[3] = 0; o[3] < out_dims[3]; ++o[3]) {
          int64_t in[4];
          for (int q = 0; q < 4; ++q) in[perm[q]] = o[q];
          y[out++] = x[((in[0] * in_dims[1] + in[1]) * in_dims[2] + in[2]) * in_dims[3] + in[3]];
        }
}
