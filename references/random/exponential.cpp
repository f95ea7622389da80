// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y.exponential_(lambd): each element an exponential draw of rate lambd (mean 1 / lambd). The
// expected value written is the mean; the statistical check reads the rate from the scale.
KM_REFERENCE(exponential) {
  auto y = ctx.out("y");
  double* rate = ctx.scale("y");
  const double lambd = ctx.param("lambd");
  for (int64_t i = 0; i < y.numel(); ++i) {
    y[i] = 1.0 / lambd;
    rate[i] = lambd;
  }
}
