// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// asin(x) with asinf: NaN outside [-1, 1], +-pi/2 at +-1.
#include <cmath>

static inline float arcsin(float v) { return std::asin(v); }

int asin_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = arcsin(x[i]);
  return 0;
}
