// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// packed[i, j] = scales[i] * (j - 8), j = 0 .. 7: CUTLASS's packed_scale_t table of the negative
// int4 codes. The product is exact in double; the judge rounds it to e4m3 (fp8 outputs are
// written unrounded).
KM_REFERENCE(cutlass_pack_scale_fp8) {
  auto s = ctx.in("scales");
  auto out = ctx.out("packed");
  for (int64_t i = 0; i < s.numel(); ++i)
    for (int64_t j = 0; j < 8; ++j) out[i * 8 + j] = s[i] * static_cast<double>(j - 8);
}
