// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// group_norm's blocks (c / g contiguous channels of s values: mean, biased variance, affine),
// then y = z * sigmoid(swish_scale * z). Term size of y: mean(|x|) * rstd * |w|, as group_norm
// (the swish's slope stays below 1.1); of mean: mean(|x|). rstd: its own size, plus the second-order
// error a mean rounded in fp32 leaves in the variance, (delta / sigma)^2 with delta about
// eps_fp32 sqrt(len) mean(|x|): two values 0.03 apart at 3000 (the offset variant, len 2) put
// an honest two-pass fp32 kernel 3.9e-5 relative off, and 3000 + N(0, 1) over len 6000 6.4e-5.
KM_REFERENCE(group_norm_swish) {
  auto x = ctx.in("x");
  auto w = ctx.in("w");
  auto b = ctx.in("b");
  auto y = ctx.out("y");
  auto mean_out = ctx.out("mean");
  auto rstd_out = ctx.out("rstd");
  double* terms = ctx.scale("y");
  double* mean_terms = ctx.scale("mean");
  double* rstd_terms = ctx.scale("rstd");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), s = ctx.size("s"), g = ctx.size("g");
  const double eps = ctx.param("eps"), k = ctx.param("swish_scale");
  const int64_t cg = c / g, len = cg * s;
  for (int64_t blk = 0; blk < n * g; ++blk) {
    const int64_t base = blk * len, ch0 = (blk % g) * cg;
    double mean = 0, abs_mean = 0;
    for (int64_t i = 0; i < len; ++i) {
      mean += x[base + i];
      abs_mean += std::fabs(x[base + i]);
    }
    mean /= static_cast<double>(len);
    abs_mean /= static_cast<double>(len);
    double var = 0;
    for (int64_t i = 0; i < len; ++i) var += (x[base + i] - mean) * (x[base + i] - mean);
    const double inv = 1.0 / std::sqrt(var / static_cast<double>(len) + eps);
    mean_out[blk] = mean;
    mean_terms[blk] = abs_mean;
    rstd_out[blk] = inv;
    const double cond = abs_mean * inv;  // mean(|x|) / sigma
    // A running (Welford) mean in fp32 errs by about eps * |mean| per update, which enters the
    // variance to first order: torch's CUDA group norm (H200, session 9) was 3.9e-5 relative off
    // on the offset inputs, 12 times this output's tolerance before the cond / sqrt(len) term.
    // The term allows eps * cond at the tolerance's per-term rate (about 10x that figure); a
    // one-pass E[x^2] - E[x]^2 errs by eps * cond^2 and still fails.
    rstd_terms[blk] = inv * (1.0 + 0.25 * cond / std::sqrt(static_cast<double>(len)) +
                             0.25 * 0x1p-23 * std::sqrt(static_cast<double>(len)) * cond * cond);
    for (int64_t i = 0; i < len; ++i) {
      const int64_t ch = ch0 + i / s;
      const double z = (x[base + i] - mean) * inv * w[ch] + b[ch];
      y[base + i] = z / (1.0 + std::exp(-k * z));
      terms[base + i] = abs_mean * inv * std::fabs(w[ch]);
    }
  }
}
