// SPDX-License-Identifier: Apache-2.0
// Shared by the quantization references: int8 quantisation of an unrounded value u, as the
// `quantized` check reads it (docs/spec-format.md): the reference writes clamp(round(u)) to the
// output and u itself to unrounded(), so the judge knows where u sits near a boundary.
#pragma once

#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

namespace km::quant {

/// The unrounded values of a quantized output: the check reads the output's per-element vector
/// (RefTensor::scale, cached with the expected values) as u rather than as a term size.
inline double* unrounded(RefContext& ctx, std::string_view output) {
  return ctx.scale(output);
}

/// round(u) to nearest, ties to even (torch.round, rintf), saturated to [lo, hi].
inline double round_sat(double u, double lo = -128, double hi = 127) {
  return std::clamp(std::nearbyint(u), lo, hi);
}

/// The unrounded value and its rounding: q[i] = round_sat(u), uq[i] = u.
inline void put(double* q, double* uq, int64_t i, double u) {
  q[i] = round_sat(u);
  uq[i] = u;
}

}  // namespace km::quant
