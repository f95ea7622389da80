// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y = torch.poisson(rates): each element a Poisson draw with mean rates[i] (as stored). The
// expected value written is that mean; the statistical check reads it from the scale.
KM_REFERENCE(poisson) {
  auto rates = ctx.in("rates");
  auto y = ctx.out("y");
  double* lam = ctx.scale("y");
  for (int64_t i = 0; i < rates.numel(); ++i) {
    y[i] = rates[i];
    lam[i] = rates[i];
  }
}
