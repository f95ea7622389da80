// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// One row per iteration: its p-norm (sum of |x|^p in float, then the 1/p-th root); a row above
// maxnorm is scaled by maxnorm / (norm + 1e-7), as torch.renorm, the others are copied.
#include <cmath>

int renorm_bf16(const km_bf16* x, km_bf16* y, int64_t rows, int64_t d, double p, double maxnorm) {
  const float fp = static_cast<float>(p), fmax = static_cast<float>(maxnorm);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* xr = x + r * d;
    km_bf16* yr = y + r * d;
    float s = 0.0f;
    for (int64_t j = 0; j < d; ++j) s += std::pow(std::fabs(km_bf16_to_f32(xr[j])), fp);
    const float norm = std::pow(s, 1.0f / fp);
    const float f = norm > fmax ? fmax / (norm + 1e-7f) : 1.0f;
    for (int64_t j = 0; j < d; ++j) yr[j] = km_f32_to_bf16(km_bf16_to_f32(xr[j]) * f);
  }
  return 0;
}
