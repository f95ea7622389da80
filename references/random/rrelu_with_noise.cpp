// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// rrelu_with_noise in training mode (aten's _rrelu_with_noise_train): for x <= 0 the noise is a
// draw from U(lower, upper), for x > 0 (and NaN) it is 1; y = x * noise. The reference gives
// noise's interval per element (values: lo, scale: hi; a point where they meet) and x as y's
// value, which the statistical check multiplies by the kernel's own noise element.
KM_REFERENCE(rrelu_with_noise) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  auto noise = ctx.out("noise");
  double* hi = ctx.scale("noise");
  const double lower = ctx.param("lower"), upper = ctx.param("upper");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const bool neg = x[i] <= 0.0;
    y[i] = x[i];
    noise[i] = neg ? lower : 1.0;
    hi[i] = neg ? upper : 1.0;
  }
}
