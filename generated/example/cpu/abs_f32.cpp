// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// |x|: clearing the sign bit is exact; NaN stays NaN and -inf becomes +inf.
#include <cmath>

static inline float absval(float v) { return std::fabs(v); }

int abs_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = absval(x[i]);
  return 0;
}
