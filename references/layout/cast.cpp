// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y = x.to(U). ctx.dtype is the pair's U (dtype_pairs): an integer U truncates toward zero; a
// floating one gets the value itself, rounded to U (to nearest, ties to even) by the comparator's
// exact check, as every output's expected value is.
KM_REFERENCE(cast) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const bool to_int = !km::is_float(ctx.dtype);
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = to_int ? std::trunc(x[i]) : x[i];
}
