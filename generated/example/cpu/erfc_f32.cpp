// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// erfc(x) straight from erfcf: for x > 2 the result is small and 1 - erf(x) cancels, losing its
// relative accuracy; -inf gives 2, +inf gives 0.
#include <cmath>

static inline float cerf(float v) { return std::erfc(v); }

int erfc_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = cerf(x[i]);
  return 0;
}
