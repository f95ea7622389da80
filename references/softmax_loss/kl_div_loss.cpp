// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// sum of q * (log q - log p) over all elements (q == 0 counts 0, as torch's xlogy), over b rows.
KM_REFERENCE(kl_div_loss) {
  auto p = ctx.in("p");
  auto q = ctx.in("q");
  double s = 0;
  for (int64_t i = 0; i < p.numel(); ++i)
    if (q[i] != 0) s += q[i] * (std::log(q[i]) - std::log(p[i]));
  ctx.out("loss")[0] = s / static_cast<double>(ctx.size("b"));
}
