// SPDX-License-Identifier: Apache-2.0
// ~x in the task's integer type: two's complement (-x - 1) for signed types, 255 - x for u8, and
// logical negation for bool (torch: ~True is False).

#include "core/reference.hpp"

KM_REFERENCE(bitwise_not) {
  auto x = ctx.in("x");
  auto z = ctx.out("z");
  const km::DType t = ctx.dtype;
  for (int64_t i = 0; i < z.numel(); ++i)
    z[i] = t == km::DType::b8 ? 1.0 - x[i] : t == km::DType::u8 ? 255.0 - x[i] : -x[i] - 1.0;
}
