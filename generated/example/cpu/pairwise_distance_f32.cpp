// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Row-wise p-norm of x1 - x2 + eps: each row's |diff|^p terms are summed in float (SIMD reduction),
// then the 1/p-th root is taken; p == 2 takes a square-and-sqrt fast path.
#include <cmath>

int pairwise_distance_f32(const float* x1, const float* x2, float* y, int64_t rows, int64_t d, double p, double eps) {
  const float e = static_cast<float>(eps), pf = static_cast<float>(p);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* a = x1 + r * d;
    const float* b = x2 + r * d;
    float s = 0.0f;
    if (p == 2.0) {
#pragma omp simd reduction(+ : s)
      for (int64_t k = 0; k < d; ++k) {
        const float t = a[k] - b[k] + e;
        s += t * t;
      }
      y[r] = std::sqrt(s);
    } else {
      for (int64_t k = 0; k < d; ++k) s += std::pow(std::fabs(a[k] - b[k] + e), pf);
      y[r] = std::pow(s, 1.0f / pf);
    }
  }
  return 0;
}
