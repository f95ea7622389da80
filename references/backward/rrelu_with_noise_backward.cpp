// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// Training (and upper - lower > 1e-6): gx = gy noise. Otherwise leaky_relu_backward with slope
// (lower + upper) / 2: x > 0 ? gy : gy slope.
KM_REFERENCE(rrelu_with_noise_backward) {
  auto gy = ctx.in("gy");
  auto x = ctx.in("x");
  auto noise = ctx.in("noise");
  auto gx = ctx.out("gx");
  const double lower = ctx.param("lower"), upper = ctx.param("upper");
  const bool training = ctx.param("training") != 0 && upper - lower > 1e-6;
  const double slope = (lower + upper) / 2.0;
  for (int64_t i = 0; i < x.numel(); ++i)
    gx[i] = training ? gy[i] * noise[i] : (x[i] > 0 ? gy[i] : gy[i] * slope);
}
