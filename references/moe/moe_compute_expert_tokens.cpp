// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// out[e] = number of entries of the sorted list with id <= e: a histogram, then its running sum.
KM_REFERENCE(moe_compute_expert_tokens) {
  auto ids = ctx.in("sorted_experts");
  auto out = ctx.out("out");
  const int64_t experts = ctx.size("experts");
  for (int64_t i = 0; i < ids.numel(); ++i) {
    const auto e = static_cast<int64_t>(ids[i]);
    if (e >= 0 && e < experts) out[e] += 1;
  }
  for (int64_t e = 1; e < experts; ++e) out[e] += out[e - 1];
}
