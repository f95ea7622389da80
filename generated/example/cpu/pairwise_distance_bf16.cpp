// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Row-wise p-norm of x1 - x2 + eps: each row's |diff|^p terms are summed in float (SIMD reduction),
// then the 1/p-th root is taken; p == 2 takes a square-and-sqrt fast path.
// Each bf16 element is widened to float, all math is in float, and each result is rounded once.
#include <cmath>

int pairwise_distance_bf16(const km_bf16* x1, const km_bf16* x2, km_bf16* y, int64_t rows, int64_t d, double p, double eps) {
  const float e = static_cast<float>(eps), pf = static_cast<float>(p);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* a = x1 + r * d;
    const km_bf16* b = x2 + r * d;
    float s = 0.0f;
    if (p == 2.0) {
#pragma omp simd reduction(+ : s)
      for (int64_t k = 0; k < d; ++k) {
        const float t = km_bf16_to_f32(a[k]) - km_bf16_to_f32(b[k]) + e;
        s += t * t;
      }
      y[r] = km_f32_to_bf16(std::sqrt(s));
    } else {
      for (int64_t k = 0; k < d; ++k) s += std::pow(std::fabs(km_bf16_to_f32(a[k]) - km_bf16_to_f32(b[k]) + e), pf);
      y[r] = km_f32_to_bf16(std::pow(s, 1.0f / pf));
    }
  }
  return 0;
}
